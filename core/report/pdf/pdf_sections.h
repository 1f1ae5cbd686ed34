#pragma once

#include "report/lesson_summary.h"
#include "report/pdf/pdf_canvas.h"
#include "report/pdf/pdf_table.h"
#include "report/report_heading.h"
#include "report/report_text.h"

#include <QDate>
#include <QMap>
#include <QString>
#include <QVector>

namespace astrolabe::report {

// The parts the student and the class report share.

// Kind ("Progress report"), the name in large type, the course, report date and period.
void drawTitleBlock(PdfCanvas &canvas, const QString &kind, const QString &name,
                    const ReportHeading &heading, const ReportText &text);
// One line of headline figures for a total row ("Learned 40 of 64 · Average recall 72% ...").
void drawFigures(PdfCanvas &canvas, const LessonSummary &total, const ReportText &text);
// One row per lesson, numbered as in the mastery chart, and the total.
PdfTable lessonTable(const QVector<LessonSummary> &lessons, const LessonSummary &total,
                     const ReportText &text);
// The same columns for any row label (a student, a lesson).
QStringList figureCells(const QString &label, const LessonSummary &row, const ReportText &text);
QVector<TableColumn> figureColumns(const QString &firstHeader, const ReportText &text);
// The days the daily chart spans: the period's start (or the first answer) to its end.
QPair<QDate, QDate> chartDays(const QMap<QDate, int> &perDay, const ReportPeriod &period);

} // namespace astrolabe::report
