#pragma once

#include "security/pin_guard.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>

namespace astrolabe {

class Session;
class Study;

// The teacher PIN for the window (see security::PinGuard for where it comes from): what each
// guarded action needs (gate()), checking the PIN (wrong attempts wait longer and longer),
// and setting, changing and clearing the data folder's own PIN. The PIN guards the teacher view
// and deleting a learner; in lab mode also the settings, renaming a learner and quitting. In
// lab mode without a PIN those stay shut, and the PIN cannot be set from the window.
class TeacherPin : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The application makes the one teacher PIN.")
    Q_PROPERTY(bool isSet READ isSet NOTIFY changed)
    // The PIN comes from the lab file, which only its administrator can change.
    Q_PROPERTY(bool labWide READ isLabWide NOTIFY changed)
    // The lab file gives the PIN or turns lab mode on, and the window cannot set or change it.
    Q_PROPERTY(bool labControlled READ isLabControlled NOTIFY changed)
    // The lab file that gives the PIN (or, without one, turns lab mode on); empty when none.
    Q_PROPERTY(QString labFile READ labFile NOTIFY changed)
    // What the settings page offers: setting a PIN, changing it, clearing it.
    Q_PROPERTY(bool canSet READ canSet NOTIFY changed)
    Q_PROPERTY(bool canChange READ canChange NOTIFY changed)
    Q_PROPERTY(bool canClear READ canClear NOTIFY changed)
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)

public:
    // What only a teacher may do.
    enum Guarded { TeacherView, Settings, DeleteProfile, RenameProfile, Quit };
    Q_ENUM(Guarded)
    // What it takes: nothing, the PIN, or a PIN that does not exist yet (shut).
    enum Gate { Open, AskPin, PinNeededFirst };
    Q_ENUM(Gate)

    TeacherPin(const Study *study, const Session *session, QObject *parent = nullptr);

    bool isSet() const;
    bool isLabWide() const;
    bool isLabControlled() const;
    QString labFile() const;
    bool canSet() const;
    bool canChange() const;
    bool canClear() const;
    // Why the last check or change failed (empty after a success).
    QString message() const { return m_message; }

    Q_INVOKABLE Gate gate(Guarded what) const;
    // True when the PIN is right (false when none is set).
    Q_INVOKABLE bool check(const QString &pin);
    // A new PIN is typed twice; changing and clearing need the old one.
    Q_INVOKABLE bool setPin(const QString &pin, const QString &again);
    Q_INVOKABLE bool changePin(const QString &oldPin, const QString &pin, const QString &again);
    Q_INVOKABLE bool clearPin(const QString &oldPin);

signals:
    void changed();
    void messageChanged();

private:
    security::PinGuard guard() const;
    bool labMode() const;

    const Study *m_study;
    const Session *m_session;
    void setMessage(const QString &message);
    bool done(bool ok, const QString &error);

    QString m_message;
};

} // namespace astrolabe
