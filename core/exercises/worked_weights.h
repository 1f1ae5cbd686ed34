#pragma once

#include "attention/vector.h"
#include "exercises/exercise.h"

#include <vector>

namespace astrolabe::exercises {

// The softmax weights a learner computes (or is given) on the way to an exercise's answer: the
// weights of the scores, of the scaled scores, of the head asked about, of the visible keys of
// a mask, before and after a reordering. Empty for kinds that involve no weights (positions,
// counts, projections, costs, the positional encoding).
std::vector<attention::Vector> workedWeights(const Exercise &exercise);

// True when a learner could not work the exercise sensibly to two decimals: one of its worked
// weights is above 0.95 (softmax saturated) or rounds to 0.00 (hidden positions of a mask are
// not among the worked weights, so their exact zeros do not count). The kinds from `project` on
// never generate one; older kinds keep their seeds (a stored seed regenerates the same
// exercise forever), so whoever draws exercises for learners skips these seeds.
bool isDegenerate(const Exercise &exercise);

} // namespace astrolabe::exercises
