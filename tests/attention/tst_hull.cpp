#include "attention/attend.h"
#include "attention/hull.h"
#include "attention/sequence_attention.h"
#include "attention/softmax.h"

#include "test_support.h"

#include <QTest>

#include <cmath>

using namespace astrolabe::attention;

namespace {

// The numbers of the lesson weighted-average: three keys of width 4, values of width 2, and the
// three queries of its table (the first is the Read's worked example and the Watch's query).
const std::vector<Vector> lessonKeys = {{1, 1, 0, 0}, {1, 0, 1, 0}, {0, 0, 1, 1}};
const std::vector<Vector> lessonValues = {{4, 0}, {0, 2}, {2, 6}};
const std::vector<Vector> lessonQueries = {{1, 1, 0, 0}, {0, 0, 1, 1}, {1, 0, 0, 1}};

} // namespace

// The values bound every output of a head: coordinate by coordinate, and as a convex hull.
class TestHull : public QObject
{
    Q_OBJECT

private slots:
    void boundsAreTheColumnExtremes()
    {
        const CoordinateBounds b = coordinateBounds(lessonValues);
        compareVectors(b.lower, {0, 0}, 0.0);
        compareVectors(b.upper, {4, 6}, 0.0);
        QCOMPARE(coordinateOutsideBounds({2.4, 1.7}, b), -1);
        QCOMPARE(coordinateOutsideBounds({5, 1}, b), 0);
        QCOMPARE(coordinateOutsideBounds({1, -0.5}, b), 1);
        // (4, 6) passes the coordinate test, yet it is no blend of the three values: the hull
        // (a triangle) is smaller than the box. Its edge through (4, 0) and (2, 6) is
        // 3x + y = 12, and the third value (0, 2) gives 2 < 12 while (4, 6) gives 18 > 12.
        QCOMPARE(coordinateOutsideBounds({4, 6}, b), -1);
        QVERIFY(3 * 0 + 2 < 12 && 3 * 4 + 6 > 12);
    }

    void convexCombinationIsTheWeightedSum()
    {
        compareVectors(convexCombination({0.2, 0.3, 0.5}, lessonValues), {1.8, 3.6}, 1e-12);
        compareVectors(convexCombination({1, 0, 0}, lessonValues), {4, 0}, 0.0);
    }

    // The Read's worked example: scores 2, 1, 0, scaled 1, 0.5, 0, weights 0.506, 0.307,
    // 0.186, output (2.40, 1.73), inside x ∈ [0, 4], y ∈ [0, 6].
    void lessonExample()
    {
        const Attended a = attend(lessonQueries[0], lessonKeys, lessonValues);
        compareVectors(a.scores, {2, 1, 0}, 0.0);
        compareVectors(a.scaled, {1, 0.5, 0}, 1e-12);
        compareVectors(a.weights, {0.5065, 0.3072, 0.1863}, 5e-5);
        QVERIFY(std::abs(std::exp(1.0) + std::exp(0.5) + 1.0 - 5.367) < 5e-4);
        compareVectors(a.output, {2.3986, 1.7323}, 5e-5);
        QCOMPARE(coordinateOutsideBounds(a.output, coordinateBounds(lessonValues)), -1);
        compareVectors(convexCombination(a.weights, lessonValues), a.output, 1e-12);
    }

    // The table softmax(Q Kᵀ / √d) V of the Read and of the third proposition: row i is query
    // i's own attention; changing query 3 leaves rows 1 and 2 as they were.
    void tableRowByRow()
    {
        const Matrix q = Matrix::fromRows(lessonQueries);
        const Matrix k = Matrix::fromRows(lessonKeys);
        const Matrix v = Matrix::fromRows(lessonValues);
        const SequenceAttended table = attendSequence(q, k, v);
        for (std::size_t i = 0; i < lessonQueries.size(); ++i) {
            const Attended one = attend(lessonQueries[i], lessonKeys, lessonValues);
            compareVectors(table.weights.row(i), one.weights, 1e-12);
            compareVectors(table.output.row(i), one.output, 1e-12);
        }
        compareVectors(table.weights.row(1), {0.1863, 0.3072, 0.5065}, 5e-5);
        compareVectors(table.output.row(1), {1.7583, 3.6533}, 5e-5);
        compareVectors(table.weights.row(2), {1.0 / 3, 1.0 / 3, 1.0 / 3}, 1e-12);
        compareVectors(table.output.row(2), {2.0, 8.0 / 3}, 1e-12);

        std::vector<Vector> changed = lessonQueries;
        changed[2] = {2, 0, 0, 0};
        const SequenceAttended after = attendSequence(Matrix::fromRows(changed), k, v);
        for (std::size_t i = 0; i < 2; ++i) {
            compareVectors(after.weights.row(i), table.weights.row(i), 0.0);
            compareVectors(after.output.row(i), table.output.row(i), 0.0);
        }
        compareVectors(after.scores.row(2), {2, 2, 0}, 0.0);
        compareVectors(after.weights.row(2), {0.4223, 0.4223, 0.1554}, 5e-5);
        compareVectors(after.output.row(2), {2.0, 1.7768}, 5e-5);
    }

    // Random heads: every output lies strictly inside the values' coordinate ranges.
    void everyOutputIsInsideTheBounds()
    {
        Gaussian g(43);
        for (int trial = 0; trial < 200; ++trial) {
            const std::size_t n = 2 + std::size_t(trial % 5);
            const Vector query = randomVector(g, 4);
            const std::vector<Vector> keys = randomVectors(g, n, 4);
            const std::vector<Vector> values = randomVectors(g, n, 3);
            const Attended a = attend(query, keys, values);
            const CoordinateBounds b = coordinateBounds(values);
            for (std::size_t c = 0; c < 3; ++c)
                QVERIFY(a.output[c] > b.lower[c] && a.output[c] < b.upper[c]);
        }
    }
};

QTEST_APPLESS_MAIN(TestHull)
#include "tst_hull.moc"
