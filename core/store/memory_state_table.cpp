#include "store/memory_state_table.h"

#include "store/memory_state_row.h"
#include "store/sql_exec.h"

#include <QSqlQuery>
#include <QVariant>

namespace astrolabe::store {

QHash<QString, memory::MemoryState> MemoryStateTable::all() const
{
    QHash<QString, memory::MemoryState> out;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT item_id, ") + memory_state_row::columns()
                  + QStringLiteral(" FROM memory_states"));
    if (query.exec())
        while (query.next())
            out.insert(query.value(0).toString(), memory_state_row::read(query, 1));
    return out;
}

std::optional<memory::MemoryState> MemoryStateTable::find(const QString &itemId) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT ") + memory_state_row::columns()
                  + QStringLiteral(" FROM memory_states WHERE item_id = :item_id"));
    query.bindValue(QStringLiteral(":item_id"), itemId);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return memory_state_row::read(query, 0);
}

bool MemoryStateTable::put(const QString &itemId, const memory::MemoryState &state,
                           QString *error)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO memory_states (item_id, ")
                  + memory_state_row::columns() + QStringLiteral(") VALUES (:item_id, ")
                  + memory_state_row::placeholders() + QStringLiteral(")"));
    query.bindValue(QStringLiteral(":item_id"), itemId);
    memory_state_row::bind(query, state);
    return execPrepared(query, error);
}

bool MemoryStateTable::remove(const QString &itemId, QString *error)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("DELETE FROM memory_states WHERE item_id = :item_id"));
    query.bindValue(QStringLiteral(":item_id"), itemId);
    return execPrepared(query, error);
}

bool MemoryStateTable::removeAll(QString *error)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("DELETE FROM memory_states"));
    return execPrepared(query, error);
}

} // namespace astrolabe::store
