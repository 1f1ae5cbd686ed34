#pragma once

#include "report/class_summary.h"
#include "report/report_heading.h"
#include "report/student_summary.h"

#include <QString>

#include <optional>

namespace astrolabe::content {
class ContentPack;
}

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

// The item analysis as CSV (item_csv.h), saved the same way; the name must end in .csv.
bool saveItemAnalysis(const QString &path, const QVector<ItemAnalysis> &items,
                      const content::ContentPack &pack, bool persian, QString *error);

} // namespace astrolabe::report
