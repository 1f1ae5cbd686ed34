#include "memory/fit_initial_stability.h"

#include "memory/scheduler_config.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace astrolabe::memory {

namespace {

constexpr double kSMin = 0.001;
constexpr double kInitSMax = 100.0;

bool firstIntervalItem(const FitItem &item)
{
    return item.longTermReviewCount() == 1;
}

// The share recalled and the count at one first interval, for one first rating.
struct Point
{
    double deltaT;
    double recall;
    double count;
};

// Log loss of the forgetting curve with stability s (default decay) on the points, each
// weighted by its count, plus |s - default| / 16.
double pretrainLoss(const std::vector<Point> &points, double s, double defaultS)
{
    static const double decay = -SchedulerConfig::defaults().weights[20];
    static const double factor = std::pow(0.9, 1 / decay) - 1;
    double loss = 0;
    for (const Point &p : points) {
        const double y = std::pow(p.deltaT / s * factor + 1, decay);
        loss -= (p.recall * std::log(y) + (1 - p.recall) * std::log(1 - y)) * p.count;
    }
    return loss + std::abs(s - defaultS) / 16;
}

double searchStability(const std::vector<Point> &points, double defaultS)
{
    double low = kSMin;
    double high = kInitSMax;
    double best = defaultS;
    for (int iter = 0; high - low > 2.220446049250313e-16 && iter < 1000; ++iter) {
        const double mid1 = low + (high - low) / 3;
        const double mid2 = high - (high - low) / 3;
        if (pretrainLoss(points, mid1, defaultS) < pretrainLoss(points, mid2, defaultS))
            high = mid2;
        else
            low = mid1;
        best = (high + low) / 2;
    }
    return best;
}

} // namespace

FitSplit splitForFitting(const FitItems &items)
{
    // rating -> first interval -> the items' indices
    std::map<int, std::map<std::uint32_t, std::vector<std::size_t>>> groups;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (firstIntervalItem(items[i]))
            groups[items[i].reviews[0].rating][items[i].target().deltaT].push_back(i);
    }
    std::array<std::set<std::uint32_t>, 5> removed;
    FitSplit split;
    for (const auto &[rating, byInterval] : groups) {
        std::vector<std::pair<std::uint32_t, const std::vector<std::size_t> *>> sub;
        std::size_t total = 0;
        for (const auto &[deltaT, indices] : byInterval) {
            sub.push_back({deltaT, &indices});
            total += indices.size();
        }
        // Largest first, then the longer interval first; walked from the end.
        std::sort(sub.begin(), sub.end(), [](const auto &a, const auto &b) {
            if (a.second->size() != b.second->size())
                return a.second->size() > b.second->size();
            return a.first > b.first;
        });
        std::size_t dropped = 0;
        const std::size_t quota = std::max<std::size_t>(20, total / 20);
        const std::uint32_t longest = rating != 4 ? 100 : 365;
        for (auto it = sub.rbegin(); it != sub.rend(); ++it) {
            const auto &[deltaT, indices] = *it;
            if (dropped + indices->size() >= quota) {
                if (indices->size() >= 6 && deltaT <= longest) {
                    for (std::size_t i : *indices)
                        split.firstIntervals.push_back(items[i]);
                } else {
                    removed[rating].insert(deltaT);
                }
            } else {
                dropped += indices->size();
                removed[rating].insert(deltaT);
            }
        }
    }
    split.training.reserve(items.size());
    for (const FitItem &item : items) {
        if (!removed[item.reviews[0].rating].count(item.firstLongTermReview().deltaT))
            split.training.push_back(item);
    }
    return split;
}

std::optional<InitialStability> fitInitialStability(const FitItems &firstIntervals,
                                                    double averageRecall)
{
    // rating -> first interval -> (recalled, count)
    std::map<int, std::map<std::uint32_t, std::pair<double, double>>> groups;
    for (const FitItem &item : firstIntervals) {
        if (!firstIntervalItem(item))
            continue;
        auto &cell = groups[item.reviews[0].rating][item.firstLongTermReview().deltaT];
        cell.first += item.firstLongTermReview().rating > 1;
        cell.second += 1;
    }
    const auto &defaults = SchedulerConfig::defaults().weights;
    InitialStability out;
    std::array<std::optional<double>, 4> found;
    for (const auto &[rating, byInterval] : groups) {
        std::vector<Point> points;
        double count = 0;
        for (const auto &[deltaT, cell] : byInterval) {
            const double recall = cell.first / cell.second;
            // Laplace smoothing towards the average recall.
            points.push_back({double(deltaT),
                              (recall * cell.second + averageRecall) / (cell.second + 1),
                              cell.second});
            count += cell.second;
        }
        out.countByRating[rating - 1] = int(count);
        found[rating - 1] = searchStability(points, defaults[rating - 1]);
    }
    const auto filled = smoothAndFill(found, out.countByRating);
    if (!filled)
        return std::nullopt;
    out.stability = *filled;
    return out;
}

