#include "memory/card_scheduler.h"

#include "memory/day_boundary.h"
#include "memory/fuzz.h"
#include "memory/learning_steps.h"
#include "time/time_units.h"

#include <cmath>
#include <limits>

namespace astrolabe::memory {

CardScheduler::CardScheduler(const SchedulerConfig &config)
    : m_config(config)
    , m_model(config)
{
}

int CardScheduler::elapsedDays(qint64 fromMs, qint64 toMs) const
{
    const qint64 days = dayNumber(toMs, m_config.dayOffsetMinutes)
        - dayNumber(fromMs, m_config.dayOffsetMinutes);
    return int(std::max<qint64>(0, days)); // a review before the last counts as the same day
}

double CardScheduler::retrievabilityAt(const MemoryState &state, qint64 nowMs) const
{
    if (state.phase == Phase::New || state.stability <= 0)
        return 0.0;
    const double days = double(std::max<qint64>(0, nowMs - state.lastReviewMs)) / kMsPerDay;
    return std::pow(1 + m_model.factor() * days / state.stability, -m_config.weights[20]);
}

int CardScheduler::interval(double stability, int elapsedDays, quint64 seed) const
{
    const int days = m_model.intervalDays(stability);
    if (!m_config.enableFuzz)
        return days;
    return fuzzedInterval(days, elapsedDays, m_config.maximumIntervalDays, seed);
}

ReviewResult CardScheduler::review(const MemoryState &before, Rating rating, qint64 nowMs,
                                   quint64 fuzzSeed) const
{
    const bool isNew = before.phase == Phase::New;
    const int elapsed = isNew ? 0 : elapsedDays(before.lastReviewMs, nowMs);
    const double r = isNew ? std::numeric_limits<double>::quiet_NaN()
                           : m_model.forgettingCurve(elapsed, before.stability);
    return m_config.enableShortTerm ? reviewShortTerm(before, rating, nowMs, elapsed, r, fuzzSeed)
                                    : reviewLongTerm(before, rating, nowMs, elapsed, r, fuzzSeed);
}

void CardScheduler::applyLearningSteps(const MemoryState &before, MemoryState &next,
                                       Rating rating, Phase toPhase, qint64 nowMs,
                                       int elapsedDays, quint64 seed) const
{
    const LearningStep step =
        learningStepFor(before.phase, before.step, rating, m_config.learningStepsMinutes,
                        m_config.relearningStepsMinutes);
    if (step.minutes > 0 && step.minutes < kMinutesPerDay) {
        next.step = step.nextStep;
        next.scheduledDays = 0;
        next.phase = toPhase;
        next.dueMs = nowMs + step.minutes * kMsPerMinute;
        return;
    }
    next.phase = Phase::Review;
    if (step.minutes >= kMinutesPerDay) {
        next.step = step.nextStep;
        next.dueMs = nowMs + step.minutes * kMsPerMinute;
        next.scheduledDays = step.minutes / kMinutesPerDay;
    } else {
        next.step = 0;
        next.scheduledDays = interval(next.stability, elapsedDays, seed);
        next.dueMs = nowMs + next.scheduledDays * kMsPerDay;
    }
}

ReviewResult CardScheduler::reviewShortTerm(const MemoryState &before, Rating rating,
                                            qint64 nowMs, int elapsed, double r,
                                            quint64 seed) const
{
    MemoryState next = before;
    next.lastReviewMs = nowMs;
    next.reps = before.reps + 1;
    const bool passedReview = before.phase == Phase::Review && rating != Rating::Again;
    if (!passedReview) { // a passed review computes its stabilities below, all three at once
        const FsrsModel::DS ds =
            m_model.nextState(before.difficulty, before.stability, elapsed, rating, r);
        next.difficulty = ds.difficulty;
        next.stability = ds.stability;
    }

    switch (before.phase) {
    case Phase::New:
        applyLearningSteps(before, next, rating, Phase::Learning, nowMs, elapsed, seed);
        break;
    case Phase::Learning:
    case Phase::Relearning:
        applyLearningSteps(before, next, rating, before.phase, nowMs, elapsed, seed);
        break;
    case Phase::Review:
        if (rating == Rating::Again) {
            applyLearningSteps(before, next, rating, Phase::Relearning, nowMs, elapsed, seed);
            next.lapses = before.lapses + 1;
            break;
        }
        {
            // Hard < Good < Easy in days, each from its own stability (ts-fsrs's next_interval).
            const std::array<double, 3> passed =
                m_model.passStabilities(before.difficulty, before.stability, elapsed, r);
            int hard = interval(passed[0], elapsed, seed);
            int good = interval(passed[1], elapsed, seed);
            hard = std::min(hard, good);
            good = std::max(good, hard + 1);
            next.difficulty = m_model.nextDifficulty(before.difficulty, rating);
            next.stability = passed[int(rating) - 2];
            int days = rating == Rating::Hard ? hard : good;
            if (rating == Rating::Easy)
                days = std::max(interval(passed[2], elapsed, seed), good + 1);
            next.phase = Phase::Review;
            next.step = 0;
            next.scheduledDays = days;
            next.dueMs = nowMs + days * kMsPerDay;
        }
        break;
    }
    return {next, r};
}

ReviewResult CardScheduler::reviewLongTerm(const MemoryState &before, Rating rating, qint64 nowMs,
                                           int elapsed, double r, quint64 seed) const
{
    MemoryState next = before;
    next.lastReviewMs = nowMs;
    next.reps = before.reps + 1;
    int days[5] = {};
    double chosenS = 0;
    for (int g = 1; g <= 4; ++g) {
        const FsrsModel::DS ds =
            m_model.nextState(before.difficulty, before.stability, elapsed, Rating(g), r);
        days[g] = interval(ds.stability, elapsed, seed);
        if (Rating(g) == rating) {
            next.difficulty = ds.difficulty;
            chosenS = ds.stability;
        }
    }
    days[1] = std::min(days[1], days[2]);
    days[2] = std::max(days[2], days[1] + 1);
    days[3] = std::max(days[3], days[2] + 1);
    days[4] = std::max(days[4], days[3] + 1);
    next.stability = chosenS;
    next.phase = Phase::Review;
    next.step = 0;
    next.scheduledDays = days[int(rating)];
    next.dueMs = nowMs + next.scheduledDays * kMsPerDay;
    if (before.phase != Phase::New && rating == Rating::Again)
        next.lapses = before.lapses + 1;
    return {next, r};
}

} // namespace astrolabe::memory
