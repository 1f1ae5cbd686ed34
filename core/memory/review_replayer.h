#pragma once

#include "memory/card_id_set.h"
#include "memory/card_scheduler.h"
#include "memory/review_row.h"

#include <functional>
#include <vector>

namespace astrolabe::memory {

// Replays a review log through the scheduler: each card starts New and its rows follow in time
// order. Rows are fed one at a time; each card's results are handed over, in the log's order,
// once the card is finished. Two finished cards are replayed side by side, a step of one and a
// step of the other in turn: one card's steps wait on each other (a power, then what depends on
// it), two cards' do not, so the processor overlaps them (the model a quarter faster on 1M
// reviews; the results are the same to the last bit, each card's steps being exactly those it
// would take alone). Holds at most two cards' rows and the ids of the cards already met (to
// refuse a card that comes back), so a log of any length streams through. Cards are told apart by
// their ids' bytes (ReviewRow::cardBytes), as the log wrote them. Fuzz is whatever the
// configuration says; `memory replay` turns it off.
class ReviewReplayer
{
public:
    struct Step
    {
        qint64 reviewMs;
        Rating rating;
    };
    // One card's rows, as fed, and what each did to its memory.
    struct Card
    {
        QString id;
        QByteArray idBytes; // the id as the log wrote it
        std::vector<Step> steps;
        std::vector<ReviewResult> results;
    };
    // Takes each replayed card; returns an empty string, or why the replay must stop.
    using CardSink = std::function<QString(const Card &)>;

    ReviewReplayer(const SchedulerConfig &config, CardSink sink);

    // Takes row; returns an empty string, or why it cannot be taken (out of order: the end of a
    // sentence, for the caller to prefix with the line number), or what the sink said. Rows
    // taken before a refused one are still held: finish() hands them over.
    QString feed(const ReviewRow &row);
    // Replays the cards still held and hands them over (the last card as far as it was fed).
    QString finish();

private:
    void replayTogether(Card &a, Card &b) const;
    QString hand(Card &card);

    CardScheduler m_scheduler;
    CardSink m_sink;
    Card m_waiting; // a finished card not yet replayed (no steps when there is none)
    Card m_current; // the card being fed (no steps before the first row)
    CardIdSet m_seen; // every card met so far, the one being fed included
};

} // namespace astrolabe::memory
