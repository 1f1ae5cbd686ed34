#include "store/store.h"

#include "store/backups.h"
#include "store/lock_file.h"
#include "store/migrations.h"
#include "store/pragmas.h"
#include "store/review_log_row.h"
#include "store/sql_exec.h"
#include "store/store_failure.h"
#include "store/store_messages.h"
#include "store/transaction.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace astrolabe::store {

namespace {

bool hasAnyTable(QSqlDatabase &db)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT 1 FROM sqlite_master LIMIT 1"));
    return query.exec() && query.next();
}

// Whether the file starts as every SQLite database does: then it is a database, damaged or not.
bool hasSqliteHeader(const QString &path)
{
    static const QByteArray kMagic("SQLite format 3", 16); // with its closing NUL
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && file.read(kMagic.size()) == kMagic;
}

void removeDatabaseFiles(const QString &path)
{
    for (const char *suffix : {"", "-wal", "-shm", "-journal"})
        QFile::remove(path + QLatin1String(suffix));
}

} // namespace

Store::~Store()
{
    if (m_db.isValid())
        m_db.close();
    m_db = QSqlDatabase();
    if (!m_connectionName.isEmpty())
        QSqlDatabase::removeDatabase(m_connectionName);
    if (m_lock)
        m_lock->unlock();
}

QString Store::lockFilePath(const QString &databasePath)
{
    return databasePath + QStringLiteral(".lock");
}

bool Store::openConnection(const QString &databaseName, QString *error)
{
    m_connectionName = uniqueConnectionName("store");
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    m_db.setDatabaseName(databaseName);
    if (!m_db.open()) {
        if (error)
            *error = sqliteDetail(m_db.lastError());
        return false;
    }
    return true;
}

std::unique_ptr<Store> Store::open(const QString &path, const OpenOptions &options,
                                   QString *error)
{
    const QFileInfo info(path);
    const QString shownName =
        options.profileName.isEmpty() ? info.fileName() : options.profileName;
    std::unique_ptr<Store> store(new Store);
    store->m_path = info.absoluteFilePath();

    if (!QDir().mkpath(info.absolutePath())) {
        *error = messages::cannotCreateFolder(info.absolutePath());
        return nullptr;
    }
    store->m_lock = std::make_unique<QLockFile>(lockFilePath(store->m_path));
    if (!takeLock(*store->m_lock, lockFilePath(store->m_path))) {
        *error = messages::profileLocked(shownName);
        store->m_lock.reset();
        return nullptr;
    }

    bool fresh = !info.exists() || info.size() == 0;
    // An empty file is a profile still being created, unless it has backups: then it was a
    // profile once and has been emptied; it is damaged, not new, and must not be written over.
    if (info.exists() && info.size() == 0 && !options.backupFolder.isEmpty()
        && !Backups(options.backupFolder, info.completeBaseName()).files().isEmpty()) {
        *error = messages::unusable(shownName, StoreFailure::Empty, info.fileName(),
                                    QStringLiteral("empty file, with backups"));
        return nullptr;
    }
    if (fresh && !options.createIfMissing) {
        *error = messages::noSuchProfile(shownName);
        return nullptr;
    }
    QString detail;
    if (!store->openConnection(store->m_path, &detail)) {
        *error = messages::unusable(shownName, failureOf(detail, StoreFailure::CannotOpen),
                                    info.fileName(), detail);
        return nullptr;
    }

    // Reads only, until the file is known to be a healthy profile of a version we understand.
    if (!fresh) {
        if (!hasSqliteHeader(store->m_path)) {
            *error = messages::unusable(shownName, StoreFailure::NotADatabase, info.fileName(),
                                        QStringLiteral("no SQLite header"));
            return nullptr;
        }
        const int version = pragmas::userVersion(store->m_db, &detail);
        if (version < 0) {
            *error = messages::unusable(shownName, failureOf(detail, StoreFailure::Damaged),
                                        info.fileName(), detail);
            return nullptr;
        }
        if (version == 0 && hasAnyTable(store->m_db)) {
            *error = messages::unusable(shownName, StoreFailure::Foreign, info.fileName(),
                                        QStringLiteral("tables without an Astrolabe schema"));
            return nullptr;
        }
        if (version > migrations::kCurrentVersion) {
            *error = messages::newerVersion(shownName, info.fileName(), version,
                                            migrations::kCurrentVersion);
            return nullptr;
        }
        const QString check = pragmas::quickCheck(store->m_db);
        if (check != QLatin1String("ok")) {
            *error = messages::unusable(shownName, failureOf(check, StoreFailure::Damaged),
                                        info.fileName(), QStringLiteral("quick check: ") + check);
            return nullptr;
        }
        // SQLite's header and no tables: a new profile whose creation was cut short (its one
        // transaction never committed). It is made anew, as an empty file is, unless it has
        // backups (then it was a whole profile once).
        if (version == 0) {
            if (!options.backupFolder.isEmpty()
                && !Backups(options.backupFolder, info.completeBaseName()).files().isEmpty()) {
                *error = messages::unusable(shownName, StoreFailure::Damaged, info.fileName(),
                                            QStringLiteral("no tables, with backups"));
                return nullptr;
            }
            if (!options.createIfMissing) {
                *error = messages::noSuchProfile(shownName);
                return nullptr;
            }
            fresh = true;
        }
        if (!fresh && version < migrations::kCurrentVersion && !options.backupFolder.isEmpty()) {
            const Backups backups(options.backupFolder, info.completeBaseName());
            if (!backups.writeBeforeUpgrade(store->m_db, version, options.nowMs, &detail)) {
                *error = messages::upgradeFailed(
                    shownName, info.fileName(), version + 1,
                    QStringLiteral("no copy of the old file could be made: %1").arg(detail));
                return nullptr;
            }
        }
    }

    if (!store->initialise(options, fresh, error)) {
        if (fresh) {
            store.reset(); // closes the connection and frees the lock first
            removeDatabaseFiles(info.absoluteFilePath());
        }
        return nullptr;
    }
    if (!options.backupFolder.isEmpty()) {
        const Backups backups(options.backupFolder, info.completeBaseName());
        if (!backups.ensureToday(store->m_db, options.nowMs, &detail))
            store->m_warning = messages::backupFailed(detail);
    }
    return store;
}

