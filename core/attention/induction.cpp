#include "attention/induction.h"

#include "attention/sequence_attention.h"

#include <algorithm>
#include <cassert>

namespace astrolabe::attention {

namespace {

int indexOf(const std::vector<int> &list, int value)
{
    const auto at = std::find(list.begin(), list.end(), value);
    return at == list.end() ? -1 : static_cast<int>(at - list.begin());
}

// The index of the largest entry (the first one on a tie).
int largestAt(const Vector &v)
{
    return static_cast<int>(std::max_element(v.begin(), v.end()) - v.begin());
}

} // namespace

InductionCircuit runInductionCircuit(const std::vector<int> &tokens, double sharpness)
{
    assert(!tokens.empty() && sharpness > 0.0);
    InductionCircuit circuit;
    for (int token : tokens)
        if (indexOf(circuit.vocabulary, token) < 0)
            circuit.vocabulary.push_back(token);
    const std::size_t n = tokens.size();
    const std::size_t v = circuit.vocabulary.size();

    AttentionOptions options;
    options.scaled = false;
    options.causal = true;

    // The token at each position, one-hot over the vocabulary: every layer's values.
    Matrix tokenRows(n, v);
    for (std::size_t j = 0; j < n; ++j)
        tokenRows(j, static_cast<std::size_t>(indexOf(circuit.vocabulary, tokens[j]))) = 1.0;

    // Layer 1: position i - 1 asked for by position, position j offered by position.
    Matrix previousQueries(n, n);
    Matrix positionKeys(n, n);
    for (std::size_t i = 0; i < n; ++i) {
        positionKeys(i, i) = 1.0;
        if (i > 0)
            previousQueries(i, i - 1) = sharpness;
    }
    const SequenceAttended first = attendSequence(previousQueries, positionKeys, tokenRows, options);
    circuit.previousWeights = first.weights;
    Matrix written = first.output;
    for (std::size_t c = 0; c < v; ++c)
        written(0, c) = 0.0; // nothing came before position 0
    for (std::size_t i = 0; i < n; ++i) {
        circuit.previousAttended.push_back(largestAt(first.weights.row(i)));
        circuit.previousToken.push_back(
            i == 0 ? -1 : circuit.vocabulary[static_cast<std::size_t>(largestAt(written.row(i)))]);
    }

    // Layer 2: the own token asked for, the previous token (layer 1's write) offered.
    const Matrix inductionQueries = sharpness * tokenRows;
    const SequenceAttended second = attendSequence(inductionQueries, written, tokenRows, options);
    circuit.inductionWeights = second.weights;
    for (std::size_t i = 0; i < n; ++i) {
        circuit.inductionAttended.push_back(largestAt(second.weights.row(i)));
        bool matched = false;
        for (std::size_t j = 1; j <= i; ++j)
            matched = matched || circuit.previousToken[j] == tokens[i];
        circuit.predicted.push_back(
            matched ? circuit.vocabulary[static_cast<std::size_t>(largestAt(second.output.row(i)))]
                    : -1);
    }
    return circuit;
}

} // namespace astrolabe::attention
