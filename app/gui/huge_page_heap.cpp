#include "gui/huge_page_heap.h"

#include <cstdint>
#include <cstdlib> // defines __GLIBC__ with the C library

#if defined(__GLIBC__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace astrolabe::gui {

#if defined(__GLIBC__) && defined(MADV_HUGEPAGE)

namespace {

constexpr int kHeapBytes = 8 << 20;
constexpr int kSlack = 256 << 10; // below the region: glibc's headers and rounding
constexpr int kStartTrimThreshold = 2 * kHeapBytes + (4 << 20); // the free region is kept
constexpr int kDefaultTopPad = 128 << 10; // glibc's DEFAULT_TOP_PAD
constexpr int kFirstMmapThreshold = 128 << 10; // glibc's DEFAULT_MMAP_THRESHOLD_MIN, its start
constexpr int kMmapThresholdMax = 32 << 20; // glibc's DEFAULT_MMAP_THRESHOLD_MAX (64-bit)
constexpr std::uintptr_t kHugePage = std::uintptr_t(2) << 20;

} // namespace

HugePageHeap reserveHugePageHeap()
{
    // The region starts at the first 2 MB boundary a little above the heap's end (glibc writes
    // a header or two there first); glibc is asked to grow the heap past it by the whole region.
    auto *const before = static_cast<char *>(sbrk(0));
    if (before == reinterpret_cast<char *>(-1))
        return {};
    const std::uintptr_t from =
        (std::uintptr_t(before) + kSlack + kHugePage - 1) & ~(kHugePage - 1);
    const auto pad = int(from - std::uintptr_t(before)) + kHeapBytes + kSlack;
    // A malloc that replaces glibc's (AddressSanitizer's, valgrind's) refuses or ignores these.
    // The block below must come from the heap even when the free space at its top is over
    // 128 KB: the mapping threshold is raised for it, then set where glibc starts.
    if (mallopt(M_TRIM_THRESHOLD, kStartTrimThreshold) != 1 || mallopt(M_TOP_PAD, pad) != 1
        || mallopt(M_MMAP_THRESHOLD, kMmapThresholdMax) != 1)
        return {};
    // A block larger than the free space at the heap's top makes glibc move the break by the
    // block and the pad; freed, it joins that space again. Only headers are written, below the
    // region. (volatile: a compiler may drop a malloc whose block is freed unused.)
    void *volatile block = std::malloc(mallinfo2().keepcost + 1);
    auto *const after = static_cast<char *>(sbrk(0));
    std::free(block);
    mallopt(M_TOP_PAD, kDefaultTopPad);
    mallopt(M_MMAP_THRESHOLD, kFirstMmapThreshold);
    const std::uintptr_t to = std::uintptr_t(after) & ~(kHugePage - 1);
    if (after <= before || to <= from
        || madvise(reinterpret_cast<void *>(from), to - from, MADV_HUGEPAGE) != 0)
        return {};
    return {reinterpret_cast<void *>(from), std::size_t(to - from)};
}

void letLargeBlocksComeFromTheHeap()
{
    mallopt(M_MMAP_THRESHOLD, kMmapThresholdMax);
    mallopt(M_TRIM_THRESHOLD, 2 * kMmapThresholdMax);
}

#else

HugePageHeap reserveHugePageHeap()
{
    return {};
}

void letLargeBlocksComeFromTheHeap() {}

#endif

} // namespace astrolabe::gui
