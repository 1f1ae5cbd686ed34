// The online softmax merge against attention's own softmax: the merged maximum and sum are the
// normaliser of the whole list, the merged partial output divided by the sum is the output of
// attend(), in any split of the keys into blocks; the lesson's worked example is pinned.
#include "attention/attend.h"
#include "attention/online_softmax.h"
#include "attention/softmax.h"

#include "test_support.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace astrolabe::attention;

namespace {

// Splits a list into consecutive blocks of the given sizes.
template <typename T>
std::vector<std::vector<T>> blocks(const std::vector<T> &all, const QList<int> &sizes)
{
    std::vector<std::vector<T>> out;
    std::size_t at = 0;
    for (int size : sizes) {
        out.emplace_back(all.begin() + long(at), all.begin() + long(at) + size);
        at += std::size_t(size);
    }
    return out;
}

} // namespace

class TestOnlineSoftmax : public QObject
{
    Q_OBJECT

private slots:
    // The lesson's example: block 1 scores (1, 2) with values 6, 3; block 2 scores (3, 0) with
    // values 0, 9. By hand: m₁ = 2, ℓ₁ = e⁻¹ + 1, a₁ = 6e⁻¹ + 3; block 2 raises m to 3, so both
    // are multiplied by e⁻¹; ℓ₂ = 1 + e⁻³, a₂ = 9e⁻³.
    void lessonExample()
    {
        const double e1 = std::exp(-1.0), e3 = std::exp(-3.0);
        const SoftmaxState first = softmaxBlock({1, 2}, {{6}, {3}});
        QCOMPARE(first.maximum, 2.0);
        QVERIFY(std::abs(first.sum - (e1 + 1)) < 1e-12);
        QVERIFY(std::abs(first.accumulated[0] - (6 * e1 + 3)) < 1e-12);
        QVERIFY(std::abs(stateOutput(first)[0] - 3.8068) < 1e-4);
        const SoftmaxState second = softmaxBlock({3, 0}, {{0}, {9}});
        QCOMPARE(second.maximum, 3.0);
        QVERIFY(std::abs(second.sum - (1 + e3)) < 1e-12);
        const SoftmaxState merged = mergeSoftmax(first, second);
        QCOMPARE(merged.maximum, 3.0);
        QVERIFY(std::abs(rescaleFactor(2, 3) - e1) < 1e-15);
        QVERIFY(std::abs(merged.sum - ((e1 + 1) * e1 + 1 + e3)) < 1e-12);
        QVERIFY(std::abs(merged.sum - 1.5530) < 1e-4);
        QVERIFY(std::abs(first.accumulated[0] * e1 - 1.9157) < 1e-4);
        QVERIFY(std::abs(stateOutput(merged)[0] - 1.5220) < 1e-4);
        // The one-pass softmax the core computes: 0.087, 0.237, 0.644, 0.032.
        const Vector weights = softmax({1, 2, 3, 0});
        const Vector expected = {0.0871, 0.2369, 0.6439, 0.0321};
        compareVectors(weights, expected, 1e-4);
        const Vector scores = {1, 2, 3, 0};
        for (std::size_t i = 0; i < scores.size(); ++i)
            QVERIFY(std::abs(weightOf(scores[i], merged) - weights[i]) < 1e-12);
        // The Watch's head: q = (1, 1, 1, 1) and keys whose dot products are 2, 4, 6, 0, so
        // that ÷ √4 gives the same scores.
        const Attended head = attend({1, 1, 1, 1},
                                     {{1, 1, 0, 0}, {1, 1, 1, 1}, {2, 2, 1, 1}, {1, -1, 0, 0}},
                                     {{6}, {3}, {0}, {9}});
        compareVectors(head.scaled, scores, 0);
        compareVectors(head.output, stateOutput(merged), 1e-12);
    }

