#pragma once

#include "memory/memory_state.h"
#include "memory/rating.h"
#include "memory/scheduler_config.h"

#include <QtGlobal>

namespace astrolabe::memory {

// What one review did: the state after it, and the recall probability just before it.
struct ReviewResult
{
    MemoryState state;
    double retrievabilityBefore; // NaN on a first review (a New card has no memory yet)
};

// Applies one rating at nowMs (Unix ms) to a card's state, as FSRS-6 / ts-fsrs 5.4 do.
// Pure: the clock and the fuzz seed are arguments (see fuzz_seed.h for the seed).
ReviewResult review(const MemoryState &before, Rating rating, qint64 nowMs,
                    const SchedulerConfig &config, quint64 fuzzSeed);

// Recall probability at any moment, continuous in time (for the sky's smooth dimming);
// 0 for a New card. Unlike the scheduler, which counts whole days, this uses the exact
// elapsed time since the last review.
double retrievabilityAt(const MemoryState &state, qint64 nowMs, const SchedulerConfig &config);

} // namespace astrolabe::memory
