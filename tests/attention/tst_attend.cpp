#include "attention/attend.h"

#include "test_support.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace astrolabe::attention;

// One query attending over key/value pairs: the lesson's numbers, the output as a convex
// combination of the values, blindness to order, and why the scores are divided by sqrt(d).
class TestAttend : public QObject
{
    Q_OBJECT

private slots:
    void lessonExample()
    {
        // q . k gives 3, 1, 0 with the scale switched off.
        const Vector query{1, 0};
        const std::vector<Vector> keys{{3, 5}, {1, -2}, {0, 7}};
        const std::vector<Vector> values{{1, 0}, {0, 1}, {10, 10}};
        const Attended a = attend(query, keys, values, false);
        QCOMPARE(a.scores, (Vector{3, 1, 0}));
        QCOMPARE(a.scale, 1.0);
        QCOMPARE(a.scaled, a.scores);
        const Vector expected{0.8438, 0.1142, 0.0420};
        for (std::size_t i = 0; i < 3; ++i)
            QVERIFY(std::abs(a.weights[i] - expected[i]) < 1e-4);
        // Mostly the first value, never only that.
        QVERIFY(std::abs(a.output[0] - (a.weights[0] + 10 * a.weights[2])) < 1e-15);
        QVERIFY(std::abs(a.output[1] - (a.weights[1] + 10 * a.weights[2])) < 1e-15);
    }

    void scaleIsSquareRootOfQueryLength_data()
    {
        QTest::addColumn<int>("d");
        QTest::addColumn<bool>("scaled");
        QTest::addColumn<double>("scale");
        QTest::newRow("d=4 scaled") << 4 << true << 2.0;
        QTest::newRow("d=2 scaled") << 2 << true << std::sqrt(2.0);
        QTest::newRow("d=64 scaled") << 64 << true << 8.0;
        QTest::newRow("d=64 unscaled") << 64 << false << 1.0;
    }

    void scaleIsSquareRootOfQueryLength()
    {
        QFETCH(int, d);
        QFETCH(bool, scaled);
        QFETCH(double, scale);
        Gaussian g(7);
        const Vector q = randomVector(g, d);
        const auto keys = randomVectors(g, 3, d);
        const Attended a = attend(q, keys, randomVectors(g, 3, 2), scaled);
        QCOMPARE(a.scale, scale);
        for (std::size_t i = 0; i < keys.size(); ++i) {
            QVERIFY(std::abs(a.scores[i] - dot(q, keys[i])) < 1e-12);
            QVERIFY(std::abs(a.scaled[i] - a.scores[i] / scale) < 1e-12);
        }
    }

