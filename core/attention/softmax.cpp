#include "attention/softmax.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>

namespace astrolabe::attention {

Vector softmax(const Vector &scores, double temperature)
{
    assert(temperature > 0.0 && std::isfinite(temperature));
    constexpr double infinity = std::numeric_limits<double>::infinity();
    Vector weights(scores.size(), 0.0);
    if (scores.empty())
        return weights;
    const double top = *std::max_element(scores.begin(), scores.end());
    if (top == -infinity)
        return weights;
    if (top == infinity) {
        const auto count = std::count(scores.begin(), scores.end(), infinity);
        for (std::size_t i = 0; i < scores.size(); ++i)
            weights[i] = scores[i] == infinity ? 1.0 / static_cast<double>(count) : 0.0;
        return weights;
    }
    // Every exponent is <= 0 and the top one is exactly 0, so the total is at least 1.
    double total = 0.0;
    for (std::size_t i = 0; i < scores.size(); ++i) {
        weights[i] = std::exp((scores[i] - top) / temperature);
        total += weights[i];
    }
    for (double &w : weights)
        w /= total;
    return weights;
}

} // namespace astrolabe::attention
