#include "report/pdf/worksheet_pdf.h"

#include "content/question_text.h"
#include "report/pdf/pdf_canvas.h"
#include "report/report_text.h"

#include <QBuffer>
#include <QFileInfo>
#include <QSaveFile>

#include <memory>
#include <vector>

namespace astrolabe::report {

namespace {

using content::QuestionText;
using Align = PdfCanvas::Align;

const QColor kInk(0x11, 0x11, 0x11);
const QColor kGrey(0x55, 0x55, 0x55);
const QColor kRule(0x88, 0x88, 0x88);

constexpr double kPromptPoints = 10.5;
constexpr double kNumberWidth = 22;   // the question's number, before its text
constexpr double kWorkSpace = 120;    // room to work, under each question
constexpr double kAnswerLine = 26;

struct Page
{
    PdfCanvas &canvas;
    const WorksheetHeading &heading;
    const ReportText &text;
};

// A paragraph wrapped to the column, `indent` points from the leading edge, laid out once.
PdfCanvas::Block block(PdfCanvas &canvas, const QString &text, double points, bool bold = false,
                       double indent = 0)
{
    return canvas.block(text, canvas.width() - indent, points, bold);
}

// Draws a block at the cursor, `indent` points from the leading edge; the cursor moves under it.
void put(PdfCanvas &canvas, const PdfCanvas::Block &block, double indent = 0,
         const QColor &color = kInk)
{
    canvas.draw(block, indent, canvas.y(), color);
    canvas.advance(block.height);
}

void paragraph(PdfCanvas &canvas, const QString &text, double points, bool bold = false,
               double indent = 0, const QColor &color = kInk)
{
    put(canvas, block(canvas, text, points, bold, indent), indent, color);
}

// "Name: …   Class: …   Date: …": the name wraps when long, an empty class is a line.
void drawFields(const Page &page, const QString &name)
{
    PdfCanvas &canvas = page.canvas;
    paragraph(canvas, ReportText::tr("Name: %1").arg(name), 12, true);
    canvas.advance(4);
    const QString className = page.heading.className.isEmpty()
        ? QStringLiteral("________________")
        : page.heading.className;
    const double half = canvas.width() / 2;
    canvas.text(QRectF(0, canvas.y(), half - 6, 16), ReportText::tr("Class: %1").arg(className),
                10.5);
    canvas.text(QRectF(half, canvas.y(), half, 16),
                ReportText::tr("Date: %1").arg(page.text.date(page.heading.date)), 10.5, false,
                Align::Trailing);
    canvas.advance(20);
}

void drawTitle(const Page &page, const QString &title)
{
    PdfCanvas &canvas = page.canvas;
    paragraph(canvas, title, 15, true);
    if (!page.heading.scopeTitle.isEmpty() && !title.contains(page.heading.scopeTitle))
        paragraph(canvas, page.heading.scopeTitle, 10, false, 0, kGrey);
    canvas.advance(6);
}

void rule(PdfCanvas &canvas)
{
    canvas.line(0, canvas.y(), canvas.width(), canvas.y(), kRule, 0.7);
    canvas.advance(10);
}

// Starts a new page unless `height` more points fit on this one (PdfCanvas::ensureSpace); a
// student's page after the first names them again, so loose pages find their owner.
void keepOnPage(const Page &page, const QString &name, double height)
{
    if (!page.canvas.ensureSpace(height))
        return;
    //: At the top of a worksheet's second page: the student's name
    page.canvas.text(QRectF(0, page.canvas.y(), page.canvas.width(), 14),
                     ReportText::tr("%1 (continued)").arg(name), 9, false, Align::Leading, kGrey);
    page.canvas.advance(20);
}

QString numberLabel(const ReportText &text, int number)
{
    //: A question's number on a worksheet, e.g. "3."
    return ReportText::tr("%1.").arg(text.number(number));
}

// Options of a generated choice ("flatter", "sharper"): named on the sheet.
QString optionsLine(const WorksheetItem &item, const QString &language)
{
    const QStringList options = QuestionText::optionLabels(*item.question, item.attempt, language);
    if (options.isEmpty())
        return {};
    //: Before the options of a question on paper; %1 is the options, e.g. "flatter / sharper"
    return ReportText::tr("Write one of: %1").arg(options.join(QStringLiteral(" / ")));
}

void drawQuestion(const Page &page, const QString &name, int number, const WorksheetItem &item)
{
    PdfCanvas &canvas = page.canvas;
    const QString &language = page.heading.language;
    const exercises::Exercise *exercise = item.attempt.exercise ? &*item.attempt.exercise : nullptr;
    const PdfCanvas::Block prompt =
        block(canvas, QuestionText::prompt(*item.question, exercise, language), kPromptPoints,
              false, kNumberWidth);
    const QString optionsText = optionsLine(item, language);
    const PdfCanvas::Block options = optionsText.isEmpty()
        ? PdfCanvas::Block()
        : block(canvas, optionsText, 9.5, false, kNumberWidth);
    const double height = prompt.height + (options.layout ? options.height + 2 : 0);
    keepOnPage(page, name, height + kWorkSpace + kAnswerLine);
    canvas.text(QRectF(0, canvas.y(), kNumberWidth, 15), numberLabel(page.text, number),
                kPromptPoints, true);
    put(canvas, prompt, kNumberWidth);
    if (options.layout) {
        canvas.advance(2);
        put(canvas, options, kNumberWidth, kGrey);
    }
    canvas.advance(kWorkSpace);
    const QString answer = ReportText::tr("Answer:");
    const double labelWidth = canvas.textWidth(answer, 10.5, true) + 8;
    canvas.text(QRectF(kNumberWidth, canvas.y(), labelWidth, 16), answer, 10.5, true);
    const double lineY = canvas.y() + 15;
    canvas.line(kNumberWidth + labelWidth, lineY, canvas.width(), lineY, kInk, 0.6);
    canvas.advance(kAnswerLine + 8);
}

void drawKeyQuestion(const Page &page, const QString &name, int number, const WorksheetItem &item)
{
    PdfCanvas &canvas = page.canvas;
    const QString &language = page.heading.language;
    const exercises::Exercise *exercise = item.attempt.exercise ? &*item.attempt.exercise : nullptr;
    const PdfCanvas::Block prompt =
        block(canvas, QuestionText::prompt(*item.question, exercise, language), 9.5, false,
              kNumberWidth);
    const PdfCanvas::Block answer =
        block(canvas,
              ReportText::tr("Answer: %1")
                  .arg(QuestionText::expectedAnswer(*item.question, item.attempt, language)),
              10.5, true, kNumberWidth);
    constexpr double kStepIndent = kNumberWidth + 18;
    QVector<PdfCanvas::Block> steps;
    double height = prompt.height + 3 + answer.height;
    if (exercise)
        for (const exercises::Step &step : exercise->steps) {
            steps << block(canvas, QuestionText::step(step, language), 9, false, kStepIndent);
            height += steps.constLast().height;
        }
    // A question starts on a new page unless it, or its first 300 points, fit on this one.
    keepOnPage(page, name, std::min(height, 300.0));
    canvas.text(QRectF(0, canvas.y(), kNumberWidth, 14), numberLabel(page.text, number), 9.5,
                true);
    put(canvas, prompt, kNumberWidth, kGrey);
    canvas.advance(3);
    put(canvas, answer, kNumberWidth);
    for (int i = 0; i < steps.size(); ++i) {
        keepOnPage(page, name, steps.at(i).height);
        canvas.text(QRectF(kNumberWidth, canvas.y(), 18, 13), numberLabel(page.text, i + 1), 9,
                    false, Align::Leading, kGrey);
        put(canvas, steps.at(i), kStepIndent);
    }
    keepOnPage(page, name, 12);
    //: Under a question of the answer key: how to show it again. %1 is a command line.
    paragraph(canvas, ReportText::tr("In the app: %1")
                          .arg(QuestionText::leftToRight(
                              QStringLiteral("astrolabe question show %1 --seed %2")
                                  .arg(item.question->id)
                                  .arg(item.attempt.seed),
                              language)),
              7.5, false, kNumberWidth, kGrey);
    canvas.advance(10);
}

bool begin(PdfCanvas &canvas, QString *error)
{
    if (canvas.isActive())
        return true;
    *error = ReportText::tr("The PDF could not be started.");
    return false;
}

bool finish(PdfCanvas &canvas, QString *error)
{
    if (canvas.finish())
        return true;
    *error = ReportText::tr("The PDF could not be written.");
    return false;
}

} // namespace

namespace {

// The sheets (key false) or the key: each student from a new page, under the title, the name,
// class and date and a rule, their questions as a sheet or as the key draws them.
bool writeDocument(const QVector<StudentSheet> &sheets, const WorksheetHeading &heading,
                   bool key, QIODevice *device, QString *error)
{
    const ReportText text(heading.language, QTimeZone::systemTimeZone());
    //: The title of a worksheet's answer key; %1 is the worksheet's title
    const QString title =
        key ? ReportText::tr("Answer key · %1").arg(heading.title) : heading.title;
    PdfCanvas canvas(device, text.persian(), title);
    if (!begin(canvas, error))
        return false;
    const Page page{canvas, heading, text};
    for (int s = 0; s < sheets.size(); ++s) {
        if (s > 0)
            canvas.newPage();
        const StudentSheet &sheet = sheets.at(s);
        drawTitle(page, title);
        drawFields(page, sheet.name);
        if (!key) {
            paragraph(canvas, ReportText::tr("Work each question in the space under it and "
                                             "write your answer on its line."),
                      9, false, 0, kGrey);
            canvas.advance(4);
        }
        rule(canvas);
        for (int i = 0; i < sheet.items.size(); ++i)
            (key ? drawKeyQuestion : drawQuestion)(page, sheet.name, i + 1, sheet.items.at(i));
    }
    return finish(canvas, error);
}

} // namespace

WorksheetHeading WorksheetHeading::of(const WorksheetPlan &plan, const QString &language,
                                      const QString &title, const QString &className,
                                      const QDate &date)
{
    WorksheetHeading heading;
    heading.scopeTitle = plan.scopeTitle.text(language);
    heading.title = title.simplified();
    if (heading.title.isEmpty())
        //: A worksheet's title; %1 is a lesson's or a chapter's title
        heading.title = ReportText::tr("Worksheet: %1").arg(heading.scopeTitle);
    heading.className = className.simplified();
    heading.date = date;
    heading.language = language;
    return heading;
}

bool writeWorksheetPdf(const QVector<StudentSheet> &sheets, const WorksheetHeading &heading,
                       QIODevice *device, QString *error)
{
    return writeDocument(sheets, heading, false, device, error);
}

bool writeWorksheetKeyPdf(const QVector<StudentSheet> &sheets, const WorksheetHeading &heading,
                          QIODevice *device, QString *error)
{
    return writeDocument(sheets, heading, true, device, error);
}

bool saveWorksheetFiles(const WorksheetFiles &files, const QVector<StudentSheet> &sheets,
                        const WorksheetHeading &heading, const QByteArray &keyJson,
                        QString *error)
{
    const bool withKey = !files.keyPdf.isEmpty();
    const auto same = [](const QString &a, const QString &b) {
        return QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath();
    };
    if (withKey && (same(files.sheets, files.keyPdf) || same(files.sheets, files.keyJson))) {
        *error = ReportText::tr("The sheets and the key must go to two different files.");
        return false;
    }
    // Drawn first: nothing is touched on disk until both documents exist.
    QList<QPair<QString, QByteArray>> contents;
    for (const bool key : {false, true}) {
        if (key && !withKey)
            break;
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QString drawError;
        if (!(key ? writeWorksheetKeyPdf(sheets, heading, &buffer, &drawError)
                  : writeWorksheetPdf(sheets, heading, &buffer, &drawError))) {
            *error = drawError;
            return false;
        }
        contents << qMakePair(key ? files.keyPdf : files.sheets, buffer.data());
    }
    if (withKey)
        contents << qMakePair(files.keyJson, keyJson);
    // Every file written beside its place, then all put in place.
    std::vector<std::unique_ptr<QSaveFile>> written;
    for (const auto &[path, bytes] : contents) {
        auto file = std::make_unique<QSaveFile>(path);
        if (!file->open(QIODevice::WriteOnly) || file->write(bytes) != bytes.size()) {
            //: %1 is a file path, %2 the system's reason
            *error = ReportText::tr("The worksheet cannot be written to %1 (%2).")
                         .arg(QFileInfo(path).absoluteFilePath(), file->errorString());
            for (auto &done : written)
                done->cancelWriting();
            file->cancelWriting();
            return false;
        }
        written.push_back(std::move(file));
    }
    for (auto &file : written)
        if (!file->commit()) {
            *error = ReportText::tr("The worksheet cannot be written to %1 (%2).")
                         .arg(QFileInfo(file->fileName()).absoluteFilePath(),
                              file->errorString());
            return false;
        }
    return true;
}

} // namespace astrolabe::report
