#include "store/settings_table.h"

#include "store/sql_exec.h"

#include <QSqlQuery>
#include <QVariant>

namespace astrolabe::store {

QString SettingsTable::value(const QString &key, const QString &fallback) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT value FROM settings WHERE key = :key"));
    query.bindValue(QStringLiteral(":key"), key);
    if (!query.exec() || !query.next())
        return fallback;
    return query.value(0).toString();
}

bool SettingsTable::setValue(const QString &key, const QString &value, QString *error)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("INSERT INTO settings (key, value) VALUES (:key, :value) "
                                 "ON CONFLICT (key) DO UPDATE SET value = excluded.value"));
    query.bindValue(QStringLiteral(":key"), key);
    query.bindValue(QStringLiteral(":value"), nonNullText(value));
    return execPrepared(query, error);
}

} // namespace astrolabe::store
