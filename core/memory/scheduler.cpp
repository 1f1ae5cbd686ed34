#include "memory/scheduler.h"

#include "memory/card_scheduler.h"

namespace astrolabe::memory {

ReviewResult review(const MemoryState &before, Rating rating, qint64 nowMs,
                    const SchedulerConfig &config, quint64 fuzzSeed)
{
    return CardScheduler(config).review(before, rating, nowMs, fuzzSeed);
}

double retrievabilityAt(const MemoryState &state, qint64 nowMs, const SchedulerConfig &config)
{
    return CardScheduler(config).retrievabilityAt(state, nowMs);
}

} // namespace astrolabe::memory
