#include "report/pdf/report_pdf.h"

#include "report/pdf/comparison_pdf.h"
#include "report/pdf/pdf_canvas.h"
#include "report/pdf/pdf_charts.h"
#include "report/pdf/pdf_roster.h"
#include "report/pdf/pdf_sections.h"
#include "report/pdf/pdf_table.h"
#include "report/report_text.h"

#include <QCoreApplication>

#include <algorithm>

namespace astrolabe::report {

namespace {

bool finish(PdfCanvas &canvas, QString *error)
{
    if (canvas.finish())
        return true;
    *error = ReportText::tr("The PDF could not be written.");
    return false;
}

void drawCharts(PdfCanvas &canvas, const QMap<QDate, int> &perDay,
                const QVector<LessonSummary> &lessons, const ReportHeading &heading,
                const ReportText &text)
{
    drawHeading(canvas, ReportText::tr("Answers per day"), 140);
    const auto days = chartDays(perDay, heading.period);
    drawDailyChart(canvas, perDay, days.first, days.second, text);
    drawHeading(canvas, ReportText::tr("Mastery per lesson"), 16.0 * (lessons.size() + 2));
    drawMasteryChart(canvas, lessons, text);
}

PdfTable studentTable(const ClassSummary &summary, const ReportText &text)
{
    PdfTable table;
    table.columns = figureColumns(ReportText::tr("Student"), text);
    for (const StudentSummary &student : summary.students)
        table.rows << figureCells(student.name, student.total, text);
    return table;
}

PdfTable struggleTable(const ClassSummary &summary, const ReportText &text)
{
    using A = PdfCanvas::Align;
    PdfTable table;
    table.columns = {{ReportText::tr("Question"), 215, A::Leading},
                     {ReportText::tr("Students who answered it"), 60},
                     {ReportText::tr("Average recall"), 50},
                     {ReportText::tr("Right at the first try"), 55},
                     {ReportText::tr("Lapses"), 40},
                     {ReportText::tr("Most common wrong answers"), 95, A::Leading}};
    for (const QuestionStruggle &q : summary.struggles.mid(0, kStruggleCount)) {
        const QString lesson = summary.lessons.value(q.lesson).title(text.persian());
        //: A question named by its lesson and its number in the lesson, e.g. "Softmax · question 3"
        QString question = ReportText::tr("%1 · question %2").arg(lesson, text.number(q.number));
        const ItemTexts texts = summary.itemTexts.value(q.questionId);
        if (!texts.question.isEmpty())
            //: A question's place and its text, e.g. "Softmax · question 3: Why does …?"
            question = ReportText::tr("%1: %2").arg(question, texts.question);
        QString firstTry = QStringLiteral("—");
        QString wrong;
        if (const ItemAnalysis *item = summary.item(q.questionId)) {
            if (const auto share = item->firstTryRightShare())
                firstTry = text.percent(*share);
            wrong = wrongAnswersLine(*item, texts, text);
        }
        table.rows << QStringList{question, text.number(q.studentsSeen),
                                  text.percent(q.averageRecall), firstTry, text.number(q.lapses),
                                  wrong.isEmpty() ? QStringLiteral("—") : wrong};
    }
    return table;
}

QColor recallTint(double recall)
{
    // From a pale red (nothing recalled) through pale yellow to pale green (all recalled).
    const int hue = int(120 * std::clamp(recall, 0.0, 1.0));
    return QColor::fromHsv(hue, 60, 250);
}

PdfTable recallMatrix(const ClassSummary &summary, const ReportText &text, PdfCanvas &canvas)
{
    using A = PdfCanvas::Align;
    PdfTable table;
    const int lessons = int(summary.lessons.size());
    const double first = 155;
    const double cell = lessons > 0 ? (canvas.width() - first) / lessons : 0;
    table.columns << TableColumn{ReportText::tr("Student"), first, A::Leading};
    for (int l = 0; l < lessons; ++l)
        table.columns << TableColumn{text.number(l + 1), cell, A::Center};
    for (const StudentSummary &student : summary.students) {
        QStringList row{student.name};
        for (const LessonSummary &lesson : student.lessons)
            row << text.percent(lesson.averageRecall);
        table.rows << row;
    }
    table.tint = [&summary](int row, int column) {
        if (column == 0)
            return QColor();
        return recallTint(summary.students.at(row).lessons.value(column - 1).averageRecall);
    };
    return table;
}

} // namespace

bool writeStudentPdf(const StudentSummary &student, const ReportHeading &heading,
                     QIODevice *device, QString *error)
{
    const ReportText text(heading.language, heading.period.timeZone);
    PdfCanvas canvas(device, text.persian(), student.name);
    if (!canvas.isActive()) {
        *error = ReportText::tr("The PDF could not be started.");
        return false;
    }
    drawTitleBlock(canvas, ReportText::tr("Progress report"), student.name, heading, text);
    drawFigures(canvas, student.total, text);
    drawHeading(canvas, ReportText::tr("Lessons"), 40);
    lessonTable(student.lessons, student.total, text).draw(canvas);
    drawCharts(canvas, student.reviewsPerDay, student.lessons, heading, text);
    return finish(canvas, error);
}

bool writeClassPdf(const ClassSummary &summary, const ReportHeading &heading, QIODevice *device,
                   QString *error)
{
    const ReportText text(heading.language, heading.period.timeZone);
    PdfCanvas canvas(device, text.persian(), summary.name);
    if (!canvas.isActive()) {
        *error = ReportText::tr("The PDF could not be started.");
        return false;
    }
    drawTitleBlock(canvas, ReportText::tr("Class report"), summary.name, heading, text);
    canvas.text(QRectF(0, canvas.y(), canvas.width(), 14),
                ReportText::tr("Students: %1").arg(text.number(summary.students.size())), 9.5, true);
    canvas.advance(16);
    drawFigures(canvas, summary.total, text);
    if (summary.comparison)
        drawComparison(canvas, *summary.comparison, text);
    drawHeading(canvas, ReportText::tr("Students"), 40);
    studentTable(summary, text).draw(canvas);
    drawRoster(canvas, summary.roster, text);
    drawHeading(canvas, ReportText::tr("The class per lesson"), 40);
    lessonTable(summary.lessons, summary.total, text).draw(canvas);
    drawCharts(canvas, summary.reviewsPerDay, summary.lessons, heading, text);
    drawHeading(canvas, ReportText::tr("Questions the class finds hardest"), 40);
    if (summary.struggles.isEmpty()) {
        canvas.text(QRectF(0, canvas.y(), canvas.width(), 14),
                    ReportText::tr("No question has been answered yet."), 9);
        canvas.advance(18);
    } else {
        struggleTable(summary, text).draw(canvas);
    }
    drawHeading(canvas, ReportText::tr("Recall per student and lesson"), 40);
    recallMatrix(summary, text, canvas).draw(canvas);
    return finish(canvas, error);
}

} // namespace astrolabe::report
