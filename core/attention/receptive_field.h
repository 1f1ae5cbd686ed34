#pragma once

#include <vector>

namespace astrolabe::attention {

// Receptive fields of stacked one-dimensional convolutions (stride 1), as in the convolutional
// sequence models of Gehring et al. (2017) and Kalchbrenner et al. (2016).
//
// A layer of kernel width k and dilation d lets an output read k inputs spaced d apart, so it
// reaches (k - 1) d positions further than the layer below it; a stack of layers with
// dilations d_1, ..., d_L gives each output 1 + (k - 1)(d_1 + ... + d_L) consecutive positions
// (the first input and the last it can read, inclusive). Preconditions: kernel >= 1, every
// dilation >= 1.
inline int receptiveField(int kernel, const std::vector<int> &dilations)
{
    int field = 1;
    for (int dilation : dilations)
        field += (kernel - 1) * dilation;
    return field;
}

// Without dilation: L layers of width k see L (k - 1) + 1 positions.
constexpr int contiguousReceptiveField(int layers, int kernel)
{
    return layers * (kernel - 1) + 1;
}

// The dilations 1, b, b², ..., b^(L - 1) of a stack whose dilation grows geometrically.
inline std::vector<int> geometricDilations(int layers, int base)
{
    std::vector<int> dilations;
    int dilation = 1;
    for (int layer = 0; layer < layers; ++layer) {
        dilations.push_back(dilation);
        dilation *= base;
    }
    return dilations;
}

// The fewest layers of width k >= 2 whose receptive field holds `span` >= 1 positions:
// contiguous, L (k - 1) + 1 >= span, that is (span - 1) / (k - 1) rounded up; dilated with
// dilations 1, k, k², ... (each layer multiplies the field by k, so L layers see k^L
// positions), the smallest L with k^L >= span.
constexpr int contiguousLayersNeeded(int span, int kernel)
{
    return (span - 1 + kernel - 2) / (kernel - 1);
}

inline int dilatedLayersNeeded(int span, int kernel)
{
    int layers = 0;
    while (receptiveField(kernel, geometricDilations(layers, kernel)) < span)
        ++layers;
    return layers;
}

} // namespace astrolabe::attention
