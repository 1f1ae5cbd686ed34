#include "memory/review_replayer.h"

#include "memory/fuzz_seed.h"

namespace astrolabe::memory {

ReviewReplayer::ReviewReplayer(const SchedulerConfig &config)
    : m_scheduler(config)
{
}

QString ReviewReplayer::feed(const ReviewRow &row, ReviewResult &result)
{
    if (row.cardId != m_cardId) {
        if (m_finished.contains(row.cardId))
            return QStringLiteral("card %1 appears again after other cards; the rows must be "
                                  "sorted by card, then by time")
                .arg(row.cardId);
        if (!m_cardId.isEmpty())
            m_finished.insert(m_cardId);
        m_cardId = row.cardId;
        m_state = MemoryState{};
    } else if (row.reviewMs < m_state.lastReviewMs) {
        return QStringLiteral("the time %1 of card %2 is earlier than its previous review; the "
                              "rows must be sorted by card, then by time")
            .arg(row.reviewMs)
            .arg(row.cardId);
    }
    const quint64 seed =
        m_scheduler.config().enableFuzz ? fuzzSeed(row.cardId, m_state.reps) : 0;
    result = m_scheduler.review(m_state, row.rating, row.reviewMs, seed);
    m_state = result.state;
    return {};
}

} // namespace astrolabe::memory
