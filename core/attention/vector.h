#pragma once

#include <vector>

namespace astrolabe::attention {

// A dense vector of doubles: a query, a key, a value, a row of scores.
using Vector = std::vector<double>;

// The dot product of two vectors of the same length.
double dot(const Vector &a, const Vector &b);

// The element-wise sum of two vectors of the same length.
Vector add(const Vector &a, const Vector &b);

// The largest |a[i] - b[i]| of two vectors of the same length (0 for empty ones).
double maxAbsDifference(const Vector &a, const Vector &b);

} // namespace astrolabe::attention
