#include "review/due_rule.h"

#include "memory/day_boundary.h"

namespace astrolabe::review {

namespace {
constexpr qint64 kMsPerDay = 86400000;
constexpr qint64 kMsPerMinute = 60000;
} // namespace

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
