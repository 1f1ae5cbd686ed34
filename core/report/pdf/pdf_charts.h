#pragma once

#include "report/lesson_summary.h"
#include "report/pdf/pdf_canvas.h"
#include "report/report_text.h"

#include <QDate>
#include <QMap>
#include <QVector>

namespace astrolabe::report {

// Answers on each day from `first` to `last`, one bar a day, time running from the leading
// edge (right to left in Persian), with the busiest day's count and the two end dates.
void drawDailyChart(PdfCanvas &canvas, const QMap<QDate, int> &perDay, const QDate &first,
                    const QDate &last, const ReportText &text);

// Mastery per lesson: one row a lesson, a bar of the questions learned and, inside it, the
// average recall, both as a share of the lesson's questions.
void drawMasteryChart(PdfCanvas &canvas, const QVector<LessonSummary> &lessons,
                      const ReportText &text);

} // namespace astrolabe::report
