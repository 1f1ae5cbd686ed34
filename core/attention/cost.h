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

// The query-key pairs a causal mask leaves visible: query i sees keys 1..i, so
// 1 + 2 + ... + n = n (n + 1) / 2 (length 4 -> 10). Exact for n < 2^32.
constexpr std::uint64_t causalPairs(std::uint64_t length)
{
    return length % 2 == 0 ? (length / 2) * (length + 1) : length * ((length + 1) / 2);
}

// Bytes of one layer's table of attention scores (or weights): n * n numbers per head.
constexpr std::uint64_t scoreTableBytes(std::uint64_t length, std::uint64_t heads,
                                        std::uint64_t bytesPerNumber)
{
    return length * length * heads * bytesPerNumber;
}

// Bytes of a key/value cache: a key and a value of width d_model for each of n positions in
// each layer, 2 * layers * n * d_model numbers.
constexpr std::uint64_t kvCacheBytes(std::uint64_t layers, std::uint64_t length,
                                     std::uint64_t modelWidth, std::uint64_t bytesPerNumber)
{
    return 2 * layers * length * modelWidth * bytesPerNumber;
}

} // namespace astrolabe::attention
