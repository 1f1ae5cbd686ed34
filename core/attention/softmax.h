#pragma once

#include "attention/vector.h"

namespace astrolabe::attention {

// Turns scores into positive weights that sum to one: w_i = e^(s_i/T) / sum_j e^(s_j/T).
// Numerically stable (the largest score is subtracted first). Scores of -infinity (masked
// positions) get weight 0. The temperature T must be positive; an empty input gives an empty
// result. If every score is -infinity the result is all zeros.
Vector softmax(const Vector &scores, double temperature = 1.0);

} // namespace astrolabe::attention
