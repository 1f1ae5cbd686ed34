#pragma once

#include "attention/matrix.h"
#include "attention/vector.h"

#include <cstddef>

namespace astrolabe::attention {

// Attention with linear biases (ALiBi; Press, Smith and Lewis, "Train Short, Test Long", ICLR
// 2022). The inputs get no position vector; instead head h of n subtracts m_h · (i − j) from the
// score of query i on every key j ≤ i (causal), with a slope fixed before training: the
// geometric sequence m_h = 2^(−8h/n), h = 1 … n, whose first term and ratio are both 2^(−8/n)
// (8 heads: 1/2, 1/4, …, 1/256). Positions count from 1 here, as the lesson does.

// m_h = 2^(−8 head / heads). Preconditions: 1 <= head <= heads.
double alibiSlope(int head, int heads);

// The slopes of heads 1 … heads, steepest first.
Vector alibiSlopes(int heads);

// The bias −slope · (query − key) added to the score of `query` on `key` (key <= query; a key
// at the query's own position gets 0).
double alibiBias(double slope, int query, int key);

// One query at position i = scores.size() with the content scores s_1 … s_i of the keys it sees
// under the causal mask (keys 1 … i): the biased scores s_j − slope · (i − j).
Vector alibiScores(const Vector &scores, double slope);

// softmax of alibiScores(scores, slope): that query's weights in the head.
Vector alibiWeights(const Vector &scores, double slope);

// The length × length matrix of biases a head adds before softmax: −slope · (i − j) on and below
// the diagonal, −infinity above it (the causal mask), rows and columns counting positions.
Matrix alibiBiasMatrix(std::size_t length, double slope);

} // namespace astrolabe::attention
