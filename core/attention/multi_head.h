#pragma once

#include "attention/matrix.h"
#include "attention/sequence_attention.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace astrolabe::attention {

// True when a width of `width` columns splits into `heads` equal heads (heads >= 1 and
// width divisible by heads).
bool splitsIntoHeads(std::size_t width, std::size_t heads);

// The columns of m cut into `heads` equal blocks, left to right: head h gets columns
// [h * w, (h + 1) * w) with w = m.cols() / heads. Precondition: splitsIntoHeads(m.cols(), heads).
std::vector<Matrix> splitHeads(const Matrix &m, std::size_t heads);

// Multi-head attention as lessons show it, without learned projections: the d_model columns of
// Q and K (and the columns of V) are split into h heads, each head runs attendSequence() on
// its own columns (so each head scales by the square root of its own width, d_model / h), and
// the heads' outputs are concatenated back side by side.
struct MultiHeadAttended
{
    std::vector<SequenceAttended> heads; // one per head, in column order
    Matrix output;                       // m x dv: the heads' outputs side by side
};

// Returns nothing when heads is 0 or the width of Q/K or of V is not divisible by heads.
// The other preconditions are attendSequence()'s.
std::optional<MultiHeadAttended> attendMultiHead(const Matrix &queries, const Matrix &keys,
                                                 const Matrix &values, std::size_t heads,
                                                 const AttentionOptions &options = {});

} // namespace astrolabe::attention
