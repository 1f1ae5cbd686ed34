#pragma once

#include <cmath>

namespace astrolabe::attention {

// How a gradient fades along a recurrence h_t = f(h_{t-1}, x_t) (Bengio, Simard and Frasconi
// 1994; Pascanu, Mikolov and Bengio 2013). The gradient of h_t with respect to h_1 is the
// product of the t - 1 step Jacobians ∂h_s/∂h_{s-1}, s = 2..t; if each has norm at most γ, the
// product has norm at most γ^(t - 1) (the norm of a product is at most the product of the
// norms). Preconditions: gamma >= 0, steps >= 1 (steps = t; the state at step 1 itself is 1).
inline double gradientBound(double gamma, int steps)
{
    return std::pow(gamma, steps - 1);
}

// The first step t whose bound γ^(t - 1) is strictly below `threshold`, for 0 < γ < 1 and
// 0 < threshold < 1: t - 1 is the smallest whole number above log(threshold) / log(γ).
inline int firstStepBelow(double gamma, double threshold)
{
    int steps = 1;
    while (gradientBound(gamma, steps) >= threshold)
        ++steps;
    return steps;
}

} // namespace astrolabe::attention
