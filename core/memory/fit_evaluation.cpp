#include "memory/fit_evaluation.h"

#include "memory/fit_initial_stability.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace astrolabe::memory {

namespace {

// round(scale * base^floor(log_base(x))): fsrs-rs's geometric bins.
long geometricBin(double x, double base, double scale)
{
    return std::lround(scale * std::pow(base, std::floor(std::log(x) / std::log(base))));
}

std::tuple<long, long, long> binOf(const FitItem &item)
{
    const long interval = geometricBin(double(item.target().deltaT), 3.62, 248.0);
    const long length = geometricBin(item.longTermReviewCount() + 1.0, 1.89, 1.99);
    int lapses = 0;
    for (std::uint32_t i = 0; i + 1 < item.length; ++i)
        lapses += item.reviews[i].rating == 1 && item.reviews[i].deltaT > 0;
    const long lapseBin = lapses == 0 ? 0 : geometricBin(lapses, 1.73, 1.65);
    return {interval, length, lapseBin};
}

} // namespace

FitScore evaluateFit(const FitWeights &w, const FitItems &all)
{
    const FitSplit split = splitForFitting(all);
    FitItems items = split.firstIntervals;
    for (const FitItem &item : split.training) {
        if (item.longTermReviewCount() > 1)
            items.push_back(item);
    }
    if (items.empty())
        return {};
    struct Bin
    {
        double predicted = 0;
        double recalled = 0;
        double count = 0;
        double weight = 0;
    };
    std::map<std::tuple<long, long, long>, Bin> bins;
    double loss = 0;
    double weights = 0;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const FitItem &item = items[i];
        const double weight = recencyWeight(i, items.size());
        const double r = std::clamp(itemRecall(w, item), 1e-10, 1 - 1e-10);
        loss -= (item.recalled() ? std::log(r) : std::log(1 - r)) * weight;
        weights += weight;
        Bin &bin = bins[binOf(item)];
        bin.predicted += r;
        bin.recalled += item.recalled();
        bin.count += 1;
        bin.weight += weight;
    }
    double squares = 0;
    for (const auto &entry : bins) {
        const Bin &b = entry.second;
        const double gap = b.predicted / b.count - b.recalled / b.count;
        squares += gap * gap * b.weight;
    }
    return {loss / weights, std::sqrt(squares / weights), qint64(items.size())};
}

} // namespace astrolabe::memory
