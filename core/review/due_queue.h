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

// The review queue at nowMs. Pure. First the answered items that are due, lowest recall first
// (ties in course order): recall now below the desired retention, or in a (re)learning step
// whose time has come. Then up to newAllowed never-answered items, in course order.
QVector<DueItem> buildDueQueue(const QVector<ItemMemory> &items, qint64 nowMs,
                               const memory::CardScheduler &scheduler, int newAllowed);

// The moment (Unix ms) an answered item becomes due by the rule above; 0 for a new item.
qint64 dueMoment(const memory::MemoryState &state, const memory::CardScheduler &scheduler);

} // namespace astrolabe::review
