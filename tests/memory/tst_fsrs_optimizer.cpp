// The FSRS-6 optimizer (core/memory/fsrs_optimizer.h and its parts): the gradient against
// fsrs-rs's published example and against finite differences, the initial-stability smoothing
// against fsrs-rs's own cases, the bounds, and fits of simulated learners.
#include "memory/fit_bounds.h"
#include "memory/fit_evaluation.h"
#include "memory/fit_initial_stability.h"
#include "memory/fsrs_optimizer.h"
#include "memory/scheduler_config.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace astrolabe::memory;

namespace {

FitWeights defaults()
{
    return SchedulerConfig::defaults().weights;
}

// Cards of reviews kept in place (items point into them).
struct Log
{
    std::vector<std::vector<FitReview>> cards;
    FitItems items; // every review on a later day, card by card

    FitItem item(std::size_t card, std::uint32_t length) const
    {
        return {cards[card].data(), length};
    }
};

// A learner whose memory follows FSRS-6 with the weights truth: each review comes after about
// the true stability (times 0.3 to 2.5), recalled with the true probability; a recalled card is
// rated Hard, Good or Easy, a forgotten one Again; sometimes a second review the same day.
Log simulate(const FitWeights &truth, int cards, int reviewsPerCard, unsigned seed)
{
    std::mt19937_64 random(seed);
    std::uniform_real_distribution<double> unit(0, 1);
    Log log;
    log.cards.resize(std::size_t(cards));
    for (int c = 0; c < cards; ++c) {
        auto &reviews = log.cards[std::size_t(c)];
        reviews.reserve(std::size_t(reviewsPerCard));
        const double u = unit(random);
        reviews.push_back({std::uint8_t(u < 0.2 ? 1 : u < 0.35 ? 2 : u < 0.85 ? 3 : 4), 0});
        double stability = truth[reviews[0].rating - 1];
        while (int(reviews.size()) < reviewsPerCard) {
            std::uint32_t deltaT = 0;
            if (unit(random) > 0.1)
                deltaT = std::max<std::uint32_t>(
                    1, std::uint32_t(std::lround(stability * (0.3 + 2.2 * unit(random)))));
            reviews.push_back({3, deltaT});
            const FitItem probe{reviews.data(), std::uint32_t(reviews.size())};
            const double recall = deltaT == 0 ? 0.95 : itemRecall(truth, probe);
            const double v = unit(random);
            reviews.back().rating = std::uint8_t(v >= recall ? 1 : v < 0.15 ? 2 : v < 0.85 ? 3 : 4);
            // The true stability after this review: the next item's state.
            reviews.push_back({3, 1});
            const FitItem next{reviews.data(), std::uint32_t(reviews.size())};
            const double r1 = itemRecall(truth, next);
            reviews.pop_back();
            // R(1 day) = (1 + F/S)^-w20  =>  S = F / (R^(-1/w20) - 1)
            const double factor = std::pow(0.9, -1 / truth[20]) - 1;
            stability = factor / (std::pow(r1, -1 / truth[20]) - 1);
        }
    }
    for (std::size_t c = 0; c < log.cards.size(); ++c) {
        for (std::uint32_t i = 1; i < log.cards[c].size(); ++i) {
            if (log.cards[c][i].deltaT > 0)
                log.items.push_back(log.item(c, i + 1));
        }
    }
    return log;
}

double lossAt(const FitWeights &w, const std::vector<FitItem> &items)
{
    double sum = 0;
    for (const FitItem &item : items)
        sum += itemLoss(w, item, 1.0);
    return sum;
}

} // namespace

class TstFsrsOptimizer : public QObject
{
    Q_OBJECT

private slots:
    // fsrs-rs's test_loss_and_grad: four items of six history reviews, default parameters.
    void gradientMatchesFsrsRsExample()
    {
        const std::vector<std::vector<FitReview>> cards = {
            {{1, 0}, {3, 0}, {1, 0}, {4, 0}, {3, 1}, {2, 3}, {3, 4}},
            {{2, 0}, {4, 0}, {4, 0}, {3, 1}, {1, 3}, {3, 6}, {3, 11}},
            {{3, 0}, {2, 0}, {4, 0}, {3, 1}, {3, 3}, {3, 6}, {3, 12}},
            {{4, 0}, {4, 0}, {3, 1}, {3, 3}, {3, 5}, {4, 12}, {1, 23}},
        };
        FitWeights gradient{};
        double loss = 0;
        for (const auto &card : cards)
            loss += itemLossGradient(defaults(), {card.data(), 7}, 1.0, gradient);
        QVERIFY2(std::abs(loss - 4.0466027) < 1e-4, qPrintable(QString::number(loss, 'g', 9)));
        const FitWeights expected = {-0.095688485, -0.0051607806, -0.0012249565, 0.007462064,
                                     0.03650761,   -0.082112335,  0.0593964,     -2.1474836,
                                     0.57626534,   -2.8751316,    0.7154875,     -0.028993709,
                                     0.0099172965, -0.2189217,    -0.0017800558, -0.089381434,
                                     0.299141,     0.068104014,   -0.011605468,  -0.25398168,
                                     0.27700496};
        for (int i = 0; i < 21; ++i) {
            const double err = std::abs(gradient[i] - expected[i]);
            QVERIFY2(err < 1e-3 || err / std::abs(expected[i]) < 1e-2,
                     qPrintable(QStringLiteral("w%1: %2 vs fsrs-rs %3")
                                    .arg(i)
                                    .arg(gradient[i])
                                    .arg(expected[i])));
        }
    }

