#pragma once

#include <QtGlobal>

namespace astrolabe::memory {

// Where a question is in its life: never seen, in its first learning steps, in long-term
// review, or relearning after a lapse. The numbers match ts-fsrs's State.
enum class Phase { New = 0, Learning = 1, Review = 2, Relearning = 3 };

// The memory of one question for one learner: everything the scheduler needs to go on.
// A value type; the store keeps one per (profile, question), derived from the review log.
struct MemoryState
{
    Phase phase = Phase::New;
    double stability = 0.0;  // days until recall falls to 90%
    double difficulty = 0.0; // 1 (easy) .. 10 (hard)
    qint64 lastReviewMs = 0; // Unix time in ms of the last review; 0 when never reviewed
    qint64 dueMs = 0;        // when the scheduler wants it back
    int step = 0;            // index into the (re)learning steps
    int reps = 0;            // reviews so far
    int lapses = 0;          // times forgotten after being learned
    int scheduledDays = 0;   // the interval the last review chose, in days

    bool operator==(const MemoryState &o) const
    {
        return phase == o.phase && stability == o.stability && difficulty == o.difficulty
            && lastReviewMs == o.lastReviewMs && dueMs == o.dueMs && step == o.step
            && reps == o.reps && lapses == o.lapses && scheduledDays == o.scheduledDays;
    }
    bool operator!=(const MemoryState &o) const { return !(*this == o); }
};

} // namespace astrolabe::memory
