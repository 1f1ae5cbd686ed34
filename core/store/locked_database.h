#pragma once

#include "store/schema_ladder.h"

#include <QLockFile>
#include <QSqlDatabase>
#include <QString>

#include <functional>
#include <memory>

namespace astrolabe::store {

// Why LockedDatabase::open() refused a file, by the step that refused it. Each store turns it
// into its own sentence (the profile's or the class file's); nothing has been written to the
// file when it refuses, except where said.
struct OpenRefusal
{
    enum class Step {
        Folder,     // the file's folder could not be made; detail: the folder
        Locked,     // another live process holds the lock
        Caller,     // one of the caller's checks refused; detail: its sentence
        Connection, // SQLite could not open the file
        NoHeader,   // a file with bytes that do not start as SQLite's do
        Unreadable, // PRAGMA user_version could not be read (e.g. "file is not a database")
        Foreign,    // tables but no schema version: another program's database
        Newer,      // written by a newer build; fileVersion says which version
        Damaged,    // PRAGMA quick_check found problems; detail: its findings
        Upgrade,    // a migration step failed (rolled back); failedVersion says which
        Settings,   // the connection's pragmas failed
        Create,     // a new file's schema or first rows failed (the new file is removed)
    };
    Step step = Step::Connection;
    QString detail; // SQLite's words, a check's findings, the folder or the caller's sentence
    int fileVersion = 0;
    int failedVersion = 0;
};

// What the opener found of a file, for the caller's checks.
struct FoundFile
{
    bool empty = true; // missing or without a byte once locked, before SQLite opened it
    int version = 0;   // PRAGMA user_version; 0: no schema yet (empty, or its creation cut short)
};

// What to open and how: the file, the schema history it must be brought to, and the caller's
// own checks and first rows (each may be left empty).
struct DatabaseOpening
{
    QString path;
    const char *purpose = "db"; // the connection name's prefix ("store", "class")
    SchemaLadder ladder;
    // With the lock held, before SQLite opens the file (so nothing is created yet): false
    // refuses with the caller's sentence. The profile store refuses here a profile file that is
    // missing when it may not create one, and an empty one that has backups.
    std::function<bool(const FoundFile &found, QString *sentence)> beforeOpening;
    // The file is readable, not newer and passed quick_check; nothing is written yet. False
    // refuses with the caller's sentence. The profile store copies a file here before it is
    // upgraded.
    std::function<bool(QSqlDatabase &db, const FoundFile &found, QString *sentence)>
        beforeWriting;
    // A new file's first rows, in the transaction that writes its schema.
    std::function<bool(QSqlDatabase &db, QString *error)> firstRows;
};

// One SQLite file held by this process: its lock (QLockFile beside it, "<path>.lock") and its
// connection, both released on destruction. open() is the one way the profile store and the
// class store open their files, in this order:
//
//   1. make the folder and take the lock (a lock whose process is gone, or left empty by a kill,
//      is taken over: takeLock);
//   2. the caller's beforeOpening, then open the connection;
//   3. only reads until the file is known sound: the SQLite header (a file with bytes), the
//      user_version, tables without a version (another program's), a version newer than the
//      ladder's (refused), PRAGMA quick_check; then the caller's beforeWriting;
//   4. an existing file is upgraded one ladder step per transaction (before the pragmas, so
//      that a failed upgrade leaves even the journal mode as it was); then the pragmas
//      (pragmas::configureConnection);
//   5. a new file (version 0) gets its whole schema and the caller's first rows in one
//      transaction; if that fails its files are removed.
class LockedDatabase
{
public:
    ~LockedDatabase();
    LockedDatabase(const LockedDatabase &) = delete;
    LockedDatabase &operator=(const LockedDatabase &) = delete;

    // The opened file, or nullptr with *refusal saying which step refused and why.
    static std::unique_ptr<LockedDatabase> open(const DatabaseOpening &opening,
                                                OpenRefusal *refusal);
    // A database in memory (tests, previews): no file and no lock; the pragmas, the whole schema
    // and the first rows of `opening` (its path and checks are not used).
    static std::unique_ptr<LockedDatabase> openInMemory(const DatabaseOpening &opening,
                                                        OpenRefusal *refusal);

    static QString lockFilePath(const QString &databasePath); // "<path>.lock"

    QSqlDatabase &db() { return m_db; }
    QString path() const { return m_path; } // absolute; empty in memory

private:
    LockedDatabase() = default;
    bool connect(const char *purpose, const QString &databaseName, QString *error);
    bool check(const DatabaseOpening &opening, FoundFile *found, OpenRefusal *refusal);
    bool create(const DatabaseOpening &opening, OpenRefusal *refusal);

    QString m_path;
    QString m_connectionName;
    QSqlDatabase m_db;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace astrolabe::store