    // The gradient is the derivative: central differences on simulated items, at the defaults
    // and at a fitted-looking vector, every weight.
    void gradientMatchesFiniteDifferences()
    {
        const Log log = simulate(defaults(), 40, 12, 7);
        FitWeights other = {0.4, 1.1, 3.1, 15.4, 7.2, 0.53, 1.06, 0.02, 1.6, 0.15, 1.08,
                            1.98, 0.09, 0.3, 2.2, 0.24, 2.9, 0.5, 0.6, 0.1, 0.3};
        for (const FitWeights &w : {defaults(), other}) {
            FitWeights gradient{};
            for (const FitItem &item : log.items)
                itemLossGradient(w, item, 1.0, gradient);
            for (int i = 0; i < 21; ++i) {
                const double h = 1e-6 * std::max(1.0, std::abs(w[i]));
                FitWeights up = w;
                FitWeights down = w;
                up[i] += h;
                down[i] -= h;
                const double numeric = (lossAt(up, log.items) - lossAt(down, log.items)) / (2 * h);
                const double scale = std::max(1e-3, std::abs(numeric));
                QVERIFY2(std::abs(gradient[i] - numeric) / scale < 1e-4,
                         qPrintable(QStringLiteral("w%1: analytic %2, numeric %3")
                                        .arg(i)
                                        .arg(gradient[i], 0, 'g', 10)
                                        .arg(numeric, 0, 'g', 10)));
            }
        }
    }

    // fsrs-rs's test_smooth_and_fill.
    void smoothingFillsMissingRatingsAsFsrsRs()
    {
        auto near = [](const std::array<double, 4> &a, const std::array<double, 4> &b) {
            for (int i = 0; i < 4; ++i) {
                if (std::abs(a[i] - b[i]) > 1e-6 * std::max(1.0, b[i]))
                    return false;
            }
            return true;
        };
        auto s = smoothAndFill({0.4, std::nullopt, 2.3, 10.9}, {1, 1, 1, 1});
        QVERIFY(s);
        QVERIFY(near(*s, {0.4, 1.1227008, 2.3, 10.9}));
        s = smoothAndFill({std::nullopt, 0.35, std::nullopt, std::nullopt}, {0, 1, 0, 0});
        QVERIFY(s);
        QVERIFY(near(*s, {0.05738148, 0.35, 0.6242943, 2.2453482}));
        // Out of order: the better-counted rating wins.
        s = smoothAndFill({1.0, 3.0, 2.0, 9.0}, {5, 5, 50, 5});
        QVERIFY(s);
        QCOMPARE((*s)[1], 2.0);
        QVERIFY(!smoothAndFill({1.0, 2.0, 3.0, 4.0}, {0, 0, 0, 0}));
    }

    void boundsHoldEveryWeight()
    {
        FitWeights w;
        w.fill(1e9);
        w[3] = std::nan("");
        clampToBounds(w, true);
        QCOMPARE(w[0], 100.0);
        QCOMPARE(w[3], 0.001); // not a number: the lower end
        QCOMPARE(w[4], 10.0);
        QCOMPARE(w[17], 2.0);
        QCOMPARE(w[20], 0.8);
        w.fill(-1);
        clampToBounds(w, true);
        QCOMPARE(w[19], 0.01);
        QCOMPARE(w[20], 0.1);
        w.fill(-1);
        clampToBounds(w, false);
        QCOMPARE(w[19], 0.0);
        // Two relearning steps lower the ceiling of w17 and w18 (fsrs-rs's case: defaults).
        w = defaults();
        w[17] = w[18] = 2.0;
        clampToBounds(w, true, 2);
        QVERIFY(w[17] < 2.0 && w[17] > 0.5);
    }

    void tooFewItemsAreRefusedWithTheNumberNeeded()
    {
        const Log log = simulate(defaults(), 2, 4, 1);
        const FitOutcome fit = fitParameters(log.items);
        QCOMPARE(fit.stage, FitOutcome::Stage::Refused);
        QCOMPARE(fit.refusal, FitOutcome::Refusal::TooFewItems);
        QVERIFY2(fit.problem.contains(QStringLiteral("at least 8")), qPrintable(fit.problem));
        QVERIFY(fitParameters({}).stage == FitOutcome::Stage::Refused);
    }

