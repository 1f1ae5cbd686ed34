#include "attention/sparse_linear.h"

#include <algorithm>
#include <cassert>

namespace astrolabe::attention {

int windowKeys(int length, int halfWidth, int position)
{
    assert(length >= 1 && halfWidth >= 0 && position >= 0 && position < length);
    return std::min(length - 1, position + halfWidth) - std::max(0, position - halfWidth) + 1;
}

long long windowPairs(int length, int halfWidth)
{
    long long pairs = 0;
    for (int i = 0; i < length; ++i)
        pairs += windowKeys(length, halfWidth, i);
    return pairs;
}

WindowReach windowReach(int length, int halfWidth, int layers, int position)
{
    assert(length >= 1 && halfWidth >= 0 && layers >= 0 && position >= 0 && position < length);
    // The inputs that can influence the output at `position` form a run of positions: going
    // down one layer, each reached position reads its own window, so the run grows by a at
    // each end, cut where the sequence ends.
    WindowReach reach{position, position};
    for (int layer = 0; layer < layers; ++layer) {
        reach.first = std::max(0, reach.first - halfWidth);
        reach.last = std::min(length - 1, reach.last + halfWidth);
    }
    return reach;
}

int layersToCross(int length, int halfWidth)
{
    assert(length >= 1 && halfWidth >= 1);
    int layers = 0;
    while (windowReach(length, halfWidth, layers, 0).last < length - 1)
        ++layers;
    return layers;
}

LinearAttentionResult linearAttention(const Matrix &phiQ, const Matrix &phiK, const Matrix &values)
{
    const std::size_t n = phiQ.rows();
    const std::size_t r = phiQ.cols();
    const std::size_t d = values.cols();
    assert(n > 0 && phiK.rows() == n && phiK.cols() == r && values.rows() == n);
    LinearAttentionResult result;

    // Left to right: (φ(Q) φ(K)ᵀ) V, and the row sums of φ(Q) φ(K)ᵀ.
    long long left = 0;
    result.scores = Matrix(n, n);
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j)
            for (std::size_t c = 0; c < r; ++c, ++left)
                result.scores(i, j) += phiQ(i, c) * phiK(j, c);
    result.numeratorsLeft = Matrix(n, d);
    result.denominatorsLeft.assign(n, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = 0; j < n; ++j) {
            result.denominatorsLeft[i] += result.scores(i, j);
            for (std::size_t c = 0; c < d; ++c, ++left)
                result.numeratorsLeft(i, c) += result.scores(i, j) * values(j, c);
        }
    }

    // Regrouped: φ(Q) (φ(K)ᵀ V), and φ(Q) (φ(K)ᵀ 1).
    long long right = 0;
    result.state = Matrix(r, d);
    result.normaliser.assign(r, 0.0);
    for (std::size_t j = 0; j < n; ++j)
        for (std::size_t a = 0; a < r; ++a) {
            result.normaliser[a] += phiK(j, a);
            for (std::size_t c = 0; c < d; ++c, ++right)
                result.state(a, c) += phiK(j, a) * values(j, c);
        }
    result.numeratorsRight = Matrix(n, d);
    result.denominatorsRight.assign(n, 0.0);
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t a = 0; a < r; ++a) {
            result.denominatorsRight[i] += phiQ(i, a) * result.normaliser[a];
            ++right;
            for (std::size_t c = 0; c < d; ++c, ++right)
                result.numeratorsRight(i, c) += phiQ(i, a) * result.state(a, c);
        }

    result.output = Matrix(n, d);
    for (std::size_t i = 0; i < n; ++i) {
        assert(result.denominatorsRight[i] > 0.0);
        for (std::size_t c = 0; c < d; ++c)
            result.output(i, c) = result.numeratorsRight(i, c) / result.denominatorsRight[i];
    }
    result.multiplicationsLeft = left;
    result.multiplicationsRight = right;
    return result;
}

MultiplicationCounts linearAttentionMultiplications(long long n, long long r, long long d)
{
    return {n * n * (r + d), 2 * n * r * d + n * r};
}

} // namespace astrolabe::attention
