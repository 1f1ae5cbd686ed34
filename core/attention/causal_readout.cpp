#include "attention/causal_readout.h"

#include "attention/matrix.h"
#include "attention/sequence_attention.h"

#include <cmath>

namespace astrolabe::attention {

Vector uniformCausalOutputs(const Vector &values, double score)
{
    const std::size_t n = values.size();
    // Queries of 1 and keys of `score`, width 1: every score q . k is `score`.
    Matrix queries(n, 1);
    Matrix keys(n, 1);
    Matrix valueRows(n, 1);
    for (std::size_t i = 0; i < n; ++i) {
        queries(i, 0) = 1.0;
        keys(i, 0) = score;
        valueRows(i, 0) = values[i];
    }
    AttentionOptions options;
    options.scaled = false;
    options.causal = true;
    const SequenceAttended attended = attendSequence(queries, keys, valueRows, options);
    Vector outputs;
    for (std::size_t i = 0; i < n; ++i)
        outputs.push_back(attended.output(i, 0));
    return outputs;
}

int positionOfOutput(const Vector &values, double output, double score)
{
    const Vector outputs = uniformCausalOutputs(values, score);
    for (std::size_t i = 0; i < outputs.size(); ++i)
        if (std::abs(outputs[i] - output) <= 1e-9)
            return static_cast<int>(i) + 1;
    return 0;
}

} // namespace astrolabe::attention
