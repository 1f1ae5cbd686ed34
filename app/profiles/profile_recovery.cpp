#include "profile_recovery.h"

#include "profile_switcher.h"
#include "session.h"
#include "sky_text.h"
#include "store/profile_directory.h"
#include "store/profile_repair.h"
#include "store/recovery_offer.h"

#include <QDateTime>
#include <QFileInfo>

namespace astrolabe {

ProfileRecovery::ProfileRecovery(QObject *parent)
    : QObject(parent)
{
}

ProfileRecovery *ProfileRecovery::instance()
{
    static ProfileRecovery recovery;
    return &recovery;
}

ProfileRecovery *ProfileRecovery::create(QQmlEngine *, QJSEngine *)
{
    ProfileRecovery *recovery = instance();
    QJSEngine::setObjectOwnership(recovery, QJSEngine::CppOwnership);
    return recovery;
}

void ProfileRecovery::examine(const QString &profileName, const QString &profilePath,
                              const QString &backupFolder, const review::Clock &clock)
{
    const store::RecoveryOffer offer = store::recoveryOfferFor(profilePath, backupFolder);
    m_offered = offer.available();
    m_profileName = profileName;
    m_profilePath = profilePath;
    m_backupFolder = backupFolder;
    m_clock = clock;
    m_backupDate = offer.backupDay.toString(Qt::ISODate);
    m_backupAnswers = int(qMax<qint64>(0, offer.backupReviews));
    m_keptAs.clear();
    m_error.clear();
    emit changed();
}

void ProfileRecovery::clear()
{
    if (!m_offered && m_error.isEmpty())
        return;
    m_offered = false;
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
    const qint64 now = m_clock ? m_clock() : review::systemClock()();
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
    const store::ProfileDirectory folder(ProfileSwitcher::instance()->dataDir());
    for (const store::ProfileEntry &entry : folder.list()) {
        if (QFileInfo(entry.path) == QFileInfo(m_profilePath) && entry.readable)
            name = entry.name;
    }
    ProfileSwitcher *profiles = ProfileSwitcher::instance();
    if (!profiles->openProfile(name)) {
        m_error = profiles->error();
        emit changed();
        return false;
    }
    Session::instance()->setStartupError(QString());
    return true;
}

} // namespace astrolabe
