#include "attention/alternative_weights.h"
#include "attention/attend.h"
#include "attention/hull.h"

#include "test_support.h"

#include <QTest>

#include <cmath>

using namespace astrolabe::attention;

namespace {

// The lesson attention-explanation's numbers: three keys on a line, the middle one between the
// two others, and values 1 and 3 the same vector.
const std::vector<Vector> lessonKeys = {{1, 0}, {0, 1}, {-1, 0}};
const std::vector<Vector> lessonValues = {{2, 1}, {0, 3}, {2, 1}};

} // namespace

// Moving weight between positions: nothing changes where the values are equal, a (v_t − v_f)
// changes elsewhere.
class TestAlternativeWeights : public QObject
{
    Q_OBJECT

private slots:
    void moveKeepsTheSum()
    {
        const Vector w = {0.4, 0.1, 0.3, 0.2};
        const Vector moved = moveWeight(w, 0, 2, 0.3);
        compareVectors(moved, {0.1, 0.1, 0.6, 0.2}, 1e-12);
        double total = 0.0;
        for (double x : moved)
            total += x;
        QCOMPARE(total, 1.0);
        // Moving it back restores the weights.
        compareVectors(moveWeight(moved, 2, 0, 0.3), w, 1e-12);
    }

    // The change is the difference of the two outputs, each worked out as a full weighted sum.
    void changeIsTheDifferenceOfOutputs_data()
    {
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<double>("amount");
        QTest::addColumn<Vector>("expected");
        // Values: (1, 2), (-3, 0), (1, 2), (4, -1).
        QTest::newRow("to the repeat") << 0 << 2 << 0.3 << Vector{0, 0};
        QTest::newRow("from the repeat") << 2 << 0 << 0.1 << Vector{0, 0};
        QTest::newRow("to a different value") << 0 << 1 << 0.3 << Vector{-1.2, -0.6};
        QTest::newRow("to another") << 2 << 3 << 0.2 << Vector{0.6, -0.6};
    }

    void changeIsTheDifferenceOfOutputs()
    {
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(double, amount);
        QFETCH(Vector, expected);
        const std::vector<Vector> values = {{1, 2}, {-3, 0}, {1, 2}, {4, -1}};
        const Vector w = {0.4, 0.1, 0.3, 0.2};
        const auto f = std::size_t(from), t = std::size_t(to);
        const Vector change = outputChangeOfMove(values, f, t, amount);
        compareVectors(change, expected, 1e-12);
        const Vector before = convexCombination(w, values);
        const Vector after = convexCombination(moveWeight(w, f, t, amount), values);
        compareVectors(after, add(before, change), 1e-12);
        // Zero exactly when the two values are equal.
        QCOMPARE(change == Vector(2, 0.0), values[f] == values[t]);
    }

    void samePositions()
    {
        const std::vector<Vector> values = {{1, 2}, {-3, 0}, {1, 2}, {4, -1}, {1, 2}};
        QCOMPARE(positionsWithSameValue(values, 0), (std::vector<std::size_t>{2, 4}));
        QCOMPARE(positionsWithSameValue(values, 4), (std::vector<std::size_t>{0, 2}));
        QVERIFY(positionsWithSameValue(values, 1).empty());
        // Equal in one coordinate only is not equal.
        QVERIFY(positionsWithSameValue({{1, 2}, {1, 3}}, 0).empty());
    }

    void totalVariationDistance()
    {
        QCOMPARE(totalVariation({0.5, 0.5}, {0.5, 0.5}), 0.0);
        QCOMPARE(totalVariation({1, 0}, {0, 1}), 1.0);
        QVERIFY(std::abs(totalVariation({0.4, 0.1, 0.3, 0.2}, {0.1, 0.1, 0.6, 0.2}) - 0.3) < 1e-12);
        // A move of a between two positions is a total variation of a.
        const Vector w = {0.2, 0.5, 0.3};
        QVERIFY(std::abs(totalVariation(w, moveWeight(w, 1, 2, 0.4)) - 0.4) < 1e-12);
    }

    // The lesson's figures: the queries (2, 0) and (−2, 0) score the keys 2, 0, −2 and −2, 0, 2,
    // divided by √2, so the weights are mirror images: 0.768, 0.187, 0.045 and the reverse.
    // Values 1 and 3 are equal, so the two outputs are the same, (1.627, 1.373), though the
    // weights are 0.723 apart in total variation.
    void lessonMirrorQueries()
    {
        const Attended a = attend({2, 0}, lessonKeys, lessonValues);
        const Attended b = attend({-2, 0}, lessonKeys, lessonValues);
        compareVectors(a.weights, {0.7679, 0.1867, 0.0454}, 5e-5);
        compareVectors(b.weights, {0.0454, 0.1867, 0.7679}, 5e-5);
        compareVectors(a.output, b.output, 1e-12);
        compareVectors(a.output, {1.6266, 1.3734}, 5e-5);
        QVERIFY(std::abs(totalVariation(a.weights, b.weights) - 0.7225) < 5e-5);
        // Any weight moved between positions 1 and 3 leaves the output where it is.
        QCOMPARE(positionsWithSameValue(lessonValues, 0), (std::vector<std::size_t>{2}));
        compareVectors(outputChangeOfMove(lessonValues, 0, 2, a.weights[0] - a.weights[2]),
                       {0, 0}, 0.0);
    }

    // The Read's worked example in round numbers: (0.5, 0.2, 0.3) give (1.6, 1.4); 0.3 moved
    // from position 1 to position 3 gives (0.2, 0.2, 0.6) and the same output; moved to
    // position 2 instead, it adds 0.3 × ((0, 3) − (2, 1)) = (−0.6, 0.6), giving (1.0, 2.0).
    void lessonWorkedExample()
    {
        const Vector w = {0.5, 0.2, 0.3};
        compareVectors(convexCombination(w, lessonValues), {1.6, 1.4}, 1e-12);
        const Vector toRepeat = moveWeight(w, 0, 2, 0.3);
        compareVectors(toRepeat, {0.2, 0.2, 0.6}, 1e-12);
        compareVectors(convexCombination(toRepeat, lessonValues), {1.6, 1.4}, 1e-12);
        compareVectors(outputChangeOfMove(lessonValues, 0, 1, 0.3), {-0.6, 0.6}, 1e-12);
        compareVectors(convexCombination(moveWeight(w, 0, 1, 0.3), lessonValues), {1.0, 2.0},
                       1e-12);
    }
};

QTEST_APPLESS_MAIN(TestAlternativeWeights)
#include "tst_alternative_weights.moc"
