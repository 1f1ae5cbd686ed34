#include "memory/fsrs_optimizer.h"

#include "memory/fit_bounds.h"
#include "memory/fit_initial_stability.h"
#include "memory/scheduler_config.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace astrolabe::memory {

namespace {

// fsrs-rs's spread of each parameter across learners, the scale of the L2 pull.
constexpr FitWeights kParamsStddev = {6.43, 9.66, 17.58, 27.85, 0.57, 0.28, 0.6,
                                      0.12, 0.39, 0.18,  0.33,  0.3,  0.09, 0.16,
                                      0.57, 0.25, 1.03,  0.31,  0.32, 0.14, 0.27};

struct WeightedItem
{
    FitItem item;
    double weight;
};

// Adam as Burn and fsrs-rs take it: beta 0.9 and 0.999, epsilon 1e-8, bias-corrected.
class Adam
{
public:
    void step(double lr, FitWeights &w, const FitWeights &g)
    {
        ++m_t;
        const double c1 = 1 - std::pow(0.9, m_t);
        const double c2 = 1 - std::pow(0.999, m_t);
        for (int i = 0; i < 21; ++i) {
            m_m[i] = m_m[i] * 0.9 + g[i] * 0.1;
            m_v[i] = m_v[i] * 0.999 + g[i] * g[i] * 0.001;
            w[i] -= lr * (m_m[i] / c1) / (std::sqrt(m_v[i] / c2) + 1e-8);
        }
    }

private:
    int m_t = 0;
    FitWeights m_m{};
    FitWeights m_v{};
};

// The cosine-annealed learning rate, stepped as fsrs-rs's scheduler steps it.
class CosineAnnealing
{
public:
    CosineAnnealing(double steps, double lr)
        : m_tMax(steps)
        , m_initial(lr)
        , m_lr(lr)
    {
    }

    double next()
    {
        m_step += 1;
        const double pi = 3.141592653589793;
        if (std::fmod(m_step - 1 - m_tMax, 2 * m_tMax) == 0)
            m_lr = m_initial * (1 - std::cos(pi / m_tMax)) / 2;
        else
            m_lr = (1 + std::cos(pi * m_step / m_tMax))
                / (1 + std::cos(pi * (m_step - 1) / m_tMax)) * m_lr;
        return m_lr;
    }

private:
    double m_tMax;
    double m_initial;
    double m_lr;
    double m_step = 0;
};

// splitmix64: a small seeded generator for the batch order.
class BatchShuffle
{
public:
    explicit BatchShuffle(unsigned long long seed)
        : m_state(seed)
    {
    }

