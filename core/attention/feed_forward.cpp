#include "attention/feed_forward.h"

#include <algorithm>
#include <cassert>

namespace astrolabe::attention {

namespace {

// v M (+ bias), v as a row vector.
Vector affine(const Vector &v, const Matrix &m, const Vector &bias)
{
    assert(v.size() == m.rows());
    assert(bias.empty() || bias.size() == m.cols());
    Vector out = (Matrix::fromRows({v}) * m).row(0);
    if (!bias.empty())
        out = add(out, bias);
    return out;
}

} // namespace

Vector relu(const Vector &v)
{
    Vector out;
    out.reserve(v.size());
    for (double x : v)
        out.push_back(std::max(0.0, x));
    return out;
}

FeedForwardResult feedForward(const Vector &x, const Matrix &w1, const Vector &b1,
                              const Matrix &w2, const Vector &b2)
{
    assert(w2.rows() == w1.cols());
    FeedForwardResult r;
    r.preActivation = affine(x, w1, b1);
    r.hidden = relu(r.preActivation);
    r.output = affine(r.hidden, w2, b2);
    return r;
}

Matrix feedForwardRows(const Matrix &inputs, const Matrix &w1, const Vector &b1,
                       const Matrix &w2, const Vector &b2)
{
    Matrix out(inputs.rows(), w2.cols());
    for (std::size_t i = 0; i < inputs.rows(); ++i)
        out.setRow(i, feedForward(inputs.row(i), w1, b1, w2, b2).output);
    return out;
}

double feedForwardShare(std::uint64_t modelWidth, std::uint64_t hiddenWidth, bool biases)
{
    const auto ffn = double(feedForwardParameters(modelWidth, hiddenWidth, biases));
    const auto attn = double(attentionParameters(modelWidth, 1, modelWidth, biases));
    return ffn / (ffn + attn);
}

} // namespace astrolabe::attention
