#pragma once

#include "review/clock.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>

namespace astrolabe {

// When the learner's profile file is damaged, the window offers to restore its newest whole
// backup. Opening a profile (StudyContext::open) reports here whether it failed on a damaged
// file with a backup to offer; restore() then keeps the damaged file aside (renamed, never
// overwritten), copies the backup in (store::repairProfile, as `check-db --repair` does) and
// opens the restored profile. Nothing is written until the learner asks.
class ProfileRecovery : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool offered READ offered NOTIFY changed)
    Q_PROPERTY(QString backupDate READ backupDate NOTIFY changed)
    Q_PROPERTY(int backupAnswers READ backupAnswers NOTIFY changed)
    Q_PROPERTY(QString keptAs READ keptAs NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)

public:
    static ProfileRecovery *instance();
    static ProfileRecovery *create(QQmlEngine *, QJSEngine *);

    // After a failed open: looks at the file and its backups (reading only).
    void examine(const QString &profileName, const QString &profilePath,
                 const QString &backupFolder, const review::Clock &clock);
    // After a successful open: nothing to offer.
    void clear();

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
    explicit ProfileRecovery(QObject *parent = nullptr);

    bool m_offered = false;
    QString m_profileName;
    QString m_profilePath;
    QString m_backupFolder;
    review::Clock m_clock;
    QString m_backupDate;
    int m_backupAnswers = 0;
    QString m_keptAs;
    QString m_error;
};

} // namespace astrolabe
