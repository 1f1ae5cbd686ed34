#pragma once

#include "attention/vector.h"

#include <vector>

namespace astrolabe::attention {

// Attention sinks (Xiao et al., ICLR 2024): trained language models often give a large share of
// one query's weight to the first tokens, whatever those tokens say. Softmax weights are
// positive and sum to one, so a query that finds nothing relevant must still put its weight
// somewhere; a key every query can see (the first, under a causal mask) can take it.
//
// What one query's weights become when some keys leave a KV cache: the scores of the kept keys
// do not change, but the evicted keys' terms leave the denominator Σ e^(s), so every kept
// weight is divided by what the kept keys had together, 1 − (the evicted keys' share).
struct Eviction
{
    Vector before;        // softmax over every score
    Vector after;         // the same positions: exactly 0 where evicted, renormalised elsewhere
    double evictedShare;  // the weight the evicted keys had together before, Σ before[evicted]
    double growth;        // after[j] / before[j] for every kept j: 1 / (1 − evictedShare)
};

// The weights of `scores` before and after the keys at the 0-based positions `evicted` leave
// the cache. At least one key must stay; every position must exist; no score may be NaN or
// infinite. Evicting nothing gives after == before and growth 1.
Eviction evictKeys(const Vector &scores, const std::vector<int> &evicted);

// The share Σ softmax(scores)[0 .. sinks − 1] of the first `sinks` keys (0 < sinks ≤ size).
double sinkShare(const Vector &scores, int sinks = 1);

} // namespace astrolabe::attention
