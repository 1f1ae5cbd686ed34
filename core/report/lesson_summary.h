#pragma once

#include <QString>
#include <QtGlobal>

#include <algorithm>

namespace astrolabe::report {

// One lesson's figures for one student (or, in a class summary, summed over the class).
struct LessonSummary
{
    QString lessonId;
    QString titleEn;
    QString titleFa;
    int questions = 0;         // the lesson's questions (times students, for a class)
    int learned = 0;           // answered at least once before the end of the period
    double averageRecall = 0;  // predicted recall at the period's end, unseen questions as 0
    int reviews = 0;           // answers within the period
    int lapses = 0;            // of them, learned questions forgotten (Again on a review card)
    qint64 lastActiveMs = 0;   // the newest answer within the period; 0: none
    int dueNow = 0;            // answered questions due at the period's end
    qint64 timeSpentMs = 0;    // answering time within the period

    QString title(bool persian) const { return persian && !titleFa.isEmpty() ? titleFa : titleEn; }
};

// Adds part's counts, time and activity to sum (not the recall, which is averaged by callers).
inline void addCounts(LessonSummary &sum, const LessonSummary &part)
{
    sum.questions += part.questions;
    sum.learned += part.learned;
    sum.reviews += part.reviews;
    sum.lapses += part.lapses;
    sum.lastActiveMs = std::max(sum.lastActiveMs, part.lastActiveMs);
    sum.dueNow += part.dueNow;
    sum.timeSpentMs += part.timeSpentMs;
}

} // namespace astrolabe::report
