#include "report/pdf/pdf_sections.h"

#include <QDateTime>

namespace astrolabe::report {

namespace {
const QColor kMuted(0x5a, 0x63, 0x75);
const QColor kAccent(0x3b, 0x5b, 0xa9);
} // namespace

void drawTitleBlock(PdfCanvas &canvas, const QString &kind, const QString &name,
                    const ReportHeading &heading, const ReportText &text)
{
    const double w = canvas.width();
    canvas.text(QRectF(0, canvas.y(), w, 14), kind, 10, true, PdfCanvas::Align::Leading, kAccent);
    canvas.advance(16);
    canvas.text(QRectF(0, canvas.y(), w, 28), name, 20, true);
    canvas.advance(30);
    canvas.text(QRectF(0, canvas.y(), w, 14), heading.courseTitle, 10);
    canvas.advance(16);
    const ReportPeriod &period = heading.period;
    const QString periodText = period.fromMs > 0
        //: The period a report covers, e.g. "Period: 1 Sep 2026 to 29 Nov 2026"
        ? ReportText::tr("Period: %1 to %2").arg(text.date(period.fromMs), text.date(period.asOfMs()))
        //: The period of a report without a start date, e.g. "Period: every answer up to 29 Nov 2026"
        : ReportText::tr("Period: every answer up to %1").arg(text.date(period.asOfMs()));
    canvas.text(QRectF(0, canvas.y(), w, 13), periodText, 9, false, PdfCanvas::Align::Leading,
                kMuted);
    canvas.advance(14);
    canvas.text(QRectF(0, canvas.y(), w, 13),
                ReportText::tr("Report date: %1").arg(text.date(period.nowMs)), 9, false,
                PdfCanvas::Align::Leading, kMuted);
    canvas.advance(16);
    canvas.line(0, canvas.y(), w, canvas.y(), QColor(0xc8, 0xcd, 0xd8), 0.8);
    canvas.advance(8);
}

void drawFigures(PdfCanvas &canvas, const LessonSummary &total, const ReportText &text)
{
    const QStringList figures = {
        ReportText::tr("Learned: %1").arg(text.ofTotal(total.learned, total.questions)),
        ReportText::tr("Average recall now: %1").arg(text.percent(total.averageRecall)),
        ReportText::tr("Answers: %1").arg(text.number(total.reviews)),
        ReportText::tr("Lapses: %1").arg(text.number(total.lapses)),
        ReportText::tr("Due now: %1").arg(text.number(total.dueNow)),
        ReportText::tr("Time spent: %1").arg(text.duration(total.timeSpentMs)),
    };
    const double cell = canvas.width() / 3;
    for (int i = 0; i < figures.size(); ++i) {
        const double x = (i % 3) * cell;
        const double y = canvas.y() + (i / 3) * 16;
        canvas.text(QRectF(x, y, cell - 4, 15), figures.at(i), 9.5, i < 2);
    }
    canvas.advance(2 * 16 + 6);
}

QVector<TableColumn> figureColumns(const QString &firstHeader, const ReportText &)
{
    using A = PdfCanvas::Align;
    return {
        {firstHeader, 150, A::Leading},
        {ReportText::tr("Learned"), 58},
        {ReportText::tr("Recall"), 42},
        {ReportText::tr("Answers"), 44},
        {ReportText::tr("Lapses"), 46},
        {ReportText::tr("Due now"), 42},
        {ReportText::tr("Time"), 65},
        {ReportText::tr("Last active"), 68},
    };
}

QStringList figureCells(const QString &label, const LessonSummary &row, const ReportText &text)
{
    return {label,
            text.ofTotal(row.learned, row.questions),
            text.percent(row.averageRecall),
            text.number(row.reviews),
            text.number(row.lapses),
            text.number(row.dueNow),
            text.duration(row.timeSpentMs),
            row.lastActiveMs > 0 ? text.date(row.lastActiveMs) : QStringLiteral("–")};
}

PdfTable lessonTable(const QVector<LessonSummary> &lessons, const LessonSummary &total,
                     const ReportText &text)
{
    PdfTable table;
    table.columns = figureColumns(ReportText::tr("Lesson"), text);
    for (int i = 0; i < lessons.size(); ++i)
        table.rows << figureCells(text.number(i + 1) + QStringLiteral(". ")
                                      + lessons.at(i).title(text.persian()),
                                  lessons.at(i), text);
    table.rows << figureCells(ReportText::tr("All lessons"), total, text);
    table.totalRow = true;
    return table;
}

QPair<QDate, QDate> chartDays(const QMap<QDate, int> &perDay, const ReportPeriod &period)
{
    const QDate last = QDateTime::fromMSecsSinceEpoch(period.asOfMs(), period.timeZone).date();
    QDate first = period.fromMs > 0
        ? QDateTime::fromMSecsSinceEpoch(period.fromMs, period.timeZone).date()
        : (perDay.isEmpty() ? last : perDay.firstKey());
    return {first, last};
}

} // namespace astrolabe::report
