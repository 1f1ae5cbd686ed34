#pragma once

#include "attention/matrix.h"
#include "attention/vector.h"

#include <cstdint>

namespace astrolabe::attention {

// The position-wise feed-forward layer of a transformer block (Vaswani et al., 2017, §3.3):
//   FFN(x) = max(0, x W₁ + b₁) W₂ + b₂
// for one position's vector x (d_model numbers), with W₁ d_model x d_ff (one row per entry of x),
// b₁ of d_ff numbers, W₂ d_ff x d_model and b₂ of d_model numbers. Every position of a layer goes
// through the same W₁, b₁, W₂, b₂, and its output depends on its own x only.
struct FeedForwardResult
{
    Vector preActivation; // x W₁ + b₁: one number per hidden unit (d_ff)
    Vector hidden;        // ReLU of it, max(0, ·) entry by entry
    Vector output;        // hidden W₂ + b₂ (d_model)
};

// max(0, vᵢ) for every entry.
Vector relu(const Vector &v);

// Preconditions: x.size() == w1.rows(); b1 is empty (no bias) or w1.cols() long;
// w2.rows() == w1.cols(); b2 is empty or w2.cols() long.
FeedForwardResult feedForward(const Vector &x, const Matrix &w1, const Vector &b1,
                              const Matrix &w2, const Vector &b2);

// The same layer applied to every row of X (one row per position): row i of the result is
// feedForward(row i of X).output, so the layer never mixes positions.
Matrix feedForwardRows(const Matrix &inputs, const Matrix &w1, const Vector &b1,
                       const Matrix &w2, const Vector &b2);

// Parameter counts of one layer of a transformer block. `biases` says whether every bias vector
// is counted along with the weight matrices.

// W₁ and W₂ hold 2 d_model d_ff weights; b₁ and b₂ add d_ff + d_model biases.
constexpr std::uint64_t feedForwardParameters(std::uint64_t modelWidth, std::uint64_t hiddenWidth,
                                              bool biases)
{
    return 2 * modelWidth * hiddenWidth + (biases ? hiddenWidth + modelWidth : 0);
}

// The attention projections of h heads of width d_head: W_Q, W_K and W_V are each the h blocks
// d_model x d_head side by side (d_model x h d_head), and W_O maps the h d_head concatenated
// outputs back to d_model: 4 d_model h d_head weights; the biases of Q, K and V have h d_head
// numbers each and that of W_O d_model. With h d_head = d_model (the usual choice) this is
// 4 d_model² (+ 4 d_model) whatever the number of heads.
constexpr std::uint64_t attentionParameters(std::uint64_t modelWidth, std::uint64_t heads,
                                            std::uint64_t headWidth, bool biases)
{
    const std::uint64_t inner = heads * headWidth;
    return 4 * modelWidth * inner + (biases ? 3 * inner + modelWidth : 0);
}

// The feed-forward layer's share of the parameters of a block's attention projections and
// feed-forward layer together (LayerNorm gains and biases, embeddings and the output layer left
// out), for h d_head = d_model: FFN / (FFN + attention). Without biases it is
// 2 d_model d_ff / (2 d_model d_ff + 4 d_model²) = d_ff / (d_ff + 2 d_model).
double feedForwardShare(std::uint64_t modelWidth, std::uint64_t hiddenWidth, bool biases);

} // namespace astrolabe::attention
