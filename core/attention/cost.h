#pragma once

#include <cstdint>

namespace astrolabe::attention {

// The cost of attention over a sequence of n positions: every query is compared with every
// key, n * n comparisons (length 4 -> 16). Exact for n < 2^32; larger n saturates at the
// largest 64-bit value instead of wrapping around.
constexpr std::uint64_t comparisons(std::uint64_t length)
{
    constexpr std::uint64_t limit = UINT64_C(0xFFFFFFFF); // 2^32 - 1: its square still fits
    return length <= limit ? length * length : UINT64_MAX;
}

} // namespace astrolabe::attention
