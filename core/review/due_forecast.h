#pragma once

#include "memory/card_scheduler.h"
#include "review/due_queue.h"

#include <QVector>

namespace astrolabe::review {

// How many answered items become due on each of the next `days` days (index 0 = today, by
// the scheduler's day boundary), by their scheduled time (isDue in due_rule.h); items already
// due count on today, so today's count is DueCounts::today(). Pure.
QVector<int> dueForecast(const QVector<ItemMemory> &items, qint64 nowMs,
                         const memory::CardScheduler &scheduler, int days);

} // namespace astrolabe::review
