#pragma once

#include "memory/fsrs_model.h"
#include "memory/scheduler.h"

namespace astrolabe::memory {

// The scheduler for one configuration, with the model's constants computed once: what the free
// functions review() and retrievabilityAt() use, and what bulk callers (replay, the sky's recall
// of many items) should hold on to. Follows ts-fsrs 5.4's BasicScheduler (same-day updates on)
// or LongTermScheduler (off). Immutable and cheap to copy.
class CardScheduler
{
public:
    explicit CardScheduler(const SchedulerConfig &config);

    ReviewResult review(const MemoryState &before, Rating rating, qint64 nowMs,
                        quint64 fuzzSeed) const;
    double retrievabilityAt(const MemoryState &state, qint64 nowMs) const;

    // Whole days between two moments as the scheduler counts them (across day boundaries).
    int elapsedDays(qint64 fromMs, qint64 toMs) const;

    const FsrsModel &model() const { return m_model; }
    const SchedulerConfig &config() const { return m_config; }

private:
    int interval(double stability, int elapsedDays, quint64 seed) const;
    void applyLearningSteps(const MemoryState &before, MemoryState &next, Rating rating,
                            Phase toPhase, qint64 nowMs, int elapsedDays, quint64 seed) const;
    ReviewResult reviewShortTerm(const MemoryState &before, Rating rating, qint64 nowMs,
                                 int elapsedDays, double r, quint64 seed) const;
    ReviewResult reviewLongTerm(const MemoryState &before, Rating rating, qint64 nowMs,
                                int elapsedDays, double r, quint64 seed) const;

    SchedulerConfig m_config;
    FsrsModel m_model;
};

} // namespace astrolabe::memory
