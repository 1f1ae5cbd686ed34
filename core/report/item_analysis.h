#pragma once

#include "content/course_outline.h"
#include "report/report_period.h"
#include "report/student_log.h"

#include <QString>
#include <QVector>

#include <optional>

namespace astrolabe::report {

// A wrong answer the class gave to one question, as stored in the review log (a typed value as
// typed, a pack option by its number in the pack, a generated option by its id), and how often.
struct WrongAnswer
{
    QString answer;
    int count = 0;

    bool operator==(const WrongAnswer &o) const { return answer == o.answer && count == o.count; }
};

// What the class did with one question (item analysis):
//   - attempts: the answers given to it within the period, by every student;
//   - firstTries: the students whose very first answer to it falls within the period, and
//     firstTryRight those of them who got it right at once (no hint, no second try);
//   - commonWrong: the wrong answers given within the period, the most frequent first (ties
//     in the order the answers were first given), at most kCommonWrongCount of them.
struct ItemAnalysis
{
    QString questionId;
    QString lessonId;
    int lesson = 0; // index into the course's lessons
    int number = 0; // 1-based position in its lesson
    int attempts = 0;
    int students = 0; // students who answered it within the period
    int firstTries = 0;
    int firstTryRight = 0;
    QVector<WrongAnswer> commonWrong;

    // firstTryRight / firstTries; nothing when no student met the question in the period.
    std::optional<double> firstTryRightShare() const
    {
        if (firstTries == 0)
            return std::nullopt;
        return double(firstTryRight) / firstTries;
    }
};

constexpr int kCommonWrongCount = 3;

// One row per question of the course, in course order. Answers to questions not in the course
// are ignored. Pure.
QVector<ItemAnalysis> analyseItems(const QVector<StudentLog> &students,
                                   const content::CourseOutline &course,
                                   const ReportPeriod &period);

} // namespace astrolabe::report
