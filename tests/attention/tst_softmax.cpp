#include "attention/softmax.h"

#include "test_support.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

using astrolabe::attention::softmax;
using astrolabe::attention::Vector;

namespace {
constexpr double inf = std::numeric_limits<double>::infinity();

double sum(const Vector &v)
{
    return std::accumulate(v.begin(), v.end(), 0.0);
}

double largest(const Vector &v)
{
    return *std::max_element(v.begin(), v.end());
}

double smallest(const Vector &v)
{
    return *std::min_element(v.begin(), v.end());
}
} // namespace

// The softmax turns scores into weights: the lesson's worked numbers, the edge cases a stable
// implementation must survive, and the properties every lesson leans on.
class TestSoftmax : public QObject
{
    Q_OBJECT

private slots:
    void knownWeights_data()
    {
        QTest::addColumn<Vector>("scores");
        QTest::addColumn<double>("temperature");
        QTest::addColumn<Vector>("expected");
        QTest::addColumn<double>("tolerance");

        // The lesson's example: e^3, e^1, e^0 over their total.
        QTest::newRow("lesson 3,1,0") << Vector{3, 1, 0} << 1.0 << Vector{0.8438, 0.1142, 0.0420} << 1e-4;
        QTest::newRow("near-even 0.01,0,0 (to the lesson's two digits)")
            << Vector{0.01, 0, 0} << 1.0 << Vector{0.34, 0.33, 0.33} << 0.005;
        QTest::newRow("near-even 0.01,0,0") << Vector{0.01, 0, 0} << 1.0 << Vector{0.3356, 0.3322, 0.3322} << 1e-4;
        QTest::newRow("one score") << Vector{-7.5} << 1.0 << Vector{1.0} << 0.0;
        QTest::newRow("equal scores") << Vector{2, 2, 2, 2} << 1.0 << Vector{0.25, 0.25, 0.25, 0.25} << 1e-15;
        QTest::newRow("huge 1000,1001 do not overflow") << Vector{1000, 1001} << 1.0 << Vector{0.2689, 0.7311} << 1e-4;
        QTest::newRow("huge negative -1000,-1001") << Vector{-1000, -1001} << 1.0 << Vector{0.7311, 0.2689} << 1e-4;
        QTest::newRow("1e300 against 0") << Vector{1e300, 0} << 1.0 << Vector{1.0, 0.0} << 0.0;
        QTest::newRow("masked -inf gets 0") << Vector{2, -inf, 0} << 1.0 << Vector{0.8808, 0.0, 0.1192} << 1e-4;
        QTest::newRow("all masked gives zeros") << Vector{-inf, -inf} << 1.0 << Vector{0.0, 0.0} << 0.0;
        QTest::newRow("+inf takes everything") << Vector{1, inf, 3} << 1.0 << Vector{0.0, 1.0, 0.0} << 0.0;
        QTest::newRow("two +inf share") << Vector{inf, 0, inf} << 1.0 << Vector{0.5, 0.0, 0.5} << 0.0;
        QTest::newRow("empty") << Vector{} << 1.0 << Vector{} << 0.0;
        QTest::newRow("T=2 halves the scores") << Vector{6, 2, 0} << 2.0 << Vector{0.8438, 0.1142, 0.0420} << 1e-4;
        QTest::newRow("T=0.5 doubles the scores") << Vector{1.5, 0.5, 0} << 0.5 << Vector{0.8438, 0.1142, 0.0420} << 1e-4;
        QTest::newRow("masked with temperature") << Vector{-inf, 4} << 0.1 << Vector{0.0, 1.0} << 0.0;
    }

    void knownWeights()
    {
        QFETCH(Vector, scores);
        QFETCH(double, temperature);
        QFETCH(Vector, expected);
        QFETCH(double, tolerance);

        const Vector weights = softmax(scores, temperature);
        QCOMPARE(weights.size(), expected.size());
        for (std::size_t i = 0; i < weights.size(); ++i) {
            QVERIFY2(std::isfinite(weights[i]), qPrintable(QString::number(i)));
            QVERIFY2(std::abs(weights[i] - expected[i]) <= tolerance,
                     qPrintable(QStringLiteral("weight %1 is %2, expected %3")
                                    .arg(i).arg(weights[i], 0, 'g', 17).arg(expected[i])));
        }
    }

