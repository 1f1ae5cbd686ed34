#include "attention/kernel_smoothing.h"

#include "attention/softmax.h"

#include <cassert>

namespace astrolabe::attention {

namespace {

double squaredDistance(const Vector &a, const Vector &b)
{
    assert(a.size() == b.size());
    double sum = 0.0;
    for (std::size_t i = 0; i < a.size(); ++i)
        sum += (a[i] - b[i]) * (a[i] - b[i]);
    return sum;
}

} // namespace

Vector gaussianKernelWeights(const Vector &x, const std::vector<Vector> &points, double bandwidth)
{
    assert(bandwidth > 0.0 && !points.empty());
    // log K(x, xᵢ) = −‖x − xᵢ‖² / (2h²); softmax of the logarithms normalises the kernel.
    Vector logKernel;
    for (const Vector &point : points)
        logKernel.push_back(-squaredDistance(x, point) / (2.0 * bandwidth * bandwidth));
    return softmax(logKernel);
}

Vector dotProductKernelWeights(const Vector &q, const std::vector<Vector> &keys, double scale)
{
    assert(scale > 0.0 && !keys.empty());
    Vector logKernel;
    for (const Vector &key : keys)
        logKernel.push_back(dot(q, key) / scale);
    return softmax(logKernel);
}

double kernelEstimate(const Vector &weights, const Vector &outputs)
{
    assert(weights.size() == outputs.size());
    double sum = 0.0;
    for (std::size_t i = 0; i < weights.size(); ++i)
        sum += weights[i] * outputs[i];
    return sum;
}

} // namespace astrolabe::attention
