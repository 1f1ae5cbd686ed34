#include "attention/alibi.h"

#include "attention/softmax.h"

#include <cassert>
#include <cmath>
#include <limits>

namespace astrolabe::attention {

double alibiSlope(int head, int heads)
{
    assert(heads >= 1 && head >= 1 && head <= heads);
    return std::exp2(-8.0 * head / heads);
}

Vector alibiSlopes(int heads)
{
    Vector slopes;
    for (int h = 1; h <= heads; ++h)
        slopes.push_back(alibiSlope(h, heads));
    return slopes;
}

double alibiBias(double slope, int query, int key)
{
    assert(key <= query);
    return -slope * (query - key);
}

Vector alibiScores(const Vector &scores, double slope)
{
    const int query = static_cast<int>(scores.size());
    Vector biased;
    for (int key = 1; key <= query; ++key)
        biased.push_back(scores[std::size_t(key - 1)] + alibiBias(slope, query, key));
    return biased;
}

Vector alibiWeights(const Vector &scores, double slope)
{
    return softmax(alibiScores(scores, slope));
}

Matrix alibiBiasMatrix(std::size_t length, double slope)
{
    Matrix bias(length, length);
    for (std::size_t i = 0; i < length; ++i)
        for (std::size_t j = 0; j < length; ++j)
            bias(i, j) = j <= i ? alibiBias(slope, int(i) + 1, int(j) + 1)
                                : -std::numeric_limits<double>::infinity();
    return bias;
}

} // namespace astrolabe::attention
