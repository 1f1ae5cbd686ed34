#include "store/sql_exec.h"

#include "store/store_failure.h"

#include <QSqlError>

namespace astrolabe::store {

namespace {
constexpr int kSqliteFull = 13; // SQLITE_FULL
}

bool execPrepared(QSqlQuery &query, QString *error)
{
    if (query.exec())
        return true;
    if (error)
        *error = sqliteDetail(query.lastError());
    return false;
}

bool execStatement(QSqlDatabase &db, const QString &sql, QString *error)
{
    QSqlQuery query(db);
    if (!query.prepare(sql)) {
        if (error)
            *error = sqliteDetail(query.lastError());
        return false;
    }
    return execPrepared(query, error);
}

bool execStatements(QSqlDatabase &db, const QStringList &statements, QString *error)
{
    for (const QString &sql : statements)
        if (!execStatement(db, sql, error))
            return false;
    return true;
}

bool isDiskFull(const QSqlQuery &query)
{
    const QSqlError e = query.lastError();
    return e.nativeErrorCode().toInt() == kSqliteFull
        || e.databaseText().contains(QLatin1String("full"), Qt::CaseInsensitive);
}

} // namespace astrolabe::store

#include <QAtomicInteger>

namespace astrolabe::store {
QString uniqueConnectionName(const char *purpose)
{
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("astrolabe-%1-%2").arg(QLatin1String(purpose)).arg(++counter);
}
} // namespace astrolabe::store

namespace astrolabe::store {
QString nonNullText(const QString &text)
{
    return text.isNull() ? QStringLiteral("") : text;
}
} // namespace astrolabe::store
