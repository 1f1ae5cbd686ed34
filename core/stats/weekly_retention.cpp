#include "stats/weekly_retention.h"

#include "memory/day_boundary.h"

namespace astrolabe::stats {

QVector<WeekRetention> weeklyRetention(const QVector<store::ReviewRecord> &log, qint64 nowMs,
                                       int dayOffsetMinutes, int weeks)
{
    QVector<WeekRetention> out(qMax(0, weeks));
    const qint64 today = memory::dayNumber(nowMs, dayOffsetMinutes);
    const qint64 first = today - 7LL * weeks + 1;
    for (int i = 0; i < out.size(); ++i)
        out[i].firstDayNumber = first + 7LL * i;
    for (const store::ReviewRecord &record : log) {
        if (record.elapsedDays < 1)
            continue; // a first answer or a same-day step: not a test of memory over time
        const qint64 day = memory::dayNumber(record.timeMs, dayOffsetMinutes);
        if (day < first || day > today)
            continue;
        WeekRetention &week = out[int((day - first) / 7)];
        ++week.reviews;
        week.recalled += record.rating != memory::Rating::Again ? 1 : 0;
    }
    return out;
}

} // namespace astrolabe::stats
