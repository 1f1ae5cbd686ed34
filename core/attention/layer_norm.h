#pragma once

#include "attention/vector.h"

#include <vector>

namespace astrolabe::attention {

// Layer normalisation (Ba, Kiros & Hinton, 2016) of one position's vector x of width d:
//   μ = Σ xᵢ / d,  σ² = Σ (xᵢ − μ)² / d  (the population variance: divided by d, not d − 1),
//   x̂ᵢ = (xᵢ − μ) / √(σ² + ε),  yᵢ = γᵢ x̂ᵢ + βᵢ  (gain γ, bias β, learned per coordinate).
// Libraries add a small ε (1e-5 in PyTorch) so that a constant vector does not divide by 0;
// with ε = 0 the vector must not be constant.
struct LayerNormResult
{
    double mean = 0.0;
    double variance = 0.0;   // σ², divided by d
    Vector normalised;       // x̂: mean 0 and (with ε = 0) mean square 1
    Vector output;           // γ ⊙ x̂ + β (x̂ itself when no gain and bias are given)
};

// `gain` and `bias` are empty (γ = 1, β = 0) or as wide as x. x is not empty.
LayerNormResult layerNorm(const Vector &x, const Vector &gain = {}, const Vector &bias = {},
                          double epsilon = 0.0);

// A pre-LN residual stream (Xiong et al., 2020): each sublayer reads LN(x) and adds what it
// writes, x ← x + f(LN(x)); the stream after the last sublayer, before any final LayerNorm, is
// the embedding plus every write: embedding + Σ writes. Every write is as wide as the embedding.
Vector residualStream(const Vector &embedding, const std::vector<Vector> &writes);

} // namespace astrolabe::attention