    void outputIsAConvexCombinationOfValues_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("dv");
        QTest::addColumn<bool>("scaled");
        QTest::newRow("1 pair") << quint64(1) << 1 << 3 << 2 << true;
        QTest::newRow("4 pairs") << quint64(2) << 4 << 4 << 3 << true;
        QTest::newRow("4 pairs unscaled") << quint64(3) << 4 << 4 << 3 << false;
        QTest::newRow("10 pairs, wide") << quint64(4) << 10 << 16 << 8 << true;
        QTest::newRow("32 pairs") << quint64(5) << 32 << 8 << 5 << false;
    }

    void outputIsAConvexCombinationOfValues()
    {
        QFETCH(quint64, seed);
        QFETCH(int, n);
        QFETCH(int, d);
        QFETCH(int, dv);
        QFETCH(bool, scaled);
        Gaussian g(seed);
        const Vector q = randomVector(g, d);
        const auto keys = randomVectors(g, n, d);
        const auto values = randomVectors(g, n, dv);
        const Attended a = attend(q, keys, values, scaled);

        QCOMPARE(a.weights.size(), std::size_t(n));
        for (double w : a.weights)
            QVERIFY(w > 0.0);
        QVERIFY(std::abs(std::accumulate(a.weights.begin(), a.weights.end(), 0.0) - 1.0) < 1e-12);

        QCOMPARE(a.output.size(), std::size_t(dv));
        for (int c = 0; c < dv; ++c) {
            double weighted = 0.0;
            double low = values[0][c];
            double high = values[0][c];
            for (int i = 0; i < n; ++i) {
                weighted += a.weights[i] * values[i][c];
                low = std::min(low, values[i][c]);
                high = std::max(high, values[i][c]);
            }
            QVERIFY(std::abs(a.output[c] - weighted) < 1e-12);
            QVERIFY2(a.output[c] >= low - 1e-12 && a.output[c] <= high + 1e-12,
                     qPrintable(QStringLiteral("coordinate %1 left the hull").arg(c)));
        }
    }

    // Moving key/value pairs around moves their weights with them and leaves the output alone.
    void orderDoesNotMatter_data()
    {
        QTest::addColumn<QList<int>>("order");
        QTest::newRow("swap first two") << QList<int>{1, 0, 2, 3, 4};
        QTest::newRow("reverse") << QList<int>{4, 3, 2, 1, 0};
        QTest::newRow("rotate") << QList<int>{1, 2, 3, 4, 0};
        QTest::newRow("shuffle") << QList<int>{3, 0, 4, 2, 1};
    }

    void orderDoesNotMatter()
    {
        QFETCH(QList<int>, order);
        Gaussian g(42);
        const Vector q = randomVector(g, 6);
        const auto keys = randomVectors(g, 5, 6);
        const auto values = randomVectors(g, 5, 3);
        std::vector<Vector> movedKeys;
        std::vector<Vector> movedValues;
        for (int from : order) {
            movedKeys.push_back(keys[from]);
            movedValues.push_back(values[from]);
        }
        const Attended before = attend(q, keys, values);
        const Attended after = attend(q, movedKeys, movedValues);
        for (int i = 0; i < order.size(); ++i)
            QVERIFY(std::abs(after.weights[i] - before.weights[order[i]]) < 1e-15);
        for (std::size_t c = 0; c < before.output.size(); ++c)
            QVERIFY(std::abs(after.output[c] - before.output[c]) < 1e-12);
    }

    // For q and k with independent unit-variance components, q . k has variance d; dividing
    // by sqrt(d) brings it back to 1 whatever d is.
    void scalingKeepsScoreVarianceNearOne_data()
    {
        QTest::addColumn<int>("d");
        QTest::newRow("d=4") << 4;
        QTest::newRow("d=16") << 16;
        QTest::newRow("d=64") << 64;
        QTest::newRow("d=256") << 256;
    }

    void scalingKeepsScoreVarianceNearOne()
    {
        QFETCH(int, d);
        constexpr int samples = 20000;
        Gaussian g(20240601 + d);
        const std::vector<Vector> oneValue{{0.0}};
        double rawSum = 0, rawSquares = 0, scaledSum = 0, scaledSquares = 0;
        for (int s = 0; s < samples; ++s) {
            const Vector q = randomVector(g, d);
            const std::vector<Vector> k{randomVector(g, d)};
            const Attended a = attend(q, k, oneValue, true);
            rawSum += a.scores[0];
            rawSquares += a.scores[0] * a.scores[0];
            scaledSum += a.scaled[0];
            scaledSquares += a.scaled[0] * a.scaled[0];
        }
        const auto variance = [](double total, double squares) {
            const double mean = total / samples;
            return (squares - samples * mean * mean) / (samples - 1);
        };
        const double raw = variance(rawSum, rawSquares);
        const double scaled = variance(scaledSum, scaledSquares);
        qInfo("d=%d: raw variance %.3f, scaled variance %.4f", d, raw, scaled);
        QVERIFY2(std::abs(raw - d) < 0.1 * d, qPrintable(QString::number(raw)));
        QVERIFY2(std::abs(scaled - 1.0) < 0.1, qPrintable(QString::number(scaled)));
    }
};

QTEST_APPLESS_MAIN(TestAttend)
#include "tst_attend.moc"
