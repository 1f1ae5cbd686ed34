#pragma once

#include "memory/rating.h"

#include <QtGlobal>

namespace astrolabe::memory {

// A quiz answer as an FSRS rating: wrong -> Again; right after a hint or a second try -> Hard;
// right -> Good; right in under half the question's target time -> Easy (when targetMs > 0).
Rating ratingForAnswer(bool correct, bool helped, qint64 durationMs, qint64 targetMs);

} // namespace astrolabe::memory
