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
    QSqlQuery insert(m_db);
    insert.prepare(QStringLiteral(
        "INSERT INTO items (id, position) "
        "SELECT :id, COALESCE((SELECT MAX(position) FROM items), -1) + 1 "
        "WHERE NOT EXISTS (SELECT 1 FROM items WHERE id = :id2)"));
    for (const QString &id : ids) {
        insert.bindValue(QStringLiteral(":id"), id);
        insert.bindValue(QStringLiteral(":id2"), id);
        if (!execPrepared(insert, error))
            return false;
    }
    return true;
}

} // namespace astrolabe::store
