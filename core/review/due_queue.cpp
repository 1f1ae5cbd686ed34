#include "review/due_queue.h"

#include "review/due_rule.h"

#include <algorithm>
#include <vector>

namespace astrolabe::review {

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
    std::vector<Due> due;
    QVector<DueItem> fresh;
    for (int i = 0; i < items.size(); ++i) {
        const memory::MemoryState &state = items.at(i).state;
        if (state.phase == memory::Phase::New) {
            if (fresh.size() < newAllowed)
                fresh.append({items.at(i).itemId, 0.0, true});
            continue;
        }
        if (isDue(state, nowMs))
            due.push_back({scheduler.retrievabilityAt(state, nowMs), i, items.at(i).itemId});
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

DueCounts countDue(const QVector<ItemMemory> &items, qint64 nowMs, int dayOffsetMinutes)
{
    DueCounts counts;
    for (const ItemMemory &item : items) {
        if (isDue(item.state, nowMs))
            ++counts.now;
        else if (isDueToday(item.state, nowMs, dayOffsetMinutes))
            ++counts.laterToday;
    }
    return counts;
}

qint64 nextDueAfter(const QVector<ItemMemory> &items, qint64 nowMs)
{
    qint64 next = 0;
    for (const ItemMemory &item : items)
        if (item.state.phase != memory::Phase::New && item.state.dueMs > nowMs
            && (next == 0 || item.state.dueMs < next))
            next = item.state.dueMs;
    return next;
}

} // namespace astrolabe::review
