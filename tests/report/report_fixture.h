#pragma once

// Learners for the report tests, built only through the review service (answers recorded on a
// clock the test moves) or the demo-learner simulation. Test code only.

#include "content/course_outline.h"
#include "report/student_log.h"
#include "review/learner_simulation.h"
#include "review/review_service.h"
#include "store/store.h"

#include <QStringList>

#include <memory>

namespace astrolabe::test {

constexpr qint64 kDayMs = 86400000;
constexpr qint64 kReportStart = 1772359200000LL; // 2026-03-01 10:00 UTC

inline std::unique_ptr<store::Store> courseStore(const QString &name)
{
    const content::CourseOutline course = content::CourseOutline::bundled();
    store::OpenOptions options;
    options.profileName = name;
    options.courseId = course.courseId();
    options.itemIds = course.questionIds();
    QString error;
    return store::Store::openInMemory(options, &error);
}

// Answers in a scripted order: each step is (days after kReportStart, question, right?,
// duration in seconds).
struct ScriptedAnswer
{
    double day;
    QString questionId;
    bool correct;
    int seconds;
};

inline void answerScript(store::Store &db, const QVector<ScriptedAnswer> &script)
{
    qint64 now = kReportStart;
    review::ReviewService service(db, [&now] { return now; });
    for (const ScriptedAnswer &step : script) {
        now = kReportStart + qint64(step.day * kDayMs);
        review::AnswerInput answer;
        answer.itemId = step.questionId;
        answer.correct = step.correct;
        answer.durationMs = step.seconds * 1000LL;
        answer.targetMs = 30000;
        answer.answerText = QStringLiteral("0.5");
        QString error;
        service.recordAnswer(answer, &error);
    }
}

// A demo learner who studied for `days` days ending at endMs.
inline std::unique_ptr<store::Store> simulatedStore(const QString &name, int days, quint64 seed,
                                                    qint64 endMs)
{
    auto db = courseStore(name);
    review::SimulationOptions options;
    options.days = days;
    options.seed = seed;
    options.endMs = endMs;
    QString error;
    review::simulateLearner(*db, options, &error);
    return db;
}

} // namespace astrolabe::test
