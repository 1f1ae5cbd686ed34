#pragma once

#include "content/content_pack.h"
#include "report/worksheet_key.h"
#include "report/worksheet_sheets.h"

#include <QByteArray>
#include <QString>
#include <QVector>

#include <optional>

namespace astrolabe::report {

// A student's written answers marked against the key, question by question, with the parser
// and checker the app uses (exercises::checkTypedAnswer): "0.84", "84%", "۰٫۸۴", "(0.5, 0.5)"
// are read as in the window, and a number is right within the question's tolerance.
struct WorksheetMark
{
    enum class Result { Right, Wrong, Unreadable, Blank };
    Result result = Result::Blank;
    QString given;
    QString expected; // the right answer as written in the marking's language ("0.84", "۰٫۸۴")
    QString message;  // Unreadable: the parser's sentence on how to write it (translated)
};

struct StudentMarks
{
    QString name;
    QVector<WorksheetMark> marks; // one per question of the student's sheet
    int right() const;
};

// The answers as CSV (comma, semicolon or tab; UTF-8): a header row, then one row per student,
// the name in the first column and the answers to questions 1, 2, ... in the next ones (an
// empty cell is a question left blank). Every name must be on the key. Each of the key's
// exercises is drawn again from the course; a key whose answers differ from the course's is
// refused. On any problem: nullopt and one sentence.
std::optional<QVector<StudentMarks>> markWorksheets(const WorksheetKey &key,
                                                     const content::ContentPack &pack,
                                                     const QByteArray &answersCsv,
                                                     QString *error);

// One student's answers (index `student` of the key; an empty string is a question left blank,
// missing ones at the end too) marked the same way, each right answer written in `language`;
// nullopt and one sentence on a bad index, more answers than questions, or a key the course
// does not give.
std::optional<StudentMarks> markStudent(const WorksheetKey &key, const content::ContentPack &pack,
                                        int student, const QStringList &answers,
                                        const QString &language, QString *error);

// The marks as CSV (report CSV conventions, csv_writer.h): student, right, questions, then one
// column per question number holding right, wrong, unreadable or blank.
QByteArray marksCsv(const QVector<StudentMarks> &marks);

} // namespace astrolabe::report
