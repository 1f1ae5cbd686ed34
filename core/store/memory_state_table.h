#pragma once

#include "memory/memory_state.h"

#include <QHash>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace astrolabe::store {

// The memory state of each item that has been answered at least once (an item with no row
// is new). Derived data: ReviewLog is the source of truth and can rebuild it.
class MemoryStateTable
{
public:
    explicit MemoryStateTable(QSqlDatabase db) : m_db(db) {}

    QHash<QString, memory::MemoryState> all() const;
    std::optional<memory::MemoryState> find(const QString &itemId) const;
    bool put(const QString &itemId, const memory::MemoryState &state, QString *error = nullptr);
    bool remove(const QString &itemId, QString *error = nullptr);
    bool removeAll(QString *error = nullptr);

private:
    QSqlDatabase m_db;
};

} // namespace astrolabe::store
