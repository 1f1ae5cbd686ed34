#include "store/profile_directory.h"

#include "store/backups.h"
#include "store/file_check.h"
#include "store/lock_file.h"
#include "store/meta_table.h"
#include "store/profile_file_name.h"
#include "store/store.h"
#include "store/store_failure.h"
#include "store/store_messages.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSqlError>
#include <QSqlDatabase>
#include <QUuid>

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
    const QDir folder(profilesFolder());
    // An unreadable file is listed under its own file name (list()); that name leads back to
    // the file, so opening it reports the damage instead of creating a new profile beside it.
    // Only a name that is exactly a profile file in this folder qualifies: no path tricks.
    if (profileName.endsWith(QLatin1String(".sqlite"))
        && folder.entryList({QStringLiteral("*.sqlite")}, QDir::Files).contains(profileName)) {
        return folder.filePath(profileName);
    }
    return folder.filePath(profileFileName(profileName));
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

qsizetype ProfileDirectory::count() const
{
    return QDir(profilesFolder()).entryList({QStringLiteral("*.sqlite")}, QDir::Files).size();
}

bool ProfileDirectory::remove(const QString &profileName, QString *error) const
{
    const QString path = pathFor(profileName);
    if (!exists(profileName)) {
        *error = messages::noSuchProfile(profileName);
        return false;
    }
    QLockFile lock(Store::lockFilePath(path));
    if (!takeLock(lock, lock.fileName())) {
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

namespace {

// Writes the name into the file through a connection of its own (the caller holds the lock).
bool writeName(const QString &path, const QString &name, QString *detail)
{
    const QString connection = QStringLiteral("astrolabe-rename-")
        + QUuid::createUuid().toString(QUuid::WithoutBraces);
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        if (db.open())
            ok = MetaTable(db).setValue(QLatin1String(MetaTable::kProfileName), name, detail);
        else
            *detail = sqliteDetail(db.lastError());
        db.close(); // the last connection: SQLite checkpoints and removes the WAL file
    }
    QSqlDatabase::removeDatabase(connection);
    return ok;
}

} // namespace

bool ProfileDirectory::rename(const QString &oldName, const QString &newName,
                              QString *error) const
{
    if (newName.trimmed().isEmpty()) {
        *error = messages::blankProfileName();
        return false;
    }
    const QString from = pathFor(oldName);
    const QString to = pathFor(newName);
    if (!exists(oldName)) {
        *error = messages::noSuchProfile(oldName);
        return false;
    }
    if (from == to || QFileInfo::exists(to)) {
        *error = messages::profileExists(newName);
        return false;
    }
    QLockFile oldLock(Store::lockFilePath(from));
    if (!takeLock(oldLock, oldLock.fileName())) {
        *error = messages::profileLocked(oldName);
        return false;
    }
    QLockFile newLock(Store::lockFilePath(to));
    if (!takeLock(newLock, newLock.fileName())) {
        *error = messages::profileLocked(newName);
        return false;
    }
    const FileCheck check = checkFile(from, CheckDepth::Summary);
    if (!check.healthy) {
        *error = messages::unusable(oldName, check.failure, QFileInfo(from).fileName(),
                                    check.problem);
        return false;
    }
    QString detail;
    if (!writeName(from, newName, &detail)) {
        *error = messages::unusable(oldName, failureOf(detail), QFileInfo(from).fileName(),
                                    detail);
        return false;
    }
    if (!QFile::rename(from, to)) { // never replaces: Qt refuses an existing target
        writeName(from, oldName, &detail);
        *error = messages::cannotRename(oldName);
        return false;
    }
    // The backups follow the file (best effort: a backup left behind is still a valid copy).
    const QString oldStem = QFileInfo(from).completeBaseName();
    const QString newStem = QFileInfo(to).completeBaseName();
    const QDir folder(backupsFolder());
    for (const QString &file : folder.entryList({oldStem + QStringLiteral("-*.sqlite")}, QDir::Files))
        QFile::rename(folder.filePath(file), folder.filePath(newStem + file.mid(oldStem.size())));
    return true;
}

} // namespace astrolabe::store
