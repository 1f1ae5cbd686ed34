#include "memory/day_boundary.h"

#include "time/time_units.h"

namespace astrolabe::memory {

int dayOffsetMinutesFor(int utcOffsetMinutes, int rolloverHour)
{
    return utcOffsetMinutes - 60 * rolloverHour;
}

} // namespace astrolabe::memory
