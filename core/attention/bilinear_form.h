#pragma once

#include "attention/matrix.h"
#include "attention/vector.h"

#include <cstddef>

namespace astrolabe::attention {

// One head's score as a bilinear form of the inputs: the query of x is x W_Q, the key of y is
// y W_K, and their dot product equals x (W_Q W_Kᵀ) yᵀ. W_Q and W_K are d_model x d_head, one row
// per entry of an input; W_Q W_Kᵀ is d_model x d_model and has rank at most d_head.

// W_Q W_Kᵀ. Precondition: the same shape.
Matrix bilinearForm(const Matrix &queryWeights, const Matrix &keyWeights);

// x M yᵀ. Precondition: x.size() == M.rows(), y.size() == M.cols().
double bilinearScore(const Vector &x, const Matrix &form, const Vector &y);

// (x W_Q) · (y W_K), the score computed through the query and the key.
double projectedScore(const Vector &x, const Matrix &queryWeights, const Vector &y,
                      const Matrix &keyWeights);

// x W as a vector. Precondition: x.size() == W.rows().
Vector project(const Vector &x, const Matrix &weights);

// The rank: Gaussian elimination with partial pivoting; a pivot whose magnitude is at most
// `tolerance` times the largest entry counts as zero.
std::size_t rank(const Matrix &m, double tolerance = 1e-9);

// The largest rank W_Q W_Kᵀ can have for inputs of width d_model and a head of width d_head:
// min(d_model, d_head).
int largestFormRank(int modelWidth, int headWidth);

} // namespace astrolabe::attention
