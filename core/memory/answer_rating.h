#pragma once

#include "memory/rating.h"

#include <QtGlobal>

namespace astrolabe::memory {

// A quiz answer as an FSRS rating: wrong -> Again; right after a hint or a second try -> Hard;
// right -> Good; right in under half the question's target time -> Easy (when targetMs > 0).
// A right answer given after the right answer was shown (answerSeen: the feedback of an earlier
// answer that was then undone) counts at most as Hard.
Rating ratingForAnswer(bool correct, bool helped, qint64 durationMs, qint64 targetMs,
                       bool answerSeen);

} // namespace astrolabe::memory
