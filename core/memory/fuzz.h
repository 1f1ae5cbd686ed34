#pragma once

#include <QtGlobal>

namespace astrolabe::memory {

// The interval fuzz of FSRS: a long interval is spread over a range around it so that cards
// learned together do not all come back on the same day. The range grows by 15% of the part of
// the interval between 2.5 and 7 days, 10% between 7 and 20, and 5% beyond 20 (ts-fsrs's
// FUZZ_RANGES); it never goes below 2 days, above the maximum interval, or (when the interval
// exceeds the days elapsed) back to the elapsed days.
struct FuzzRange
{
    int minDays;
    int maxDays;
};

FuzzRange fuzzRange(double intervalDays, int elapsedDays, int maximumIntervalDays);

// The fuzzed interval: unchanged below 2.5 days, else a day in fuzzRange() drawn uniformly
// from a generator seeded with seed (SplitMix64), so the same seed gives the same day.
int fuzzedInterval(int intervalDays, int elapsedDays, int maximumIntervalDays, quint64 seed);

// The generator's first draw in [0, 1) for a seed (SplitMix64, 53 bits).
double fuzzFactor(quint64 seed);

} // namespace astrolabe::memory
