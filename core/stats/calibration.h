#pragma once

#include "memory/card_scheduler.h"
#include "store/review_record.h"

#include <QVector>

namespace astrolabe::stats {

// Whether the model's recall predictions can be trusted: every answer given on a later day than
// the question's previous one, with the recall the model predicted just before it (each
// question's log replayed in time order through the scheduler), grouped by that prediction in
// bins of a tenth (0-10 %, ..., 90-100 %). Per bin: how many answers, the mean prediction and
// the share actually recalled (any rating but Again). Empty bins are left out. Pure.
struct CalibrationBin
{
    double from = 0; // the bin's range of predicted recall, 0..1
    double to = 0;
    int count = 0;
    double predicted = 0; // mean predicted recall in the bin
    double recalled = 0;  // share recalled
};

QVector<CalibrationBin> calibration(const QVector<store::ReviewRecord> &log,
                                    const memory::CardScheduler &scheduler);

} // namespace astrolabe::stats
