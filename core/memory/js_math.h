#pragma once

#include <algorithm>
#include <cmath>

// Rounding exactly as JavaScript does it, because ts-fsrs rounds its intermediate results and
// matching it to the last digit needs the same rounding (C++'s std::round differs on halves).
namespace astrolabe::memory::js {

// Math.round: the nearest integer, halves toward +infinity.
inline double round(double x)
{
    const double down = std::floor(x);
    return (x - down >= 0.5) ? down + 1.0 : down;
}

// ts-fsrs's roundTo(x, 8): Math.round(x * 1e8) / 1e8.
inline double round8(double x)
{
    return round(x * 1e8) / 1e8;
}

// ts-fsrs's clamp: min(max(value, lo), hi), in that order.
inline double clamp(double value, double lo, double hi)
{
    return std::min(std::max(value, lo), hi);
}

} // namespace astrolabe::memory::js
