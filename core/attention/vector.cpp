#include "attention/vector.h"

#include <cassert>
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

} // namespace astrolabe::attention
