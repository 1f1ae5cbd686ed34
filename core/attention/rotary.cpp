#include "attention/rotary.h"

#include <cassert>
#include <cmath>

namespace astrolabe::attention {

double rotaryFrequency(std::size_t pair, std::size_t width, double base)
{
    assert(width >= 2 && width % 2 == 0 && pair < width / 2 && base > 0.0);
    return std::pow(base, -2.0 * static_cast<double>(pair) / static_cast<double>(width));
}

Vector rotaryFrequencies(std::size_t width, double base)
{
    Vector frequencies;
    for (std::size_t i = 0; i < width / 2; ++i)
        frequencies.push_back(rotaryFrequency(i, width, base));
    return frequencies;
}

Vector rotatePair(const Vector &v, double angle)
{
    assert(v.size() == 2);
    const double c = std::cos(angle);
    const double s = std::sin(angle);
    return {v[0] * c - v[1] * s, v[0] * s + v[1] * c};
}

Vector rotaryEmbed(const Vector &x, double position, const Vector &frequencies)
{
    assert(x.size() == 2 * frequencies.size());
    Vector result(x.size());
    for (std::size_t i = 0; i < frequencies.size(); ++i) {
        const Vector turned = rotatePair({x[2 * i], x[2 * i + 1]}, position * frequencies[i]);
        result[2 * i] = turned[0];
        result[2 * i + 1] = turned[1];
    }
    return result;
}

Vector rotaryEmbed(const Vector &x, double position, double base)
{
    return rotaryEmbed(x, position, rotaryFrequencies(x.size(), base));
}

double rotaryScore(const Vector &q, double m, const Vector &k, double n,
                   const Vector &frequencies)
{
    return dot(rotaryEmbed(q, m, frequencies), rotaryEmbed(k, n, frequencies));
}

double interpolatedPosition(double position, double trained, double length)
{
    assert(trained > 0.0 && length > 0.0);
    return position * trained / length;
}

} // namespace astrolabe::attention
