// LayerNorm and the pre-LN residual stream, checked against the formulas term by term, on
// random vectors (mean 0 and mean square 1 after normalising; shifting or scaling x changes
// nothing), and the lesson's numbers.
#include "attention/layer_norm.h"

#include "test_support.h"

#include <QTest>

#include <cmath>

using namespace astrolabe::attention;

class TestLayerNorm : public QObject
{
    Q_OBJECT

private slots:
    void lessonExample()
    {
        // The lesson's worked example: x = (1, 3, 3, 9), μ = 4, deviations (−3, −1, −1, 5),
        // squares 9 + 1 + 1 + 25 = 36, σ² = 9, σ = 3, x̂ = (−1, −1/3, −1/3, 5/3); with
        // γ = (1, 2, 0.5, 1) and β = (0, 1, 0, −1): (−1, 1/3, −1/6, 2/3).
        const LayerNormResult r = layerNorm({1, 3, 3, 9}, {1, 2, 0.5, 1}, {0, 1, 0, -1});
        QCOMPARE(r.mean, 4.0);
        QCOMPARE(r.variance, 9.0);
        compareVectors(r.normalised, {-1.0, -1.0 / 3, -1.0 / 3, 5.0 / 3}, 1e-12);
        compareVectors(r.output, {-1.0, 1.0 / 3, -1.0 / 6, 2.0 / 3}, 1e-12);
        // Without gain and bias the output is x̂ itself.
        compareVectors(layerNorm({1, 3, 3, 9}).output, r.normalised, 0.0);
    }

    void termByTerm()
    {
        const Vector x = {2.5, -1.0, 0.0, 4.0, 1.5};
        const Vector g = {1.5, 0.5, 2.0, 1.0, -1.0};
        const Vector b = {0.1, -0.2, 0.3, 0.0, 1.0};
        const double eps = 1e-5;
        double mean = 0.0;
        for (double v : x)
            mean += v;
        mean /= 5.0;
        double var = 0.0;
        for (double v : x)
            var += (v - mean) * (v - mean);
        var /= 5.0; // divided by d, not d − 1
        const LayerNormResult r = layerNorm(x, g, b, eps);
        QVERIFY(std::abs(r.mean - mean) < 1e-12);
        QVERIFY(std::abs(r.variance - var) < 1e-12);
        for (std::size_t i = 0; i < x.size(); ++i) {
            const double n = (x[i] - mean) / std::sqrt(var + eps);
            QVERIFY(std::abs(r.normalised[i] - n) < 1e-12);
            QVERIFY(std::abs(r.output[i] - (g[i] * n + b[i])) < 1e-12);
        }
    }

    void meanZeroMeanSquareOneAndInvariance()
    {
        Gaussian gauss(2026);
        for (int trial = 0; trial < 200; ++trial) {
            const int d = 2 + trial % 30;
            Vector x;
            for (int i = 0; i < d; ++i)
                x.push_back(3.0 * gauss.next() + 1.0);
            const LayerNormResult r = layerNorm(x);
            double sum = 0.0, squares = 0.0;
            for (double v : r.normalised) {
                sum += v;
                squares += v * v;
            }
            QVERIFY(std::abs(sum / d) < 1e-12);
            QVERIFY(std::abs(squares / d - 1.0) < 1e-12);
            // a x + c gives the same x̂ for any a > 0 and any c.
            Vector moved;
            for (double v : x)
                moved.push_back(2.5 * v - 7.0);
            compareVectors(layerNorm(moved).normalised, r.normalised, 1e-10);
        }
    }

    void epsilonKeepsAConstantVectorFinite()
    {
        const LayerNormResult r = layerNorm({2, 2, 2}, {}, {0.5, 0.5, 0.5}, 1e-5);
        compareVectors(r.normalised, {0.0, 0.0, 0.0}, 0.0);
        compareVectors(r.output, {0.5, 0.5, 0.5}, 0.0);
    }

    void residualStreamIsARunningSum()
    {
        // The lesson's stream: embedding (1, 0, 2) and two layers' writes (attention, then the
        // feed-forward layer, in each): (1, 0, 2) + (0.5, 1, −1) + (−1, 0.5, 0.5)
        // + (2, −1, 0) + (0, 0.5, 1) = (2.5, 1, 2.5).
        const Vector e = {1, 0, 2};
        const std::vector<Vector> writes = {{0.5, 1, -1}, {-1, 0.5, 0.5}, {2, -1, 0}, {0, 0.5, 1}};
        compareVectors(residualStream(e, writes), {2.5, 1.0, 2.5}, 1e-12);
        compareVectors(residualStream(e, {}), e, 0.0);
        // Step by step, x ← x + write, gives the same as the sum in one go.
        Vector x = e;
        for (const Vector &w : writes)
            x = residualStream(x, {w});
        compareVectors(x, residualStream(e, writes), 1e-12);
    }
};

QTEST_APPLESS_MAIN(TestLayerNorm)
#include "tst_layer_norm.moc"
