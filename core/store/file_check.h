#pragma once

#include "store/store_failure.h"

#include <QString>

namespace astrolabe::store {

// What a look at a profile file (without taking its lock or writing to it) finds.
struct FileCheck
{
    bool healthy = false;   // an Astrolabe profile that passes the check (any schema version)
    bool newer = false;     // written by a newer Astrolabe: healthy, but this build won't open it
    StoreFailure failure = StoreFailure::Other; // what kind of problem, when not healthy
    QString problem;        // the technical detail when not healthy: SQLite's or the check's words
    QString profileName;    // from its meta table, when readable
    qint64 reviewCount = -1;
    int schemaVersion = -1;
};

enum class CheckDepth {
    Summary, // name and review count only (listing profiles)
    Full,    // PRAGMA integrity_check too (check-db, choosing a backup to restore)
};

FileCheck checkFile(const QString &path, CheckDepth depth = CheckDepth::Full);

} // namespace astrolabe::store
