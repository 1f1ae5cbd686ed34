#include "store/file_check.h"

#include "store/migrations.h"
#include "store/pragmas.h"
#include "store/sql_exec.h"

#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

namespace astrolabe::store {

namespace {

void inspect(QSqlDatabase &db, CheckDepth depth, FileCheck &result)
{
    QString error;
    result.schemaVersion = pragmas::userVersion(db, &error);
    if (result.schemaVersion < 0) {
        result.problem = QStringLiteral("not a SQLite database: %1").arg(error);
        return;
    }
    if (result.schemaVersion == 0) {
        result.problem = QStringLiteral("not an Astrolabe profile");
        return;
    }
    const QString check = depth == CheckDepth::Full ? pragmas::integrityCheck(db)
                                                    : QStringLiteral("ok");
    if (check != QLatin1String("ok")) {
        result.problem = check;
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
        result.problem = QStringLiteral("not an Astrolabe profile");
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
        result.problem = QStringLiteral("missing or empty");
        return result;
    }
    const QString name = uniqueConnectionName("check");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (!db.open())
            result.problem = QStringLiteral("cannot be opened");
        else
            inspect(db, depth, result);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

} // namespace astrolabe::store
