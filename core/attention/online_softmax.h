#pragma once

#include "attention/vector.h"

#include <vector>

namespace astrolabe::attention {

// The online softmax (Milakov & Gimelshein 2018), the step FlashAttention (Dao et al. 2022)
// takes tile by tile: what one query keeps about the scores sᵢ and values vᵢ it has read so far.
//   maximum      m = max sᵢ
//   sum          ℓ = Σ e^(sᵢ − m)
//   accumulated  a = Σ e^(sᵢ − m) vᵢ   (the partial output, not yet divided by ℓ)
// Every exponent is at most 0, so nothing overflows. The empty state (nothing read, or only
// scores of −∞) has sum 0, maximum −∞ and no accumulated output.
struct SoftmaxState
{
    double maximum;
    double sum = 0.0;
    Vector accumulated; // empty when no values were given

    SoftmaxState();
    bool isEmpty() const { return sum == 0.0; }
};

// The state of one block of scores, with one value per score (values may be empty: then only
// the maximum and the sum are kept). Scores of −∞ (masked) add nothing.
SoftmaxState softmaxBlock(const Vector &scores, const std::vector<Vector> &values = {});

// Two states merged exactly: m = max(m₁, m₂), ℓ = ℓ₁ e^(m₁ − m) + ℓ₂ e^(m₂ − m) and
// a = a₁ e^(m₁ − m) + a₂ e^(m₂ − m). Merging with an empty state returns the other one. The
// merge is associative and commutative (up to rounding), so blocks can be read in any grouping.
// Both states must carry values of the same length, or neither.
SoftmaxState mergeSoftmax(const SoftmaxState &first, const SoftmaxState &second);

// The factor e^(m_old − m_new) that brings a sum or a partial output kept against the maximum
// m_old to the larger maximum m_new (1 when the maximum did not move).
double rescaleFactor(double oldMaximum, double newMaximum);

// The output a / ℓ of a non-empty state with values: the weighted sum of the values with the
// softmax weights of every score read.
Vector stateOutput(const SoftmaxState &state);

// The softmax weight e^(s − m) / ℓ of a score s against a non-empty state that includes it.
double weightOf(double score, const SoftmaxState &state);

// One pass over the blocks, left to right, merging each into the running state.
SoftmaxState onlineSoftmax(const std::vector<Vector> &blockScores,
                           const std::vector<std::vector<Vector>> &blockValues = {});

} // namespace astrolabe::attention
