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

// e^x of every entry, in order (a softmax's or a Gaussian kernel's terms).
attention::Vector exponentials(const attention::Vector &exponents);

// Adds a line to the hint fact `name`, which is made when the exercise has none yet.
void appendHint(std::vector<HintFact> &hints, const QString &name, Step line);

// The hint fact "exponentials", for softmax by hand as a learner would look it up:
// "e^1.5 ≈ 4.48" for each distinct exponent, largest first (values to 2 decimals).
void appendExponentHints(std::vector<HintFact> &hints, const attention::Vector &exponents);

// The hint fact "root": "√2 ≈ 1.414" (or "√16 = 4" for a perfect square).
void appendSquareRootHint(std::vector<HintFact> &hints, int value);

} // namespace astrolabe::exercises
