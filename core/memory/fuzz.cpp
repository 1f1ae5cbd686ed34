#include "memory/fuzz.h"

#include "memory/js_math.h"

#include <cmath>
#include <limits>

namespace astrolabe::memory {

namespace {

struct Band
{
    double start;
    double end;
    double factor;
};

constexpr Band kBands[] = {
    {2.5, 7.0, 0.15},
    {7.0, 20.0, 0.10},
    {20.0, std::numeric_limits<double>::infinity(), 0.05},
};

} // namespace

FuzzRange fuzzRange(double interval, int elapsedDays, int maximumIntervalDays)
{
    double delta = 1.0;
    for (const Band &band : kBands)
        delta += band.factor * std::max(std::min(interval, band.end) - band.start, 0.0);
    interval = std::min(interval, double(maximumIntervalDays));
    int minIvl = int(std::max(2.0, js::round(interval - delta)));
    const int maxIvl = int(std::min(js::round(interval + delta), double(maximumIntervalDays)));
    if (interval > elapsedDays)
        minIvl = std::max(minIvl, elapsedDays + 1);
    minIvl = std::min(minIvl, maxIvl);
    return {minIvl, maxIvl};
}

double fuzzFactor(quint64 seed)
{
    quint64 z = seed + 0x9E3779B97F4A7C15ULL; // SplitMix64
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    return double(z >> 11) * 0x1.0p-53;
}

int fuzzedInterval(int intervalDays, int elapsedDays, int maximumIntervalDays, quint64 seed)
{
    if (intervalDays < 2.5)
        return intervalDays;
    const FuzzRange range = fuzzRange(intervalDays, elapsedDays, maximumIntervalDays);
    return int(std::floor(fuzzFactor(seed) * (range.maxDays - range.minDays + 1) + range.minDays));
}

} // namespace astrolabe::memory
