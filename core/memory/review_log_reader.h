#pragma once

#include "memory/review_row.h"

#include <QString>

#include <functional>

class QIODevice;

namespace astrolabe::memory {

// Reads a review log (card_id,review_ts_ms,rating lines, an optional header, CR LF or LF ends,
// blank lines skipped) from a device in blocks of 64 KB and hands each row to `take` as
// it is read, so a log of millions of rows streams through without a string per line.
// Returns an empty string, or one sentence: "Line N: " and what is wrong with the line (from
// ReviewRow::parse, or from `take`), or that the device could not be read.
QString readReviewLog(QIODevice &in, const std::function<QString(const ReviewRow &)> &take);

} // namespace astrolabe::memory
