#pragma once

#include "attention/vector.h"

#include <vector>

namespace astrolabe::attention {

// Everything one query's attention computes, kept so lessons and exercises can show each step.
struct Attended
{
    Vector scores;       // q . k_i for every key
    double scale = 1.0;  // what the scores were divided by: sqrt(d), or 1 when unscaled
    Vector scaled;       // scores / scale
    Vector weights;      // softmax(scaled)
    Vector output;       // sum_i weights_i * v_i
};

// Scaled dot-product attention of one query against n key/value pairs. Every key must have the
// query's length d; every value the same length as the first; keys and values the same count
// (at least one). With scaled = false the scores are not divided by sqrt(d).
Attended attend(const Vector &query, const std::vector<Vector> &keys,
                const std::vector<Vector> &values, bool scaled = true);

} // namespace astrolabe::attention
