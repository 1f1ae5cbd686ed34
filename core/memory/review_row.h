#pragma once

#include "memory/rating.h"

#include <QString>
#include <QStringView>

namespace astrolabe::memory {

// One line of a review log as `astrolabe memory replay` reads it: card_id,review_ts_ms,rating.
struct ReviewRow
{
    QString cardId;
    qint64 reviewMs = 0;
    Rating rating = Rating::Good;

    // True for the optional header line ("card_id,...").
    static bool isHeader(QStringView line);

    // Fills row from line; returns an empty string, or what is wrong with the line as the end of
    // a sentence (e.g. "the rating must be 1 to 4, not 7"), for the caller to prefix with where.
    static QString parse(QStringView line, ReviewRow &row);
};

} // namespace astrolabe::memory
