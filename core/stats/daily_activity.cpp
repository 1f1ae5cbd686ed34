#include "stats/daily_activity.h"

#include "memory/day_boundary.h"

namespace astrolabe::stats {

QVector<DayActivity> dailyActivity(const QVector<store::ReviewRecord> &log, qint64 nowMs,
                                   int dayOffsetMinutes, int days)
{
    QVector<DayActivity> out(qMax(0, days));
    const qint64 today = memory::dayNumber(nowMs, dayOffsetMinutes);
    const qint64 first = today - days + 1;
    for (int i = 0; i < out.size(); ++i)
        out[i].dayNumber = first + i;
    for (const store::ReviewRecord &record : log) {
        const qint64 day = memory::dayNumber(record.timeMs, dayOffsetMinutes);
        if (day < first || day > today)
            continue;
        DayActivity &entry = out[int(day - first)];
        ++entry.reviews;
        entry.correct += record.correct ? 1 : 0;
        entry.durationMs += qMax<qint64>(0, record.durationMs);
    }
    return out;
}

} // namespace astrolabe::stats
