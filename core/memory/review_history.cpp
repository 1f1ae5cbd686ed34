#include "memory/review_history.h"

#include "memory/day_boundary.h"

#include <algorithm>

namespace astrolabe::memory {

ReviewHistory::ReviewHistory(int dayOffsetMinutes)
    : m_dayOffsetMinutes(dayOffsetMinutes)
{
}

QString ReviewHistory::add(const ReviewRow &row)
{
    const qint64 day = dayNumber(row.reviewMs, m_dayOffsetMinutes);
    const bool sameCard = m_cards > 0 && row.cardId == m_cardId;
    if (!sameCard) {
        if (m_finished.contains(row.cardId))
            return QStringLiteral("the card \"%1\" comes back after other cards; the rows of "
                                  "each card must follow one another")
                .arg(row.cardId);
        if (m_cards > 0)
            m_finished.insert(m_cardId);
        m_cardId = row.cardId;
        ++m_cards;
        m_cardStart = std::uint32_t(m_reviews.size());
        m_reviews.push_back({std::uint8_t(row.rating), 0});
    } else {
        if (row.reviewMs < m_lastMs)
            return QStringLiteral("this review of \"%1\" is earlier than the one before it; "
                                  "each card's rows must be in time order")
                .arg(row.cardId);
        const auto deltaT = std::uint32_t(day - m_lastDay);
        m_reviews.push_back({std::uint8_t(row.rating), deltaT});
        if (deltaT > 0) {
            const auto length = std::uint32_t(m_reviews.size()) - m_cardStart;
            m_targets.push_back({row.reviewMs, m_cardStart, length});
        }
    }
    m_lastMs = row.reviewMs;
    m_lastDay = day;
    return {};
}

FitItems ReviewHistory::items() const
{
    std::vector<Target> order = m_targets;
    std::stable_sort(order.begin(), order.end(),
                     [](const Target &a, const Target &b) { return a.ms < b.ms; });
    FitItems items;
    items.reserve(order.size());
    for (const Target &t : order)
        items.push_back({m_reviews.data() + t.start, t.length});
    return items;
}

} // namespace astrolabe::memory
