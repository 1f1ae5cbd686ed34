#pragma once

#include "memory/memory_state.h"

#include <QtGlobal>

namespace astrolabe::review {

// The one definition of "due", used by every count and star: the sky, its tooltip and time
// slider, the course map, the statistics, the review session and the reports. Pure: the
// moment is given.
//
// A question is due when the time the scheduler set for its next review (MemoryState::dueMs)
// has come: dueMs <= nowMs. The scheduler sets that time with each answer: minutes later for a
// question in its learning (or relearning) steps, which therefore count as due once their step
// has passed; whole days later for a question in long-term review, the interval after which
// its predicted recall falls to the desired retention (90%). A question never answered is
// never due.
bool isDue(const memory::MemoryState &state, qint64 nowMs);

// The first moment of the learner's next day after nowMs: days roll over at the scheduler's
// boundary (dayOffsetMinutes: the UTC offset minus the rollover hour, 4 a.m. local).
qint64 endOfDayMs(qint64 nowMs, int dayOffsetMinutes);

// Due before the learner's day containing nowMs ends ("due today"): due now, or later today.
bool isDueToday(const memory::MemoryState &state, qint64 nowMs, int dayOffsetMinutes);

} // namespace astrolabe::review
