#include "memory/fuzz_seed.h"

namespace astrolabe::memory {

quint64 fuzzSeed(const QString &itemId, int reps)
{
    quint64 hash = 0xCBF29CE484222325ULL; // FNV-1a, 64 bits, over the UTF-16 code units
    for (const QChar c : itemId) {
        hash ^= c.unicode();
        hash *= 0x100000001B3ULL;
    }
    // Mix the repetition count in through SplitMix64's finaliser so reps 1 and 2 differ widely.
    quint64 z = hash ^ (quint64(quint32(reps)) * 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

} // namespace astrolabe::memory
