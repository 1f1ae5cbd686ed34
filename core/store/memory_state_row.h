#pragma once

#include "memory/memory_state.h"

#include <QSqlQuery>
#include <QString>

namespace astrolabe::store {

// Maps a MemoryState to and from the nine columns that hold it (in memory_states, and with a
// "before_" prefix in reviews). The one place that knows the column order.
namespace memory_state_row {

constexpr int kColumnCount = 9;

// "phase, stability, ..." with each name prefixed, for SELECT and INSERT lists.
QString columns(const QString &prefix = QString());
// ":phase, :stability, ..." placeholders with the same prefix.
QString placeholders(const QString &prefix = QString());

void bind(QSqlQuery &query, const memory::MemoryState &state, const QString &prefix = QString());
void bindNull(QSqlQuery &query, const QString &prefix);

// Reads the columns starting at `first` of the current row.
memory::MemoryState read(const QSqlQuery &query, int first);
bool isNull(const QSqlQuery &query, int first);

} // namespace memory_state_row
} // namespace astrolabe::store
