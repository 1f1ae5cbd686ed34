#include "attention/teacher_forcing.h"

namespace astrolabe::attention {

ShiftedSequence shiftTargets(const std::vector<int> &tokens)
{
    ShiftedSequence shifted;
    if (tokens.size() < 2)
        return shifted;
    shifted.inputs.assign(tokens.begin(), tokens.end() - 1);
    shifted.targets.assign(tokens.begin() + 1, tokens.end());
    return shifted;
}

std::uint64_t predictionsPerPass(const std::vector<int> &lengths)
{
    std::uint64_t total = 0;
    for (int n : lengths)
        if (n >= 2)
            total += static_cast<std::uint64_t>(n) - 1;
    return total;
}

} // namespace astrolabe::attention
