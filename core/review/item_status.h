#pragma once

#include "memory/card_scheduler.h"
#include "memory/memory_state.h"
#include "review/due_queue.h"

#include <QHash>
#include <QString>
#include <QVector>

namespace astrolabe::review {

// Where one question stands at a moment: the one rule the sky, the course map, a lesson's
// standing and the statistics all read, so that a star, a lesson card and a mastery bar never
// disagree. Learned is the sky's word: answered at least once (its memory phase is not New).
// Due is the one due rule (due_rule.h): answered and its next review's time has come. Recall
// is the memory model's prediction at that moment, 0 for a question never answered.
struct ItemStatus
{
    memory::Phase phase = memory::Phase::New;
    double recall = 0.0;
    bool due = false;
    qint64 lastReviewMs = 0;
    qint64 nextReviewMs = 0; // the time its review comes due (0: never answered)

    bool learned() const { return phase != memory::Phase::New; }
    // In its learning or relearning steps (minutes apart), not yet in long-term review.
    bool inSteps() const
    {
        return phase == memory::Phase::Learning || phase == memory::Phase::Relearning;
    }
};

// The status of one question with this memory state at atMs. Pure.
ItemStatus itemStatusAt(const memory::MemoryState &state, qint64 atMs,
                        const memory::CardScheduler &scheduler);

// Every question's status at atMs, keyed by its id. Pure.
QHash<QString, ItemStatus> itemStatusesAt(const QVector<ItemMemory> &items, qint64 atMs,
                                          const memory::CardScheduler &scheduler);

} // namespace astrolabe::review