std::unique_ptr<Store> Store::openInMemory(const OpenOptions &options, QString *error)
{
    std::unique_ptr<Store> store(new Store);
    QString detail;
    if (!store->openConnection(QStringLiteral(":memory:"), &detail)) {
        *error = messages::unusable(options.profileName, failureOf(detail), QString(), detail);
        return nullptr;
    }
    if (!store->initialise(options, true, error))
        return nullptr;
    return store;
}

bool Store::initialise(const OpenOptions &options, bool fresh, QString *error)
{
    const QString fileName = m_path.isEmpty() ? QStringLiteral(":memory:")
                                              : QFileInfo(m_path).fileName();
    const QString shownName = options.profileName.isEmpty() ? fileName : options.profileName;
    QString detail;
    if (!fresh) {
        // Upgrade first, so that a failed upgrade leaves even the journal mode as it was.
        const int from = pragmas::userVersion(m_db, &detail);
        int failed = 0;
        if (from < 0 || !migrations::upgrade(m_db, from, &failed, &detail)) {
            *error = messages::upgradeFailed(shownName, fileName, failed, detail);
            return false;
        }
    }
    if (!pragmas::configureConnection(m_db, !m_path.isEmpty(), &detail)) {
        *error = messages::unusable(shownName, failureOf(detail), fileName, detail);
        return false;
    }
    Transaction transaction(m_db);
    bool ok = transaction.began();
    if (ok && fresh) {
        // A new profile: its schema, its first rows and its items in one transaction, so it
        // costs one commit, and a process killed meanwhile leaves a file without tables (made
        // anew at the next start) or the whole profile.
        MetaTable meta(m_db);
        ok = migrations::createSchema(m_db, &detail)
            && meta.setValue(QLatin1String(MetaTable::kProfileName), options.profileName, &detail)
            && meta.setValue(QLatin1String(MetaTable::kCreatedMs),
                             QString::number(options.nowMs), &detail)
            && meta.setValue(QLatin1String(MetaTable::kCourseId), options.courseId, &detail);
    }
    ok = ok && items().addMissing(options.itemIds, &detail) && transaction.commit(&detail);
    if (!ok) {
        const QString why = transaction.began() ? detail : transaction.beginError();
        *error = messages::unusable(shownName, failureOf(why), fileName, why);
        return false;
    }
    return true;
}

int Store::schemaVersion() const
{
    QSqlDatabase db = m_db;
    return pragmas::userVersion(db, nullptr);
}

QString Store::saveFailure(const QString &detail, bool diskFull) const
{
    const bool full = diskFull || failureOf(detail) == StoreFailure::DiskFull;
    return full ? messages::diskFull() : messages::notSaved(detail);
}

