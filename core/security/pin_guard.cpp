#include "security/pin_guard.h"

#include "security/folder_lab_mode.h"
#include "security/pin_hash.h"

#include <QCoreApplication>
#include <QSettings>

#include <algorithm>

namespace astrolabe::security {

namespace {
constexpr qint64 kFirstDelayMs = 2000;
constexpr qint64 kMaxDelayMs = 5 * 60 * 1000;
constexpr int kFreeAttempts = 2;

// The sentences, marked for lupdate here and translated when they are said.
//: The teacher typed a new PIN twice, differently.
const char *const kNotTheSame = QT_TRANSLATE_NOOP(
    "astrolabe::security", "The two PINs are not the same; type the new PIN twice.");
//: %1 is the lab file, e.g. /etc/xdg/Astrolabe/Astrolabe.conf.
const char *const kLabWide = QT_TRANSLATE_NOOP(
    "astrolabe::security",
    "The teacher PIN is set for the whole lab in %1; only its administrator can change it "
    "there (see “The teacher PIN” in the teacher guide).");
//: %1 is the lab file, e.g. /etc/xdg/Astrolabe/Astrolabe.conf.
const char *const kLabModeWithoutPin = QT_TRANSLATE_NOOP(
    "astrolabe::security",
    "Lab mode is on for this computer (%1), so only its administrator can set the teacher "
    "PIN, in that file (see “The teacher PIN” in the teacher guide).");
const char *const kDigits =
    QT_TRANSLATE_NOOP("astrolabe::security", "A teacher PIN is 4 to 12 digits.");
const char *const kNotWritten =
    QT_TRANSLATE_NOOP("astrolabe::security", "The settings file %1 could not be written.");
const char *const kNotSet = QT_TRANSLATE_NOOP("astrolabe::security", "No teacher PIN is set.");
const char *const kWrong =
    QT_TRANSLATE_NOOP("astrolabe::security", "That is not the teacher PIN.");
const char *const kAlreadySet = QT_TRANSLATE_NOOP(
    "astrolabe::security", "A teacher PIN is already set; change it with the old PIN.");
const char *const kFolderLabMode = QT_TRANSLATE_NOOP(
    "astrolabe::security",
    "Lab mode is on for this data folder and needs the PIN; switch lab mode off in the "
    "settings first.");

QString translated(const char *sentence)
{
    return QCoreApplication::translate("astrolabe::security", sentence);
}
} // namespace

PinGuard::PinGuard(const QString &folderSettingsPath, LabDefaults lab, Clock clock)
    : m_folderSettingsPath(folderSettingsPath)
    , m_lab(std::move(lab))
    , m_clock(clock ? std::move(clock) : systemClock())
{
}

qint64 PinGuard::delayAfter(int failures)
{
    if (failures <= kFreeAttempts)
        return 0;
    const int doublings = std::min(failures - kFreeAttempts - 1, 20);
    return std::min(kFirstDelayMs << doublings, kMaxDelayMs);
}

bool PinGuard::confirmed(const QString &pin, const QString &again, QString *error)
{
    if (pin_hash::normalized(pin) == pin_hash::normalized(again))
        return true;
    *error = translated(kNotTheSame);
    return false;
}

QString PinGuard::folderHash() const
{
    return QSettings(m_folderSettingsPath, QSettings::IniFormat)
        .value(QLatin1String(kHashKey)).toString();
}

bool PinGuard::isSet() const
{
    if (isLabControlled())
        return m_lab.hasPin();
    return pin_hash::isValid(folderHash());
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
    const bool right = isLabWide() ? m_lab.pinMatches(pin) : pin_hash::matches(pin, folderHash());
    if (right) {
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

bool PinGuard::refusedByLab(QString *error) const
{
    if (m_lab.hasPin()) {
        *error = translated(kLabWide).arg(m_lab.pinFiles().constFirst());
        return true;
    }
    if (m_lab.labMode()) {
        *error = translated(kLabModeWithoutPin).arg(m_lab.labModeFile());
        return true;
    }
    return false;
}

bool PinGuard::writeFolderHash(const QString &pin, QString *error)
{
    if (!pin_hash::acceptable(pin)) {
        *error = translated(kDigits);
        return false;
    }
    QSettings settings(m_folderSettingsPath, QSettings::IniFormat);
    settings.setValue(QLatin1String(kHashKey), pin_hash::create(pin));
    settings.sync();
    if (settings.status() != QSettings::NoError) {
        *error = translated(kNotWritten).arg(m_folderSettingsPath);
        return false;
    }
    return true;
}

bool PinGuard::verifyOld(const QString &oldPin, QString *error)
{
    const Check check = verify(oldPin);
    switch (check.outcome) {
    case Outcome::NotSet:
        *error = translated(kNotSet);
        return false;
    case Outcome::TooSoon:
    case Outcome::Refused: {
        // (Computed first: lupdate's parser hangs on a cast inside translate()'s arguments.)
        const int seconds = int((check.waitMs + 999) / 1000);
        *error = check.waitMs > 0
            ? QCoreApplication::translate("astrolabe::security",
                                          "That is not the teacher PIN; try again in %n second(s).",
                                          nullptr, seconds)
            : translated(kWrong);
        return false;
    }
    case Outcome::Accepted:
        break;
    }
    return true;
}

bool PinGuard::set(const QString &pin, QString *error)
{
    if (refusedByLab(error))
        return false;
    if (isSet()) {
        *error = translated(kAlreadySet);
        return false;
    }
    return writeFolderHash(pin, error);
}

bool PinGuard::change(const QString &oldPin, const QString &newPin, QString *error)
{
    if (refusedByLab(error))
        return false;
    if (!pin_hash::acceptable(newPin)) { // before the old PIN is tried, so no attempt is spent
        *error = translated(kDigits);
        return false;
    }
    return verifyOld(oldPin, error) && writeFolderHash(newPin, error);
}

bool PinGuard::clear(const QString &oldPin, QString *error)
{
    if (refusedByLab(error))
        return false;
    if (folderLabMode(m_folderSettingsPath) && isSet()) {
        *error = translated(kFolderLabMode);
        return false;
    }
    if (!verifyOld(oldPin, error))
        return false;
    QSettings settings(m_folderSettingsPath, QSettings::IniFormat);
    settings.remove(QLatin1String(kHashKey));
    settings.sync();
    return true;
}

} // namespace astrolabe::security
