#include "review/due_forecast.h"

#include "memory/day_boundary.h"

#include <algorithm>

namespace astrolabe::review {

QVector<int> dueForecast(const QVector<ItemMemory> &items, qint64 nowMs,
                         const memory::CardScheduler &scheduler, int days)
{
    QVector<int> counts(std::max(0, days), 0);
    const int offset = scheduler.config().dayOffsetMinutes;
    const qint64 today = memory::dayNumber(nowMs, offset);
    for (const ItemMemory &item : items) {
        if (item.state.phase == memory::Phase::New)
            continue;
        const qint64 day =
            std::max<qint64>(0, memory::dayNumber(item.state.dueMs, offset) - today);
        if (day < counts.size())
            ++counts[int(day)];
    }
    return counts;
}

} // namespace astrolabe::review
