#include "profile_recovery.h"

#include "profile_switcher.h"
#include "session.h"
#include "sky_text.h"
#include "store/profile_directory.h"
#include "store/profile_repair.h"

#include <QDateTime>
#include <QFileInfo>

namespace astrolabe {

ProfileRecovery::ProfileRecovery(Study *study, ProfileSwitcher *profiles, Session *session,
                                 QObject *parent)
    : QObject(parent), m_study(study), m_profiles(profiles), m_session(session)
{
    connect(profiles, &ProfileSwitcher::opened, this, &ProfileRecovery::follow);
}

void ProfileRecovery::follow(const Study::Opening &opening)
{
    if (opening.ok) {
        if (!m_offered && m_error.isEmpty())
            return;
        m_offered = false;
        m_error.clear();
        emit changed();
        return;
    }
    const store::RecoveryOffer &offer = opening.recovery;
    m_offered = offer.available();
    m_profileName = opening.profileName;
    m_profilePath = opening.profilePath;
    m_backupFolder = opening.backupFolder;
    m_backupDate = offer.backupDay.toString(Qt::ISODate);
    m_backupAnswers = int(qMax<qint64>(0, offer.backupReviews));
    m_keptAs.clear();
    m_error.clear();
    emit changed();
}

QString ProfileRecovery::backupDateIn(const QString &language) const
{
    const QDate day = QDate::fromString(m_backupDate, Qt::ISODate);
    if (!day.isValid())
        return m_backupDate;
    return SkyText::date(QDateTime(day, QTime(12, 0)).toMSecsSinceEpoch(), language);
}

bool ProfileRecovery::restore()
{
    if (!m_offered)
        return false;
    const qint64 now = m_study->now();
    const store::RepairResult result =
        store::repairProfile(m_profilePath, m_backupFolder, m_profileName, now);
    if (!result.restored) {
        m_error = result.error;
        emit changed();
        return false;
    }
    m_keptAs = QFileInfo(result.movedAsideTo).fileName();
    m_offered = false;
    emit changed();
    // A file that was unreadable was known by its file name; the backup has the real name.
    QString name = m_profileName;
    const store::ProfileDirectory folder(m_study->dataDir());
    for (const store::ProfileEntry &entry : folder.list()) {
        if (QFileInfo(entry.path) == QFileInfo(m_profilePath) && entry.readable)
            name = entry.name;
    }
    if (!m_profiles->openProfile(name)) {
        m_keptAs = QFileInfo(result.movedAsideTo).fileName(); // follow() forgot it
        m_error = m_profiles->error();
        emit changed();
        return false;
    }
    m_session->setStartupError(QString());
    return true;
}

} // namespace astrolabe
