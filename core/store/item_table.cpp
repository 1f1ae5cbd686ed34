#include "store/item_table.h"

#include "store/sql_exec.h"

#include <QSqlQuery>
#include <QVariant>

namespace astrolabe::store {

QStringList ItemTable::ids() const
{
    QStringList out;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT id FROM items ORDER BY position, id"));
    if (query.exec())
        while (query.next())
            out << query.value(0).toString();
    return out;
}

bool ItemTable::contains(const QString &id) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT 1 FROM items WHERE id = :id"));
    query.bindValue(QStringLiteral(":id"), id);
    return query.exec() && query.next();
}

bool ItemTable::addMissing(const QStringList &ids, QString *error)
{
    QSqlQuery last(m_db);
    last.prepare(QStringLiteral("SELECT COALESCE(MAX(position), -1) FROM items"));
    if (!execPrepared(last, error) || !last.next())
        return false;
    qint64 position = last.value(0).toLongLong();
    QSqlQuery insert(m_db);
    insert.prepare(QStringLiteral(
        "INSERT OR IGNORE INTO items (id, position) VALUES (:id, :position)"));
    for (const QString &id : ids) {
        insert.bindValue(QStringLiteral(":id"), id);
        insert.bindValue(QStringLiteral(":position"), position + 1);
        if (!execPrepared(insert, error))
            return false;
        if (insert.numRowsAffected() > 0)
            ++position;
    }
    return true;
}

} // namespace astrolabe::store
