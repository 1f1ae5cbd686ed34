#include "teacher_pin.h"

#include "profile_switcher.h"
#include "security/lab_defaults.h"
#include "security/pin_guard.h"
#include "store/data_location.h"

namespace astrolabe {

namespace {
security::PinGuard guard()
{
    const ProfileSwitcher *switcher = ProfileSwitcher::instance();
    return security::PinGuard(store::folderSettingsPath(switcher->dataDir()),
                              security::LabDefaults::defaultPath(), switcher->options().clock);
}
} // namespace

TeacherPin::TeacherPin(QObject *parent) : QObject(parent) {}

TeacherPin *TeacherPin::create(QQmlEngine *engine, QJSEngine *)
{
    return new TeacherPin(engine);
}

bool TeacherPin::isSet() const
{
    return guard().isSet();
}

bool TeacherPin::isLabWide() const
{
    return guard().isLabWide();
}

bool TeacherPin::check(const QString &pin)
{
    const auto result = guard().verify(pin);
    const int seconds = int((result.waitMs + 999) / 1000);
    switch (result.outcome) {
    case security::PinGuard::Outcome::Accepted:
    case security::PinGuard::Outcome::NotSet:
        setMessage(QString());
        return true;
    case security::PinGuard::Outcome::TooSoon:
        //: After several wrong teacher PINs the next try must wait.
        setMessage(tr("Too many wrong tries: wait %n second(s).", nullptr, seconds));
        return false;
    case security::PinGuard::Outcome::Refused:
        setMessage(seconds > 0
                       ? tr("That is not the teacher PIN. Try again in %n second(s).", nullptr,
                            seconds)
                       : tr("That is not the teacher PIN."));
        return false;
    }
    return false;
}

bool TeacherPin::setPin(const QString &pin)
{
    QString error;
    const bool ok = guard().set(pin, &error);
    setMessage(error);
    if (ok)
        emit changed();
    return ok;
}

bool TeacherPin::clearPin(const QString &oldPin)
{
    QString error;
    const bool ok = guard().clear(oldPin, &error);
    setMessage(error);
    if (ok)
        emit changed();
    return ok;
}

void TeacherPin::setMessage(const QString &message)
{
    if (m_message == message)
        return;
    m_message = message;
    emit messageChanged();
}

} // namespace astrolabe
