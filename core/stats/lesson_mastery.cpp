#include "stats/lesson_mastery.h"

namespace astrolabe::stats {

QVector<LessonMastery> lessonMastery(const QVector<LessonItems> &lessons,
                                     const QHash<QString, review::ItemStatus> &statuses)
{
    QVector<LessonMastery> out;
    out.reserve(lessons.size());
    for (const LessonItems &lesson : lessons) {
        LessonMastery row;
        row.lessonId = lesson.lessonId;
        row.questions = int(lesson.itemIds.size());
        double recallSum = 0.0;
        for (const QString &item : lesson.itemIds) {
            const auto found = statuses.constFind(item);
            if (found == statuses.constEnd() || !found->learned())
                continue;
            ++row.learned;
            recallSum += found->recall;
        }
        row.averageRecall = row.questions > 0 ? recallSum / row.questions : 0.0;
        out << row;
    }
    return out;
}

} // namespace astrolabe::stats
