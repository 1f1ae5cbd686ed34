#include "attention/online_softmax.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>

namespace astrolabe::attention {

SoftmaxState::SoftmaxState()
    : maximum(-std::numeric_limits<double>::infinity())
{
}

SoftmaxState softmaxBlock(const Vector &scores, const std::vector<Vector> &values)
{
    assert(values.empty() || values.size() == scores.size());
    SoftmaxState state;
    for (double s : scores)
        state.maximum = std::max(state.maximum, s);
    if (!std::isfinite(state.maximum)) // nothing read, or only −∞
        return SoftmaxState();
    if (!values.empty())
        state.accumulated.assign(values.front().size(), 0.0);
    for (std::size_t i = 0; i < scores.size(); ++i) {
        const double e = std::exp(scores[i] - state.maximum); // 0 for −∞
        state.sum += e;
        if (!values.empty()) {
            assert(values[i].size() == state.accumulated.size());
            for (std::size_t c = 0; c < state.accumulated.size(); ++c)
                state.accumulated[c] += e * values[i][c];
        }
    }
    return state;
}

double rescaleFactor(double oldMaximum, double newMaximum)
{
    assert(newMaximum >= oldMaximum);
    return std::exp(oldMaximum - newMaximum);
}

SoftmaxState mergeSoftmax(const SoftmaxState &first, const SoftmaxState &second)
{
    if (first.isEmpty())
        return second;
    if (second.isEmpty())
        return first;
    assert(first.accumulated.size() == second.accumulated.size());
    SoftmaxState merged;
    merged.maximum = std::max(first.maximum, second.maximum);
    const double f1 = rescaleFactor(first.maximum, merged.maximum);
    const double f2 = rescaleFactor(second.maximum, merged.maximum);
    merged.sum = first.sum * f1 + second.sum * f2;
    merged.accumulated.resize(first.accumulated.size());
    for (std::size_t c = 0; c < merged.accumulated.size(); ++c)
        merged.accumulated[c] = first.accumulated[c] * f1 + second.accumulated[c] * f2;
    return merged;
}

Vector stateOutput(const SoftmaxState &state)
{
    assert(!state.isEmpty());
    Vector output = state.accumulated;
    for (double &x : output)
        x /= state.sum;
    return output;
}

double weightOf(double score, const SoftmaxState &state)
{
    assert(!state.isEmpty() && score <= state.maximum);
    return std::exp(score - state.maximum) / state.sum;
}

SoftmaxState onlineSoftmax(const std::vector<Vector> &blockScores,
                           const std::vector<std::vector<Vector>> &blockValues)
{
    assert(blockValues.empty() || blockValues.size() == blockScores.size());
    SoftmaxState running;
    for (std::size_t b = 0; b < blockScores.size(); ++b)
        running = mergeSoftmax(running, softmaxBlock(blockScores[b], blockValues.empty()
                                                                         ? std::vector<Vector>{}
                                                                         : blockValues[b]));
    return running;
}

} // namespace astrolabe::attention
