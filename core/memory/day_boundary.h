#pragma once

#include <QtGlobal>

namespace astrolabe::memory {

// The hour of the local day at which "today" becomes "tomorrow" unless told otherwise.
constexpr int kDefaultRolloverHour = 4;

// The day number (days since 1970-01-01 at the boundary) of a Unix time in ms, after shifting it
// by dayOffsetMinutes. Floors toward minus infinity, so times before 1970 work too. Pure.
qint64 dayNumber(qint64 ms, int dayOffsetMinutes);

// The dayOffsetMinutes for a clock utcOffsetMinutes east of UTC whose days roll over at
// rolloverHour local time: utcOffsetMinutes - 60 * rolloverHour.
int dayOffsetMinutesFor(int utcOffsetMinutes, int rolloverHour = kDefaultRolloverHour);

} // namespace astrolabe::memory
