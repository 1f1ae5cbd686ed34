#pragma once

#include "memory/memory_state.h"
#include "memory/rating.h"

#include <QString>
#include <QtGlobal>

#include <optional>

namespace astrolabe::store {

// One row of the append-only review log: one answer to one question.
struct ReviewRecord
{
    qint64 id = 0; // assigned by the store; increases with every answer
    QString itemId;
    qint64 timeMs = 0; // Unix ms of the answer
    memory::Rating rating = memory::Rating::Good;
    int elapsedDays = 0; // whole days since the item's previous review (0 on the first)
    QString answer;      // what the learner gave, as text
    bool correct = false;
    bool helped = false; // right after a hint or a second try
    qint64 durationMs = 0;
    quint64 exerciseSeed = 0; // the seed that generated the exercise's numbers
    // The item's state just before this answer, for an exact undo. Empty on rows written by
    // schema version 1, which did not keep it.
    std::optional<memory::MemoryState> stateBefore;

    bool operator==(const ReviewRecord &o) const
    {
        return id == o.id && itemId == o.itemId && timeMs == o.timeMs && rating == o.rating
            && elapsedDays == o.elapsedDays && answer == o.answer && correct == o.correct
            && helped == o.helped && durationMs == o.durationMs && exerciseSeed == o.exerciseSeed
            && stateBefore == o.stateBefore;
    }
};

} // namespace astrolabe::store
