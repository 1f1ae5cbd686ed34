#pragma once

#include "memory/fit_item.h"

#include <array>

namespace astrolabe::memory {

using FitWeights = std::array<double, 21>;

// The FSRS-6 model as fsrs-rs trains it: the memory state carried through an item's history
// (stability clamped to [0.001, 36500], difficulty to [1, 10]; a same-day review takes the
// short-term path), then the recall probability at the target and its binary cross-entropy,
// times the item's weight. Pure.
//
// itemLoss gives the loss alone; itemLossGradient also adds d(loss)/dw to gradient. The gradient
// follows fsrs-rs's: zero through a clamp that holds (a bound reached), the chosen branch of a
// minimum only. The state's derivatives are carried forward with it, so one pass suffices.
double itemLoss(const FitWeights &w, const FitItem &item, double weight);
double itemLossGradient(const FitWeights &w, const FitItem &item, double weight,
                        FitWeights &gradient);

// The recall probability the model gives the item's target (no loss): for evaluation.
double itemRecall(const FitWeights &w, const FitItem &item);

} // namespace astrolabe::memory
