#pragma once

#include "attention/vector.h"
#include "exercises/step.h"

#include <vector>

namespace astrolabe::exercises {

// The worked steps of softmax by hand, with the numbers rounded as a learner would write them:
// "e^3 = 20.09" for every score, "sum = 20.09 + 2.72 + 1.00 = 23.80", then
// "20.09 / 23.80 = 0.844" for every weight (each weight computed exactly, shown to 3 decimals).
void appendSoftmaxSteps(std::vector<Step> &steps, const attention::Vector &scores);

} // namespace astrolabe::exercises
