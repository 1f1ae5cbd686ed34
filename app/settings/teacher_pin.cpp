#include "teacher_pin.h"

#include "security/lab_defaults.h"
#include "security/pin_guard.h"
#include "session.h"
#include "study.h"
#include "store/data_location.h"

namespace astrolabe {

TeacherPin::TeacherPin(const Study *study, const Session *session, QObject *parent)
    : QObject(parent), m_study(study), m_session(session)
{
    // What may be set, changed or cleared depends on lab mode too.
    connect(session, &Session::labModeChanged, this, &TeacherPin::changed);
}

security::PinGuard TeacherPin::guard() const
{
    return security::PinGuard(store::folderSettingsPath(m_study->dataDir()),
                              security::LabDefaults(), m_study->clock());
}

bool TeacherPin::labMode() const
{
    return m_session->labMode();
}

bool TeacherPin::isSet() const
{
    return guard().isSet();
}

bool TeacherPin::isLabWide() const
{
    return guard().isLabWide();
}

bool TeacherPin::isLabControlled() const
{
    return guard().isLabControlled();
}

QString TeacherPin::labFile() const
{
    const security::LabDefaults lab;
    return lab.hasPin() ? lab.pinFiles().constFirst() : lab.labModeFile();
}

bool TeacherPin::canSet() const
{
    const security::PinGuard pins = guard();
    return !labMode() && !pins.isSet() && !pins.isLabControlled();
}

bool TeacherPin::canChange() const
{
    const security::PinGuard pins = guard();
    return pins.isSet() && !pins.isLabControlled();
}

bool TeacherPin::canClear() const
{
    return !labMode() && canChange();
}

TeacherPin::Gate TeacherPin::gate(Guarded what) const
{
    const bool guarded = labMode() || what == TeacherView || what == DeleteProfile;
    if (!guarded)
        return Open;
    if (isSet())
        return AskPin;
    return labMode() ? PinNeededFirst : Open;
}

bool TeacherPin::check(const QString &pin)
{
    const auto result = guard().verify(pin);
    const int seconds = int((result.waitMs + 999) / 1000);
    switch (result.outcome) {
    case security::PinGuard::Outcome::Accepted:
        setMessage(QString());
        return true;
    case security::PinGuard::Outcome::NotSet:
        setMessage(tr("No teacher PIN is set."));
        return false;
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

bool TeacherPin::setPin(const QString &pin, const QString &again)
{
    if (labMode()) // a student at a lab computer must never choose the teacher's PIN
        return done(false, tr("In lab mode the teacher PIN cannot be set from here."));
    QString error;
    if (!security::PinGuard::confirmed(pin, again, &error))
        return done(false, error);
    return done(guard().set(pin, &error), error);
}

bool TeacherPin::changePin(const QString &oldPin, const QString &pin, const QString &again)
{
    QString error;
    if (!security::PinGuard::confirmed(pin, again, &error))
        return done(false, error);
    return done(guard().change(oldPin, pin, &error), error);
}

bool TeacherPin::clearPin(const QString &oldPin)
{
    if (labMode())
        return done(false, tr("Lab mode needs the teacher PIN: turn lab mode off first."));
    QString error;
    return done(guard().clear(oldPin, &error), error);
}

bool TeacherPin::done(bool ok, const QString &error)
{
    setMessage(ok ? QString() : error);
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
