#pragma once

#include "attention/matrix.h"

#include <vector>

namespace astrolabe::attention {

// A two-layer induction circuit worked with real attention (Elhage et al. 2021; Olsson et al.
// 2022), on a sequence of token ids, with one-hot embeddings and a causal mask in both layers.
//
// Layer 1, a previous-token head: the query of position i is `sharpness` times the one-hot
// vector of position i - 1, the key of position j is the one-hot vector of position j, the value
// is the one-hot vector of the token at j. Only positional vectors meet in the score, so the
// head finds i - 1 by position alone and writes into i (nearly) the token that came just before
// it. Position 0 has nothing before it: its head keeps its weight on itself, and what it writes
// there is dropped (a real model would read a start token), so position 0 carries no previous
// token.
//
// Layer 2, an induction head: the query of position i is `sharpness` times the one-hot vector of
// its own token, the key of position j is what layer 1 wrote into j (the token before j), the
// value is the one-hot vector of the token at j. At a repeated token A the query meets the key
// of the position just after the earlier A, so the head attends there and copies the token that
// followed A: [A][B] ... [A] -> [B]. The key reads a write of the layer below (K-composition),
// which is why the circuit takes two layers.
struct InductionCircuit
{
    std::vector<int> vocabulary;  // the distinct tokens, in order of first appearance
    Matrix previousWeights;       // n x n: layer 1's weights (0 above the diagonal)
    Matrix inductionWeights;      // n x n: layer 2's weights (0 above the diagonal)
    std::vector<int> previousAttended;  // per position: layer 1's most-weighted key, 0-based
    std::vector<int> previousToken;     // per position: the token layer 1 wrote there; -1 at 0
    std::vector<int> inductionAttended; // per position: layer 2's most-weighted key, 0-based
    std::vector<int> predicted;         // per position: the token layer 2 copies (largest entry
                                        // of its output), -1 when no earlier key matches
};

// The circuit over `tokens` (non-negative ids, at least one). `sharpness` > 0 scales the
// queries (scores are not divided by sqrt(d)); at 10 and up to 20 positions every head puts
// more than 0.99 of its weight on the position it looks for.
InductionCircuit runInductionCircuit(const std::vector<int> &tokens, double sharpness = 10.0);

} // namespace astrolabe::attention