    // Random queries, keys and values: every split of the keys into blocks, merged left to
    // right, gives attend()'s weights and output.
    void matchesAttendInEverySplit_data()
    {
        QTest::addColumn<QList<int>>("sizes");
        QTest::newRow("one block") << QList<int>{7};
        QTest::newRow("1 + 6") << QList<int>{1, 6};
        QTest::newRow("3 + 4") << QList<int>{3, 4};
        QTest::newRow("2 + 2 + 3") << QList<int>{2, 2, 3};
        QTest::newRow("one key each") << QList<int>{1, 1, 1, 1, 1, 1, 1};
    }
    void matchesAttendInEverySplit()
    {
        QFETCH(QList<int>, sizes);
        Gaussian g(2026);
        for (int trial = 0; trial < 50; ++trial) {
            const Vector q = randomVector(g, 8);
            std::vector<Vector> keys = randomVectors(g, 7, 8);
            const std::vector<Vector> values = randomVectors(g, 7, 3);
            for (Vector &k : keys)
                for (double &x : k)
                    x *= 1 + trial % 5; // up to large scores, where softmax saturates
            const Attended reference = attend(q, keys, values);
            const SoftmaxState state =
                onlineSoftmax(blocks(reference.scaled, sizes), blocks(values, sizes));
            compareVectors(stateOutput(state), reference.output, 1e-12);
            for (std::size_t i = 0; i < keys.size(); ++i)
                QVERIFY(std::abs(weightOf(reference.scaled[i], state) - reference.weights[i])
                        < 1e-12);
            // The merged normaliser is the whole list's: ℓ e^m = Σ e^s.
            double total = 0.0;
            for (double s : reference.scaled)
                total += std::exp(s);
            QVERIFY(std::abs(state.sum * std::exp(state.maximum) - total) < 1e-9 * total);
        }
    }

    // The merge may group the blocks either way and take them in either order.
    void mergeIsAssociativeAndCommutative()
    {
        Gaussian g(7);
        for (int trial = 0; trial < 50; ++trial) {
            const SoftmaxState a = softmaxBlock(randomVector(g, 3), randomVectors(g, 3, 2));
            const SoftmaxState b = softmaxBlock(randomVector(g, 2), randomVectors(g, 2, 2));
            const SoftmaxState c = softmaxBlock(randomVector(g, 4), randomVectors(g, 4, 2));
            const SoftmaxState left = mergeSoftmax(mergeSoftmax(a, b), c);
            const SoftmaxState right = mergeSoftmax(a, mergeSoftmax(b, c));
            const SoftmaxState swapped = mergeSoftmax(c, mergeSoftmax(b, a));
            QCOMPARE(left.maximum, right.maximum);
            QVERIFY(std::abs(left.sum - right.sum) < 1e-12);
            QVERIFY(std::abs(left.sum - swapped.sum) < 1e-12);
            compareVectors(stateOutput(left), stateOutput(right), 1e-12);
            compareVectors(stateOutput(left), stateOutput(swapped), 1e-12);
        }
    }

    // Scores of 1000 and more never overflow: every exponent is at most 0.
    void largeScoresStayFinite()
    {
        const SoftmaxState state = onlineSoftmax({{1000, 999}, {1001}}, {{{1}, {2}}, {{3}}});
        QCOMPARE(state.maximum, 1001.0);
        QVERIFY(std::isfinite(state.sum));
        compareVectors({weightOf(1000, state), weightOf(999, state), weightOf(1001, state)},
                       softmax({1000, 999, 1001}), 1e-12);
        const Vector w = softmax({1000, 999, 1001});
        QVERIFY(std::abs(stateOutput(state)[0] - (w[0] + 2 * w[1] + 3 * w[2])) < 1e-12);
    }

    // Masked scores (−∞) add nothing, and an empty state leaves the other one as it is.
    void maskedAndEmptyBlocks()
    {
        const double inf = std::numeric_limits<double>::infinity();
        const SoftmaxState masked = softmaxBlock({-inf, -inf}, {{5}, {5}});
        QVERIFY(masked.isEmpty());
        const SoftmaxState visible = softmaxBlock({0.5, -1}, {{2}, {4}});
        const SoftmaxState merged = mergeSoftmax(masked, visible);
        QCOMPARE(merged.maximum, visible.maximum);
        QCOMPARE(merged.sum, visible.sum);
        compareVectors(stateOutput(mergeSoftmax(visible, SoftmaxState())), stateOutput(visible), 0);
        const SoftmaxState partly = onlineSoftmax({{0.5, -inf}, {-1}}, {{{2}, {7}}, {{4}}});
        compareVectors(stateOutput(partly), stateOutput(visible), 1e-12);
        // Scores alone (no values): the normaliser only.
        const SoftmaxState scoresOnly = onlineSoftmax({{1, 2}, {3, 0}});
        QVERIFY(scoresOnly.accumulated.empty());
        QVERIFY(std::abs(scoresOnly.sum - 1.5530017927759188) < 1e-12);
    }
};

QTEST_APPLESS_MAIN(TestOnlineSoftmax)
#include "tst_online_softmax.moc"
