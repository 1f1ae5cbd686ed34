#include "attention/score_functions.h"

#include <cassert>
#include <cmath>

namespace astrolabe::attention {

Vector times(const Matrix &weights, const Vector &x)
{
    assert(x.size() == weights.cols());
    Vector out(weights.rows(), 0.0);
    for (std::size_t r = 0; r < weights.rows(); ++r)
        for (std::size_t c = 0; c < weights.cols(); ++c)
            out[r] += weights(r, c) * x[c];
    return out;
}

Vector additiveHidden(const Matrix &w, const Vector &q, const Matrix &u, const Vector &k)
{
    assert(w.rows() == u.rows());
    return add(times(w, q), times(u, k));
}

double additiveScore(const Vector &v, const Matrix &w, const Vector &q, const Matrix &u,
                     const Vector &k)
{
    Vector hidden = additiveHidden(w, q, u, k);
    assert(hidden.size() == v.size());
    for (double &h : hidden)
        h = std::tanh(h);
    return dot(v, hidden);
}

double generalScore(const Vector &q, const Matrix &w, const Vector &k)
{
    assert(q.size() == w.rows());
    return dot(q, times(w, k));
}

Matrix scoreMatrix(const Matrix &queries, const Matrix &keys)
{
    assert(queries.cols() == keys.cols());
    return queries * keys.transposed();
}

long long scoreMatrixMultiplyAdds(long long queries, long long keys, long long width)
{
    return queries * keys * width;
}

} // namespace astrolabe::attention
