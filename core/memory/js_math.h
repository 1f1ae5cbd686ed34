#pragma once

#include <algorithm>
#include <cmath>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// Rounding exactly as JavaScript does it, because ts-fsrs rounds its intermediate results and
// matching it to the last digit needs the same rounding (C++'s std::round differs on halves).
namespace astrolabe::memory::js {

#if defined(__x86_64__) && !defined(__SSE4_1__)
// Whether the processor has SSE4.1's ROUNDSD, a floor in one instruction. The packages are built
// for every x86-64 processor, where std::floor is a conversion to an integer and back; the
// replay's every step waits on several roundings, and ROUNDSD took a sixth off `memory replay`'s
// CPU. Asked once, at start; a branch that always goes the same way costs nothing.
inline const bool kHasRoundsd = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("sse4.1") != 0;
}();
#endif

// floor(x), by ROUNDSD where the processor has it (built for processors that all have it,
// std::floor is that instruction already).
inline double floor(double x)
{
#if defined(__x86_64__) && !defined(__SSE4_1__)
    if (kHasRoundsd) {
        double down;
        asm("roundsd $9, %1, %0" : "=x"(down) : "x"(x)); // 9: toward -infinity, no inexact flag
        return down;
    }
#endif
    return std::floor(x);
}

// Math.round: the nearest integer, halves toward +infinity.
inline double round(double x)
{
    const double down = js::floor(x);
#if defined(__SSE2__)
    // The same choice made with a mask instead of a branch: which way it goes is as random as
    // the data, and a mispredicted branch cost the replay more than the rest of the rounding.
    const __m128d half = _mm_cmpge_sd(_mm_set_sd(x - down), _mm_set_sd(0.5));
    const __m128d up = _mm_set_sd(down + 1.0);
    return _mm_cvtsd_f64(_mm_or_pd(_mm_and_pd(half, up), _mm_andnot_pd(half, _mm_set_sd(down))));
#else
    return (x - down >= 0.5) ? down + 1.0 : down;
#endif
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
