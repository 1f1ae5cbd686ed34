#pragma once

#include "attention/vector.h"

namespace astrolabe::attention {

// Causal attention with equal scores and no positional encoding (Haviv et al. 2022): every
// query gives each key it may see the same score, so the query at position i (counted from 1)
// weighs its i visible keys 1/i each and outputs the mean of the values v_1 ... v_i.
// `values` holds one number per position; the result holds one output per position, computed
// by attendSequence() under a causal mask with every score equal to `score`.
Vector uniformCausalOutputs(const Vector &values, double score = 0.0);

// The position (counted from 1) at which uniformCausalOutputs(values, score) equals `output`
// within 1e-9, the first such position; 0 when no position does. With only the first value
// nonzero, the outputs v_1 / i all differ, so the output names its position.
int positionOfOutput(const Vector &values, double output, double score = 0.0);

} // namespace astrolabe::attention
