#include "lesson_standing.h"

#include "review/review_service.h"
#include "study.h"

#include <QDateTime>
#include <QHash>
#include <QTimeZone>

namespace astrolabe {

QVector<LessonStanding> lessonStandings(const Study *context)
{
    QVector<LessonStanding> standings;
    if (!context)
        return standings;
    const review::ReviewService &service = *context->service();
    const QHash<QString, review::ItemStatus> statuses = service.statusesAt(service.now());

    const content::ContentPack &pack = *context->pack();
    for (const content::Chapter &chapter : pack.chapters()) {
        for (const QString &lessonId : chapter.lessonIds) {
            const content::Lesson *lesson = pack.lesson(lessonId);
            if (!lesson)
                continue;
            LessonStanding standing;
            standing.lessonId = lessonId;
            standing.position = static_cast<int>(standings.size()) + 1;
            const QStringList ids = lesson->questionIds();
            standing.questionCount = static_cast<int>(ids.size());
            for (const QString &id : ids) {
                const review::ItemStatus status = statuses.value(id);
                if (!status.learned()) {
                    standing.unlearnedIds << id;
                    continue;
                }
                ++standing.learnedCount;
                standing.dueCount += status.due ? 1 : 0;
                const qint64 dueMs = status.nextReviewMs;
                if (dueMs > 0 && (standing.nextDueMs == 0 || dueMs < standing.nextDueMs))
                    standing.nextDueMs = dueMs;
            }
            standings << standing;
        }
    }
    return standings;
}

bool sameLocalDay(qint64 aMs, qint64 bMs)
{
    const QTimeZone zone = QTimeZone::systemTimeZone();
    return QDateTime::fromMSecsSinceEpoch(aMs, zone).date()
        == QDateTime::fromMSecsSinceEpoch(bMs, zone).date();
}

} // namespace astrolabe
