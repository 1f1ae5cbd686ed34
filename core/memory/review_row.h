#pragma once

#include "memory/rating.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace astrolabe::memory {

// One line of a review log as `astrolabe memory replay` reads it: card_id,review_ts_ms,rating,
// parsed from the line's UTF-8 bytes.
struct ReviewRow
{
    QString cardId;
    qint64 reviewMs = 0;
    Rating rating = Rating::Good;
    // The card id's bytes as the line gave them (set by parse), what tells cards apart. A log's
    // rows come card by card, so parse makes cardId again only when these change: no new string
    // for most rows.
    QByteArray cardBytes;

    // True for the optional header line ("card_id,...").
    static bool isHeader(QByteArrayView line);

    // Fills row from line; returns an empty string, or what is wrong with the line as the end of
    // a sentence (e.g. "the rating must be 1 to 4, not 7"), for the caller to prefix with where.
    static QString parse(QByteArrayView line, ReviewRow &row);
};

} // namespace astrolabe::memory
