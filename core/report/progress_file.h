#pragma once

#include "store/review_record.h"

#include <QString>
#include <QVector>
#include <QtGlobal>

namespace astrolabe::report {

// One student's progress, as exported to a portable file for the teacher: who (a name and an
// id that stays the same for the profile's whole life), when it was exported, which course,
// and the whole review log, every field of every row. The file itself (JSON, UTF-8, with a
// SHA-256 checksum over its canonical contents) is written by progress_writer and read back,
// all or nothing, by progress_reader. The format is described in docs/teacher-guide.md.
struct ProgressFile
{
    static constexpr const char *kFormatId = "astrolabe-progress";
    static constexpr int kFormatVersion = 1;

    QString studentName;
    QString studentId; // a random UUID created once per profile (store meta "student_id")
    qint64 exportedMs = 0; // Unix ms
    QString courseId;
    QString courseVersion;
    QVector<store::ReviewRecord> reviews; // oldest first, as in the profile's log

    bool operator==(const ProgressFile &o) const
    {
        return studentName == o.studentName && studentId == o.studentId
            && exportedMs == o.exportedMs && courseId == o.courseId
            && courseVersion == o.courseVersion && reviews == o.reviews;
    }
};

} // namespace astrolabe::report
