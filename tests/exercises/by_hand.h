#pragma once

// The arithmetic of attention written out again, independently of the core, for the exercise
// tests to check the generators' answers against.

#include <cmath>
#include <cstddef>
#include <vector>

namespace astrolabe::test::byHand {

using Vector = std::vector<double>;

// Softmax of scores / divisor.
inline Vector softmax(const Vector &scores, double divisor = 1.0)
{
    Vector exps;
    double total = 0.0;
    for (double s : scores) {
        exps.push_back(std::exp(s / divisor));
        total += exps.back();
    }
    for (double &x : exps)
        x /= total;
    return exps;
}

inline double dot(const Vector &a, const Vector &b)
{
    double sum = 0.0;
    for (std::size_t i = 0; i < a.size(); ++i)
        sum += a[i] * b[i];
    return sum;
}

inline Vector add(const Vector &a, const Vector &b)
{
    Vector sum = a;
    for (std::size_t i = 0; i < sum.size(); ++i)
        sum[i] += b[i];
    return sum;
}

} // namespace astrolabe::test::byHand
