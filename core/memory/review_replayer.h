#pragma once

#include "memory/card_scheduler.h"
#include "memory/review_row.h"

#include <QSet>

namespace astrolabe::memory {

// Replays a review log, one row at a time, through the scheduler: each card starts New and
// its rows follow in time order. Holds only the current card's state and the ids of the cards
// already finished (to refuse a card that comes back), so a log of any length streams through.
// Fuzz is whatever the configuration says; `memory replay` turns it off.
class ReviewReplayer
{
public:
    explicit ReviewReplayer(const SchedulerConfig &config);

    // Applies row; returns an empty string, or why the row is out of order (the end of a
    // sentence, for the caller to prefix with the line number).
    QString feed(const ReviewRow &row, ReviewResult &result);

private:
    CardScheduler m_scheduler;
    QString m_cardId;
    MemoryState m_state;
    QSet<QString> m_finished;
};

} // namespace astrolabe::memory
