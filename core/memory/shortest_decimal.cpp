#include "memory/shortest_decimal.h"

#include <charconv>
#include <cstring>

namespace astrolabe::memory {

namespace {

// "00" to "99": two digits at a time from one table, instead of a division by ten for each.
constexpr char kPairs[] = "0001020304050607080910111213141516171819"
                          "2021222324252627282930313233343536373839"
                          "4041424344454647484950515253545556575859"
                          "6061626364656667686970717273747576777879"
                          "8081828384858687888990919293949596979899";

inline void writePair(char *p, unsigned value)
{
    std::memcpy(p, kPairs + 2 * value, 2);
}

// The 8 digits of value < 10^8, with its leading zeros.
inline void writeEight(char *p, unsigned value)
{
    const unsigned high = value / 10000;
    const unsigned low = value % 10000;
    writePair(p, high / 100);
    writePair(p + 2, high % 100);
    writePair(p + 4, low / 100);
    writePair(p + 6, low % 100);
}

// value < 10^8 without leading zeros: its length first, then two digits at a time from the end.
inline char *writeSmall(char *p, unsigned value)
{
    const int length = value >= 10000
        ? (value >= 1000000 ? (value >= 10000000 ? 8 : 7) : (value >= 100000 ? 6 : 5))
        : (value >= 100 ? (value >= 1000 ? 4 : 3) : (value >= 10 ? 2 : 1));
    char *const end = p + length;
    char *q = end;
    while (value >= 100) {
        q -= 2;
        writePair(q, value % 100);
        value /= 100;
    }
    if (value >= 10)
        writePair(q - 2, value);
    else
        q[-1] = char('0' + value);
    return end;
}

} // namespace

// Why the fast path is exact: for 0.01 <= x < 100000 the spacing of doubles near x is below
// 1.5e-11, far below 1e-8, so n / 1e8 (n = x in hundred-millionths) is the one decimal of at most
// 8 places that reads back as x, and no shorter decimal does; fixed notation is no longer than
// scientific there (std::to_chars takes fixed when both are as long: 10000, "1e+04"), so
// std::to_chars writes the same digits. Stabilities above 1000 days (a few in a hundred rows of a
// long log) take this path too.
char *writeShortest(char *first, char *last, double x)
{
    if (x >= 0.01 && x < 100000.0) {
        const auto n = static_cast<unsigned long long>(x * 1e8 + 0.5); // x * 1e8 is near whole
        if (double(n) / 1e8 == x) {
            const auto whole = unsigned(n / 100000000);
            const auto fraction = unsigned(n % 100000000);
            char *p = first;
            if (whole >= 1000) {
                p = writeSmall(p, whole);
            } else if (whole >= 100) {
                *p++ = char('0' + whole / 100);
                writePair(p, whole % 100);
                p += 2;
            } else if (whole >= 10) {
                writePair(p, whole);
                p += 2;
            } else {
                *p++ = char('0' + whole);
            }
            if (fraction == 0)
                return p;
            // The 8 places, then the zeros at the end taken off.
            *p = '.';
            writeEight(p + 1, fraction);
            p += 9;
            while (p[-1] == '0')
                --p;
            return p;
        }
    }
    return std::to_chars(first, last, x).ptr;
}

char *writeInteger(char *first, char *last, long long value)
{
    // Times in milliseconds have 13 digits: two pieces of at most 8 digits each, in 32 bits.
    if (value >= 0 && value < 10000000000000000LL) {
        const auto v = static_cast<unsigned long long>(value);
        if (v < 100000000)
            return writeSmall(first, unsigned(v));
        const auto high = unsigned(v / 100000000);
        char *p = first;
        if (high >= 10000 && high < 100000) { // a time in ms from 2001 to 2286: 5 + 8 digits
            *p = char('0' + high / 10000);
            writePair(p + 1, high / 100 % 100);
            writePair(p + 3, high % 100);
            p += 5;
        } else {
            p = writeSmall(p, high);
        }
        writeEight(p, unsigned(v % 100000000));
        return p + 8;
    }
    return std::to_chars(first, last, value).ptr;
}

} // namespace astrolabe::memory
