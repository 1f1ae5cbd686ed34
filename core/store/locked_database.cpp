#include "store/locked_database.h"

#include "store/lock_file.h"
#include "store/pragmas.h"
#include "store/sql_exec.h"
#include "store/store_failure.h"
#include "store/transaction.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>

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

bool refuse(OpenRefusal *refusal, OpenRefusal::Step step, const QString &detail = QString())
{
    refusal->step = step;
    refusal->detail = detail;
    return false;
}

} // namespace

LockedDatabase::~LockedDatabase()
{
    if (m_db.isValid())
        m_db.close();
    m_db = QSqlDatabase();
    if (!m_connectionName.isEmpty())
        QSqlDatabase::removeDatabase(m_connectionName);
    if (m_lock)
        m_lock->unlock();
}

QString LockedDatabase::lockFilePath(const QString &databasePath)
{
    return databasePath + QStringLiteral(".lock");
}

bool LockedDatabase::connect(const char *purpose, const QString &databaseName, QString *error)
{
    m_connectionName = uniqueConnectionName(purpose);
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    m_db.setDatabaseName(databaseName);
    if (!m_db.open()) {
        *error = sqliteDetail(m_db.lastError());
        return false;
    }
    return true;
}

std::unique_ptr<LockedDatabase> LockedDatabase::open(const DatabaseOpening &opening,
                                                     OpenRefusal *refusal)
{
    const QFileInfo info(opening.path);
    std::unique_ptr<LockedDatabase> file(new LockedDatabase);
    file->m_path = info.absoluteFilePath();
    if (!QDir().mkpath(info.absolutePath())) {
        refuse(refusal, OpenRefusal::Step::Folder, info.absolutePath());
        return nullptr;
    }
    const QString lockPath = lockFilePath(file->m_path);
    file->m_lock = std::make_unique<QLockFile>(lockPath);
    if (!takeLock(*file->m_lock, lockPath)) {
        file->m_lock.reset();
        refuse(refusal, OpenRefusal::Step::Locked);
        return nullptr;
    }

    FoundFile found;
    found.empty = !info.exists() || info.size() == 0;
    QString detail;
    if (opening.beforeOpening && !opening.beforeOpening(found, &detail)) {
        refuse(refusal, OpenRefusal::Step::Caller, detail);
        return nullptr;
    }
    if (!file->connect(opening.purpose, file->m_path, &detail)) {
        refuse(refusal, OpenRefusal::Step::Connection, detail);
        return nullptr;
    }
    if (!file->check(opening, &found, refusal))
        return nullptr;
    if (opening.beforeWriting && !opening.beforeWriting(file->m_db, found, &detail)) {
        refuse(refusal, OpenRefusal::Step::Caller, detail);
        return nullptr;
    }

    if (found.version > 0) {
        int failed = 0;
        if (!opening.ladder.upgrade(file->m_db, found.version, &failed, &detail)) {
            refuse(refusal, OpenRefusal::Step::Upgrade, detail);
            refusal->fileVersion = found.version;
            refusal->failedVersion = failed;
            return nullptr;
        }
    }
    const bool ok = pragmas::configureConnection(file->m_db, true, &detail)
        ? found.version > 0 || file->create(opening, refusal)
        : refuse(refusal, OpenRefusal::Step::Settings, detail);
    if (!ok) {
        if (found.version == 0) {
            file.reset(); // closes the connection and frees the lock first
            removeDatabaseFiles(info.absoluteFilePath());
        }
        return nullptr;
    }
    return file;
}

// Reads only: whether the file is a database of a version the ladder knows, and sound.
bool LockedDatabase::check(const DatabaseOpening &opening, FoundFile *found, OpenRefusal *refusal)
{
    if (!found->empty && !hasSqliteHeader(m_path))
        return refuse(refusal, OpenRefusal::Step::NoHeader, QStringLiteral("no SQLite header"));
    QString detail;
    found->version = pragmas::userVersion(m_db, &detail);
    if (found->version < 0)
        return refuse(refusal, OpenRefusal::Step::Unreadable, detail);
    if (found->version == 0 && hasAnyTable(m_db))
        return refuse(refusal, OpenRefusal::Step::Foreign,
                      QStringLiteral("tables without an Astrolabe schema"));
    if (found->version > opening.ladder.currentVersion()) {
        refusal->fileVersion = found->version;
        return refuse(refusal, OpenRefusal::Step::Newer);
    }
    const QString findings = pragmas::quickCheck(m_db);
    if (findings != QLatin1String("ok"))
        return refuse(refusal, OpenRefusal::Step::Damaged, findings);
    return true;
}

// A new file's whole schema and first rows, in one transaction: a process killed meanwhile
// leaves a file without tables (made anew at the next start) or the whole file.
bool LockedDatabase::create(const DatabaseOpening &opening, OpenRefusal *refusal)
{
    QString detail;
    Transaction transaction(m_db);
    const bool ok = transaction.began() && opening.ladder.createSchema(m_db, &detail)
        && (!opening.firstRows || opening.firstRows(m_db, &detail)) && transaction.commit(&detail);
    if (!ok)
        return refuse(refusal, OpenRefusal::Step::Create,
                      transaction.began() ? detail : transaction.beginError());
    return true;
}

std::unique_ptr<LockedDatabase> LockedDatabase::openInMemory(const DatabaseOpening &opening,
                                                             OpenRefusal *refusal)
{
    std::unique_ptr<LockedDatabase> file(new LockedDatabase);
    QString detail;
    if (!file->connect(opening.purpose, QStringLiteral(":memory:"), &detail)) {
        refuse(refusal, OpenRefusal::Step::Connection, detail);
        return nullptr;
    }
    if (!pragmas::configureConnection(file->m_db, false, &detail)) {
        refuse(refusal, OpenRefusal::Step::Settings, detail);
        return nullptr;
    }
    if (!file->create(opening, refusal))
        return nullptr;
    return file;
}

} // namespace astrolabe::store
