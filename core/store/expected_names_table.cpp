#include "store/expected_names_table.h"

#include "store/sql_exec.h"

#include <QSqlQuery>
#include <QVariant>

namespace astrolabe::store::expected_names_table {

QStringList read(const QSqlDatabase &db, qint64 classId)
{
    QStringList names;
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT name FROM expected_names WHERE class_id = :class_id "
                                 "ORDER BY position"));
    query.bindValue(QStringLiteral(":class_id"), classId);
    if (!query.exec())
        return names;
    while (query.next())
        names << query.value(0).toString();
    return names;
}

bool write(QSqlDatabase &db, qint64 classId, const QStringList &names, QString *error)
{
    QSqlQuery remove(db);
    remove.prepare(QStringLiteral("DELETE FROM expected_names WHERE class_id = :class_id"));
    remove.bindValue(QStringLiteral(":class_id"), classId);
    if (!execPrepared(remove, error))
        return false;
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO expected_names (class_id, position, name) "
                                  "VALUES (:class_id, :position, :name)"));
    for (int i = 0; i < names.size(); ++i) {
        insert.bindValue(QStringLiteral(":class_id"), classId);
        insert.bindValue(QStringLiteral(":position"), i);
        insert.bindValue(QStringLiteral(":name"), nonNullText(names.at(i)));
        if (!execPrepared(insert, error))
            return false;
    }
    return true;
}

} // namespace astrolabe::store::expected_names_table
