#pragma once

#include "attention/matrix.h"

#include <cstddef>
#include <vector>

namespace astrolabe::attention {

// How a whole sequence attends: whether scores are divided by sqrt(d), and which query/key
// pairs are masked out (a masked pair gets weight exactly 0).
struct AttentionOptions
{
    bool scaled = true;
    // Query i sees only keys j <= i (positions count from 0 in both Q and K).
    bool causal = false;
    // Empty, or one flag per key: true marks a padding position that no query may attend to.
    std::vector<bool> keyPadding;
};

// True when query position `query` may not attend to key position `key` under the options.
bool isMasked(const AttentionOptions &options, std::size_t query, std::size_t key);

// Everything attention over a sequence computes, one row per query, kept so lessons can show
// each step. With m queries, n keys of length d and values of length dv:
struct SequenceAttended
{
    Matrix scores;      // m x n: q_i . k_j (before masking)
    double scale = 1.0; // sqrt(d), or 1 when unscaled
    Matrix scaled;      // m x n: scores / scale, with -infinity where the pair is masked
    Matrix weights;     // m x n: softmax of each row of scaled; a row sums to 1, or is all 0
                        // when every key is masked for that query
    Matrix output;      // m x dv: weights * V
};

// Scaled dot-product attention in matrix form: softmax(Q K^T / sqrt(d)) V, row by row, with the
// options' masks. Preconditions: queries.cols() == keys.cols() (= d), keys.rows() ==
// values.rows() (= n), keyPadding empty or of size n. A query whose keys are all masked gets a
// zero row of weights and a zero output.
SequenceAttended attendSequence(const Matrix &queries, const Matrix &keys, const Matrix &values,
                                const AttentionOptions &options = {});

} // namespace astrolabe::attention
