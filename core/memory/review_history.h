#pragma once

#include "memory/fit_item.h"
#include "memory/review_row.h"

#include <QSet>
#include <QString>

namespace astrolabe::memory {

// A review log gathered for fitting: rows in (card by card, each card's rows in time order, as
// `memory replay` reads them), whole days counted with the day offset, and out the training
// items, one per review on a later day than the card's previous review, ordered by that review's
// time (fsrs-rs weighs recent items more, so the order matters).
class ReviewHistory
{
public:
    explicit ReviewHistory(int dayOffsetMinutes);

    // Adds a row; returns an empty string, or why it cannot be used (the end of a sentence, for
    // the caller to prefix with the line number).
    QString add(const ReviewRow &row);

    // The items, valid while this history lives and takes no more rows.
    FitItems items() const;

    qint64 reviewCount() const { return qint64(m_reviews.size()); }
    qint64 cardCount() const { return m_cards; }

private:
    struct Target
    {
        qint64 ms;
        std::uint32_t start;
        std::uint32_t length;
    };

    int m_dayOffsetMinutes;
    std::vector<FitReview> m_reviews;
    std::vector<Target> m_targets;
    QString m_cardId;
    QSet<QString> m_finished;
    qint64 m_cards = 0;
    std::uint32_t m_cardStart = 0;
    qint64 m_lastMs = 0;
    qint64 m_lastDay = 0;
};

} // namespace astrolabe::memory
