#include "exercises/friendly_numbers.h"

#include <algorithm>
#include <cmath>
#include <cassert>
#include <set>

namespace astrolabe::exercises {

int uniqueArgMax(const attention::Vector &values)
{
    if (values.empty())
        return -1;
    const auto top = std::max_element(values.begin(), values.end());
    if (std::count(values.begin(), values.end(), *top) != 1)
        return -1;
    return static_cast<int>(top - values.begin());
}

attention::Vector friendlyScores(SeededRandom &random, int count)
{
    const bool integers = random.coin();
    attention::Vector scores(static_cast<std::size_t>(count));
    do {
        for (double &s : scores)
            s = integers ? random.integer(-1, 4) : random.oneDecimal(-1.0, 3.0);
    } while (uniqueArgMax(scores) < 0);
    return scores;
}

attention::Vector halfStepScores(SeededRandom &random, int count)
{
    attention::Vector scores(static_cast<std::size_t>(count));
    do {
        for (double &s : scores)
            s = random.integer(-2, 6) / 2.0;
    } while (uniqueArgMax(scores) < 0);
    return scores;
}

attention::Vector smallIntegers(SeededRandom &random, int length, int low, int high)
{
    attention::Vector v(static_cast<std::size_t>(length));
    for (double &x : v)
        x = random.integer(low, high);
    return v;
}

attention::Vector tenthsSummingToOne(SeededRandom &random, int count)
{
    assert(count >= 1 && count <= 10);
    std::set<int> cuts; // distinct cut points in 1..9 split 10 tenths into `count` parts
    while (static_cast<int>(cuts.size()) < count - 1)
        cuts.insert(random.integer(1, 9));
    attention::Vector weights;
    int previous = 0;
    for (int cut : cuts) {
        weights.push_back((cut - previous) / 10.0);
        previous = cut;
    }
    weights.push_back((10 - previous) / 10.0);
    return weights;
}

std::vector<attention::Vector> smallIntegerRows(SeededRandom &random, int rows, int length,
                                                int low, int high)
{
    std::vector<attention::Vector> result;
    for (int r = 0; r < rows; ++r)
        result.push_back(smallIntegers(random, length, low, high));
    return result;
}

bool isBalanced(const attention::Vector &weights)
{
    return !weights.empty() && *std::max_element(weights.begin(), weights.end()) <= 0.95
        && *std::min_element(weights.begin(), weights.end()) >= 0.005;
}

bool withinHandReach(const attention::Vector &scores)
{
    return std::all_of(scores.begin(), scores.end(), [](double x) { return std::abs(x) <= 3.0; });
}

attention::Vector blendOfRoundedWeights(const attention::Vector &weights,
                                        const std::vector<attention::Vector> &values)
{
    attention::Vector output(values.front().size(), 0.0);
    for (std::size_t i = 0; i < weights.size(); ++i)
        for (std::size_t j = 0; j < output.size(); ++j)
            output[j] += std::round(weights[i] * 100.0) / 100.0 * values[i][j];
    return output;
}

} // namespace astrolabe::exercises
