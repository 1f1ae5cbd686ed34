#include "attention/alternative_weights.h"

#include <cassert>
#include <cmath>

namespace astrolabe::attention {

Vector moveWeight(const Vector &weights, std::size_t from, std::size_t to, double amount)
{
    assert(from < weights.size() && to < weights.size() && from != to);
    Vector moved = weights;
    moved[from] -= amount;
    moved[to] += amount;
    return moved;
}

Vector outputChangeOfMove(const std::vector<Vector> &values, std::size_t from, std::size_t to,
                          double amount)
{
    assert(from < values.size() && to < values.size());
    const Vector &source = values[from];
    const Vector &target = values[to];
    assert(source.size() == target.size());
    Vector change;
    change.reserve(source.size());
    for (std::size_t c = 0; c < source.size(); ++c)
        change.push_back(amount * (target[c] - source[c]));
    return change;
}

std::vector<std::size_t> positionsWithSameValue(const std::vector<Vector> &values,
                                                std::size_t position)
{
    assert(position < values.size());
    std::vector<std::size_t> same;
    for (std::size_t j = 0; j < values.size(); ++j)
        if (j != position && values[j] == values[position])
            same.push_back(j);
    return same;
}

double totalVariation(const Vector &a, const Vector &b)
{
    assert(a.size() == b.size());
    double sum = 0.0;
    for (std::size_t i = 0; i < a.size(); ++i)
        sum += std::abs(a[i] - b[i]);
    return sum / 2.0;
}

} // namespace astrolabe::attention
