#include "store/file_check.h"

#include "store/migrations.h"
#include "store/pragmas.h"
#include "store/sql_exec.h"

#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace astrolabe::store {

namespace {

void inspect(QSqlDatabase &db, CheckDepth depth, FileCheck &result)
{
    QString error;
    result.schemaVersion = pragmas::userVersion(db, &error);
    if (result.schemaVersion < 0) {
        result.failure = failureOf(error, StoreFailure::Damaged);
        result.problem = error;
        return;
    }
    if (result.schemaVersion == 0) {
        result.failure = StoreFailure::Foreign;
        result.problem = QStringLiteral("no Astrolabe schema");
        return;
    }
    const QString check = depth == CheckDepth::Full ? pragmas::integrityCheck(db)
                                                    : QStringLiteral("ok");
    if (check != QLatin1String("ok")) {
        result.failure = failureOf(check, StoreFailure::Damaged);
        result.problem = QStringLiteral("integrity check: ") + check;
        return;
    }
    QSqlQuery name(db);
    name.prepare(QStringLiteral("SELECT value FROM meta WHERE key = :key"));
    name.bindValue(QStringLiteral(":key"), QStringLiteral("profile_name"));
    if (name.exec() && name.next())
        result.profileName = name.value(0).toString();
    QSqlQuery count(db);
    count.prepare(QStringLiteral("SELECT COUNT(*) FROM reviews"));
    if (count.exec() && count.next())
        result.reviewCount = count.value(0).toLongLong();
    if (!count.isActive() || result.reviewCount < 0) {
        result.failure = StoreFailure::Foreign;
        result.problem = QStringLiteral("no table of answers");
        return;
    }
    result.newer = result.schemaVersion > migrations::kCurrentVersion;
    result.healthy = true;
}

} // namespace

FileCheck checkFile(const QString &path, CheckDepth depth)
{
    FileCheck result;
    const QFileInfo info(path);
    if (!info.isFile() || info.size() == 0) {
        result.failure = StoreFailure::Empty;
        result.problem = QStringLiteral("missing or empty");
        return result;
    }
    const QString name = uniqueConnectionName("check");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (!db.open()) {
            result.problem = sqliteDetail(db.lastError());
            result.failure = failureOf(result.problem, StoreFailure::CannotOpen);
        } else {
            inspect(db, depth, result);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

} // namespace astrolabe::store
