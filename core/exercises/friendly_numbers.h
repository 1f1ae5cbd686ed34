#pragma once

#include "attention/vector.h"
#include "exercises/seeded_random.h"

#include <vector>

namespace astrolabe::exercises {

// Scores a learner can exponentiate by hand: either all small integers in [-1, 4] or all with
// one decimal in [-1.0, 3.0], with a single largest score (no tie at the top).
attention::Vector friendlyScores(SeededRandom &random, int count);

// Multiples of 0.5 in [-1, 3] with a single largest score.
attention::Vector halfStepScores(SeededRandom &random, int count);

// A vector of small whole numbers in [low, high].
attention::Vector smallIntegers(SeededRandom &random, int length, int low, int high);

// The index of the single largest entry, or -1 when the largest value is shared.
int uniqueArgMax(const attention::Vector &values);

// Weights in tenths that add up to exactly 1, each at least 0.1 (count <= 10).
attention::Vector tenthsSummingToOne(SeededRandom &random, int count);

// Rows of small whole numbers in [low, high]: a matrix, or a list of keys or values.
std::vector<attention::Vector> smallIntegerRows(SeededRandom &random, int rows, int length,
                                                int low, int high);

// Weights a learner can tell apart at two decimals: none above 0.95 (not saturated) and none
// below 0.005 (none rounds to 0.00). Exercises redraw their numbers until this holds.
bool isBalanced(const attention::Vector &weights);

// Scores whose e^x a learner can still handle: every |x| <= 3 (e^3 ≈ 20).
bool withinHandReach(const attention::Vector &scores);

// The output a learner gets by blending the values with the weights rounded to two decimals.
attention::Vector blendOfRoundedWeights(const attention::Vector &weights,
                                        const std::vector<attention::Vector> &values);

} // namespace astrolabe::exercises
