#pragma once

#include "time/time_units.h"

#include <QtGlobal>

namespace astrolabe::memory {

// The hour of the local day at which "today" becomes "tomorrow" unless told otherwise.
constexpr int kDefaultRolloverHour = 4;

// The day number (days since 1970-01-01 at the boundary) of a Unix time in ms, after shifting it
// by dayOffsetMinutes. Floors toward minus infinity, so times before 1970 work too. Pure; inline,
// as every review of a replay counts its days twice.
inline qint64 dayNumber(qint64 ms, int dayOffsetMinutes)
{
    const qint64 shifted = ms + qint64(dayOffsetMinutes) * kMsPerMinute;
    qint64 day = shifted / kMsPerDay;
    if (shifted % kMsPerDay < 0)
        --day; // floor, not truncation, before 1970
    return day;
}

// The dayOffsetMinutes for a clock utcOffsetMinutes east of UTC whose days roll over at
// rolloverHour local time: utcOffsetMinutes - 60 * rolloverHour.
int dayOffsetMinutesFor(int utcOffsetMinutes, int rolloverHour = kDefaultRolloverHour);

} // namespace astrolabe::memory
