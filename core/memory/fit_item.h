#pragma once

#include <cstdint>
#include <vector>

namespace astrolabe::memory {

// One review as the fitting sees it: the rating and the whole days since the card's previous
// review (0 on the first review and on a review the same day as the one before).
struct FitReview
{
    std::uint8_t rating = 3; // 1 Again .. 4 Easy
    std::uint32_t deltaT = 0;
};

// One training example, as fsrs-rs builds them: the reviews of a card up to and including one
// made on a later day than the review before it. The earlier reviews are the history; the last
// is the target, recalled unless rated Again. Points into a ReviewHistory, which must outlive it.
struct FitItem
{
    const FitReview *reviews = nullptr;
    std::uint32_t length = 0;

    const FitReview &target() const { return reviews[length - 1]; }
    bool recalled() const { return target().rating > 1; }
    // Reviews on a later day than the one before them (the target among them).
    int longTermReviewCount() const;
    // The first of those: for an item whose only one is the target, that target.
    const FitReview &firstLongTermReview() const;
};

using FitItems = std::vector<FitItem>;

// fsrs-rs's weight of the item at `index` of `count` in time order: 0.25 + 0.75 (i/(n-1))^3,
// the newest counting four times the oldest.
inline double recencyWeight(std::size_t index, std::size_t count)
{
    const double last = count > 1 ? double(count - 1) : 1.0;
    const double x = double(index) / last;
    return 0.25 + 0.75 * x * x * x;
}

} // namespace astrolabe::memory
