#pragma once

#include "memory/fit_gradient.h"

#include <array>
#include <optional>

namespace astrolabe::memory {

// The first step of fitting, as fsrs-rs does it. Pure.
//
// splitForFitting: fsrs-rs's outlier filter. Items whose target is the card's first review on a
// later day are grouped by the first rating and that interval; in each rating, the smallest
// groups (together under 5 % of it, or under 20 items) are dropped, and so is any group of
// fewer than 6 or with an interval over 100 days (365 after Easy). Returns the kept first-
// interval items (for the initial stabilities) and the training items: every item (in the
// given order) whose first rating and first interval were not dropped.
struct FitSplit
{
    FitItems firstIntervals;
    FitItems training;
};
FitSplit splitForFitting(const FitItems &items);

// The initial stabilities w0..w3 fitted to the first-interval items: for each first rating, the
// stability whose forgetting curve (with the default decay) best matches the share recalled at
// each first interval (smoothed towards averageRecall, pulled gently towards the default),
// then made to rise with the rating and filled in for ratings never seen. countByRating[g-1] is
// how many items had first rating g. Empty when there are no such items at all.
struct InitialStability
{
    std::array<double, 4> stability{};
    std::array<int, 4> countByRating{};
};
std::optional<InitialStability> fitInitialStability(const FitItems &firstIntervals,
                                                    double averageRecall);

// fsrs-rs's smooth_and_fill: keeps the stabilities of ratings that have a count, makes them
// rise with the rating (the better-counted one wins), fills in missing ones from the present
// ones with its fixed ratios, and clamps them to [0.001, 100]. Empty when no rating has a count.
std::optional<std::array<double, 4>> smoothAndFill(const std::array<std::optional<double>, 4> &s,
                                                   const std::array<int, 4> &countByRating);

} // namespace astrolabe::memory
