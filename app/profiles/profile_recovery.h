#pragma once

#include "study.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>

namespace astrolabe {

class ProfileSwitcher;
class Session;

// When the learner's profile file is damaged, the window offers to restore its newest whole
// backup. Every opening of a profile (ProfileSwitcher::opened) says here whether it failed on
// a damaged file with a backup to offer; restore() then keeps the damaged file aside (renamed, never
// overwritten), copies the backup in (store::repairProfile, as `check-db --repair` does) and
// opens the restored profile. Nothing is written until the learner asks.
class ProfileRecovery : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The application makes the one profile recovery.")
    Q_PROPERTY(bool offered READ offered NOTIFY changed)
    Q_PROPERTY(QString backupDate READ backupDate NOTIFY changed)
    Q_PROPERTY(int backupAnswers READ backupAnswers NOTIFY changed)
    Q_PROPERTY(QString keptAs READ keptAs NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)

public:
    ProfileRecovery(Study *study, ProfileSwitcher *profiles, Session *session,
                    QObject *parent = nullptr);

    // After an open: what a failed one offers (looked at, reading only), or nothing.
    void follow(const Study::Opening &opening);

    bool offered() const { return m_offered; }
    QString backupDate() const { return m_backupDate; } // yyyy-MM-dd
    int backupAnswers() const { return m_backupAnswers; }
    QString keptAs() const { return m_keptAs; } // the damaged file's new name, after restore()
    QString error() const { return m_error; }

    // The backup's day as the interface writes dates: "3 Mar 2026", or Jalali with Persian
    // digits in Persian.
    Q_INVOKABLE QString backupDateIn(const QString &language) const;

    // Restores the offered backup and opens the profile; false (with error()) when either fails.
    Q_INVOKABLE bool restore();

signals:
    void changed();

private:
    Study *m_study;
    ProfileSwitcher *m_profiles;
    Session *m_session;
    bool m_offered = false;
    QString m_profileName;
    QString m_profilePath;
    QString m_backupFolder;
    QString m_backupDate;
    int m_backupAnswers = 0;
    QString m_keptAs;
    QString m_error;
};

} // namespace astrolabe
