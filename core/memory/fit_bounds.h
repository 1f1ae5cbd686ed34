#pragma once

#include "memory/fit_gradient.h"

namespace astrolabe::memory {

// Clamps each weight into the range fsrs-rs keeps it in while fitting (its parameter clipper):
// w19's floor is 0.01 with same-day (short-term) updates, else 0; with more than one relearning
// step, w17 and w18 get the lower ceiling that keeps a lapse from raising stability. A weight
// that is not a number becomes its range's lower end.
void clampToBounds(FitWeights &w, bool shortTerm, int relearningSteps = 1);

} // namespace astrolabe::memory
