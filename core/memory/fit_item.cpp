#include "memory/fit_item.h"

namespace astrolabe::memory {

int FitItem::longTermReviewCount() const
{
    int count = 0;
    for (std::uint32_t i = 0; i < length; ++i)
        count += reviews[i].deltaT > 0;
    return count;
}

const FitReview &FitItem::firstLongTermReview() const
{
    for (std::uint32_t i = 0; i < length; ++i) {
        if (reviews[i].deltaT > 0)
            return reviews[i];
    }
    return target(); // not reached: a target always comes on a later day
}

} // namespace astrolabe::memory
