#include "study_events.h"

#include "review/due_queue.h"
#include "review/due_rule.h"
#include "review/review_service.h"
#include "study_context.h"

#include <QCoreApplication>
#include <QPointer>

#include <algorithm>

namespace astrolabe {

StudyEvents::StudyEvents(QObject *parent) : QObject(parent)
{
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &StudyEvents::notifyChanged);
}

StudyEvents *StudyEvents::instance()
{
    static QPointer<StudyEvents> events;
    if (!events)
        events = new StudyEvents(QCoreApplication::instance());
    return events;
}

qint64 StudyEvents::nextCheckFor(const review::ReviewService &service)
{
    const qint64 now = service.now();
    qint64 next = std::min(now + kMaxWaitMs,
                           review::endOfDayMs(now, service.settings().scheduler.dayOffsetMinutes));
    const qint64 due = review::nextDueAfter(service.itemMemories(), now);
    if (due > 0)
        next = std::min(next, due);
    return next;
}

void StudyEvents::notifyChanged()
{
    emit changed();
    const StudyContext *study = StudyContext::current();
    if (!study || !QCoreApplication::instance()) {
        m_timer.stop();
        m_nextCheckMs = 0;
        return;
    }
    m_nextCheckMs = nextCheckFor(study->service());
    // The study's clock may be a test's; the wait is the same length on the machine's.
    const qint64 wait = std::clamp<qint64>(m_nextCheckMs - study->service().now(), 0, kMaxWaitMs);
    m_timer.start(int(wait));
}

} // namespace astrolabe
