// The position-wise feed-forward layer and the parameter counts of a block, checked against the
// formulas written out by hand, on random inputs (one position at a time; the same weights at
// every position; ReLU makes it nonlinear), and the lesson's numbers.
#include "attention/feed_forward.h"
#include "attention/bilinear_form.h"

#include "test_support.h"

#include <QTest>

#include <cmath>

using namespace astrolabe::attention;

class TestFeedForward : public QObject
{
    Q_OBJECT

private slots:
    void lessonExample()
    {
        // The lesson's worked example: x = (1, 2), W₁ rows (1, −1, 2) and (1, 1, −2), so
        // x W₁ = (3, 1, −2); b₁ = (0, −0.5, 0.5) gives (3, 0.5, −1.5); ReLU keeps (3, 0.5, 0);
        // W₂ rows (1, 0), (−2, 1), (1, 1): 3 (1, 0) + 0.5 (−2, 1) = (2, 0.5); b₂ = (0, −1):
        // FFN(x) = (2, −0.5). Without the ReLU the third unit would add −1.5 (1, 1): (0.5, −2).
        const Matrix w1 = Matrix::fromRows({{1, -1, 2}, {1, 1, -2}});
        const Matrix w2 = Matrix::fromRows({{1, 0}, {-2, 1}, {1, 1}});
        const Vector b1 = {0, -0.5, 0.5};
        const Vector b2 = {0, -1};
        const FeedForwardResult r = feedForward({1, 2}, w1, b1, w2, b2);
        compareVectors(r.preActivation, {3, 0.5, -1.5}, 1e-12);
        compareVectors(r.hidden, {3, 0.5, 0}, 0.0);
        compareVectors(r.output, {2, -0.5}, 1e-12);
        const Vector linear = add(project(r.preActivation, w2), b2);
        compareVectors(linear, {0.5, -2}, 1e-12);
        // −x = (−1, −2): x W₁ + b₁ = (−3, −1.5, 2.5), ReLU (0, 0, 2.5), output (2.5, 1.5),
        // not −FFN(x) = (−2, 0.5).
        compareVectors(feedForward({-1, -2}, w1, b1, w2, b2).output, {2.5, 1.5}, 1e-12);
    }

    void propositionExample()
    {
        // IV.3.P01's toy layer: W₁ rows (1, −1) and (1, 1), W₂ the identity, no biases, fed the
        // attention output (0.646, 0.090) and its negative.
        const Matrix w1 = Matrix::fromRows({{1, -1}, {1, 1}});
        const Matrix id = Matrix::fromRows({{1, 0}, {0, 1}});
        const FeedForwardResult plus = feedForward({0.646, 0.090}, w1, {}, id, {});
        compareVectors(plus.preActivation, {0.736, -0.556}, 1e-12);
        compareVectors(plus.output, {0.736, 0.0}, 1e-12);
        compareVectors(feedForward({-0.646, -0.090}, w1, {}, id, {}).output, {0.0, 0.556}, 1e-12);
    }

    void matchesTheFormulaTermByTerm()
    {
        Gaussian gauss(2026);
        for (int trial = 0; trial < 100; ++trial) {
            const std::size_t d = 2 + trial % 5, f = 3 + trial % 7;
            const Vector x = randomVector(gauss, d);
            const Matrix w1 = randomMatrix(gauss, d, f), w2 = randomMatrix(gauss, f, d);
            const Vector b1 = randomVector(gauss, f), b2 = randomVector(gauss, d);
            const FeedForwardResult r = feedForward(x, w1, b1, w2, b2);
            QCOMPARE(r.preActivation.size(), f);
            QCOMPARE(r.output.size(), d);
            for (std::size_t j = 0; j < f; ++j) {
                double pre = b1[j];
                for (std::size_t i = 0; i < d; ++i)
                    pre += x[i] * w1(i, j);
                QVERIFY(std::abs(r.preActivation[j] - pre) < 1e-12);
                QCOMPARE(r.hidden[j], pre > 0 ? r.preActivation[j] : 0.0);
            }
            for (std::size_t k = 0; k < d; ++k) {
                double out = b2[k];
                for (std::size_t j = 0; j < f; ++j)
                    out += std::max(0.0, r.preActivation[j]) * w2(j, k);
                QVERIFY(std::abs(r.output[k] - out) < 1e-12);
            }
        }
    }

