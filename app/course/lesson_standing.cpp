#include "lesson_standing.h"

#include "review/due_queue.h"
#include "review/review_service.h"
#include "study_context.h"

#include <QDateTime>
#include <QHash>
#include <QSet>
#include <QTimeZone>

namespace astrolabe {

QVector<LessonStanding> lessonStandings(StudyContext *context)
{
    QVector<LessonStanding> standings;
    if (!context)
        return standings;
    const review::ReviewService &service = context->service();
    QHash<QString, memory::MemoryState> learned;
    for (const review::ItemMemory &item : service.itemMemories())
        if (item.state.phase != memory::Phase::New)
            learned.insert(item.itemId, item.state);
    QSet<QString> due;
    for (const review::DueItem &entry : service.dueQueue())
        if (!entry.isNew)
            due.insert(entry.itemId);

    const content::ContentPack &pack = context->pack();
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
                const auto state = learned.constFind(id);
                if (state == learned.constEnd()) {
                    standing.unlearnedIds << id;
                    continue;
                }
                ++standing.learnedCount;
                standing.dueCount += due.contains(id) ? 1 : 0;
                const qint64 dueMs = state->dueMs; // the one due rule (review/due_rule.h)
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
