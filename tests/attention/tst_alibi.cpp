// ALiBi: the head slopes 2^(−8h/n), the bias −m (i − j) of a query on the keys it sees, and the
// weights softmax gives the biased scores. Also the numbers the lesson "alibi-nope" and the
// proposition VI.4.P01 print.
#include "attention/alibi.h"
#include "attention/softmax.h"
#include "test_support.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace astrolabe::attention;

class TestAlibi : public QObject
{
    Q_OBJECT

private slots:
    // Eight heads: 1/2, 1/4, …, 1/256, as Press et al. list them.
    void eightHeads()
    {
        compareVectors(alibiSlopes(8),
                       {1.0 / 2, 1.0 / 4, 1.0 / 8, 1.0 / 16, 1.0 / 32, 1.0 / 64, 1.0 / 128,
                        1.0 / 256},
                       0.0);
    }

    // For any number of heads the slopes are geometric: the first term and the ratio are both
    // 2^(−8/n), and the last slope is always 2^(−8) = 1/256.
    void geometricSequence()
    {
        for (int heads : {1, 2, 4, 8, 12, 16, 32}) {
            const Vector slopes = alibiSlopes(heads);
            QCOMPARE(int(slopes.size()), heads);
            const double first = std::exp2(-8.0 / heads);
            QVERIFY(std::abs(slopes[0] - first) < 1e-15);
            for (int h = 1; h < heads; ++h)
                QVERIFY(std::abs(slopes[std::size_t(h)] / slopes[std::size_t(h - 1)] - first)
                        < 1e-12);
            QVERIFY(std::abs(slopes.back() - 1.0 / 256) < 1e-15);
        }
        // 16 heads: the 8-head slopes with their geometric means between them, 1/√2 first.
        QVERIFY(std::abs(alibiSlope(1, 16) - 1.0 / std::sqrt(2.0)) < 1e-15);
        QCOMPARE(alibiSlope(2, 16), 0.5);
        QCOMPARE(alibiSlope(16, 16), 1.0 / 256);
        // 4 heads: 1/4, 1/16, 1/64, 1/256.
        compareVectors(alibiSlopes(4), {1.0 / 4, 1.0 / 16, 1.0 / 64, 1.0 / 256}, 0.0);
    }

    void biasIsMinusSlopeTimesDistance()
    {
        QCOMPARE(alibiBias(0.5, 5, 5), 0.0);
        QCOMPARE(alibiBias(0.5, 5, 1), -2.0);
        QCOMPARE(alibiBias(0.25, 9, 3), -1.5);
        // Only the distance counts: moving query and key together changes nothing.
        for (int shift = 0; shift < 20; ++shift)
            QCOMPARE(alibiBias(0.125, 7 + shift, 2 + shift), alibiBias(0.125, 7, 2));
    }

    // The matrix: −m (i − j) on and below the diagonal, −∞ above it; each row is what
    // alibiScores adds to a query's content scores.
    void biasMatrix()
    {
        const Matrix b = alibiBiasMatrix(5, 0.5);
        for (std::size_t i = 0; i < 5; ++i)
            for (std::size_t j = 0; j < 5; ++j) {
                if (j > i)
                    QCOMPARE(b(i, j), -std::numeric_limits<double>::infinity());
                else
                    QCOMPARE(b(i, j), -0.5 * double(i - j));
            }
        Gaussian g(4);
        for (int trial = 0; trial < 50; ++trial) {
            const std::size_t n = 1 + std::size_t(trial % 6);
            const Vector scores = randomVector(g, n);
            const double slope = alibiSlope(1 + trial % 8, 8);
            const Matrix m = alibiBiasMatrix(n, slope);
            Vector byRow;
            for (std::size_t j = 0; j < n; ++j)
                byRow.push_back(scores[j] + m(n - 1, j));
            compareVectors(alibiScores(scores, slope), byRow, 1e-12);
            compareVectors(alibiWeights(scores, slope), softmax(byRow), 1e-12);
        }
    }

