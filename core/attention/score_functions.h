#pragma once

#include "attention/matrix.h"
#include "attention/vector.h"

namespace astrolabe::attention {

// The score functions of early attention translators, with q and k as column vectors (a matrix
// times a vector: entry i of W q is row i of W · q).
//   additive (Bahdanau et al. 2015): vᵀ tanh(W q + U k), a network with one hidden layer;
//   general (Luong et al. 2015):     qᵀ W k, bilinear;
//   dot (Luong et al. 2015):         qᵀ k.

// W x. Precondition: x.size() == W.cols().
Vector times(const Matrix &weights, const Vector &x);

// W q + U k, the hidden layer before tanh. Precondition: W and U have as many rows as v has
// entries, and q.size() == W.cols(), k.size() == U.cols().
Vector additiveHidden(const Matrix &w, const Vector &q, const Matrix &u, const Vector &k);

// vᵀ tanh(W q + U k).
double additiveScore(const Vector &v, const Matrix &w, const Vector &q, const Matrix &u,
                     const Vector &k);

// qᵀ W k. Precondition: q.size() == W.rows(), k.size() == W.cols().
double generalScore(const Vector &q, const Matrix &w, const Vector &k);

// Q Kᵀ: entry (i, j) is query i · key j, every query against every key in one product.
// Precondition: Q and K have the same number of columns.
Matrix scoreMatrix(const Matrix &queries, const Matrix &keys);

// The multiply–adds of Q Kᵀ for n queries, m keys and width d: n · m · d.
long long scoreMatrixMultiplyAdds(long long queries, long long keys, long long width);

} // namespace astrolabe::attention
