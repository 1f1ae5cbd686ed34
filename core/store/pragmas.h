#pragma once

#include <QSqlDatabase>
#include <QString>

namespace astrolabe::store {

// Every PRAGMA the store uses, in one place. Pragmas cannot take bound parameters; the only
// values formatted into them are integers from this code, never text from outside.
namespace pragmas {

// For an on-disk profile: WAL journal, synchronous=FULL (a commit is on disk before it returns,
// even across power loss), foreign keys on, a busy timeout. In memory: foreign keys only.
bool configureConnection(QSqlDatabase &db, bool onDisk, QString *error);

// PRAGMA user_version: the schema version; -1 (and *error set) when the file cannot be read,
// which is how a file that is not SQLite at all shows itself.
int userVersion(QSqlDatabase &db, QString *error);
bool setUserVersion(QSqlDatabase &db, int version, QString *error);

// PRAGMA quick_check (on open: O(N), skips index-content checks) and PRAGMA integrity_check
// (check-db, backups, tests: the full check). Return "ok" or the first problem reported;
// a failing query (e.g. "file is not a database") is reported as the problem.
QString quickCheck(QSqlDatabase &db);
QString integrityCheck(QSqlDatabase &db);

QString journalMode(QSqlDatabase &db);

// PRAGMA max_page_count = current page count + extraPages: the file cannot grow further,
// which is how the tests simulate a full disk.
bool limitGrowth(QSqlDatabase &db, int extraPages, QString *error);

} // namespace pragmas
} // namespace astrolabe::store
