#pragma once

#include <cstdint>
#include <vector>

namespace astrolabe::attention {

// Teacher forcing on one training sequence of tokens t1, t2, ..., tn: the model reads the true
// tokens t1 .. t(n-1) as its input, and input position i is trained to predict the next true
// token, t(i+1). The targets are the sequence shifted one place to the left.
struct ShiftedSequence
{
    std::vector<int> inputs;  // t1 .. t(n-1)
    std::vector<int> targets; // t2 .. tn: targets[i] is the target of inputs[i]
};

// The inputs and targets of a sequence; both empty when it has fewer than two tokens.
ShiftedSequence shiftTargets(const std::vector<int> &tokens);

// The next-token predictions, each with its own loss, that one causal forward pass makes over
// a batch of sequences with these token counts, padded to the longest (padding gets no target
// and no loss): a sequence of n tokens gives n - 1, so the total is the sum of (n - 1), and a
// sequence of fewer than two tokens gives none ((7, 5, 9) -> 6 + 4 + 8 = 18).
std::uint64_t predictionsPerPass(const std::vector<int> &lengths);

} // namespace astrolabe::attention
