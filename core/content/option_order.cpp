#include "content/option_order.h"

#include "exercises/seeded_random.h"

#include <utility>

namespace astrolabe::content {

QVector<int> optionOrder(int optionCount, quint64 seed)
{
    QVector<int> order;
    for (int i = 0; i < optionCount; ++i)
        order << i;
    // Seed 0 is what answers saved before options were shuffled hold: they were shown in the
    // pack's order, so that is the order they show again. (A drawn seed is never 0 in practice.)
    if (seed == 0)
        return order;
    // Fisher-Yates with the exercises' own draws (the same on every standard library); the
    // seed is mixed so that a choice question and a generated one on the same seed differ.
    exercises::SeededRandom random(seed ^ 0x9e3779b97f4a7c15ULL);
    for (int i = optionCount - 1; i > 0; --i)
        std::swap(order[i], order[random.integer(0, i)]);
    return order;
}

int shownPlace(const QVector<int> &order, int packIndex)
{
    return static_cast<int>(order.indexOf(packIndex));
}

} // namespace astrolabe::content
