#include "review/due_queue.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace astrolabe::review {

namespace {

constexpr double kMsPerDay = 86400000.0;

bool inSteps(const memory::MemoryState &s)
{
    return s.phase == memory::Phase::Learning || s.phase == memory::Phase::Relearning;
}

} // namespace

QVector<DueItem> buildDueQueue(const QVector<ItemMemory> &items, qint64 nowMs,
                               const memory::CardScheduler &scheduler, int newAllowed)
{
    // The ids are copied during the one pass in course order: copying them afterwards in
    // recall order touches memory at random and took most of the time for 100,000 items.
    struct Due
    {
        double recall;
        int position; // course order breaks ties
        QString itemId;
    };
    const double retention = scheduler.config().desiredRetention;
    std::vector<Due> due;
    QVector<DueItem> fresh;
    for (int i = 0; i < items.size(); ++i) {
        const memory::MemoryState &state = items.at(i).state;
        if (state.phase == memory::Phase::New) {
            if (fresh.size() < newAllowed)
                fresh.append({items.at(i).itemId, 0.0, true});
            continue;
        }
        const double recall = scheduler.retrievabilityAt(state, nowMs);
        if (recall < retention || (inSteps(state) && state.dueMs <= nowMs))
            due.push_back({recall, i, items.at(i).itemId});
    }
    std::sort(due.begin(), due.end(), [](const Due &a, const Due &b) {
        return a.recall != b.recall ? a.recall < b.recall : a.position < b.position;
    });
    QVector<DueItem> out;
    out.reserve(int(due.size()) + fresh.size());
    for (Due &d : due)
        out.append({std::move(d.itemId), d.recall, false});
    out.append(fresh);
    return out;
}

qint64 dueMoment(const memory::MemoryState &state, const memory::CardScheduler &scheduler)
{
    if (state.phase == memory::Phase::New || state.stability <= 0)
        return 0;
    // R(t) = (1 + F t / S)^(-w20) falls to the desired retention r at t = S (r^(-1/w20) - 1) / F.
    const auto &config = scheduler.config();
    const double decay = config.weights[20];
    const double days = state.stability
        * (std::pow(config.desiredRetention, -1.0 / decay) - 1.0) / scheduler.model().factor();
    qint64 moment = state.lastReviewMs + qint64(std::ceil(days * kMsPerDay));
    if (inSteps(state))
        moment = std::min(moment, state.dueMs);
    return moment;
}

} // namespace astrolabe::review
