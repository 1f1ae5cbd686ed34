#pragma once

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
};

// The students' sheets: A4, black on white, each student's from a new page: the title, name,
// class and date, then each question with its numbers, room to work and an answer line.
bool writeWorksheetPdf(const QVector<StudentSheet> &sheets, const WorksheetHeading &heading,
                       QIODevice *device, QString *error);
// The key: each student's from a new page, each question with its right answer and its
// worked steps in that student's numbers, and the seed `astrolabe question show` takes.
bool writeWorksheetKeyPdf(const QVector<StudentSheet> &sheets, const WorksheetHeading &heading,
                          QIODevice *device, QString *error);

// Either written to `path` atomically (QSaveFile); on failure nothing at `path` changes and
// *error says why in one sentence.
bool saveWorksheetPdf(const QString &path, const QVector<StudentSheet> &sheets,
                      const WorksheetHeading &heading, bool key, QString *error);

} // namespace astrolabe::report
