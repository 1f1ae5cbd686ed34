#include "review/due_queue.h"

#include <algorithm>
#include <cmath>
#include <numeric>

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
    const double retention = scheduler.config().desiredRetention;
    QVector<DueItem> due;
    QVector<int> order; // course position of each entry in `due`, for stable ties
    QVector<DueItem> fresh;
    for (int i = 0; i < items.size(); ++i) {
        const ItemMemory &item = items.at(i);
        if (item.state.phase == memory::Phase::New) {
            if (fresh.size() < newAllowed)
                fresh.append({item.itemId, 0.0, true});
            continue;
        }
        const double recall = scheduler.retrievabilityAt(item.state, nowMs);
        if (recall < retention || (inSteps(item.state) && item.state.dueMs <= nowMs)) {
            due.append({item.itemId, recall, false});
            order.append(i);
        }
    }
    QVector<int> index(due.size());
    std::iota(index.begin(), index.end(), 0);
    std::sort(index.begin(), index.end(), [&](int a, int b) {
        if (due.at(a).recall != due.at(b).recall)
            return due.at(a).recall < due.at(b).recall;
        return order.at(a) < order.at(b);
    });
    QVector<DueItem> out;
    out.reserve(due.size() + fresh.size());
    for (int i : index)
        out.append(due.at(i));
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
