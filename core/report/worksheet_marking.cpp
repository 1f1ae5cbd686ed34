#include "report/worksheet_marking.h"

#include "content/question_draw.h"
#include "content/question_text.h"
#include "exercises/answer_checker.h"
#include "report/csv_rows.h"
#include "report/csv_writer.h"
#include "report/report_text.h"
#include "report/worksheet_seed.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace astrolabe::report {

namespace {

using Result = WorksheetMark::Result;

// A student's exercises drawn again: nullopt and a sentence when the course gives another answer.
std::optional<QVector<WorksheetItem>>
redraw(const WorksheetKey::Student &student, const content::ContentPack &pack, QString *error)
{
    QVector<WorksheetItem> sheet;
    for (int i = 0; i < student.items.size(); ++i) {
        const WorksheetKey::Item &item = student.items.at(i);
        const content::Question *question = pack.question(item.questionId);
        std::optional<content::QuestionAttempt> attempt;
        if (question && question->isGenerated())
            attempt = content::QuestionDraw::draw(
                *question, content::QuestionDraw::countingSeeds(item.seed), 1);
        if (!attempt || WorksheetKey::answerText(*attempt) != item.answer) {
            //: %1 is a question's number on the sheet, %2 a student's name
            *error = ReportText::tr("The key does not match this course: question %1 of "
                                    "%2's sheet has another answer here. Mark it with the "
                                    "course and version it was printed from.")
                         .arg(QString::number(i + 1), student.name);
            return std::nullopt;
        }
        sheet << WorksheetItem{question, std::move(*attempt)};
    }
    return sheet;
}

std::optional<QVector<QVector<WorksheetItem>>>
redraw(const WorksheetKey &key, const content::ContentPack &pack, QString *error)
{
    QVector<QVector<WorksheetItem>> attempts;
    for (const WorksheetKey::Student &student : key.students) {
        auto sheet = redraw(student, pack, error);
        if (!sheet)
            return std::nullopt;
        attempts << *sheet;
    }
    return attempts;
}

WorksheetMark mark(const WorksheetItem &item, const QString &language, const QString &given)
{
    const QString expected =
        content::QuestionText::expectedAnswer(*item.question, item.attempt, language);
    WorksheetMark result{Result::Blank, given.trimmed(), expected, {}};
    if (result.given.isEmpty())
        return result;
    const exercises::Verdict verdict =
        exercises::checkTypedAnswer(*item.attempt.exercise, given);
    switch (verdict.outcome) {
    case exercises::Verdict::Outcome::Correct: result.result = Result::Right; break;
    case exercises::Verdict::Outcome::Unreadable:
        result.result = Result::Unreadable;
        result.message = verdict.message;
        break;
    default: result.result = Result::Wrong; break;
    }
    return result;
}

// A sheet's answers marked, the blank ones at the end allowed; nullopt and a sentence when
// there are more answers than questions.
std::optional<StudentMarks> markSheet(const WorksheetKey::Student &sheet,
                                      const QVector<WorksheetItem> &items,
                                      const QStringList &answers, const QString &language,
                                      QString *error)
{
    int last = int(answers.size());
    while (last > sheet.items.size() && answers.at(last - 1).trimmed().isEmpty())
        --last;
    if (last > sheet.items.size()) {
        //: %1 is a name, %2 and %3 counts of answers and questions
        *error = ReportText::tr("%1 has %2 answers, but the sheet has %3 questions.")
                     .arg(sheet.name, QString::number(last),
                          QString::number(sheet.items.size()));
        return std::nullopt;
    }
    StudentMarks marks{sheet.name, {}};
    for (int q = 0; q < sheet.items.size(); ++q)
        marks.marks << mark(items.at(q), language, answers.value(q));
    return marks;
}

QString resultWord(Result result)
{
    switch (result) {
    case Result::Right: return QStringLiteral("right");
    case Result::Wrong: return QStringLiteral("wrong");
    case Result::Unreadable: return QStringLiteral("unreadable");
    case Result::Blank: return QStringLiteral("blank");
    }
    return {};
}

} // namespace

