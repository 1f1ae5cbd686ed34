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

} // namespace astrolabe::exercises
