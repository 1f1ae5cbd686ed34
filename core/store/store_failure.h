#pragma once

#include <QString>

class QSqlError;

namespace astrolabe::store {

// Why a profile's file could not be used, by kind, so that the learner is told in plain words
// what happened; SQLite's own words are kept as the technical detail.
enum class StoreFailure {
    NotADatabase, // not a SQLite file (SQLITE_NOTADB, or no SQLite header)
    Foreign,      // a SQLite file, but another program's
    Empty,        // an empty file where a profile was (it has backups)
    Damaged,      // SQLITE_CORRUPT, or problems found by PRAGMA quick_check/integrity_check
    DiskError,    // SQLITE_IOERR
    ReadOnly,     // SQLITE_READONLY, SQLITE_PERM
    Busy,         // SQLITE_BUSY, SQLITE_LOCKED: another program holds the file
    DiskFull,     // SQLITE_FULL
    CannotOpen,   // SQLITE_CANTOPEN
    Other,
};

// The technical detail of a failed SQLite call through Qt SQL: SQLite's result code and its
// message, "SQLite error 26: file is not a database" (Qt's own "Unable to fetch row" is left
// out). The detail is shown on a line of its own, under the plain sentence.
QString sqliteDetail(const QSqlError &error);

// The kind of failure a detail describes: by the result code sqliteDetail() wrote, else
// `otherwise` (e.g. Damaged for the findings of an integrity check, which have no code).
StoreFailure failureOf(const QString &detail, StoreFailure otherwise = StoreFailure::Other);

} // namespace astrolabe::store
