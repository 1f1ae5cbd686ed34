#include "attention/relative_position.h"

#include <algorithm>
#include <cassert>

namespace astrolabe::attention {

int clippedOffset(int query, int key, int clip)
{
    assert(clip >= 1);
    return std::max(-clip, std::min(clip, key - query));
}

int relativeTableSize(int clip)
{
    assert(clip >= 1);
    return 2 * clip + 1;
}

double relativeScore(double content, const Vector &terms, int query, int key, int clip)
{
    assert(static_cast<int>(terms.size()) == relativeTableSize(clip));
    const int row = clippedOffset(query, key, clip) + clip; // where w_r sits in `terms`
    return content + terms[static_cast<std::size_t>(row)];
}

Vector relativeScores(const Vector &content, const Vector &terms, int query, int clip)
{
    Vector scores;
    scores.reserve(content.size());
    for (std::size_t j = 0; j < content.size(); ++j)
        scores.push_back(relativeScore(content[j], terms, query, static_cast<int>(j), clip));
    return scores;
}

} // namespace astrolabe::attention
