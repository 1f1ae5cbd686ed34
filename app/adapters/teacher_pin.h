#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>

namespace astrolabe {

// The teacher PIN for the window: whether one is set, checking one (wrong attempts wait
// longer and longer, see security::PinGuard), setting and clearing it. The PIN guards the
// teacher view, deleting a profile, the lab settings and, in lab mode, quitting.
class TeacherPin : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool isSet READ isSet NOTIFY changed)
    Q_PROPERTY(bool labWide READ isLabWide NOTIFY changed)
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)

public:
    static TeacherPin *create(QQmlEngine *, QJSEngine *);

    bool isSet() const;
    bool isLabWide() const;
    // Why the last check or change failed (empty after a success).
    QString message() const { return m_message; }

    // True when the PIN is right, or when none is set.
    Q_INVOKABLE bool check(const QString &pin);
    Q_INVOKABLE bool setPin(const QString &pin);
    Q_INVOKABLE bool clearPin(const QString &oldPin);

signals:
    void changed();
    void messageChanged();

private:
    explicit TeacherPin(QObject *parent = nullptr);
    void setMessage(const QString &message);

    QString m_message;
};

} // namespace astrolabe