    void shuffle(std::vector<std::size_t> &v)
    {
        for (std::size_t i = v.size(); i > 1; --i)
            std::swap(v[i - 1], v[next() % i]);
    }

private:
    unsigned long long next()
    {
        unsigned long long z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

    unsigned long long m_state;
};

double l2Penalty(const FitWeights &w, const FitWeights &start, double scale)
{
    double sum = 0;
    for (int i = 0; i < 21; ++i) {
        const double delta = w[i] - start[i];
        sum += delta * delta / (kParamsStddev[i] * kParamsStddev[i]);
    }
    return sum * scale;
}

FitOutcome refused(FitOutcome::Refusal why, const QString &problem)
{
    FitOutcome out;
    out.refusal = why;
    out.problem = problem;
    return out;
}

FitWeights train(const std::vector<WeightedItem> &items, const FitWeights &start,
                 const FitOptions &options, bool &stopped)
{
    const std::size_t total = items.size();
    const auto batchSize = std::size_t(options.batchSize);
    const std::size_t batches = (total + batchSize - 1) / batchSize;
    CosineAnnealing schedule(double((total / batchSize + 1) * std::size_t(options.epochs)),
                             options.learningRate);
    Adam adam;
    BatchShuffle order(options.seed);
    std::vector<std::size_t> batchOrder(batches);
    std::iota(batchOrder.begin(), batchOrder.end(), std::size_t(0));

    FitWeights w = start;
    FitWeights best = start;
    double bestLoss = INFINITY;
    for (int epoch = 1; epoch <= options.epochs; ++epoch) {
        order.shuffle(batchOrder);
        qint64 done = 0;
        for (const std::size_t b : batchOrder) {
            const double lr = schedule.next();
            const std::size_t from = b * batchSize;
            const std::size_t to = std::min(from + batchSize, total);
            FitWeights g{};
            for (std::size_t i = from; i < to; ++i)
                itemLossGradient(w, items[i].item, items[i].weight, g);
            const double scale = options.gamma * double(to - from) / double(total);
            for (int i = 0; i < 21; ++i) {
                g[i] += 2 * (w[i] - start[i])
                    / (kParamsStddev[i] * kParamsStddev[i]) * scale;
            }
            if (!options.shortTerm) {
                std::fill(g.begin(), g.begin() + 4, 0.0);
                std::fill(g.begin() + 17, g.begin() + 20, 0.0);
            }
            adam.step(lr, w, g);
            clampToBounds(w, options.shortTerm, options.relearningSteps);
            done += qint64(to - from);
            if (options.progress && !options.progress(epoch, done, qint64(total))) {
                stopped = true;
                return best;
            }
        }
        double loss = 0;
        for (std::size_t from = 0; from < total; from += batchSize) {
            const std::size_t to = std::min(from + batchSize, total);
            for (std::size_t i = from; i < to; ++i)
                loss += itemLoss(w, items[i].item, items[i].weight);
            loss += l2Penalty(w, start, options.gamma * double(to - from) / double(total));
        }
        loss /= double(total);
        if (loss < bestLoss) {
            bestLoss = loss;
            best = w;
        }
    }
    return best;
}

} // namespace

FitOutcome fitParameters(const FitItems &items, const FitOptions &options)
{
    unsigned ratingsSeen = 0; // bit r for rating r
    for (const FitItem &item : items) {
        for (std::uint32_t i = 0; i < item.length; ++i) {
            const int rating = item.reviews[i].rating;
            if (rating < 1 || rating > 4)
                return refused(FitOutcome::Refusal::BadRating,
                               QStringLiteral("Every rating must be 1, 2, 3 or 4."));
            ratingsSeen |= 1u << rating;
        }
    }
    const FitSplit split = splitForFitting(items);
    const FitItems &training = split.training;
    if (training.size() < std::size_t(kMinFitItems))
        return refused(FitOutcome::Refusal::TooFewItems,
                       QStringLiteral("Fitting needs at least %1 reviews made on a later day "
                                      "than the card's review before them; this log has %2.")
                           .arg(kMinFitItems)
                           .arg(training.size()));
    // One rating alone (every answer right, say) shows nothing of forgetting to fit.
    for (int rating = 1; rating <= 4; ++rating) {
        if (ratingsSeen == (1u << rating)) {
            FitOutcome out = refused(FitOutcome::Refusal::OneRating,
                                     QStringLiteral("Fitting needs reviews of more than one "
                                                    "rating; every review in this log is "
                                                    "rated %1.")
                                         .arg(rating));
            out.onlyRating = rating;
            return out;
        }
    }
    double recalled = 0;
    for (const FitItem &item : training)
        recalled += item.recalled();
    const double averageRecall = recalled / double(training.size());

    const auto initial = fitInitialStability(split.firstIntervals, averageRecall);
    if (!initial)
        return refused(FitOutcome::Refusal::NoFirstIntervals,
                       QStringLiteral("Fitting needs new cards seen again on a later day; "
                                      "this log has too few of them to start from."));
    FitOutcome out;
    out.trainingItems = qint64(training.size());
    FitWeights start = SchedulerConfig::defaults().weights;
    std::copy(initial->stability.begin(), initial->stability.end(), start.begin());
    if (!options.shortTerm) // no same-day effect at all: w17-w19 held at 0, as fsrs-rs does
        std::fill(start.begin() + 17, start.begin() + 20, 0.0);

    std::vector<WeightedItem> weighted;
    weighted.reserve(training.size());
    for (std::size_t i = 0; i < training.size(); ++i) {
        if (training[i].length <= std::uint32_t(options.maxSequenceLength))
            weighted.push_back({training[i], recencyWeight(i, training.size())});
    }
    if (training.size() == split.firstIntervals.size()
        || training.size() < std::size_t(kFullFitItems) || weighted.empty()) {
        out.stage = FitOutcome::Stage::InitialOnly;
        out.weights = start;
        return out;
    }
    std::stable_sort(weighted.begin(), weighted.end(),
                     [](const WeightedItem &a, const WeightedItem &b) {
                         return a.item.length < b.item.length;
                     });
    bool stopped = false;
    FitWeights w = train(weighted, start, options, stopped);
    if (stopped)
        return refused(FitOutcome::Refusal::Stopped,
                       QStringLiteral("The fit was stopped before it finished."));
    for (double x : w) {
        if (!std::isfinite(x))
            return refused(FitOutcome::Refusal::Diverged,
                           QStringLiteral("The fit did not converge: a parameter became "
                                          "infinite."));
    }
    std::array<std::optional<double>, 4> fitted;
    for (int g = 0; g < 4; ++g)
        fitted[g] = w[g];
    const auto smoothed = smoothAndFill(fitted, initial->countByRating);
    if (smoothed)
        std::copy(smoothed->begin(), smoothed->end(), w.begin());
    out.stage = FitOutcome::Stage::Full;
    out.weights = w;
    return out;
}

} // namespace astrolabe::memory