std::optional<qint64> Store::commitReview(const ReviewRecord &record,
                                          const memory::MemoryState &after, QString *error,
                                          const std::optional<SettingWrite> &alsoSet)
{
    QString detail;
    bool diskFull = false;
    Transaction transaction(m_db);
    if (!transaction.began()) {
        *error = saveFailure(transaction.beginError(), false);
        return std::nullopt;
    }
    const bool known = items().contains(record.itemId);
    if (!known && !items().addMissing({record.itemId}, &detail)) {
        *error = saveFailure(detail, false);
        return std::nullopt;
    }
    const auto id = reviews().append(record, &detail, &diskFull);
    if (!id || !states().put(record.itemId, after, &detail)
        || (alsoSet && !settings().setValue(alsoSet->key, alsoSet->value, &detail))
        || !transaction.commit(&detail)) {
        *error = saveFailure(detail, diskFull);
        return std::nullopt;
    }
    return id;
}

bool Store::removeLastReview(const ReviewRecord &record, const memory::MemoryState &restored,
                             QString *error, const std::optional<SettingWrite> &alsoSet)
{
    QString detail;
    Transaction transaction(m_db);
    const auto last = reviews().last();
    if (!transaction.began() || !last || last->id != record.id) {
        *error = messages::nothingToUndo();
        return false;
    }
    const bool stateOk = restored == memory::MemoryState{}
        ? states().remove(record.itemId, &detail)
        : states().put(record.itemId, restored, &detail);
    if (!reviews().remove(record.id, &detail) || !stateOk
        || (alsoSet && !settings().setValue(alsoSet->key, alsoSet->value, &detail))
        || !transaction.commit(&detail)) {
        *error = messages::notSaved(detail);
        return false;
    }
    return true;
}

bool Store::replaceStates(const QHash<QString, memory::MemoryState> &states, QString *error)
{
    QString detail;
    Transaction transaction(m_db);
    bool ok = transaction.began() && this->states().removeAll(&detail);
    for (auto it = states.cbegin(); ok && it != states.cend(); ++it)
        ok = this->states().put(it.key(), it.value(), &detail);
    if (!ok || !transaction.commit(&detail)) {
        *error = messages::notSaved(transaction.began() ? detail : transaction.beginError());
        return false;
    }
    return true;
}

bool Store::bulkAppend(const QVector<ReviewRecord> &records,
                       const QHash<QString, memory::MemoryState> &states, QString *error)
{
    QString detail;
    Transaction transaction(m_db);
    bool ok = transaction.began();
    QStringList newIds;
    QSet<QString> seen;
    for (const ReviewRecord &r : records)
        if (!seen.contains(r.itemId)) {
            seen.insert(r.itemId);
            newIds << r.itemId;
        }
    ok = ok && items().addMissing(newIds, &detail);
    QSqlQuery insert(m_db);
    ok = ok
        && insert.prepare(QStringLiteral("INSERT INTO reviews (") + review_log_row::insertColumns()
                          + QStringLiteral(") VALUES (") + review_log_row::insertPlaceholders()
                          + QStringLiteral(")"));
    for (int i = 0; ok && i < records.size(); ++i) {
        review_log_row::bind(insert, records.at(i));
        ok = execPrepared(insert, &detail);
    }
    for (auto it = states.cbegin(); ok && it != states.cend(); ++it)
        ok = this->states().put(it.key(), it.value(), &detail);
    if (!ok || !transaction.commit(&detail)) {
        *error = saveFailure(transaction.began() ? detail : transaction.beginError(), false);
        return false;
    }
    return true;
}

bool Store::setSetting(const QString &key, const QString &value, QString *error)
{
    QString detail;
    Transaction transaction(m_db);
    if (!transaction.began() || !settings().setValue(key, value, &detail)
        || !transaction.commit(&detail)) {
        *error = saveFailure(transaction.began() ? detail : transaction.beginError(), false);
        return false;
    }
    return true;
}

QString Store::integrityCheck()
{
    return pragmas::integrityCheck(m_db);
}

bool Store::writeDailyBackup(const QString &folder, qint64 nowMs, QString *error)
{
    const Backups backups(folder, QFileInfo(m_path).completeBaseName());
    return backups.ensureToday(m_db, nowMs, error);
}

bool Store::limitGrowthForTesting(int extraPages, QString *error)
{
    return pragmas::limitGrowth(m_db, extraPages, error);
}

} // namespace astrolabe::store