    void eachPositionOnItsOwn()
    {
        // Row i of the output depends on row i of the input only: reordering the positions
        // reorders the outputs, and changing one position changes no other row.
        Gaussian gauss(7);
        const Matrix w1 = randomMatrix(gauss, 3, 4), w2 = randomMatrix(gauss, 4, 3);
        const Vector b1 = randomVector(gauss, 4), b2 = randomVector(gauss, 3);
        const Matrix x = randomMatrix(gauss, 5, 3);
        const Matrix y = feedForwardRows(x, w1, b1, w2, b2);
        const std::vector<std::size_t> order = {3, 0, 4, 1, 2};
        Matrix shuffled(5, 3), changed = x;
        for (std::size_t i = 0; i < 5; ++i)
            shuffled.setRow(i, x.row(order[i]));
        const Matrix ys = feedForwardRows(shuffled, w1, b1, w2, b2);
        for (std::size_t i = 0; i < 5; ++i)
            compareVectors(ys.row(i), y.row(order[i]), 1e-12);
        changed.setRow(2, {9, -9, 9});
        const Matrix yc = feedForwardRows(changed, w1, b1, w2, b2);
        for (std::size_t i = 0; i < 5; ++i)
            if (i != 2)
                compareVectors(yc.row(i), y.row(i), 0.0);
    }

    void reluMakesItNonlinear()
    {
        // Without the ReLU, the two layers would be one affine map, x (W₁ W₂) + (b₁ W₂ + b₂).
        // With it, FFN(−x) is not −FFN(x) (biases 0) as soon as a unit changes sign.
        const Matrix w1 = Matrix::fromRows({{1, -1, 2}, {1, 1, -2}});
        const Matrix w2 = Matrix::fromRows({{1, 0}, {-2, 1}, {1, 1}});
        const Vector x = {1, 2};
        const Vector plus = feedForward(x, w1, {}, w2, {}).output;
        const Vector minus = feedForward({-1, -2}, w1, {}, w2, {}).output;
        QVERIFY(maxAbsDifference(minus, {-plus[0], -plus[1]}) > 0.1);
        // Positive pre-activations everywhere: the ReLU changes nothing and the map is linear.
        const Matrix positive = Matrix::fromRows({{1, 2, 1}, {1, 1, 3}});
        const Vector collapsed = project(x, positive * w2);
        compareVectors(feedForward(x, positive, {}, w2, {}).output, collapsed, 1e-12);
    }

    void parameterCounts()
    {
        // The base Transformer: d_model 512, d_ff 2048, 8 heads of 64.
        QCOMPARE(feedForwardParameters(512, 2048, false), std::uint64_t(2097152));
        QCOMPARE(feedForwardParameters(512, 2048, true), std::uint64_t(2097152 + 2048 + 512));
        QCOMPARE(attentionParameters(512, 8, 64, false), std::uint64_t(1048576));
        QCOMPARE(attentionParameters(512, 8, 64, true), std::uint64_t(1048576 + 4 * 512));
        // The number of heads does not matter while h d_head = d_model.
        for (std::uint64_t h : {1, 2, 4, 8, 16, 32, 64})
            QCOMPARE(attentionParameters(512, h, 512 / h, true), std::uint64_t(1050624));
        // 16 heads of 32 instead of 8 of 64: the same 1,048,576 weights; counting only a
        // 32 x 32 block per projection and head would give 16 x 4 x 32² = 65,536.
        QCOMPARE(attentionParameters(512, 16, 32, false), std::uint64_t(1048576));
        QCOMPARE(16 * attentionParameters(32, 1, 32, false), std::uint64_t(65536));
        // Every head with the full width instead: h times the weights.
        QCOMPARE(attentionParameters(512, 8, 512, false), std::uint64_t(8 * 1048576));
        // Shares: 2,099,712 / 3,150,336 with biases; exactly 2/3 without, d_ff / (d_ff + 2 d).
        QVERIFY(std::abs(feedForwardShare(512, 2048, true) - 2099712.0 / 3150336.0) < 1e-15);
        QVERIFY(std::abs(feedForwardShare(512, 2048, false) - 2.0 / 3.0) < 1e-15);
        for (std::uint64_t d : {64, 256, 768, 1024})
            for (std::uint64_t r : {1, 2, 3, 4, 8}) {
                const double f = double(r * d);
                QVERIFY(std::abs(feedForwardShare(d, r * d, false) - f / (f + 2.0 * d)) < 1e-15);
                // Biases add d_ff + d_model to the layer and 4 d_model to attention: the share
                // moves by less than 1 / d_model.
                QVERIFY(std::abs(feedForwardShare(d, r * d, true) - feedForwardShare(d, r * d, false))
                        < 1.0 / double(d));
            }
        // BERT-base sizes: d_model 768, d_ff 3072, 12 heads of 64.
        QCOMPARE(feedForwardParameters(768, 3072, true), std::uint64_t(4718592 + 3840));
        QCOMPARE(attentionParameters(768, 12, 64, true), std::uint64_t(2359296 + 3072));
    }
};

QTEST_APPLESS_MAIN(TestFeedForward)
#include "tst_feed_forward.moc"
