#include "content/option_place_spread.h"

#include "content/option_order.h"

#include <algorithm>
#include <numeric>

namespace astrolabe::content {

QVector<int> rightOptionPlaces(const Question &question, const QVector<quint64> &seeds,
                               const OptionOrderFunction &order)
{
    if (!question.isChoice() || question.options.isEmpty())
        return {};
    const int count = int(question.options.size());
    QVector<int> places(count, 0);
    for (const quint64 seed : seeds) {
        const QVector<int> shown = order ? order(count, seed) : optionOrder(count, seed);
        const int place = shownPlace(shown, question.correct - 1);
        if (place >= 0 && place < count)
            ++places[place];
    }
    return places;
}

double commonestPlaceShare(const QVector<int> &placeCounts)
{
    const int total = std::accumulate(placeCounts.begin(), placeCounts.end(), 0);
    if (total == 0)
        return 0.0;
    return double(*std::max_element(placeCounts.begin(), placeCounts.end())) / total;
}

} // namespace astrolabe::content
