#pragma once

#include "attention/vector.h"
#include "exercises/exercise.h"
#include "exercises/step.h"

#include <vector>

namespace astrolabe::exercises {

// The worked steps of softmax by hand, with the numbers rounded as a learner would write them:
// "e^3 = 20.09" for every score, "sum = 20.09 + 2.72 + 1.00 = 23.80", then
// "20.09 / 23.80 = 0.844" for every weight (each weight computed exactly, shown to 3 decimals).
void appendSoftmaxSteps(std::vector<Step> &steps, const attention::Vector &scores);

// The hint fact {exponentials}: "e^3 = 20.09" for each different score, in order of first
// appearance (e^0 = 1.00 only when a score is 0).
HintFact exponentialsFact(const attention::Vector &scores);

} // namespace astrolabe::exercises
