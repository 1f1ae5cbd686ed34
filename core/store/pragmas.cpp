#include "store/pragmas.h"

#include "store/sql_exec.h"
#include "store/store_failure.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

namespace astrolabe::store::pragmas {

namespace {

constexpr int kBusyTimeoutMs = 5000;

// Runs a pragma and returns its first column of the first row (empty when it returns none).
bool readPragma(QSqlDatabase &db, const QString &sql, QVariant *value, QString *error)
{
    QSqlQuery query(db);
    if (!query.prepare(sql) || !query.exec()) {
        if (error)
            *error = sqliteDetail(query.lastError());
        return false;
    }
    if (value)
        *value = query.next() ? query.value(0) : QVariant();
    return true;
}

QString check(QSqlDatabase &db, const QString &sql)
{
    constexpr int kProblemsShown = 2;
    QSqlQuery query(db);
    if (!query.prepare(sql) || !query.exec())
        return sqliteDetail(query.lastError());
    QStringList problems;
    while (query.next()) {
        const QStringList lines = query.value(0).toString().split(QLatin1Char('\n'));
        for (const QString &line : lines)
            if (!line.trimmed().isEmpty() && !line.startsWith(QLatin1String("***")))
                problems << line.trimmed();
    }
    if (query.lastError().isValid())
        problems << sqliteDetail(query.lastError());
    if (problems.isEmpty())
        return QStringLiteral("no answer from the check");
    if (problems.size() == 1)
        return problems.first();
    // One line for messages: the first problems and how many more.
    QString text = problems.mid(0, kProblemsShown).join(QLatin1String("; "));
    if (problems.size() > kProblemsShown)
        text += QStringLiteral("; %1 more").arg(problems.size() - kProblemsShown);
    return text;
}

} // namespace

bool configureConnection(QSqlDatabase &db, bool onDisk, QString *error)
{
    if (onDisk) {
        QVariant mode;
        if (!readPragma(db, QStringLiteral("PRAGMA journal_mode = WAL"), &mode, error))
            return false;
        if (mode.toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0) {
            if (error)
                *error = QStringLiteral("the WAL journal is not available");
            return false;
        }
        if (!execStatement(db, QStringLiteral("PRAGMA synchronous = FULL"), error))
            return false;
        if (!execStatement(db, QStringLiteral("PRAGMA busy_timeout = %1").arg(kBusyTimeoutMs),
                           error))
            return false;
    }
    return execStatement(db, QStringLiteral("PRAGMA foreign_keys = ON"), error);
}

int userVersion(QSqlDatabase &db, QString *error)
{
    QVariant value;
    if (!readPragma(db, QStringLiteral("PRAGMA user_version"), &value, error))
        return -1;
    bool ok = false;
    const int version = value.toInt(&ok);
    if (!ok) {
        if (error)
            *error = QStringLiteral("no schema version");
        return -1;
    }
    return version;
}

bool setUserVersion(QSqlDatabase &db, int version, QString *error)
{
    return execStatement(db, QStringLiteral("PRAGMA user_version = %1").arg(version), error);
}

QString quickCheck(QSqlDatabase &db)
{
    return check(db, QStringLiteral("PRAGMA quick_check"));
}

QString integrityCheck(QSqlDatabase &db)
{
    return check(db, QStringLiteral("PRAGMA integrity_check"));
}

QString journalMode(QSqlDatabase &db)
{
    QVariant mode;
    readPragma(db, QStringLiteral("PRAGMA journal_mode"), &mode, nullptr);
    return mode.toString();
}

bool limitGrowth(QSqlDatabase &db, int extraPages, QString *error)
{
    QVariant pages;
    if (!readPragma(db, QStringLiteral("PRAGMA page_count"), &pages, error))
        return false;
    const qint64 limit = pages.toLongLong() + extraPages;
    return readPragma(db, QStringLiteral("PRAGMA max_page_count = %1").arg(limit), nullptr, error);
}

} // namespace astrolabe::store::pragmas
