#include "attention/vector.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstddef>

namespace astrolabe::attention {

double dot(const Vector &a, const Vector &b)
{
    assert(a.size() == b.size());
    double sum = 0.0;
    for (std::size_t i = 0; i < a.size(); ++i)
        sum += a[i] * b[i];
    return sum;
}

Vector add(const Vector &a, const Vector &b)
{
    assert(a.size() == b.size());
    Vector sum = a;
    for (std::size_t i = 0; i < sum.size(); ++i)
        sum[i] += b[i];
    return sum;
}

double maxAbsDifference(const Vector &a, const Vector &b)
{
    assert(a.size() == b.size());
    double most = 0.0;
    for (std::size_t i = 0; i < a.size(); ++i)
        most = std::max(most, std::abs(a[i] - b[i]));
    return most;
}

} // namespace astrolabe::attention
