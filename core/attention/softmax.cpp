#include "attention/softmax.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>

namespace astrolabe::attention {

Vector softmax(const Vector &scores, double temperature)
{
    assert(temperature > 0.0);
    Vector weights(scores.size(), 0.0);
    if (scores.empty())
        return weights;
    const double top = *std::max_element(scores.begin(), scores.end());
    if (top == -std::numeric_limits<double>::infinity())
        return weights;
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
