#include "attention/sequence_attention.h"

#include "attention/softmax.h"

#include <cassert>
#include <cmath>
#include <limits>

namespace astrolabe::attention {

bool isMasked(const AttentionOptions &options, std::size_t query, std::size_t key)
{
    if (options.causal && key > query)
        return true;
    return key < options.keyPadding.size() && options.keyPadding[key];
}

SequenceAttended attendSequence(const Matrix &queries, const Matrix &keys, const Matrix &values,
                                const AttentionOptions &options)
{
    assert(queries.cols() == keys.cols());
    assert(keys.rows() == values.rows());
    assert(options.keyPadding.empty() || options.keyPadding.size() == keys.rows());

    SequenceAttended result;
    result.scale = options.scaled ? std::sqrt(static_cast<double>(keys.cols())) : 1.0;
    if (result.scale == 0.0) // d = 0: every score is 0 anyway
        result.scale = 1.0;
    result.scores = queries * keys.transposed();
    result.scaled = result.scores;
    result.weights = Matrix(queries.rows(), keys.rows());
    for (std::size_t i = 0; i < queries.rows(); ++i) {
        for (std::size_t j = 0; j < keys.rows(); ++j)
            result.scaled(i, j) = isMasked(options, i, j)
                ? -std::numeric_limits<double>::infinity()
                : result.scores(i, j) / result.scale;
        result.weights.setRow(i, softmax(result.scaled.row(i)));
    }
    result.output = result.weights * values;
    return result;
}

} // namespace astrolabe::attention
