#include "memory/answer_rating.h"

namespace astrolabe::memory {

Rating ratingForAnswer(bool correct, bool helped, qint64 durationMs, qint64 targetMs,
                       bool answerSeen)
{
    if (!correct)
        return Rating::Again;
    if (helped || answerSeen)
        return Rating::Hard;
    if (targetMs > 0 && durationMs >= 0 && durationMs * 2 < targetMs)
        return Rating::Easy;
    return Rating::Good;
}

} // namespace astrolabe::memory
