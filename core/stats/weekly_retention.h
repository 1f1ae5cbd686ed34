#pragma once

#include "store/review_record.h"

#include <QVector>

namespace astrolabe::stats {

// True retention in one week: of the reviews of questions first met on an earlier day (so
// neither first answers nor same-day learning steps), the share recalled (any rating but Again).
struct WeekRetention
{
    qint64 firstDayNumber = 0; // the week's first day (memory::dayNumber)
    int reviews = 0;
    int recalled = 0;
    double share() const { return reviews > 0 ? double(recalled) / reviews : 0.0; }
};

// The `weeks` 7-day spans ending with today, oldest first. Pure.
QVector<WeekRetention> weeklyRetention(const QVector<store::ReviewRecord> &log, qint64 nowMs,
                                       int dayOffsetMinutes, int weeks);

} // namespace astrolabe::stats
