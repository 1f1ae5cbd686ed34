#include "report/pdf/comparison_pdf.h"

#include "report/comparison_text.h"
#include "report/pdf/pdf_table.h"

namespace astrolabe::report {

namespace {

const QColor kMuted(0x5a, 0x63, 0x75);

PdfTable classTable(const PeriodComparison &c, const ReportText &text)
{
    using A = PdfCanvas::Align;
    PdfTable table;
    //: Heads of the class figures in the report's comparison section.
    table.columns = {{ReportText::tr("The class"), 155, A::Leading},
                     {ReportText::tr("This period"), 120},
                     {ReportText::tr("The period before"), 120},
                     {ReportText::tr("Change"), 120}};
    for (const ComparisonFigure &figure : ComparisonText(text).classFigures(c))
        table.rows << QStringList{figure.label, figure.now, figure.before, figure.change};
    return table;
}

PdfTable studentTable(const PeriodComparison &c, const ReportText &text)
{
    using A = PdfCanvas::Align;
    const ComparisonText change(text);
    PdfTable table;
    table.columns = {{ReportText::tr("Student"), 105, A::Leading},
                     {ReportText::tr("Answers"), 62},
                     {ReportText::tr("Change"), 40},
                     {ReportText::tr("Answered right"), 66},
                     {ReportText::tr("Time studied"), 92},
                     {ReportText::tr("Mastery"), 66},
                     {ReportText::tr("Change"), 40},
                     //: Head of the column that flags a student who went quiet or started.
                     {ReportText::tr("Note"), 44, A::Leading}};
    for (const StudentComparison &s : c.students) {
        const QString note = ComparisonText::note(s.change);
        table.rows << QStringList{
            s.name,
            change.fromTo(text.number(s.before.answers), text.number(s.now.answers)),
            change.count(s.now.answers - s.before.answers),
            change.fromTo(change.share(s.before.rightShare()), change.share(s.now.rightShare())),
            change.fromTo(text.duration(s.before.timeMs), text.duration(s.now.timeMs)),
            change.fromTo(text.percent(s.before.mastery), text.percent(s.now.mastery)),
            change.points(s.before.mastery, s.now.mastery),
            note.isEmpty() ? QStringLiteral("–") : note};
    }
    return table;
}

} // namespace

void drawComparison(PdfCanvas &canvas, const PeriodComparison &comparison, const ReportText &text)
{
    const QString title = comparison.days == 1
        //: Title of the class report's comparison section when the period is one day.
        ? ReportText::tr("Compared with the day before")
        //: Title of the class report's comparison section; %1 is the number of days of each
        //: period (2 or more).
        : ReportText::tr("Compared with the %1 days before").arg(text.number(comparison.days));
    drawHeading(canvas, title, 40 + 16 * 7);
    const double w = canvas.width();
    //: Under the comparison's title: the two periods' days, e.g. "This period: 8 Mar 2026 to
    //: 14 Mar 2026; the period before: 1 Mar 2026 to 7 Mar 2026."
    const QString days = ReportText::tr("This period: %1 to %2; the period before: %3 to %4.")
                             .arg(text.date(comparison.firstDay), text.date(comparison.lastDay),
                                  text.date(comparison.previousFirstDay),
                                  text.date(comparison.previousLastDay));
    const double height = canvas.wrappedHeight(days, w, 9);
    canvas.wrappedText(QRectF(0, canvas.y(), w, height), days, 9, false,
                       PdfCanvas::Align::Leading, kMuted);
    canvas.advance(height + 4);
    classTable(comparison, text).draw(canvas);
    canvas.advance(6);
    //: Under the comparison's class figures, before the row per student.
    const QString note = ReportText::tr("Each student: the period before → this period.");
    canvas.text(QRectF(0, canvas.y(), w, 13), note, 9, false, PdfCanvas::Align::Leading, kMuted);
    canvas.advance(15);
    studentTable(comparison, text).draw(canvas);
}

} // namespace astrolabe::report
