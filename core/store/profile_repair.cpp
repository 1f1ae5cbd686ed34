#include "store/profile_repair.h"

#include "store/backups.h"
#include "store/lock_file.h"
#include "store/store.h"
#include "store/store_messages.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>

namespace astrolabe::store {

RepairResult repairProfile(const QString &path, const QString &backupFolder,
                           const QString &profileName, qint64 nowMs)
{
    RepairResult result;
    QLockFile lock(Store::lockFilePath(path));
    if (!takeLock(lock, lock.fileName())) {
        result.error = messages::profileLocked(profileName);
        return result;
    }
    const Backups backups(backupFolder, QFileInfo(path).completeBaseName());
    const QString good = backups.newestHealthy();
    if (good.isEmpty()) {
        result.error = QCoreApplication::translate(
                           "astrolabe::store",
                           "No healthy backup of the profile \"%1\" was found; the file was left "
                           "as it is.")
                           .arg(profileName);
        return result;
    }
    const QString stamp =
        QDateTime::fromMSecsSinceEpoch(nowMs).toString(QStringLiteral("yyyyMMdd-HHmmss"));
    result.movedAsideTo = path + QStringLiteral(".damaged-") + stamp;
    if (QFile::exists(path) && !QFile::rename(path, result.movedAsideTo)) {
        result.error = QCoreApplication::translate("astrolabe::store",
                                                   "The damaged file %1 could not be moved aside.")
                           .arg(path);
        return result;
    }
    for (const char *suffix : {"-wal", "-shm"}) // they belong to the damaged file
        if (QFile::exists(path + QLatin1String(suffix)))
            QFile::rename(path + QLatin1String(suffix),
                          result.movedAsideTo + QLatin1String(suffix));
    const QString partial = path + QStringLiteral(".partial");
    QFile::remove(partial);
    if (!QFile::copy(good, partial) || !QFile::rename(partial, path)) {
        QFile::remove(partial);
        result.error = QCoreApplication::translate("astrolabe::store",
                                                   "The backup %1 could not be copied in.")
                           .arg(good);
        return result;
    }
    result.restored = true;
    result.restoredFrom = good;
    return result;
}

} // namespace astrolabe::store
