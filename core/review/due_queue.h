#pragma once

#include "memory/card_scheduler.h"
#include "memory/memory_state.h"

#include <QString>
#include <QVector>

namespace astrolabe::review {

// One item and its memory, as the queue and the sky read them (course order).
struct ItemMemory
{
    QString itemId;
    memory::MemoryState state; // Phase::New when never answered
};

// One entry of the review queue.
struct DueItem
{
    QString itemId;
    double recall = 0.0; // 0 for a new item
    bool isNew = false;
};

// The review queue at nowMs. Pure. First the answered items that are due (isDue, in
// due_rule.h), lowest recall first (ties in course order); then up to newAllowed
// never-answered items, in course order.
QVector<DueItem> buildDueQueue(const QVector<ItemMemory> &items, qint64 nowMs,
                               const memory::CardScheduler &scheduler, int newAllowed);

// How many answered items are due at nowMs, and how many more come due before the learner's
// day ends (isDue, isDueToday). Pure.
struct DueCounts
{
    int now = 0;
    int laterToday = 0;
    int today() const { return now + laterToday; }
    bool operator==(const DueCounts &o) const { return now == o.now && laterToday == o.laterToday; }
};
DueCounts countDue(const QVector<ItemMemory> &items, qint64 nowMs, int dayOffsetMinutes);

// The earliest moment after nowMs at which an answered item becomes due; 0 when none will.
qint64 nextDueAfter(const QVector<ItemMemory> &items, qint64 nowMs);

} // namespace astrolabe::review
