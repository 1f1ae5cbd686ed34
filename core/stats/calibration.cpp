#include "stats/calibration.h"

#include "memory/fuzz_seed.h"

#include <QHash>

#include <algorithm>
#include <array>

namespace astrolabe::stats {

QVector<CalibrationBin> calibration(const QVector<store::ReviewRecord> &log,
                                    const memory::CardScheduler &scheduler)
{
    QVector<const store::ReviewRecord *> order;
    order.reserve(log.size());
    for (const store::ReviewRecord &r : log)
        order.append(&r);
    std::stable_sort(order.begin(), order.end(),
                     [](const store::ReviewRecord *a, const store::ReviewRecord *b) {
                         return a->timeMs < b->timeMs;
                     });
    struct Sum
    {
        int count = 0;
        double predicted = 0;
        double recalled = 0;
    };
    std::array<Sum, 10> sums;
    QHash<QString, memory::MemoryState> states;
    for (const store::ReviewRecord *r : order) {
        memory::MemoryState &state = states[r->itemId];
        if (state.phase != memory::Phase::New
            && scheduler.elapsedDays(state.lastReviewMs, r->timeMs) > 0) {
            const double p = scheduler.retrievabilityAt(state, r->timeMs);
            Sum &s = sums[std::size_t(std::clamp(int(p * 10), 0, 9))];
            ++s.count;
            s.predicted += p;
            s.recalled += r->rating != memory::Rating::Again;
        }
        state = scheduler.review(state, r->rating, r->timeMs,
                                 memory::fuzzSeed(r->itemId, state.reps))
                    .state;
    }
    QVector<CalibrationBin> bins;
    for (int i = 0; i < 10; ++i) {
        const Sum &s = sums[std::size_t(i)];
        if (s.count == 0)
            continue;
        bins.append({i / 10.0, (i + 1) / 10.0, s.count, s.predicted / s.count,
                     s.recalled / s.count});
    }
    return bins;
}

} // namespace astrolabe::stats
