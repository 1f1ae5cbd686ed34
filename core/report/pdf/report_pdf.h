#pragma once

#include "report/class_summary.h"
#include "report/report_heading.h"
#include "report/student_summary.h"

#include <QString>

class QIODevice;

namespace astrolabe::report {

// Reports as PDF (A4), drawn with QPainter on a QPdfWriter: needs a QGuiApplication (the
// offscreen platform will do). In the heading's language: Persian pages run right to left with
// Persian digits and Jalali dates. Names and titles are drawn as plain text, never as markup.
// `device` must be open for writing; false and *error when the document could not be written.

// A student: title block, headline figures, lessons table, answers per day, mastery per lesson.
bool writeStudentPdf(const StudentSummary &student, const ReportHeading &heading,
                     QIODevice *device, QString *error);

// A class: title block, class figures, a row per student, the roster (when the summary has
// one: who handed in a file, who has not), the class per lesson, answers per
// day, mastery per lesson, the questions it finds hardest, recall per student and lesson.
bool writeClassPdf(const ClassSummary &summary, const ReportHeading &heading, QIODevice *device,
                   QString *error);

} // namespace astrolabe::report
