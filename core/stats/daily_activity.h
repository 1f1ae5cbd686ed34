#pragma once

#include "store/review_record.h"

#include <QVector>

namespace astrolabe::stats {

// What a learner did on one day.
struct DayActivity
{
    qint64 dayNumber = 0; // days since 1970-01-01 at the day boundary (memory::dayNumber)
    int reviews = 0;      // answers given
    int correct = 0;      // right answers
    qint64 durationMs = 0; // time spent answering
};

// The `days` days ending with today (the day of nowMs), oldest first, each with its answers
// and time; a day without answers is present with zeros. Answers outside the window are
// ignored. dayOffsetMinutes is the scheduler's day boundary. Pure.
QVector<DayActivity> dailyActivity(const QVector<store::ReviewRecord> &log, qint64 nowMs,
                                   int dayOffsetMinutes, int days);

} // namespace astrolabe::stats
