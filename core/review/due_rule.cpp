#include "review/due_rule.h"

#include "memory/day_boundary.h"
#include "time/time_units.h"

namespace astrolabe::review {

bool isDue(const memory::MemoryState &state, qint64 nowMs)
{
    return state.phase != memory::Phase::New && state.dueMs <= nowMs;
}

qint64 endOfDayMs(qint64 nowMs, int dayOffsetMinutes)
{
    return (memory::dayNumber(nowMs, dayOffsetMinutes) + 1) * kMsPerDay
        - qint64(dayOffsetMinutes) * kMsPerMinute;
}

bool isDueToday(const memory::MemoryState &state, qint64 nowMs, int dayOffsetMinutes)
{
    return isDue(state, endOfDayMs(nowMs, dayOffsetMinutes) - 1);
}

} // namespace astrolabe::review
