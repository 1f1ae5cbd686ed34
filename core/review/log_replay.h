#pragma once

#include "memory/card_scheduler.h"
#include "memory/memory_state.h"
#include "store/review_log.h"

#include <QHash>
#include <QString>
#include <QVector>

namespace astrolabe::review {

// The memory state of every item, computed from the review log alone by replaying each
// answer through the scheduler (fuzz seed from item id and repetitions), oldest first.
QHash<QString, memory::MemoryState> replayLog(const store::ReviewLog &log,
                                              const memory::CardScheduler &scheduler);

// One item's state after the given rows of its log.
memory::MemoryState replayRecords(const QVector<store::ReviewRecord> &records,
                                  const memory::CardScheduler &scheduler);

} // namespace astrolabe::review
