#include "stats/stability_spread.h"

#include <limits>

namespace astrolabe::stats {

QVector<StabilityBucket> stabilitySpread(const QHash<QString, memory::MemoryState> &states)
{
    static const double kEdges[] = {0.0, 1.0, 3.0, 7.0, 14.0, 30.0, 90.0};
    constexpr int kBuckets = int(sizeof(kEdges) / sizeof(kEdges[0]));
    QVector<StabilityBucket> out(kBuckets);
    for (int i = 0; i < kBuckets; ++i) {
        out[i].fromDays = kEdges[i];
        out[i].toDays = i + 1 < kBuckets ? kEdges[i + 1] : std::numeric_limits<double>::infinity();
    }
    for (const memory::MemoryState &state : states) {
        if (state.phase == memory::Phase::New)
            continue;
        int bucket = kBuckets - 1;
        while (bucket > 0 && state.stability < kEdges[bucket])
            --bucket;
        ++out[bucket].items;
    }
    return out;
}

} // namespace astrolabe::stats
