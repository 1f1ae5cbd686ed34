#include "attention/layer_norm.h"

#include <cassert>
#include <cmath>

namespace astrolabe::attention {

LayerNormResult layerNorm(const Vector &x, const Vector &gain, const Vector &bias, double epsilon)
{
    assert(!x.empty());
    assert(gain.empty() || gain.size() == x.size());
    assert(bias.empty() || bias.size() == x.size());
    const double d = double(x.size());
    LayerNormResult r;
    for (double v : x)
        r.mean += v;
    r.mean /= d;
    for (double v : x)
        r.variance += (v - r.mean) * (v - r.mean);
    r.variance /= d;
    assert(r.variance + epsilon > 0.0);
    const double scale = std::sqrt(r.variance + epsilon);
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double n = (x[i] - r.mean) / scale;
        r.normalised.push_back(n);
        r.output.push_back((gain.empty() ? 1.0 : gain[i]) * n + (bias.empty() ? 0.0 : bias[i]));
    }
    return r;
}

Vector residualStream(const Vector &embedding, const std::vector<Vector> &writes)
{
    Vector stream = embedding;
    for (const Vector &w : writes) {
        assert(w.size() == stream.size());
        stream = add(stream, w);
    }
    return stream;
}

} // namespace astrolabe::attention
