#pragma once

#include "store/schema_ladder.h"

#include <QSqlDatabase>
#include <QString>

namespace astrolabe::store {

// The profile's schema history. Each migration takes a file from version N-1 to N; the ladder
// runs each in its own transaction together with the new PRAGMA user_version, so a failed
// upgrade leaves the file as it was. Version 0 is an empty file.
//
//   1  meta, items, memory_states, reviews (time, item, rating, elapsed days, answer,
//      correctness, duration, exercise seed), settings.
//   2  reviews gain "helped" (hint or second try) and the item's state before the review
//      (for an exact undo; NULL on rows written by version 1), plus indexes for the queue.
namespace migrations {

constexpr int kCurrentVersion = 2;

bool migrateToVersion1(QSqlDatabase &db, QString *error);
bool migrateToVersion2(QSqlDatabase &db, QString *error);

// The steps above, in order: what Store::open runs through LockedDatabase.
SchemaLadder ladder();

} // namespace migrations
} // namespace astrolabe::store
