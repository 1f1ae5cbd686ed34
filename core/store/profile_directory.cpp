#include "store/profile_directory.h"

#include "store/backups.h"
#include "store/file_check.h"
#include "store/profile_file_name.h"
#include "store/store.h"
#include "store/store_messages.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>

#include <algorithm>

namespace astrolabe::store {

ProfileDirectory::ProfileDirectory(const QString &dataDir)
    : m_dataDir(dataDir)
{
}

QString ProfileDirectory::profilesFolder() const
{
    return QDir(m_dataDir).filePath(QStringLiteral("profiles"));
}

QString ProfileDirectory::backupsFolder() const
{
    return QDir(profilesFolder()).filePath(QStringLiteral("backups"));
}

QString ProfileDirectory::pathFor(const QString &profileName) const
{
    return QDir(profilesFolder()).filePath(profileFileName(profileName));
}

bool ProfileDirectory::exists(const QString &profileName) const
{
    const QFileInfo info(pathFor(profileName));
    return info.isFile() && info.size() > 0;
}

OpenOptions ProfileDirectory::openOptions(const QString &profileName, qint64 nowMs) const
{
    OpenOptions options;
    options.profileName = profileName;
    options.backupFolder = backupsFolder();
    options.nowMs = nowMs;
    return options;
}

QVector<ProfileEntry> ProfileDirectory::list() const
{
    QVector<ProfileEntry> out;
    const QDir dir(profilesFolder());
    for (const QString &file : dir.entryList({QStringLiteral("*.sqlite")}, QDir::Files)) {
        ProfileEntry entry;
        entry.path = dir.filePath(file);
        const FileCheck check = checkFile(entry.path, CheckDepth::Summary);
        entry.readable = check.healthy;
        entry.name = check.profileName.isEmpty() ? file : check.profileName;
        entry.reviewCount = check.reviewCount;
        out << entry;
    }
    std::sort(out.begin(), out.end(), [](const ProfileEntry &a, const ProfileEntry &b) {
        return a.name.localeAwareCompare(b.name) < 0;
    });
    return out;
}

bool ProfileDirectory::remove(const QString &profileName, QString *error) const
{
    const QString path = pathFor(profileName);
    if (!exists(profileName)) {
        *error = messages::noSuchProfile(profileName);
        return false;
    }
    QLockFile lock(Store::lockFilePath(path));
    lock.setStaleLockTime(0);
    if (!lock.tryLock(0)) {
        *error = messages::profileLocked(profileName);
        return false;
    }
    for (const char *suffix : {"-wal", "-shm", "-journal", ""})
        QFile::remove(path + QLatin1String(suffix));
    const Backups backups(backupsFolder(), QFileInfo(path).completeBaseName());
    for (const QString &file : backups.files())
        QFile::remove(file);
    const QDir folder(backupsFolder()); // the copies kept from before upgrades
    for (const QString &file : folder.entryList(
             {QFileInfo(path).completeBaseName() + QStringLiteral("-schema*.sqlite")}, QDir::Files))
        QFile::remove(folder.filePath(file));
    return true;
}

} // namespace astrolabe::store
