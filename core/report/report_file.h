#pragma once

#include "report/class_summary.h"
#include "report/report_heading.h"
#include "report/student_summary.h"

#include <QString>

#include <optional>

namespace astrolabe::report {

enum class ReportFileType { Csv, Pdf };

// The type a report file's name asks for (.csv or .pdf, in any case), or nullopt.
std::optional<ReportFileType> reportFileTypeOf(const QString &path);

// Write a report to `path` atomically (QSaveFile: a reader sees the old file or the whole new
// one, never half). The type comes from the file name. On failure nothing at `path` changes
// and *error says why in one sentence.
bool saveStudentReport(const QString &path, const StudentSummary &student,
                       const ReportHeading &heading, QString *error);
bool saveClassReport(const QString &path, const ClassSummary &summary,
                     const ReportHeading &heading, QString *error);

} // namespace astrolabe::report
