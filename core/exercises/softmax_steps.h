#pragma once

#include "attention/vector.h"
#include "exercises/step.h"

#include <vector>

namespace astrolabe::exercises {

// The worked steps of softmax by hand, with the numbers rounded as a learner would write them:
// "e^3 = 20.09" for every score, "sum = 20.09 + 2.72 + 1.00 = 23.80", then
// "20.09 / 23.80 = 0.844" for every weight (each weight computed exactly, shown to 3 decimals).
void appendSoftmaxSteps(std::vector<Step> &steps, const attention::Vector &scores);

// Hints for softmax by hand, as a learner would look them up: "e^1.5 ≈ 4.48" for each distinct
// exponent, largest first (values to 2 decimals).
void appendExponentHints(std::vector<Step> &hints, const attention::Vector &exponents);

// "√2 ≈ 1.414" (or "√16 = 4" for a perfect square).
void appendSquareRootHint(std::vector<Step> &hints, int value);

} // namespace astrolabe::exercises
