#include "memory/workload_simulation.h"

#include <random>

namespace astrolabe::memory {

namespace {

constexpr qint64 kDayMs = 86400000;
constexpr qint64 kStudyHourMs = 10 * 3600000; // the learner studies at the same hour each day
constexpr double kFirstRight = 0.8;
constexpr int kMaxSameDay = 6; // learning steps the same day, at most

} // namespace

std::vector<WorkloadDay> simulateWorkload(const WorkloadInput &input)
{
    SchedulerConfig config = input.config;
    config.enableFuzz = false;
    const CardScheduler scheduler(config);
    std::vector<WorkloadDay> days(std::size_t(std::max(0, input.days)));
    const int runs = std::max(1, input.runs);
    std::mt19937_64 random(input.seed);
    std::uniform_real_distribution<double> unit(0, 1);
    for (int run = 0; run < runs; ++run) {
        std::vector<MemoryState> items = input.studied;
        int unseen = input.newItems;
        for (std::size_t d = 0; d < days.size(); ++d) {
            const qint64 study = input.startMs + qint64(d) * kDayMs + kStudyHourMs;
            const qint64 dayEnd = input.startMs + qint64(d + 1) * kDayMs;
            int reviews = 0;
            auto answer = [&](MemoryState &state, qint64 at) {
                const bool right = state.phase == Phase::New
                    ? unit(random) < kFirstRight
                    : unit(random) < scheduler.retrievabilityAt(state, at);
                state = scheduler.review(state, right ? Rating::Good : Rating::Again, at, 0)
                            .state;
                ++reviews;
            };
            for (MemoryState &state : items) {
                qint64 at = std::max(study, state.dueMs);
                for (int n = 0; n < kMaxSameDay && state.dueMs < dayEnd && at < dayEnd; ++n) {
                    answer(state, at);
                    at = std::max(at + 60000, state.dueMs);
                }
            }
            for (int n = 0; n < input.newPerDay && unseen > 0; ++n, --unseen) {
                items.push_back({});
                MemoryState &state = items.back();
                qint64 at = study;
                for (int k = 0; k < kMaxSameDay && at < dayEnd; ++k) {
                    answer(state, at);
                    if (state.dueMs >= dayEnd)
                        break;
                    at = std::max(at + 60000, state.dueMs);
                }
            }
            double remembered = 0;
            for (const MemoryState &state : items)
                remembered += scheduler.retrievabilityAt(state, dayEnd);
            days[d].reviews += double(reviews) / runs;
            days[d].remembered += remembered / runs;
        }
    }
    return days;
}

} // namespace astrolabe::memory
