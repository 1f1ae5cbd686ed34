#include "attention/multi_head.h"

#include <cassert>

namespace astrolabe::attention {

bool splitsIntoHeads(std::size_t width, std::size_t heads)
{
    return heads >= 1 && width % heads == 0;
}

std::vector<Matrix> splitHeads(const Matrix &m, std::size_t heads)
{
    assert(splitsIntoHeads(m.cols(), heads));
    const std::size_t width = m.cols() / heads;
    std::vector<Matrix> blocks;
    blocks.reserve(heads);
    for (std::size_t h = 0; h < heads; ++h)
        blocks.push_back(m.columnBlock(h * width, width));
    return blocks;
}

std::optional<MultiHeadAttended> attendMultiHead(const Matrix &queries, const Matrix &keys,
                                                 const Matrix &values, std::size_t heads,
                                                 const AttentionOptions &options)
{
    if (!splitsIntoHeads(queries.cols(), heads) || !splitsIntoHeads(keys.cols(), heads)
        || !splitsIntoHeads(values.cols(), heads))
        return std::nullopt;
    const std::vector<Matrix> q = splitHeads(queries, heads);
    const std::vector<Matrix> k = splitHeads(keys, heads);
    const std::vector<Matrix> v = splitHeads(values, heads);
    MultiHeadAttended result;
    std::vector<Matrix> outputs;
    for (std::size_t h = 0; h < heads; ++h) {
        result.heads.push_back(attendSequence(q[h], k[h], v[h], options));
        outputs.push_back(result.heads.back().output);
    }
    result.output = concatenateColumns(outputs);
    return result;
}

} // namespace astrolabe::attention
