#pragma once

#include "memory/memory_state.h"

#include <QHash>
#include <QString>
#include <QVector>

namespace astrolabe::stats {

// How many answered questions have a stability (days until recall falls to 90%) in each span:
// under 1 day, 1-3, 3-7, 7-14, 14-30, 30-90, 90 days and more.
struct StabilityBucket
{
    double fromDays = 0.0;
    double toDays = 0.0; // infinity for the last
    int items = 0;
};

QVector<StabilityBucket> stabilitySpread(const QHash<QString, memory::MemoryState> &states);

} // namespace astrolabe::stats
