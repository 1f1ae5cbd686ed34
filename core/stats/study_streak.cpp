#include "stats/study_streak.h"

#include "memory/day_boundary.h"

#include <QSet>

namespace astrolabe::stats {

int studyStreak(const QVector<qint64> &answerTimesMs, qint64 nowMs, int dayOffsetMinutes)
{
    QSet<qint64> days;
    for (const qint64 ms : answerTimesMs)
        days.insert(memory::dayNumber(ms, dayOffsetMinutes));
    qint64 day = memory::dayNumber(nowMs, dayOffsetMinutes);
    if (!days.contains(day))
        --day;
    int streak = 0;
    while (days.contains(day)) {
        ++streak;
        --day;
    }
    return streak;
}

} // namespace astrolabe::stats
