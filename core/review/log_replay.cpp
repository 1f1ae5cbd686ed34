#include "review/log_replay.h"

#include "memory/fuzz_seed.h"

namespace astrolabe::review {

namespace {
void apply(memory::MemoryState &state, const store::ReviewRecord &r,
           const memory::CardScheduler &scheduler)
{
    state = scheduler.review(state, r.rating, r.timeMs, memory::fuzzSeed(r.itemId, state.reps))
                .state;
}
} // namespace

QHash<QString, memory::MemoryState> replayLog(const store::ReviewLog &log,
                                              const memory::CardScheduler &scheduler)
{
    QHash<QString, memory::MemoryState> states;
    log.forEach([&](const store::ReviewRecord &r) { apply(states[r.itemId], r, scheduler); });
    return states;
}

memory::MemoryState replayRecords(const QVector<store::ReviewRecord> &records,
                                  const memory::CardScheduler &scheduler)
{
    memory::MemoryState state;
    for (const store::ReviewRecord &r : records)
        apply(state, r, scheduler);
    return state;
}

} // namespace astrolabe::review
