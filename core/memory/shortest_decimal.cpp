#include "memory/shortest_decimal.h"

#include <charconv>

namespace astrolabe::memory {

// Why the fast path is exact: for 0.01 <= x < 1000 the spacing of doubles near x is below
// 1.2e-13, so n / 1e8 (n = x in hundred-millionths) is the one decimal of at most 8 places that
// reads back as x, and no shorter decimal does; fixed notation is the shorter there, so
// std::to_chars writes the same digits.
char *writeShortest(char *first, char *last, double x)
{
    if (x >= 0.01 && x < 1000.0) {
        const auto n = static_cast<unsigned long long>(x * 1e8 + 0.5); // x * 1e8 is near whole
        if (double(n) / 1e8 == x) {
            char *p = std::to_chars(first, last, unsigned(n / 100000000)).ptr;
            const auto fraction = unsigned(n % 100000000);
            if (fraction == 0)
                return p;
            // The 8 places two digits at a time, then the zeros at the end taken off.
            *p++ = '.';
            unsigned rest = fraction;
            for (int i = 6; i >= 0; i -= 2) {
                const unsigned pair = rest % 100;
                rest /= 100;
                p[i] = char('0' + pair / 10);
                p[i + 1] = char('0' + pair % 10);
            }
            p += 8;
            while (p[-1] == '0')
                --p;
            return p;
        }
    }
    return std::to_chars(first, last, x).ptr;
}

} // namespace astrolabe::memory
