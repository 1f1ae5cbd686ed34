#include "report/student_summary.h"

#include "memory/card_scheduler.h"
#include "memory/fuzz_seed.h"
#include "review/due_queue.h"

#include <QDateTime>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace astrolabe::report {

namespace {

struct Position
{
    int lesson = 0;
    int question = 0; // index into StudentSummary::questions
};

QHash<QString, Position> positionsOf(const content::CourseOutline &course,
                                     StudentSummary &summary)
{
    QHash<QString, Position> positions;
    const auto &lessons = course.lessons();
    for (int l = 0; l < lessons.size(); ++l) {
        const content::LessonOutline &outline = lessons.at(l);
        LessonSummary lesson;
        lesson.lessonId = outline.id;
        lesson.titleEn = outline.titleEn;
        lesson.titleFa = outline.titleFa;
        lesson.questions = int(outline.questionIds.size());
        summary.lessons << lesson;
        for (int q = 0; q < outline.questionIds.size(); ++q) {
            positions.insert(outline.questionIds.at(q), {l, int(summary.questions.size())});
            summary.questions << QuestionSummary{outline.questionIds.at(q), l, q + 1};
        }
    }
    return positions;
}

} // namespace

StudentSummary summarizeStudent(const StudentLog &log, const content::CourseOutline &course,
                                const ReportPeriod &period)
{
    StudentSummary summary;
    summary.name = log.name;
    summary.id = log.id;
    const QHash<QString, Position> positions = positionsOf(course, summary);
    const memory::CardScheduler scheduler(log.scheduler);

    QVector<review::ItemMemory> items(summary.questions.size());
    for (int i = 0; i < items.size(); ++i)
        items[i].itemId = summary.questions.at(i).questionId;

    QVector<store::ReviewRecord> reviews = log.reviews;
    std::stable_sort(reviews.begin(), reviews.end(),
                     [](const store::ReviewRecord &a, const store::ReviewRecord &b) {
                         return a.timeMs < b.timeMs;
                     });
    const qint64 end = period.endMs();
    QHash<QString, memory::MemoryState> retiredStates; // questions no longer in the course
    QHash<QString, int> lessonOf;
    for (int l = 0; l < summary.lessons.size(); ++l)
        lessonOf.insert(summary.lessons.at(l).lessonId, l);
    LessonSummary unplaced; // answers to retired questions of lessons no longer in the course
    for (const store::ReviewRecord &r : reviews) {
        if (r.timeMs >= end)
            break;
        const auto it = positions.constFind(r.itemId);
        const bool retired = it == positions.cend();
        memory::MemoryState &state = retired ? retiredStates[r.itemId] : items[it->question].state;
        summary.lastAnswerMs = r.timeMs;
        const int lapsesBefore = state.lapses;
        state = scheduler.review(state, r.rating, r.timeMs, memory::fuzzSeed(r.itemId, state.reps))
                    .state;
        if (!period.contains(r.timeMs))
            continue;
        const int lapses = state.lapses - lapsesBefore;
        // A question no longer in the course still counts where it was answered: in its
        // lesson ("lesson.qN") when the course still has that lesson, else in the totals.
        const QString lessonId = r.itemId.section(QLatin1Char('.'), 0, -2);
        const int lessonIndex = retired ? lessonOf.value(lessonId, -1) : it->lesson;
        LessonSummary &lesson = lessonIndex >= 0 ? summary.lessons[lessonIndex] : unplaced;
        if (!retired) {
            QuestionSummary &question = summary.questions[it->question];
            ++question.reviews;
            question.lapses += lapses;
        }
        ++lesson.reviews;
        lesson.lapses += lapses;
        lesson.lastActiveMs = std::max(lesson.lastActiveMs, r.timeMs);
        lesson.timeSpentMs += r.durationMs;
        ++summary.reviewsPerDay[QDateTime::fromMSecsSinceEpoch(r.timeMs, period.timeZone).date()];
    }

    const qint64 asOf = period.asOfMs();
    QSet<QString> due;
    for (const review::DueItem &entry : review::buildDueQueue(items, asOf, scheduler, 0))
        due.insert(entry.itemId);
    QVector<double> recallSums(summary.lessons.size(), 0.0);
    double recallSum = 0.0;
    for (int i = 0; i < items.size(); ++i) {
        QuestionSummary &question = summary.questions[i];
        LessonSummary &lesson = summary.lessons[question.lesson];
        question.seen = items.at(i).state.phase != memory::Phase::New;
        question.recall = question.seen ? scheduler.retrievabilityAt(items.at(i).state, asOf) : 0.0;
        lesson.learned += question.seen ? 1 : 0;
        lesson.dueNow += due.contains(question.questionId) ? 1 : 0;
        recallSums[question.lesson] += question.recall;
        recallSum += question.recall;
    }
    for (int l = 0; l < summary.lessons.size(); ++l) {
        LessonSummary &lesson = summary.lessons[l];
        lesson.averageRecall = lesson.questions > 0 ? recallSums.at(l) / lesson.questions : 0.0;
        addCounts(summary.total, lesson);
    }
    addCounts(summary.total, unplaced);
    summary.total.averageRecall =
        summary.total.questions > 0 ? recallSum / summary.total.questions : 0.0;
    return summary;
}

} // namespace astrolabe::report