    // At equal content the nearer key always weighs more, by the factor e^(m · extra distance);
    // a farther key wins only with a content lead above m times the extra distance.
    void nearerKeyWinsAtEqualContent()
    {
        for (int head = 1; head <= 8; ++head) {
            const double m = alibiSlope(head, 8);
            const Vector w = alibiWeights({0, 0, 0, 0, 0, 0}, m);
            for (std::size_t j = 1; j < w.size(); ++j) {
                QVERIFY(w[j] > w[j - 1]);
                QVERIFY(std::abs(w[j] / w[j - 1] - std::exp(m)) < 1e-12);
            }
        }
        // Key 1 leads key 3 by 2 on content at distance 4 versus 2, slope 1/2: a tie (the
        // proposition's example), a little more lead wins, a little less loses.
        QVERIFY(std::abs(alibiWeights({2, 0, 1, 0, 0}, 0.5)[0]
                         - alibiWeights({2, 0, 1, 0, 0}, 0.5)[2]) < 1e-15);
        const Vector more = alibiWeights({1.1, 0, 0}, 0.5);
        const Vector less = alibiWeights({0.9, 0, 0}, 0.5);
        QVERIFY(more[0] > more[2]);
        QVERIFY(less[0] < less[2]);
    }

    // The numbers of VI.4.P01: query 5, content scores 2, 0, 1, 0, 0.
    void propositionExample()
    {
        const Vector s = {2, 0, 1, 0, 0};
        compareVectors(softmax(s), {0.564, 0.076, 0.207, 0.076, 0.076}, 5e-4);
        compareVectors(alibiScores(s, 0.5), {0, -1.5, 0, -0.5, 0}, 1e-15);
        compareVectors(alibiWeights(s, 0.5), {0.261, 0.058, 0.261, 0.158, 0.261}, 5e-4);
        compareVectors(alibiWeights(s, alibiSlope(8, 8)), {0.561, 0.076, 0.208, 0.077, 0.077},
                       5e-4);
        // Halving distance ln 2 / m: 1.39 positions in the steepest head, 177 in the gentlest;
        // at distance 100 the factors e^(−50) ≈ 2 × 10⁻²² and e^(−0.39) ≈ 0.68.
        QVERIFY(std::abs(std::log(2.0) / alibiSlope(1, 8) - 1.386) < 5e-4);
        QVERIFY(std::abs(std::log(2.0) / alibiSlope(8, 8) - 177.4) < 0.05);
        QVERIFY(std::abs(std::exp(alibiBias(alibiSlope(1, 8), 101, 1)) / 1.93e-22 - 1) < 0.01);
        QVERIFY(std::abs(std::exp(alibiBias(alibiSlope(8, 8), 101, 1)) - 0.677) < 5e-4);
    }

    // The lesson alibi-nope: query 4, content scores 2, 1, 0, 1.
    void lessonExample()
    {
        const Vector s = {2, 1, 0, 1};
        const Vector content = softmax(s);
        compareVectors(content, {0.534, 0.197, 0.072, 0.197}, 5e-4);
        compareVectors(alibiScores(s, 0.5), {0.5, 0, -0.5, 1}, 1e-15);
        const Vector half = alibiWeights(s, 0.5);
        compareVectors(half, {0.276, 0.167, 0.101, 0.455}, 1e-3);
        // Slope 1/256: the largest penalty 3/256 ≈ 0.012 moves no weight by more than 0.002.
        QVERIFY(std::abs(alibiBias(1.0 / 256, 4, 1) + 0.0117) < 1e-4);
        QVERIFY(maxAbsDifference(alibiWeights(s, 1.0 / 256), content) < 0.002);
        // The Watch: values 1 to 4 (the key positions) give 2.74 with the biases, 1.93 without.
        const Vector positions = {1, 2, 3, 4};
        QVERIFY(std::abs(dot(half, positions) - 2.7356) < 5e-4);
        QVERIFY(std::abs(dot(content, positions) - 1.931) < 5e-4);
        // alibi-nope.q8: query 6, slope 1/2, key 1 content 3 and key 5 content 1 tie.
        const Vector w = alibiWeights({3, 0, 0, 0, 1, 0}, 0.5);
        QVERIFY(std::abs(w[0] - w[4]) < 1e-15);
    }
};

QTEST_APPLESS_MAIN(TestAlibi)
#include "tst_alibi.moc"
