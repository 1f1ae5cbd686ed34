#pragma once

#include "content/course_outline.h"
#include "report/lesson_summary.h"
#include "report/report_period.h"
#include "report/student_log.h"

#include <QDate>
#include <QMap>
#include <QString>
#include <QVector>

namespace astrolabe::report {

// One question's memory for one student at the end of the period.
struct QuestionSummary
{
    QString questionId;
    int lesson = 0;     // index into the course's lessons
    int number = 0;     // 1-based position in its lesson
    bool seen = false;  // answered before the end of the period
    double recall = 0;  // predicted recall at the period's end
    int reviews = 0;    // within the period
    int lapses = 0;     // within the period
};

// A student's progress through the course: one row per lesson (course order), the whole course
// as one more row, each question, and the answers given on each day of the period.
struct StudentSummary
{
    QString name;
    QString id;
    QVector<LessonSummary> lessons;
    LessonSummary total;
    QVector<QuestionSummary> questions; // course order
    QMap<QDate, int> reviewsPerDay;     // days with answers in the period
    qint64 lastAnswerMs = 0; // the newest answer before the period's end, at any time; 0: none
};

// Replays the student's log through the scheduler (as the review service does) up to the end
// of the period and counts the period's answers. Answers to questions not in the course are
// ignored. Pure.
StudentSummary summarizeStudent(const StudentLog &log, const content::CourseOutline &course,
                                const ReportPeriod &period);

} // namespace astrolabe::report
