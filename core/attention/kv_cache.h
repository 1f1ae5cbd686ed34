#pragma once

#include <cstdint>

namespace astrolabe::attention {

// What a decoder keeps between generation steps: in every layer, the key and the value of every
// position generated so far, so that the next token computes only its own query, key and value
// and reads the rest from memory (Pope et al. 2023; Shazeer 2019).
struct KvCacheShape
{
    std::uint64_t batch = 1;          // sequences generated together
    std::uint64_t layers = 0;         // L
    std::uint64_t length = 0;         // n, the positions cached per sequence
    std::uint64_t kvHeads = 0;        // g: h for multi-head attention, 1 for multi-query,
                                      // 1 < g < h for grouped-query attention
    std::uint64_t headWidth = 0;      // d_head, the dimension of one head's key (and value)
    std::uint64_t bytesPerNumber = 0; // 2 for 16-bit numbers, 4 for 32-bit ones
};

// The numbers a cache holds: a key and a value (2) of d_head numbers for each of the g
// key-value heads, at each of the n positions, in each of the L layers, for each sequence:
// 2 * batch * L * n * g * d_head. With g = h and h * d_head = d_model this is the
// 2 * L * n * d_model of full multi-head attention.
constexpr std::uint64_t kvCacheNumbers(const KvCacheShape &s)
{
    return 2 * s.batch * s.layers * s.length * s.kvHeads * s.headWidth;
}

constexpr std::uint64_t kvCacheBytes(const KvCacheShape &s)
{
    return kvCacheNumbers(s) * s.bytesPerNumber;
}

// How many times smaller sharing keys and values makes the cache: h query heads that keep only
// g key-value heads store g / h of the numbers, a factor h / g less. Precondition: g divides h.
constexpr std::uint64_t kvCacheShrink(std::uint64_t heads, std::uint64_t kvHeads)
{
    return heads / kvHeads;
}

// The query-key comparisons one head makes to produce the token at position t (counted from 1)
// of a causal decoder. With a cache, only the new query is compared, against the t cached keys
// (its own included): t. Without one, the whole causal table of the t positions is computed
// again: 1 + 2 + ... + t = t (t + 1) / 2.
constexpr std::uint64_t decodeComparisons(std::uint64_t position, bool cached)
{
    return cached ? position : position * (position + 1) / 2;
}

// The same, added up over generating positions 1 to n one after another: n (n + 1) / 2 with a
// cache (each causal pair once), and n (n + 1) (n + 2) / 6 without one.
constexpr std::uint64_t generationComparisons(std::uint64_t length, bool cached)
{
    return cached ? length * (length + 1) / 2 : length * (length + 1) * (length + 2) / 6;
}

} // namespace astrolabe::attention
