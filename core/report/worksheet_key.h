#pragma once

#include "report/worksheet_sheets.h"

#include <QByteArray>
#include <QString>
#include <QVector>
#include <QtGlobal>

#include <optional>

namespace astrolabe::report {

// The answer key as data, written beside the key's PDF (KEY.json) for marking: which question
// each student's sheet asked at each number, the seed it was drawn from and the right answer
// as text. Marking draws every exercise again from its question and seed and refuses a key
// whose answers the course no longer gives (a key of another course or version, or an edited
// one).
struct WorksheetKey
{
    struct Item
    {
        QString questionId;
        quint64 seed = 0;
        QString answer; // answerText(): "(0.84, 0.11, 0.04)", "flatter"
    };
    struct Student
    {
        QString name;
        QVector<Item> items;
    };

    QString courseId;
    QString scopeId;
    quint64 seed = 0;
    QVector<Student> students;

    static WorksheetKey of(const QString &courseId, const QString &scopeId, quint64 seed,
                           const QVector<StudentSheet> &sheets);
    // An attempt's answer as the key keeps it, the same in every interface language: numbers
    // as `question show` writes them in English ("(0.84, 0.11, 0.04)", "0.80"), a choice by its
    // id ("flatter").
    static QString answerText(const content::QuestionAttempt &attempt);
    QByteArray toJson() const;
    // nullopt and one sentence when the bytes are not a worksheet key.
    static std::optional<WorksheetKey> fromJson(const QByteArray &bytes, QString *error);
};

} // namespace astrolabe::report
