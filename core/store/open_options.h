#pragma once

#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace astrolabe::store {

// How Store::open() treats a profile file.
struct OpenOptions
{
    QString profileName;   // for messages, and written into a new file
    QString courseId;      // written into a new file
    QStringList itemIds;   // questions of the course; those not yet known are added
    QString backupFolder;  // where the daily backup goes; empty: no automatic backup
    qint64 nowMs = 0;      // the caller's clock: the backup's day and a new file's creation time
    bool createIfMissing = true;
};

} // namespace astrolabe::store
