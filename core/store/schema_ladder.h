#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <utility>

namespace astrolabe::store {

// One step of a file's schema history: takes a file from version N to N + 1 (its tables,
// columns and rows), without touching PRAGMA user_version or the transaction; the ladder does
// both.
using MigrationStep = bool (*)(QSqlDatabase &db, QString *error);

// A file's whole schema history, as an ordered list of steps: steps[i] takes version i to
// version i + 1, so the current version is the number of steps and version 0 is a file without
// a schema. The profile's ladder is migrations::ladder(), the class file's
// class_migrations::ladder(); LockedDatabase runs them.
class SchemaLadder
{
public:
    SchemaLadder() = default; // no steps: version 0 is current
    explicit SchemaLadder(QVector<MigrationStep> steps) : m_steps(std::move(steps)) {}

    int currentVersion() const { return int(m_steps.size()); }

    // Brings a file of version `from` (1..currentVersion) up to currentVersion, each step in
    // its own transaction together with its user_version, so a failed step leaves the file at
    // the version before it. On failure *failedVersion names the version the step was to reach.
    bool upgrade(QSqlDatabase &db, int from, int *failedVersion, QString *error) const;

    // Takes a file without a schema straight to currentVersion (every step, then the
    // user_version) inside the caller's transaction, so a new file costs one commit together
    // with its first rows.
    bool createSchema(QSqlDatabase &db, QString *error) const;

private:
    QVector<MigrationStep> m_steps;
};

} // namespace astrolabe::store
