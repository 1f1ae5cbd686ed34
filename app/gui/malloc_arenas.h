#pragma once

namespace astrolabe::gui {

// The window's own threads (the scene graph's render thread, QML's type loader, the thread
// that opens the pack, X11's event reader) share one malloc arena beside the main thread's,
// instead of one each: every arena keeps the blocks its thread freed, and at the sky's first
// frame under Xvfb one each cost 2.2 MB more (docs/developer-guide.md, "Resident memory under
// Xvfb"). Call before the first thread starts. glibc only; elsewhere it does nothing.
void limitMallocArenas();

} // namespace astrolabe::gui
