#pragma once

#include "attention/vector.h"

namespace astrolabe::attention {

// Turns scores into positive weights that sum to one: w_i = e^(s_i/T) / sum_j e^(s_j/T).
// Numerically stable: the largest score is subtracted first, so scores like 1000 and 1001 do
// not overflow. Scores of -infinity (masked positions) get weight 0; if every score is
// -infinity the result is all zeros. Scores of +infinity share all the weight equally (the
// limit of the formula). An empty input gives an empty result.
// Preconditions: the temperature T is positive and finite; no score is NaN.
Vector softmax(const Vector &scores, double temperature = 1.0);

} // namespace astrolabe::attention
