#pragma once

#include <QSqlDatabase>
#include <QString>

namespace astrolabe::store {

// The schema's history. Each migration takes a file from version N-1 to N, in its own
// transaction together with the new PRAGMA user_version, so a failed upgrade leaves the file
// as it was. Version 0 is an empty file.
//
//   1  meta, items, memory_states, reviews (time, item, rating, elapsed days, answer,
//      correctness, duration, exercise seed), settings.
//   2  reviews gain "helped" (hint or second try) and the item's state before the review
//      (for an exact undo; NULL on rows written by version 1), plus indexes for the queue.
namespace migrations {

constexpr int kCurrentVersion = 2;

bool migrateToVersion1(QSqlDatabase &db, QString *error);
bool migrateToVersion2(QSqlDatabase &db, QString *error);

// Brings a file of version `from` (0..kCurrentVersion) up to kCurrentVersion, one numbered
// step at a time. On failure *failedVersion names the step that failed.
bool upgrade(QSqlDatabase &db, int from, int *failedVersion, QString *error);

// Takes an empty file straight to kCurrentVersion (every step and the user_version) inside the
// caller's transaction, so a new profile's schema costs one commit together with its first
// rows.
bool createSchema(QSqlDatabase &db, QString *error);

} // namespace migrations
} // namespace astrolabe::store
