#include "attention/attend.h"

#include "attention/softmax.h"

#include <cassert>
#include <cmath>

namespace astrolabe::attention {

Attended attend(const Vector &query, const std::vector<Vector> &keys,
                const std::vector<Vector> &values, bool scaled)
{
    assert(!keys.empty() && keys.size() == values.size());
    Attended result;
    result.scale = scaled ? std::sqrt(static_cast<double>(query.size())) : 1.0;
    result.scores.reserve(keys.size());
    for (const Vector &key : keys)
        result.scores.push_back(dot(query, key));
    for (double s : result.scores)
        result.scaled.push_back(s / result.scale);
    result.weights = softmax(result.scaled);
    result.output.assign(values.front().size(), 0.0);
    for (std::size_t i = 0; i < values.size(); ++i) {
        assert(values[i].size() == result.output.size());
        for (std::size_t j = 0; j < result.output.size(); ++j)
            result.output[j] += result.weights[i] * values[i][j];
    }
    return result;
}

} // namespace astrolabe::attention
