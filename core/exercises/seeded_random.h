#pragma once

#include <QtGlobal>

#include <random>
#include <vector>

namespace astrolabe::exercises {

// The only source of randomness for exercises: std::mt19937_64 seeded with the exercise's seed,
// with our own mapping from raw 64-bit draws to ranges. (The std distributions differ between
// standard libraries; this mapping does not, so a seed gives the same exercise everywhere.)
class SeededRandom
{
public:
    explicit SeededRandom(quint64 seed) : m_engine(seed) {}

    // A whole number in [low, high], both included, without modulo bias. Precondition: low <= high.
    int integer(int low, int high);
    // A number with one decimal in [low, high] (both multiples of 0.1), e.g. 1.3 or -0.5.
    double oneDecimal(double low, double high);
    // True or false with equal chance.
    bool coin();
    // One of the given choices. Precondition: not empty.
    template <typename T>
    T pick(const std::vector<T> &choices)
    {
        return choices.at(static_cast<std::size_t>(integer(0, static_cast<int>(choices.size()) - 1)));
    }
    // A random reordering of 0..n-1 that moves at least one element (n >= 2).
    std::vector<int> nonIdentityPermutation(int n);

private:
    quint64 below(quint64 bound); // uniform in [0, bound), bound > 0

    std::mt19937_64 m_engine;
};

} // namespace astrolabe::exercises
