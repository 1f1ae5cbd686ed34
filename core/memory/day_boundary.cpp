#include "memory/day_boundary.h"

#include "time/time_units.h"

namespace astrolabe::memory {

qint64 dayNumber(qint64 ms, int dayOffsetMinutes)
{
    const qint64 shifted = ms + qint64(dayOffsetMinutes) * kMsPerMinute;
    qint64 day = shifted / kMsPerDay;
    if (shifted % kMsPerDay < 0)
        --day; // floor, not truncation, before 1970
    return day;
}

int dayOffsetMinutesFor(int utcOffsetMinutes, int rolloverHour)
{
    return utcOffsetMinutes - 60 * rolloverHour;
}

} // namespace astrolabe::memory
