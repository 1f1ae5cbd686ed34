#pragma once

#include "attention/vector.h"

#include <vector>

namespace astrolabe::attention {

// Nadaraya–Watson kernel smoothing (Nadaraya 1964; Watson 1964): from labelled points (xᵢ, yᵢ)
// the estimate at x is Σᵢ K(x, xᵢ) yᵢ / Σⱼ K(x, xⱼ), a weighted average of the yᵢ.
//
// The weights K(x, xᵢ) / Σⱼ K(x, xⱼ) of the Gaussian kernel exp(−‖x − xᵢ‖² / (2h²)) with
// bandwidth h > 0. Computed from the logarithms of the kernel through softmax, so a tiny h does
// not underflow: as h → 0 the weight goes to the nearest point (shared if several are nearest).
// Every point must have x's length; at least one point.
Vector gaussianKernelWeights(const Vector &x, const std::vector<Vector> &points, double bandwidth);

// The weights of the exponential dot-product kernel exp(q · kᵢ / scale), scale > 0: with
// scale = √d these are exactly the weights of scaled dot-product attention.
Vector dotProductKernelWeights(const Vector &q, const std::vector<Vector> &keys, double scale);

// The estimate Σᵢ wᵢ yᵢ of one-number outputs for weights that sum to one (same lengths).
double kernelEstimate(const Vector &weights, const Vector &outputs);

} // namespace astrolabe::attention
