#include "store/meta_table.h"

#include "store/sql_exec.h"

#include <QSqlQuery>
#include <QVariant>

namespace astrolabe::store {

std::optional<QString> MetaTable::value(const QString &key) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT value FROM meta WHERE key = :key"));
    query.bindValue(QStringLiteral(":key"), key);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return query.value(0).toString();
}

bool MetaTable::setValue(const QString &key, const QString &value, QString *error)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES (:key, :value) "
                                 "ON CONFLICT (key) DO UPDATE SET value = excluded.value"));
    query.bindValue(QStringLiteral(":key"), key);
    query.bindValue(QStringLiteral(":value"), nonNullText(value));
    return execPrepared(query, error);
}

} // namespace astrolabe::store