    // Every answer right, or every one wrong: one rating shows nothing of forgetting, so there
    // is nothing to fit. Two ratings are enough to fit.
    void aLogOfOneRatingIsRefused_data()
    {
        QTest::addColumn<int>("rating");
        for (int rating = 1; rating <= 4; ++rating)
            QTest::addRow("rated %d", rating) << rating;
    }
    void aLogOfOneRatingIsRefused()
    {
        QFETCH(int, rating);
        Log log = simulate(defaults(), 100, 6, 7);
        for (auto &card : log.cards)
            for (auto &review : card)
                review.rating = rating;
        const FitOutcome fit = fitParameters(log.items);
        QCOMPARE(fit.stage, FitOutcome::Stage::Refused);
        QCOMPARE(fit.refusal, FitOutcome::Refusal::OneRating);
        QCOMPARE(fit.onlyRating, rating);
        QCOMPARE(fit.problem, QStringLiteral("Fitting needs reviews of more than one rating; "
                                             "every review in this log is rated %1.")
                                  .arg(rating));
        log.cards[5][3].rating = rating == 1 ? 3 : 1;
        QVERIFY(fitParameters(log.items).stage != FitOutcome::Stage::Refused);
    }

    void aSmallLogFitsOnlyTheInitialStabilities()
    {
        Log log = simulate(defaults(), 60, 2, 2); // one item per card
        const FitOutcome fit = fitParameters(log.items);
        QCOMPARE(fit.stage, FitOutcome::Stage::InitialOnly);
        for (int i = 4; i < 21; ++i)
            QCOMPARE(fit.weights[i], defaults()[i]);
    }

    void aFitBeatsTheDefaultsAndStaysInBounds()
    {
        FitWeights truth = defaults();
        truth[0] = 0.6;
        truth[2] = 4.5;
        truth[8] = 1.3;
        truth[11] = 1.0;
        truth[20] = 0.35;
        const Log log = simulate(truth, 300, 14, 3);
        const FitOutcome fit = fitParameters(log.items);
        QCOMPARE(fit.stage, FitOutcome::Stage::Full);
        FitWeights clamped = fit.weights;
        clampToBounds(clamped, true);
        QCOMPARE(clamped, fit.weights);
        const double fitted = evaluateFit(fit.weights, log.items).logLoss;
        const double before = evaluateFit(defaults(), log.items).logLoss;
        QVERIFY2(fitted < before - 0.005,
                 qPrintable(QStringLiteral("fitted %1, defaults %2").arg(fitted).arg(before)));
        // The same log gives the same parameters: the batch order comes from the seed.
        QCOMPARE(fitParameters(log.items).weights, fit.weights);
        // Without same-day effects, w17-w19 are 0 and w0-w3 are the first-interval fit.
        FitOptions longTerm;
        longTerm.shortTerm = false;
        const FitOutcome lt = fitParameters(log.items, longTerm);
        QCOMPARE(lt.stage, FitOutcome::Stage::Full);
        QCOMPARE(lt.weights[17], 0.0);
        QCOMPARE(lt.weights[18], 0.0);
        QCOMPARE(lt.weights[19], 0.0);
    }

    void aRatingOutOfRangeIsRefused()
    {
        Log log = simulate(defaults(), 30, 6, 4);
        log.cards[3][2].rating = 7;
        const FitOutcome fit = fitParameters(log.items);
        QCOMPARE(fit.stage, FitOutcome::Stage::Refused);
        QCOMPARE(fit.refusal, FitOutcome::Refusal::BadRating);
        QVERIFY(fit.problem.contains(QStringLiteral("1, 2, 3 or 4")));
    }

    void stoppingTheFitGivesNoParameters()
    {
        const Log log = simulate(defaults(), 200, 10, 5);
        FitOptions options;
        int calls = 0;
        options.progress = [&calls](int, qint64 done, qint64 total) {
            ++calls;
            return done < total / 2;
        };
        const FitOutcome fit = fitParameters(log.items, options);
        QCOMPARE(fit.stage, FitOutcome::Stage::Refused);
        QCOMPARE(fit.refusal, FitOutcome::Refusal::Stopped);
        QVERIFY(calls > 0);
    }

    // Thirty copies of one item (the outlier filter keeps a group of 20 or more): the log loss is
    // -ln R and RMSE(bins) 1 - R, R the model's recall after 1 day at w2.
    void evaluationOfOneBin()
    {
        const std::vector<FitReview> card = {{3, 0}, {3, 1}};
        const FitItems items(30, FitItem{card.data(), 2});
        const FitScore score = evaluateFit(defaults(), items);
        const double w20 = defaults()[20];
        const double r = std::pow(1 + (std::pow(0.9, -1 / w20) - 1) / defaults()[2], -w20);
        QCOMPARE(score.items, qint64(30));
        QVERIFY(std::abs(score.logLoss + std::log(r)) < 1e-12);
        QVERIFY(std::abs(score.rmseBins - (1 - r)) < 1e-12);
        // Ten copies are under the filter's 20: nothing is left to score.
        QCOMPARE(evaluateFit(defaults(), FitItems(10, FitItem{card.data(), 2})).items, qint64(0));
    }
};

QTEST_GUILESS_MAIN(TstFsrsOptimizer)
#include "tst_fsrs_optimizer.moc"
