#pragma once

#include "memory/fit_gradient.h"

#include <QtGlobal>

namespace astrolabe::memory {

// How well a parameter vector predicts a log's items (in time order), as fsrs-rs's evaluate
// measures it (as its node binding calls it): on the items its outlier filter keeps, the kept
// first-interval items first and then the later ones in time order, each weighted by its place
// as in fitting (0.25 + 0.75 (i/n)^3): the weighted
// mean binary cross-entropy of the predicted recall (log loss), and RMSE(bins): items grouped by
// the target's interval, the number of long-term reviews and of lapses (fsrs-rs's bins), the
// root of the weighted mean squared gap between the mean prediction and the share recalled in
// each group. No items left gives zeros. Pure.
struct FitScore
{
    double logLoss = 0;
    double rmseBins = 0;
    qint64 items = 0; // the items scored, after the outlier filter
};

FitScore evaluateFit(const FitWeights &w, const FitItems &items);

} // namespace astrolabe::memory
