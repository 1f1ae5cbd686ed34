#include "attention/sink.h"

#include "attention/softmax.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>

namespace astrolabe::attention {

Eviction evictKeys(const Vector &scores, const std::vector<int> &evicted)
{
    assert(!scores.empty());
    Eviction result;
    result.before = softmax(scores);

    // Out of the cache is out of the softmax: a score of −∞ gives exactly 0, as a mask does.
    Vector kept = scores;
    for (int j : evicted) {
        assert(j >= 0 && std::size_t(j) < scores.size());
        kept[std::size_t(j)] = -std::numeric_limits<double>::infinity();
    }
    assert(std::any_of(kept.begin(), kept.end(), [](double s) { return !std::isinf(s); }));
    result.after = softmax(kept);

    // The growth as a ratio of sums, Σ e^(s − m) over every key to Σ e^(s − m) over the kept
    // ones (m the largest score): exact even when the evicted share rounds to 1.
    const double largest = *std::max_element(scores.begin(), scores.end());
    double all = 0.0;
    double left = 0.0;
    result.evictedShare = 0.0;
    for (std::size_t j = 0; j < scores.size(); ++j) {
        const double term = std::exp(scores[j] - largest);
        all += term;
        if (std::isinf(kept[j]))
            result.evictedShare += result.before[j];
        else
            left += term;
    }
    result.growth = all / left;
    return result;
}

double sinkShare(const Vector &scores, int sinks)
{
    assert(sinks > 0 && std::size_t(sinks) <= scores.size());
    const Vector weights = softmax(scores);
    double share = 0.0;
    for (int j = 0; j < sinks; ++j)
        share += weights[std::size_t(j)];
    return share;
}

} // namespace astrolabe::attention
