// Evicting keys from a cache, against the formula written out by hand: the evicted keys get
// exactly 0, every kept weight is its old weight times Σ over all keys / Σ over the kept keys,
// the kept weights sum to one again; the lesson's numbers (scores 4, 1, 0, 2, 1) are pinned.
#include "attention/sink.h"
#include "attention/softmax.h"

#include "test_support.h"

#include <QTest>

#include <cmath>

using namespace astrolabe::attention;

namespace {

double sum(const Vector &v)
{
    double total = 0.0;
    for (double x : v)
        total += x;
    return total;
}

// e^s / Σ e^s over the kept positions, 0 at the evicted ones: the formula, term by term.
Vector byHand(const Vector &scores, const std::vector<int> &evicted)
{
    Vector terms;
    double total = 0.0;
    for (std::size_t j = 0; j < scores.size(); ++j) {
        const bool gone = std::find(evicted.begin(), evicted.end(), int(j)) != evicted.end();
        terms.push_back(gone ? 0.0 : std::exp(scores[j]));
        total += terms.back();
    }
    for (double &t : terms)
        t /= total;
    return terms;
}

} // namespace

class TestSink : public QObject
{
    Q_OBJECT

private slots:
    void matchesTheFormula_data();
    void matchesTheFormula();
    void keptWeightsGrowByOneFactor();
    void evictingNothingChangesNothing();
    void sinkShareIsTheFirstWeights();
    void theLessonsNumbers();
    void largeScoresDoNotOverflow();
};

void TestSink::matchesTheFormula_data()
{
    QTest::addColumn<Vector>("scores");
    QTest::addColumn<std::vector<int>>("evicted");
    QTest::newRow("the sink") << Vector{4, 1, 0, 2, 1} << std::vector<int>{0};
    QTest::newRow("a middle key") << Vector{4, 1, 0, 2, 1} << std::vector<int>{1};
    QTest::newRow("two sinks") << Vector{3, 3.5, 0.5, -1, 1} << std::vector<int>{0, 1};
    QTest::newRow("all but one") << Vector{2, -1, 0.5} << std::vector<int>{0, 2};
    QTest::newRow("negative scores") << Vector{-0.5, -3, -2, -1} << std::vector<int>{0};
}

void TestSink::matchesTheFormula()
{
    QFETCH(Vector, scores);
    QFETCH(std::vector<int>, evicted);
    const Eviction e = evictKeys(scores, evicted);
    compareVectors(e.before, byHand(scores, {}), 1e-12);
    compareVectors(e.after, byHand(scores, evicted), 1e-12);
    for (int j : evicted)
        QCOMPARE(e.after[std::size_t(j)], 0.0); // exactly, not nearly
    QVERIFY(std::abs(sum(e.after) - 1.0) < 1e-12);
    double share = 0.0;
    for (int j : evicted)
        share += e.before[std::size_t(j)];
    QVERIFY(std::abs(e.evictedShare - share) < 1e-12);
}

// after[j] = before[j] / (1 − evicted share) for every kept key, on random scores.
void TestSink::keptWeightsGrowByOneFactor()
{
    Gaussian gaussian(17);
    for (int trial = 0; trial < 200; ++trial) {
        const int n = 2 + trial % 7;
        Vector scores;
        for (int j = 0; j < n; ++j)
            scores.push_back(2.0 * gaussian.next());
        std::vector<int> evicted;
        for (int j = 0; j < n - 1; ++j)
            if ((trial >> j) & 1)
                evicted.push_back(j);
        const Eviction e = evictKeys(scores, evicted);
        QVERIFY(std::abs(e.growth - 1.0 / (1.0 - e.evictedShare)) < 1e-9 * e.growth);
        for (std::size_t j = 0; j < scores.size(); ++j)
            if (std::find(evicted.begin(), evicted.end(), int(j)) == evicted.end())
                QVERIFY(std::abs(e.after[j] - e.before[j] * e.growth) < 1e-12);
        QVERIFY(e.growth >= 1.0);
    }
}

void TestSink::evictingNothingChangesNothing()
{
    const Vector scores = {1.5, -0.5, 0, 2};
    const Eviction e = evictKeys(scores, {});
    compareVectors(e.after, e.before, 0.0);
    QCOMPARE(e.evictedShare, 0.0);
    QCOMPARE(e.growth, 1.0);
}

void TestSink::sinkShareIsTheFirstWeights()
{
    const Vector scores = {3, 2.5, 0, 1, -1};
    const Vector w = softmax(scores);
    QVERIFY(std::abs(sinkShare(scores) - w[0]) < 1e-15);
    QVERIFY(std::abs(sinkShare(scores, 2) - (w[0] + w[1])) < 1e-15);
    QVERIFY(std::abs(sinkShare(scores, 2) - evictKeys(scores, {0, 1}).evictedShare) < 1e-15);
    QVERIFY(std::abs(sinkShare(scores, 5) - 1.0) < 1e-12);
}

// The lesson's worked example: e^4 ≈ 54.60 against 2.72 + 1 + 7.39 + 2.72 = 13.83 for the rest.
// The first token takes 0.798; evicting it multiplies every other weight by 4.95; evicting key 2
// instead (what StreamingLLM would drop) multiplies them by only 1.04.
void TestSink::theLessonsNumbers()
{
    const Vector scores = {4, 1, 0, 2, 1};
    const double rest = std::exp(1.0) + 1.0 + std::exp(2.0) + std::exp(1.0);
    QVERIFY(std::abs(sinkShare(scores) - std::exp(4.0) / (std::exp(4.0) + rest)) < 1e-15);
    QCOMPARE(qRound(sinkShare(scores) * 1000), 798);

    const Eviction window = evictKeys(scores, {0});
    QCOMPARE(qRound(window.growth * 100), 495);
    compareVectors(window.after, {0, 0.197, 0.072, 0.534, 0.197}, 0.0005);
    compareVectors(window.before, {0.798, 0.040, 0.015, 0.108, 0.040}, 0.0005);

    const Eviction streaming = evictKeys(scores, {1});
    QCOMPARE(qRound(streaming.growth * 100), 104);
    compareVectors(streaming.after, {0.831, 0, 0.015, 0.112, 0.041}, 0.001);
}

void TestSink::largeScoresDoNotOverflow()
{
    const Eviction e = evictKeys({1000, 990, 991}, {0});
    QVERIFY(std::isfinite(e.growth));
    // Σ e^(s − 1000) over all three, 1 + e^−10 + e^−9, against e^−10 + e^−9 for the two kept.
    const double kept = std::exp(-10.0) + std::exp(-9.0);
    QVERIFY(std::abs(e.growth - (1.0 + kept) / kept) < 1e-9 * e.growth);
    QVERIFY(e.growth > 5000);
    QVERIFY(std::abs(e.after[2] - 1.0 / (1.0 + std::exp(-1.0))) < 1e-12);
}

QTEST_APPLESS_MAIN(TestSink)
#include "tst_sink.moc"
