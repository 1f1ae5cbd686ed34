#include "attention/hull.h"

#include <algorithm>
#include <cassert>

namespace astrolabe::attention {

CoordinateBounds coordinateBounds(const std::vector<Vector> &values)
{
    assert(!values.empty());
    CoordinateBounds bounds{values.front(), values.front()};
    for (const Vector &v : values) {
        assert(v.size() == bounds.lower.size());
        for (std::size_t c = 0; c < v.size(); ++c) {
            bounds.lower[c] = std::min(bounds.lower[c], v[c]);
            bounds.upper[c] = std::max(bounds.upper[c], v[c]);
        }
    }
    return bounds;
}

Vector convexCombination(const Vector &weights, const std::vector<Vector> &values)
{
    assert(!values.empty() && weights.size() == values.size());
    Vector result(values.front().size(), 0.0);
    for (std::size_t i = 0; i < values.size(); ++i) {
        assert(values[i].size() == result.size());
        for (std::size_t c = 0; c < result.size(); ++c)
            result[c] += weights[i] * values[i][c];
    }
    return result;
}

int coordinateOutsideBounds(const Vector &point, const CoordinateBounds &bounds)
{
    assert(point.size() == bounds.lower.size());
    for (std::size_t c = 0; c < point.size(); ++c)
        if (point[c] < bounds.lower[c] || point[c] > bounds.upper[c])
            return static_cast<int>(c);
    return -1;
}

} // namespace astrolabe::attention
