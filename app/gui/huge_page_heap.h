#pragma once

#include <cstddef>

namespace astrolabe::gui {

// The first 8 MB of the main thread's heap, in 2 MB pages where the kernel has them.
//
// On this project's machines every first touch of a 4 KB page of fresh memory costs a page
// fault of several microseconds, and a start to the sky's first frame made about 5,300 of
// them, half in the main thread's heap (docs/developer-guide.md, "Start-up offscreen"). glibc
// grows that heap 128 KB at a time; this grows it at once past its next 2 MB boundary by 8 MB
// (address space only: nothing is touched) and advises the kernel to back those 8 MB with
// transparent huge pages (MADV_HUGEPAGE): one fault for each 2 MB used. 8 MB because more cost
// memory under Xvfb (10 MB: 1.7 MB more at the first frame) for little more speed.
//
// Setting the pad turns off glibc's own adjustment of its thresholds, which is what lets a
// window's pictures come from the heap after the first one is freed (a time-slider step paints
// a new one; mapped afresh each time, that frame took twice as long). So the thresholds are
// set by hand in two steps, as glibc would move them: until the first frame, blocks from
// 128 KB are mapped on their own and given back when freed, as glibc starts (the heap keeps
// its region: it gives back free memory at its top only from 20 MB); from the first frame,
// letLargeBlocksComeFromTheHeap() raises them to where glibc's adjustment stops (blocks from
// 32 MB mapped on their own, free memory at the top given back from 64 MB).
//
// Call reserveHugePageHeap() once, first thing, before QGuiApplication. glibc on Linux only;
// elsewhere, under a sanitizer or a memory checker that replaces malloc, or when the heap did
// not grow, it does nothing and says so with an empty region.
struct HugePageHeap
{
    void *start = nullptr; // the region advised, 2 MB aligned
    std::size_t bytes = 0; // 0: nothing was advised
};
HugePageHeap reserveHugePageHeap();

// Once the window has shown its first frame (any thread).
void letLargeBlocksComeFromTheHeap();

} // namespace astrolabe::gui
