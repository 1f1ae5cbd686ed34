#pragma once

#include <cmath>
#include <cstdint>
#include <random>

// Standard normal samples that are the same on every platform: std::mt19937_64 is fully
// specified by the standard, std::normal_distribution is not, so the Box-Muller transform is
// done here from the raw 64-bit outputs.
class Gaussian
{
public:
    explicit Gaussian(std::uint64_t seed) : m_engine(seed) { }

    double next()
    {
        if (m_hasSpare) {
            m_hasSpare = false;
            return m_spare;
        }
        constexpr double twoPi = 6.283185307179586476925286766559;
        constexpr double unit = 1.0 / 9007199254740992.0; // 2^-53
        const double u1 = static_cast<double>((m_engine() >> 11) + 1) * unit; // (0, 1]
        const double u2 = static_cast<double>(m_engine() >> 11) * unit;       // [0, 1)
        const double radius = std::sqrt(-2.0 * std::log(u1));
        m_spare = radius * std::sin(twoPi * u2);
        m_hasSpare = true;
        return radius * std::cos(twoPi * u2);
    }

private:
    std::mt19937_64 m_engine;
    double m_spare = 0.0;
    bool m_hasSpare = false;
};
