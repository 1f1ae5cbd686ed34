#pragma once

#include "content/question.h"
#include "content/question_attempt.h"
#include "report/worksheet_plan.h"

#include <QString>
#include <QStringList>
#include <QVector>
#include <QtGlobal>

#include <optional>

namespace astrolabe::report {

// One question on one student's sheet: the question of the pack and the attempt drawn for it
// (its exercise: prompt numbers, answer, worked steps).
struct WorksheetItem
{
    const content::Question *question = nullptr;
    content::QuestionAttempt attempt;
};

// One student's sheet: the name as given, the student's seed and the questions in order.
struct StudentSheet
{
    QString name;
    quint64 seed = 0;
    QVector<WorksheetItem> items;
};

// The sheets of a class: for each name, the plan's questions drawn as the app draws them
// (QuestionDraw::draw) from the student's seeds (WorksheetSeed). Pure: the same plan, names
// and seed give the same sheets. Names must be distinct once normalized (two "Sara"s would get
// the same numbers): a repeated or empty list gives nullopt and one sentence.
std::optional<QVector<StudentSheet>> drawWorksheets(const WorksheetPlan &plan,
                                                    const QStringList &names,
                                                    quint64 worksheetSeed, QString *error);

// Names typed in one line or several, separated by commas (also the Persian comma) or line
// breaks; spaces tidied, empty ones dropped.
QStringList worksheetNames(const QString &typed);

} // namespace astrolabe::report
