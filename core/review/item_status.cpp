#include "review/item_status.h"

#include "review/due_rule.h"

namespace astrolabe::review {

ItemStatus itemStatusAt(const memory::MemoryState &state, qint64 atMs,
                        const memory::CardScheduler &scheduler)
{
    ItemStatus status;
    status.phase = state.phase;
    if (state.phase == memory::Phase::New)
        return status;
    status.recall = scheduler.retrievabilityAt(state, atMs);
    status.due = isDue(state, atMs);
    status.lastReviewMs = state.lastReviewMs;
    status.nextReviewMs = state.dueMs;
    return status;
}

QHash<QString, ItemStatus> itemStatusesAt(const QVector<ItemMemory> &items, qint64 atMs,
                                          const memory::CardScheduler &scheduler)
{
    QHash<QString, ItemStatus> out;
    out.reserve(items.size());
    for (const ItemMemory &item : items)
        out.insert(item.itemId, itemStatusAt(item.state, atMs, scheduler));
    return out;
}

} // namespace astrolabe::review
