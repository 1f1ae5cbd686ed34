#pragma once

#include "report/item_analysis.h"
#include "report/item_texts.h"
#include "report/lesson_summary.h"
#include "report/roster_check.h"
#include "report/period_comparison.h"
#include "report/student_summary.h"

#include <QDate>
#include <QHash>
#include <QMap>
#include <QString>
#include <QVector>

#include <optional>

namespace astrolabe::report {

// A question the class finds hard: its recall averaged over the students who have answered it.
struct QuestionStruggle
{
    QString questionId;
    int lesson = 0; // index into the course's lessons
    int number = 0; // 1-based position in its lesson
    int studentsSeen = 0;
    double averageRecall = 0;
    int lapses = 0; // over the class, within the period
};

// A class: each student's summary (one row per student and lesson), the class per lesson
// (counts summed over the students, recall averaged over them), the class as a whole, and the
// questions it struggles with, hardest first.
struct ClassSummary
{
    QString name;
    QVector<StudentSummary> students; // in the order given
    QVector<LessonSummary> lessons;
    LessonSummary total;
    // Every question a student has answered, lowest recall first, then most lapses (the PDF
    // and the teacher view show the first kStruggleCount).
    QVector<QuestionStruggle> struggles;
    QMap<QDate, int> reviewsPerDay;
    // What the class did with each question (summarizeClass only; course order), and the
    // texts a teacher reads beside it, by question id (filled by describeItems, when the pack
    // is at hand; without them a report names questions by lesson and number only).
    QVector<ItemAnalysis> items;
    QHash<QString, ItemTexts> itemTexts;
    // Who on the class's roster has handed in a file (set by callers that have a roster;
    // empty: the report has no roster section).
    RosterCheck roster;
    // The period against the one before it (comparePeriods), when the teacher asked for it:
    // the class PDF then has a section for it.
    std::optional<PeriodComparison> comparison;

    const ItemAnalysis *item(const QString &questionId) const;
};

constexpr int kStruggleCount = 10; // the hardest questions a report lists

// Summarises every student over the same period. Pure.
ClassSummary summarizeClass(const QString &name, const QVector<StudentLog> &students,
                            const content::CourseOutline &course, const ReportPeriod &period);

// The same from summaries already made (without the item analysis, which needs the logs).
ClassSummary combineStudents(const QString &name, const QVector<StudentSummary> &students);

} // namespace astrolabe::report
