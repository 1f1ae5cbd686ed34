#include "store/review_log.h"

#include "store/review_log_row.h"
#include "store/sql_exec.h"

#include <QSqlQuery>
#include <QVariant>

namespace astrolabe::store {

std::optional<qint64> ReviewLog::append(const ReviewRecord &record, QString *error,
                                        bool *diskFull)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("INSERT INTO reviews (") + review_log_row::insertColumns()
                  + QStringLiteral(") VALUES (") + review_log_row::insertPlaceholders()
                  + QStringLiteral(")"));
    review_log_row::bind(query, record);
    if (!execPrepared(query, error)) {
        if (diskFull)
            *diskFull = isDiskFull(query);
        return std::nullopt;
    }
    return query.lastInsertId().toLongLong();
}

bool ReviewLog::remove(qint64 id, QString *error)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("DELETE FROM reviews WHERE id = :id"));
    query.bindValue(QStringLiteral(":id"), id);
    return execPrepared(query, error);
}

qint64 ReviewLog::count() const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT COUNT(*) FROM reviews"));
    if (!query.exec() || !query.next())
        return -1;
    return query.value(0).toLongLong();
}

std::optional<ReviewRecord> ReviewLog::last() const
{
    const auto rows = select(QStringLiteral("ORDER BY id DESC LIMIT 1"), {});
    if (rows.isEmpty())
        return std::nullopt;
    return rows.first();
}

QVector<ReviewRecord> ReviewLog::forItem(const QString &itemId) const
{
    return select(QStringLiteral("WHERE item_id = :item_id ORDER BY id"),
                  {{QStringLiteral(":item_id"), itemId}});
}

QVector<ReviewRecord> ReviewLog::all() const
{
    return select(QStringLiteral("ORDER BY id"), {});
}

bool ReviewLog::forEach(const std::function<void(const ReviewRecord &)> &visit) const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT ") + review_log_row::selectColumns()
                  + QStringLiteral(" FROM reviews ORDER BY id"));
    if (!query.exec())
        return false;
    while (query.next())
        visit(review_log_row::read(query));
    return true;
}

QVector<qint64> ReviewLog::timesBetween(qint64 fromMs, qint64 toMs) const
{
    QVector<qint64> out;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral(
        "SELECT time_ms FROM reviews WHERE time_ms >= :from AND time_ms < :to ORDER BY id"));
    query.bindValue(QStringLiteral(":from"), fromMs);
    query.bindValue(QStringLiteral(":to"), toMs);
    if (query.exec())
        while (query.next())
            out << query.value(0).toLongLong();
    return out;
}

int ReviewLog::countFirstReviewsBetween(qint64 fromMs, qint64 toMs) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral(
        "SELECT COUNT(*) FROM reviews r WHERE r.time_ms >= :from AND r.time_ms < :to "
        "AND NOT EXISTS (SELECT 1 FROM reviews p WHERE p.item_id = r.item_id AND p.id < r.id)"));
    query.bindValue(QStringLiteral(":from"), fromMs);
    query.bindValue(QStringLiteral(":to"), toMs);
    if (!query.exec() || !query.next())
        return 0;
    return query.value(0).toInt();
}

QVector<ReviewRecord> ReviewLog::select(const QString &where,
                                        const QList<QPair<QString, QVariant>> &values) const
{
    QVector<ReviewRecord> out;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT ") + review_log_row::selectColumns()
                  + QStringLiteral(" FROM reviews ") + where);
    for (const auto &value : values)
        query.bindValue(value.first, value.second);
    if (query.exec())
        while (query.next())
            out << review_log_row::read(query);
    return out;
}

} // namespace astrolabe::store
