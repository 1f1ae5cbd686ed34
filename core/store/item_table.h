#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace astrolabe::store {

// The items (questions) a profile knows, by their stable ids from the content pack, in course
// order. New questions of a newer content pack are appended; ids are never removed.
class ItemTable
{
public:
    explicit ItemTable(QSqlDatabase db) : m_db(db) {}

    QStringList ids() const; // in course order
    bool contains(const QString &id) const;
    // Adds the ids not yet known, after the existing ones, in the order given.
    bool addMissing(const QStringList &ids, QString *error = nullptr);

private:
    QSqlDatabase m_db;
};

} // namespace astrolabe::store
