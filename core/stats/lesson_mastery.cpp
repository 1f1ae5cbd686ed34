#include "stats/lesson_mastery.h"

namespace astrolabe::stats {

QVector<LessonMastery> lessonMastery(const QVector<LessonItems> &lessons,
                                     const QHash<QString, memory::MemoryState> &states,
                                     qint64 nowMs, const memory::CardScheduler &scheduler)
{
    QVector<LessonMastery> out;
    out.reserve(lessons.size());
    for (const LessonItems &lesson : lessons) {
        LessonMastery row;
        row.lessonId = lesson.lessonId;
        row.questions = int(lesson.itemIds.size());
        double recallSum = 0.0;
        for (const QString &item : lesson.itemIds) {
            const auto found = states.constFind(item);
            if (found == states.constEnd() || found->phase == memory::Phase::New)
                continue;
            ++row.learned;
            recallSum += scheduler.retrievabilityAt(*found, nowMs);
        }
        row.averageRecall = row.questions > 0 ? recallSum / row.questions : 0.0;
        out << row;
    }
    return out;
}

} // namespace astrolabe::stats
