#pragma once

#include "report/worksheet_plan.h"
#include "report/worksheet_sheets.h"

#include <QDate>
#include <QString>
#include <QVector>

class QIODevice;

namespace astrolabe::report {

// What every page of a worksheet (and of its key) says besides the questions.
struct WorksheetHeading
{
    QString title;      // "Worksheet: Softmax: from scores to weights", or the teacher's own
    QString scopeTitle; // the lesson's or the chapter's title
    QString className;  // empty: a line to write it on
    QDate date;
    QString language = QStringLiteral("en");

    // The heading of a plan's sheets in `language` (translations installed for it): `title`,
    // else "Worksheet: <the lesson's or chapter's title>".
    static WorksheetHeading of(const WorksheetPlan &plan, const QString &language,
                               const QString &title, const QString &className,
                               const QDate &date);
};

// The students' sheets: A4, black on white, each student's from a new page: the title, name,
// class and date, then each question with its numbers, room to work and an answer line.
bool writeWorksheetPdf(const QVector<StudentSheet> &sheets, const WorksheetHeading &heading,
                       QIODevice *device, QString *error);
// The key: each student's from a new page, each question with its right answer and its
// worked steps in that student's numbers, and the seed `astrolabe question show` takes.
bool writeWorksheetKeyPdf(const QVector<StudentSheet> &sheets, const WorksheetHeading &heading,
                          QIODevice *device, QString *error);

// Where one printing goes: the sheets, and (when keyPdf is not empty) the key and its data.
struct WorksheetFiles
{
    QString sheets;
    QString keyPdf;
    QString keyJson;
};

// Writes the files of one printing whole or not at all: both PDFs are drawn first, every file
// is written to a temporary file beside its place (QSaveFile), and only when all are written
// are they put in place, so a full disk or a folder that cannot be written leaves every file
// as it was. On failure *error says why in one sentence.
bool saveWorksheetFiles(const WorksheetFiles &files, const QVector<StudentSheet> &sheets,
                        const WorksheetHeading &heading, const QByteArray &keyJson,
                        QString *error);

} // namespace astrolabe::report
