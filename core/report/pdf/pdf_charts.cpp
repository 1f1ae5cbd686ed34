#include "report/pdf/pdf_charts.h"

#include <algorithm>

namespace astrolabe::report {

namespace {

const QColor kAxis(0x9a, 0xa3, 0xb5);
const QColor kBar(0x3b, 0x5b, 0xa9);
const QColor kLearned(0xc9, 0xd6, 0xf2);
const QColor kMuted(0x5a, 0x63, 0x75);
constexpr double kDailyHeight = 110.0;
constexpr double kMasteryRow = 16.0;
constexpr double kLabelWidth = 190.0;

} // namespace

void drawDailyChart(PdfCanvas &canvas, const QMap<QDate, int> &perDay, const QDate &first,
                    const QDate &last, const ReportText &text)
{
    canvas.ensureSpace(kDailyHeight + 30);
    const double top = canvas.y();
    const double labelWidth = 40;
    const double plotWidth = canvas.width() - labelWidth;
    const double bottom = top + kDailyHeight;
    const qint64 days = first.isValid() && last.isValid() ? first.daysTo(last) + 1 : 0;
    int most = 0;
    for (auto it = perDay.cbegin(); it != perDay.cend(); ++it)
        most = std::max(most, it.value());
    canvas.line(0, bottom, plotWidth, bottom, kAxis);
    if (days <= 0 || most == 0) {
        canvas.text(QRectF(0, top, plotWidth, kDailyHeight),
                    ReportText::tr("No answers in this period."), 9, false,
                    PdfCanvas::Align::Center, kMuted);
    } else {
        const double slot = plotWidth / double(days);
        const double gap = slot > 3 ? slot * 0.2 : 0.0;
        for (auto it = perDay.cbegin(); it != perDay.cend(); ++it) {
            const qint64 index = first.daysTo(it.key());
            if (index < 0 || index >= days)
                continue;
            const double h = kDailyHeight * it.value() / most;
            canvas.fill(QRectF(index * slot + gap / 2, bottom - h, std::max(slot - gap, 0.3), h),
                        kBar);
        }
        canvas.line(0, top, plotWidth, top, kAxis, 0.3);
        canvas.text(QRectF(plotWidth + 4, top - 6, labelWidth - 4, 12), text.number(most), 8,
                    false, PdfCanvas::Align::Leading, kMuted);
        canvas.text(QRectF(plotWidth + 4, bottom - 6, labelWidth - 4, 12), text.number(0), 8,
                    false, PdfCanvas::Align::Leading, kMuted);
    }
    if (days > 0) {
        canvas.text(QRectF(0, bottom + 2, plotWidth / 2, 12), text.date(first), 8, false,
                    PdfCanvas::Align::Leading, kMuted);
        canvas.text(QRectF(plotWidth / 2, bottom + 2, plotWidth / 2, 12), text.date(last), 8,
                    false, PdfCanvas::Align::Trailing, kMuted);
    }
    canvas.advance(kDailyHeight + 24);
}

void drawMasteryChart(PdfCanvas &canvas, const QVector<LessonSummary> &lessons,
                      const ReportText &text)
{
    const double barWidth = canvas.width() - kLabelWidth - 40;
    canvas.ensureSpace(kMasteryRow * (lessons.size() + 1) + 10);
    for (int i = 0; i < lessons.size(); ++i) {
        const LessonSummary &lesson = lessons.at(i);
        const double y = canvas.y();
        canvas.text(QRectF(0, y, kLabelWidth - 6, kMasteryRow),
                    text.number(i + 1) + QStringLiteral(". ") + lesson.title(text.persian()), 8);
        const double learned = lesson.questions > 0 ? double(lesson.learned) / lesson.questions : 0;
        canvas.fill(QRectF(kLabelWidth, y + 3, barWidth, kMasteryRow - 6), QColor(0xee, 0xf0, 0xf5));
        canvas.fill(QRectF(kLabelWidth, y + 3, barWidth * learned, kMasteryRow - 6), kLearned);
        canvas.fill(QRectF(kLabelWidth, y + 5.5, barWidth * lesson.averageRecall, kMasteryRow - 11),
                    kBar);
        canvas.text(QRectF(kLabelWidth + barWidth + 4, y, 36, kMasteryRow),
                    text.percent(lesson.averageRecall), 8, true);
        canvas.advance(kMasteryRow);
    }
    // The legend.
    const double y = canvas.y() + 2;
    canvas.fill(QRectF(kLabelWidth, y + 4, 10, 6), kLearned);
    canvas.text(QRectF(kLabelWidth + 14, y, 120, 14), ReportText::tr("questions learned"), 8,
                false, PdfCanvas::Align::Leading, kMuted);
    canvas.fill(QRectF(kLabelWidth + 140, y + 4, 10, 6), kBar);
    canvas.text(QRectF(kLabelWidth + 154, y, 160, 14), ReportText::tr("average recall now"), 8,
                false, PdfCanvas::Align::Leading, kMuted);
    canvas.advance(26);
}

} // namespace astrolabe::report
