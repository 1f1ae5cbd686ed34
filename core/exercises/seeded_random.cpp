#include "exercises/seeded_random.h"

#include <cassert>
#include <cmath>
#include <limits>
#include <numeric>

namespace astrolabe::exercises {

quint64 SeededRandom::below(quint64 bound)
{
    assert(bound > 0);
    // Reject the top partial block of the 64-bit range so every residue is equally likely.
    const quint64 max = std::numeric_limits<quint64>::max();
    const quint64 limit = max - (max % bound + 1) % bound;
    quint64 draw = m_engine();
    while (draw > limit)
        draw = m_engine();
    return draw % bound;
}

int SeededRandom::integer(int low, int high)
{
    assert(low <= high);
    const quint64 span = static_cast<quint64>(static_cast<qint64>(high) - low) + 1;
    return static_cast<int>(low + static_cast<qint64>(below(span)));
}

double SeededRandom::oneDecimal(double low, double high)
{
    const int tenths = integer(static_cast<int>(std::lround(low * 10)),
                               static_cast<int>(std::lround(high * 10)));
    return tenths / 10.0;
}

bool SeededRandom::coin()
{
    return below(2) == 1;
}

std::vector<int> SeededRandom::nonIdentityPermutation(int n)
{
    assert(n >= 2);
    std::vector<int> order(static_cast<std::size_t>(n));
    for (;;) {
        std::iota(order.begin(), order.end(), 0);
        // Fisher-Yates with our own draws.
        for (int i = n - 1; i > 0; --i)
            std::swap(order[static_cast<std::size_t>(i)],
                      order[static_cast<std::size_t>(integer(0, i))]);
        for (int i = 0; i < n; ++i)
            if (order[static_cast<std::size_t>(i)] != i)
                return order;
    }
}

} // namespace astrolabe::exercises
