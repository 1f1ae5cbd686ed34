#pragma once

#include <QString>
#include <QtGlobal>

namespace astrolabe::memory {

// A stable 64-bit seed for a review's fuzz, from the item's id and its repetition count
// (as Anki seeds it from card id + reps). The same inputs give the same seed on every run
// and platform (FNV-1a over the UTF-16 id, mixed with reps).
quint64 fuzzSeed(const QString &itemId, int reps);

} // namespace astrolabe::memory
