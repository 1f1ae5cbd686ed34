#include "security/pin_guard.h"

#include "security/lab_defaults.h"
#include "security/pin_hash.h"

#include <QCoreApplication>
#include <QSettings>

#include <algorithm>

namespace astrolabe::security {

namespace {
constexpr qint64 kFirstDelayMs = 2000;
constexpr qint64 kMaxDelayMs = 5 * 60 * 1000;
constexpr int kFreeAttempts = 2;
} // namespace

PinGuard::PinGuard(const QString &folderSettingsPath, const QString &labDefaultsPath,
                   review::Clock clock)
    : m_folderSettingsPath(folderSettingsPath)
    , m_labDefaultsPath(labDefaultsPath)
    , m_clock(clock ? std::move(clock) : review::systemClock())
{
}

qint64 PinGuard::delayAfter(int failures)
{
    if (failures <= kFreeAttempts)
        return 0;
    const int doublings = std::min(failures - kFreeAttempts - 1, 20);
    return std::min(kFirstDelayMs << doublings, kMaxDelayMs);
}

QString PinGuard::folderHash() const
{
    return QSettings(m_folderSettingsPath, QSettings::IniFormat)
        .value(QLatin1String(kHashKey)).toString();
}

QString PinGuard::activeHash() const
{
    const QString own = folderHash();
    return own.isEmpty() ? LabDefaults(m_labDefaultsPath).pinHash() : own;
}

bool PinGuard::isSet() const
{
    return pin_hash::isValid(activeHash());
}

bool PinGuard::isLabWide() const
{
    return folderHash().isEmpty() && isSet();
}

int PinGuard::failedAttempts() const
{
    return QSettings(m_folderSettingsPath, QSettings::IniFormat)
        .value(QLatin1String(kFailuresKey), 0).toInt();
}

qint64 PinGuard::waitMs() const
{
    const qint64 retryAfter = QSettings(m_folderSettingsPath, QSettings::IniFormat)
                                  .value(QLatin1String(kRetryAfterKey), 0).toLongLong();
    return std::max<qint64>(0, retryAfter - m_clock());
}

PinGuard::Check PinGuard::verify(const QString &pin)
{
    if (!isSet())
        return {Outcome::NotSet, 0};
    if (const qint64 wait = waitMs(); wait > 0)
        return {Outcome::TooSoon, wait};
    QSettings settings(m_folderSettingsPath, QSettings::IniFormat);
    if (pin_hash::matches(pin, activeHash())) {
        settings.remove(QLatin1String(kFailuresKey));
        settings.remove(QLatin1String(kRetryAfterKey));
        settings.sync();
        return {Outcome::Accepted, 0};
    }
    const int failures = settings.value(QLatin1String(kFailuresKey), 0).toInt() + 1;
    const qint64 delay = delayAfter(failures);
    settings.setValue(QLatin1String(kFailuresKey), failures);
    settings.setValue(QLatin1String(kRetryAfterKey), m_clock() + delay);
    settings.sync();
    return {Outcome::Refused, delay};
}

bool PinGuard::set(const QString &pin, QString *error)
{
    if (isSet()) {
        *error = QCoreApplication::translate("astrolabe::security", "A teacher PIN is already set; clear it with the old PIN first.");
        return false;
    }
    if (!pin_hash::acceptable(pin)) {
        *error = QCoreApplication::translate("astrolabe::security", "A teacher PIN is 4 to 12 digits.");
        return false;
    }
    QSettings settings(m_folderSettingsPath, QSettings::IniFormat);
    settings.setValue(QLatin1String(kHashKey), pin_hash::create(pin));
    settings.sync();
    if (settings.status() != QSettings::NoError) {
        *error = QCoreApplication::translate("astrolabe::security", "The settings file %1 could not be written.").arg(m_folderSettingsPath);
        return false;
    }
    return true;
}

bool PinGuard::clear(const QString &oldPin, QString *error)
{
    if (isLabWide()) {
        *error = QCoreApplication::translate("astrolabe::security", "This PIN is set for the whole lab in %1; change it there.")
                     .arg(m_labDefaultsPath);
        return false;
    }
    const Check check = verify(oldPin);
    switch (check.outcome) {
    case Outcome::NotSet:
        *error = QCoreApplication::translate("astrolabe::security", "No teacher PIN is set.");
        return false;
    case Outcome::TooSoon:
    case Outcome::Refused: {
        // (Computed first: lupdate's parser hangs on a cast inside translate()'s arguments.)
        const int seconds = int((check.waitMs + 999) / 1000);
        *error = check.waitMs > 0
            ? QCoreApplication::translate("astrolabe::security",
                                          "That is not the teacher PIN; try again in %n second(s).",
                                          nullptr, seconds)
            : QCoreApplication::translate("astrolabe::security", "That is not the teacher PIN.");
        return false;
    }
    case Outcome::Accepted:
        break;
    }
    QSettings settings(m_folderSettingsPath, QSettings::IniFormat);
    settings.remove(QLatin1String(kHashKey));
    settings.sync();
    return true;
}

} // namespace astrolabe::security