int StudentMarks::right() const
{
    return int(std::count_if(marks.cbegin(), marks.cend(), [](const WorksheetMark &m) {
        return m.result == Result::Right;
    }));
}

std::optional<QVector<StudentMarks>> markWorksheets(const WorksheetKey &key,
                                                     const content::ContentPack &pack,
                                                     const QByteArray &answersCsv,
                                                     QString *error)
{
    const auto attempts = redraw(key, pack, error);
    if (!attempts)
        return std::nullopt;
    QHash<QString, int> studentIndex;
    for (int s = 0; s < key.students.size(); ++s)
        studentIndex.insert(
            WorksheetSeed::normalizedName(key.students.at(s).name).toCaseFolded(), s);

    QString text = QString::fromUtf8(answersCsv);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    QVector<QStringList> rows = csvRows(text, csvDelimiter(text));
    if (rows.size() < 2) {
        *error = ReportText::tr("The answers file has no students: give a header row, then one "
                                "row per student with the name first and the answers after it.");
        return std::nullopt;
    }
    rows.removeFirst(); // the header
    // Rows of separators only (";;;", as spreadsheets save the rows under a table) are no rows.
    rows.erase(std::remove_if(rows.begin(), rows.end(),
                              [](const QStringList &row) {
                                  return std::all_of(row.cbegin(), row.cend(),
                                                     [](const QString &cell) {
                                                         return cell.trimmed().isEmpty();
                                                     });
                              }),
               rows.end());
    if (rows.isEmpty()) {
        *error = ReportText::tr("The answers file has no students: give a header row, then one "
                                "row per student with the name first and the answers after it.");
        return std::nullopt;
    }
    QVector<StudentMarks> marked;
    QSet<int> done;
    for (const QStringList &row : rows) {
        const QString name = row.value(0).simplified();
        const int s = studentIndex.value(WorksheetSeed::normalizedName(name).toCaseFolded(), -1);
        if (s < 0) {
            //: %1 is a name from the answers file
            *error = ReportText::tr("%1 is in the answers but not on the key; write each name "
                                    "as on the sheets.")
                         .arg(name);
            return std::nullopt;
        }
        if (done.contains(s)) {
            *error = ReportText::tr("%1's answers are given twice.").arg(name);
            return std::nullopt;
        }
        done.insert(s);
        QStringList answers;
        for (const QString &cell : row.mid(1))
            answers << csvCellText(cell);
        auto marks = markSheet(key.students.at(s), attempts->at(s), answers,
                               QStringLiteral("en"), error);
        if (!marks)
            return std::nullopt;
        marked << *marks;
    }
    return marked;
}

std::optional<StudentMarks> markStudent(const WorksheetKey &key, const content::ContentPack &pack,
                                        int student, const QStringList &answers,
                                        const QString &language, QString *error)
{
    if (student < 0 || student >= key.students.size()) {
        *error = ReportText::tr("There is no such student on the key.");
        return std::nullopt;
    }
    const WorksheetKey::Student &sheet = key.students.at(student);
    const auto attempts = redraw(sheet, pack, error);
    if (!attempts)
        return std::nullopt;
    return markSheet(sheet, *attempts, answers, language, error);
}

QByteArray marksCsv(const QVector<StudentMarks> &marks)
{
    int questions = 0;
    for (const StudentMarks &student : marks)
        questions = std::max(questions, int(student.marks.size()));
    QStringList columns{QStringLiteral("student"), QStringLiteral("right"),
                        QStringLiteral("questions")};
    for (int q = 1; q <= questions; ++q)
        columns << QString::number(q);
    QString body;
    for (const StudentMarks &student : marks) {
        QStringList cells{csvTextCell(student.name), QString::number(student.right()),
                          QString::number(student.marks.size())};
        for (const WorksheetMark &mark : student.marks)
            cells << resultWord(mark.result);
        body += cells.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    }
    return csvDocument(columns, body);
}

} // namespace astrolabe::report