    void weightsArePositiveAndSumToOne_data()
    {
        QTest::addColumn<Vector>("scores");
        QTest::addColumn<double>("temperature");
        QTest::newRow("lesson") << Vector{3, 1, 0} << 1.0;
        QTest::newRow("negative") << Vector{-1.5, -2, -0.25, -9} << 1.0;
        QTest::newRow("spread") << Vector{10, -10, 0, 5, -5, 2.5} << 1.0;
        QTest::newRow("cold") << Vector{1, 2, 3} << 0.2;
        QTest::newRow("hot") << Vector{1, 2, 3} << 50.0;
        QTest::newRow("large and close") << Vector{1000, 1001, 999.5} << 1.0;
        QTest::newRow("many") << Vector{0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2} << 1.0;
    }

    void weightsArePositiveAndSumToOne()
    {
        QFETCH(Vector, scores);
        QFETCH(double, temperature);
        const Vector weights = softmax(scores, temperature);
        QCOMPARE(weights.size(), scores.size());
        for (double w : weights)
            QVERIFY(w > 0.0 && w <= 1.0);
        QVERIFY(std::abs(sum(weights) - 1.0) < 1e-12);
        // The order of the weights follows the order of the scores.
        for (std::size_t i = 0; i < scores.size(); ++i)
            for (std::size_t j = 0; j < scores.size(); ++j)
                if (scores[i] > scores[j])
                    QVERIFY(weights[i] > weights[j]);
    }

    void addingAConstantChangesNothing_data()
    {
        QTest::addColumn<Vector>("scores");
        QTest::addColumn<double>("shift");
        QTest::newRow("lesson +5") << Vector{3, 1, 0} << 5.0;
        QTest::newRow("lesson -100") << Vector{3, 1, 0} << -100.0;
        QTest::newRow("lesson +1000") << Vector{3, 1, 0} << 1000.0;
        QTest::newRow("near-even +0.37") << Vector{0.01, 0, 0} << 0.37;
        QTest::newRow("mixed -2.5") << Vector{-1.5, 4, 0.25, 2} << -2.5;
        QTest::newRow("masked +7") << Vector{1, -inf, 2} << 7.0;
    }

    void addingAConstantChangesNothing()
    {
        QFETCH(Vector, scores);
        QFETCH(double, shift);
        Vector shifted = scores;
        for (double &s : shifted)
            s += shift;
        const Vector before = softmax(scores);
        const Vector after = softmax(shifted);
        QCOMPARE(after.size(), before.size());
        for (std::size_t i = 0; i < before.size(); ++i)
            QVERIFY2(std::abs(after[i] - before[i]) < 1e-12, qPrintable(QString::number(i)));
    }

    // Lower temperature sharpens (the top weight grows, the bottom one shrinks); higher
    // temperature flattens towards 1/n.
    void temperatureSharpensOrFlattens_data()
    {
        QTest::addColumn<Vector>("scores");
        QTest::newRow("lesson") << Vector{3, 1, 0};
        QTest::newRow("near-even") << Vector{0.01, 0, 0};
        QTest::newRow("five") << Vector{-1, 0.5, 2, 0, 1.5};
    }

    void temperatureSharpensOrFlattens()
    {
        QFETCH(Vector, scores);
        const double temperatures[] = {0.1, 0.25, 0.5, 1.0, 2.0, 4.0, 10.0};
        double previousTop = 2.0;
        double previousBottom = -1.0;
        for (double t : temperatures) {
            const Vector weights = softmax(scores, t);
            QVERIFY2(largest(weights) < previousTop, qPrintable(QString::number(t)));
            QVERIFY2(smallest(weights) > previousBottom, qPrintable(QString::number(t)));
            previousTop = largest(weights);
            previousBottom = smallest(weights);
        }
        const double n = static_cast<double>(scores.size());
        const Vector hot = softmax(scores, 1e6);
        for (double w : hot)
            QVERIFY(std::abs(w - 1.0 / n) < 1e-5);
        const Vector cold = softmax(scores, 1e-4);
        QVERIFY(largest(cold) > 0.9999);
    }
};

QTEST_APPLESS_MAIN(TestSoftmax)
#include "tst_softmax.moc"
