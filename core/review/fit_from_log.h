#pragma once

#include "memory/fit_evaluation.h"
#include "memory/fsrs_optimizer.h"
#include "memory/review_history.h"
#include "review/memory_model.h"
#include "store/review_record.h"

#include <QVector>

namespace astrolabe::review {

// Adds a learner's review log (any order) to history, each question a card: rows grouped by
// question, each question's in time order. cardPrefix keeps apart the same question of two
// learners when a class is fitted as one. Pure.
void addLogToHistory(memory::ReviewHistory &history, const QVector<store::ReviewRecord> &rows,
                     const QString &cardPrefix = {});

// Fits FSRS-6's parameters to the history (same-day effects on, as the app schedules) and
// reports how the defaults and the fit predict it (at atMs). Refused, with the fit's sentence,
// when there is too little to fit. Pure.
struct LogFit
{
    memory::FitOutcome outcome;
    FitReport report;
};
LogFit fitHistory(const memory::ReviewHistory &history, qint64 atMs);

// How many items the history gives after the outlier filter, and whether that is enough to
// fit (memory::kMinFitItems). Cheap next to a fit: what the window says before one.
qint64 fittableItems(const memory::ReviewHistory &history);

} // namespace astrolabe::review
