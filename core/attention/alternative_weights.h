#pragma once

#include "attention/vector.h"

#include <cstddef>
#include <vector>

namespace astrolabe::attention {

// Other weights, the same output (the question Jain & Wallace 2019 and Wiegreffe & Pinter 2019
// argue about). A head's output Σᵢ wᵢ vᵢ sees its weights only through that sum, so moving an
// amount a of weight from position f to position t changes the output by a (v_t − v_f): nothing
// at all when the two values are equal, whatever the weights say about which position "matters".

// The weights with `amount` taken from position `from` and given to position `to` (0-based,
// different, both inside `weights`). The weights still add up to what they added up to.
Vector moveWeight(const Vector &weights, std::size_t from, std::size_t to, double amount);

// What that move does to the output: amount (v_to − v_from), a vector of the values' width.
Vector outputChangeOfMove(const std::vector<Vector> &values, std::size_t from, std::size_t to,
                          double amount);

// The positions other than `position` (0-based, in increasing order) whose value equals
// values[position] entry by entry: where weight from `position` can go without changing the
// output.
std::vector<std::size_t> positionsWithSameValue(const std::vector<Vector> &values,
                                                std::size_t position);

// The total variation distance between two weight vectors of the same length, half the sum of
// |aᵢ − bᵢ|: 0 for equal weights, 1 for weights on disjoint positions (when both add up to 1).
double totalVariation(const Vector &a, const Vector &b);

} // namespace astrolabe::attention
