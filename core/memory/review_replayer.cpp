#include "memory/review_replayer.h"

#include "memory/fuzz_seed.h"

#include <algorithm>
#include <utility>

namespace astrolabe::memory {

namespace {

// One review of a card whose state is `state`, as the card's next step (its results so far are
// its steps before i).
inline void step(const CardScheduler &scheduler, ReviewReplayer::Card &card, std::size_t i,
                 MemoryState &state)
{
    const ReviewReplayer::Step &s = card.steps[i];
    const quint64 seed = scheduler.config().enableFuzz ? fuzzSeed(card.id, state.reps) : 0;
    card.results.push_back(scheduler.review(state, s.rating, s.reviewMs, seed));
    state = card.results.back().state;
}

} // namespace

ReviewReplayer::ReviewReplayer(const SchedulerConfig &config, CardSink sink)
    : m_scheduler(config)
    , m_sink(std::move(sink))
{
}

QString ReviewReplayer::feed(const ReviewRow &row)
{
    // While the card does not change, the parser hands the very bytes it handed before (shared).
    const bool sameCard = row.cardBytes.isSharedWith(m_current.idBytes)
        || row.cardBytes == m_current.idBytes;
    if (m_current.steps.empty() || !sameCard) {
        if (!m_seen.insert(row.cardBytes))
            return QStringLiteral("card %1 appears again after other cards; the rows must be "
                                  "sorted by card, then by time")
                .arg(row.cardId);
        if (!m_current.steps.empty()) {
            if (m_waiting.steps.empty()) {
                std::swap(m_waiting, m_current);
            } else if (const QString stop = finish(); !stop.isEmpty()) {
                return stop;
            }
        }
        m_current.id = row.cardId;
        m_current.idBytes = row.cardBytes;
    } else if (row.reviewMs < m_current.steps.back().reviewMs) {
        return QStringLiteral("the time %1 of card %2 is earlier than its previous review; the "
                              "rows must be sorted by card, then by time")
            .arg(row.reviewMs)
            .arg(row.cardId);
    }
    m_current.steps.push_back({row.reviewMs, row.rating});
    return {};
}

QString ReviewReplayer::finish()
{
    replayTogether(m_waiting, m_current); // either may have no rows
    QString stop = hand(m_waiting);
    if (stop.isEmpty())
        stop = hand(m_current);
    return stop;
}

void ReviewReplayer::replayTogether(Card &a, Card &b) const
{
    // Room for every result, none made yet: each step appends its own (no zeros written first).
    a.results.clear();
    a.results.reserve(a.steps.size());
    b.results.clear();
    b.results.reserve(b.steps.size());
    MemoryState stateA;
    MemoryState stateB;
    const std::size_t both = std::min(a.steps.size(), b.steps.size());
    std::size_t i = 0;
    for (; i < both; ++i) {
        step(m_scheduler, a, i, stateA);
        step(m_scheduler, b, i, stateB);
    }
    for (std::size_t j = i; j < a.steps.size(); ++j)
        step(m_scheduler, a, j, stateA);
    for (std::size_t j = i; j < b.steps.size(); ++j)
        step(m_scheduler, b, j, stateB);
}

// Gives the card to the sink and empties it (keeping its storage for the next card).
QString ReviewReplayer::hand(Card &card)
{
    if (card.steps.empty())
        return {};
    const QString stop = m_sink(card);
    card.id.clear();
    card.idBytes.clear();
    card.steps.clear();
    card.results.clear();
    return stop;
}

} // namespace astrolabe::memory
