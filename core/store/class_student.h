#pragma once

#include "store/review_record.h"

#include <QString>
#include <QVector>
#include <QtGlobal>

namespace astrolabe::store {

// One student of the teacher's class, as the newest imported progress file gave them.
struct ClassStudent
{
    QString studentId; // the profile's UUID: one row per student
    QString name;
    qint64 exportedMs = 0;
    QString courseId;
    QString courseVersion;
    QString checksum;   // of the imported file (SHA-256, hex): the same file imported twice
    QString sourceFile; // where it was imported from
    qint64 importedMs = 0;
    QVector<ReviewRecord> reviews; // the student's whole log, oldest first
};

} // namespace astrolabe::store