std::optional<std::array<double, 4>> smoothAndFill(const std::array<std::optional<double>, 4> &s,
                                                   const std::array<int, 4> &countByRating)
{
    // a[1..4]: the stability for each rating, or none.
    std::array<std::optional<double>, 5> a;
    int present = 0;
    for (int g = 1; g <= 4; ++g) {
        if (s[g - 1] && countByRating[g - 1] > 0) {
            a[g] = s[g - 1];
            ++present;
        }
    }
    const std::pair<int, int> pairs[] = {{1, 2}, {2, 3}, {3, 4}, {1, 3}, {2, 4}, {1, 4}};
    for (const auto &[small, big] : pairs) {
        if (a[small] && a[big] && *a[small] > *a[big]) {
            if (countByRating[small - 1] > countByRating[big - 1])
                a[big] = a[small];
            else
                a[small] = a[big];
        }
    }
    const double w1 = 0.41;
    const double w2 = 0.54;
    const auto &defaults = SchedulerConfig::defaults().weights;
    auto p = [](double x, double e) { return std::pow(x, e); };
    const bool h1 = bool(a[1]), h2 = bool(a[2]), h3 = bool(a[3]), h4 = bool(a[4]);
    if (present == 0)
        return std::nullopt;
    if (present == 1) {
        int g = 1;
        while (!a[g])
            ++g;
        const double factor = *a[g] / defaults[g - 1];
        for (int k = 1; k <= 4; ++k)
            a[k] = defaults[k - 1] * factor;
    } else if (present == 2) {
        if (!h1 && !h2 && h3 && h4) {
            const double r3 = *a[3], r4 = *a[4];
            const double r2 = p(r3, 1 / (1 - w2)) * p(r4, 1 - 1 / (1 - w2));
            a[2] = r2;
            a[1] = p(r2, 1 / w1) * p(r3, 1 - 1 / w1);
        } else if (!h1 && h2 && !h3 && h4) {
            const double r2 = *a[2], r4 = *a[4];
            const double r3 = p(r2, 1 - w2) * p(r4, w2);
            a[3] = r3;
            a[1] = p(r2, 1 / w1) * p(r3, 1 - 1 / w1);
        } else if (!h1 && h2 && h3 && !h4) {
            const double r2 = *a[2], r3 = *a[3];
            a[4] = p(r2, 1 - 1 / w2) * p(r3, 1 / w2);
            a[1] = p(r2, 1 / w1) * p(r3, 1 - 1 / w1);
        } else if (h1 && !h2 && !h3 && h4) {
            const double r1 = *a[1], r4 = *a[4];
            const double den = w1 * -w2 + (w1 + w2);
            a[2] = p(r1, w1 / den) * p(r4, 1 - w1 / den);
            a[3] = p(r1, 1 - w2 / den) * p(r4, w2 / den);
        } else if (h1 && !h2 && h3 && !h4) {
            const double r1 = *a[1], r3 = *a[3];
            const double r2 = p(r1, w1) * p(r3, 1 - w1);
            a[2] = r2;
            a[4] = p(r2, 1 - 1 / w2) * p(r3, 1 / w2);
        } else if (h1 && h2 && !h3 && !h4) {
            const double r1 = *a[1], r2 = *a[2];
            const double r3 = p(r1, 1 - 1 / (1 - w1)) * p(r2, 1 / (1 - w1));
            a[3] = r3;
            a[4] = p(r2, 1 - 1 / w2) * p(r3, 1 / w2);
        }
    } else if (present == 3) {
        if (!h1)
            a[1] = p(*a[2], 1 / w1) * p(*a[3], 1 - 1 / w1);
        else if (!h2)
            a[2] = p(*a[1], w1) * p(*a[3], 1 - w1);
        else if (!h3)
            a[3] = p(*a[2], 1 - w2) * p(*a[4], w2);
        else
            a[4] = p(*a[2], 1 - 1 / w2) * p(*a[3], 1 / w2);
    }
    std::array<double, 4> out{};
    for (int g = 1; g <= 4; ++g)
        out[g - 1] = std::clamp(*a[g], kSMin, kInitSMax);
    return out;
}

} // namespace astrolabe::memory
