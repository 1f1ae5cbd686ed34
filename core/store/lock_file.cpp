#include "store/lock_file.h"

#include <QDateTime>
#include <QFileInfo>
#include <QLockFile>

namespace astrolabe::store {

bool takeLock(QLockFile &lock, const QString &lockPath)
{
    constexpr qint64 kUnwrittenForMs = 2000;
    lock.setStaleLockTime(0); // stale only when its process is gone
    if (lock.tryLock(0))
        return true;
    qint64 pid = 0;
    QString host;
    QString application;
    if (lock.getLockInfo(&pid, &host, &application))
        return false;
    const QFileInfo info(lockPath);
    if (!info.exists() || info.size() != 0
        || info.lastModified().msecsTo(QDateTime::currentDateTime()) < kUnwrittenForMs)
        return false;
    return lock.removeStaleLockFile() && lock.tryLock(0);
}

} // namespace astrolabe::store
