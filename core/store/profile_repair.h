#pragma once

#include <QString>

namespace astrolabe::store {

// What repairProfile() did.
struct RepairResult
{
    bool restored = false;
    QString movedAsideTo;  // where the damaged file now is (never deleted)
    QString restoredFrom;  // the backup that was copied in
    QString error;         // one sentence when nothing could be restored
};

// Replaces a damaged profile file with its newest backup that passes PRAGMA integrity_check.
// The damaged file (and its -wal/-shm) is renamed to <file>.damaged-<yyyyMMdd-HHmmss>, not
// deleted. Refuses when the profile is open elsewhere or no backup is healthy (then nothing
// is moved).
RepairResult repairProfile(const QString &path, const QString &backupFolder,
                           const QString &profileName, qint64 nowMs);

} // namespace astrolabe::store
