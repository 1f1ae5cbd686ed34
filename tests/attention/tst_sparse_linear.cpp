// The sliding window's pairs and reach, and linear attention's two orders of the product,
// checked against closed forms, brute force over every window and size, and the numbers of the
// lesson sparse-linear and of propositions VII.4.P02 and VII.4.P03.
#include "attention/sparse_linear.h"

#include "test_support.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace astrolabe::attention;

class TestSparseLinear : public QObject
{
    Q_OBJECT

private slots:
    void windowKeysAreCutAtTheEnds()
    {
        // n = 12, a = 2 (w = 5): the first and last queries see 3 keys, the next ones 4.
        const std::vector<int> expected = {3, 4, 5, 5, 5, 5, 5, 5, 5, 5, 4, 3};
        for (int i = 0; i < 12; ++i)
            QCOMPARE(windowKeys(12, 2, i), expected[std::size_t(i)]);
        // A window wider than the sequence sees every key.
        for (int i = 0; i < 4; ++i)
            QCOMPARE(windowKeys(4, 10, i), 4);
    }

    void windowPairsClosedForm()
    {
        // Brute force over the pairs |i − j| <= a against n w − a (a + 1), for n >= a.
        for (int n = 1; n <= 40; ++n)
            for (int a = 0; a <= n; ++a) {
                long long brute = 0;
                for (int i = 0; i < n; ++i)
                    for (int j = 0; j < n; ++j)
                        brute += std::abs(i - j) <= a ? 1 : 0;
                QCOMPARE(windowPairs(n, a), brute);
                QCOMPARE(windowPairs(n, a), (long long)n * (2 * a + 1) - (long long)a * (a + 1));
            }
        // a = 0: each query sees itself only; a >= n − 1: every pair, n².
        QCOMPARE(windowPairs(9, 0), 9LL);
        QCOMPARE(windowPairs(9, 8), 81LL);
    }

    void windowReachClosedForm()
    {
        for (int n = 1; n <= 30; ++n)
            for (int a = 0; a <= 4; ++a)
                for (int layers = 0; layers <= 6; ++layers)
                    for (int i = 0; i < n; ++i) {
                        // Spread the set of reached positions layer by layer, by brute force.
                        std::vector<bool> reached(std::size_t(n), false);
                        reached[std::size_t(i)] = true;
                        for (int l = 0; l < layers; ++l) {
                            std::vector<bool> below(reached.size(), false);
                            for (int p = 0; p < n; ++p)
                                for (int j = 0; j < n; ++j)
                                    if (reached[std::size_t(p)] && std::abs(p - j) <= a)
                                        below[std::size_t(j)] = true;
                            reached = below;
                        }
                        const int first = int(std::find(reached.begin(), reached.end(), true)
                                              - reached.begin());
                        const int last = n - 1
                            - int(std::find(reached.rbegin(), reached.rend(), true)
                                  - reached.rbegin());
                        const WindowReach reach = windowReach(n, a, layers, i);
                        QCOMPARE(reach.first, first);
                        QCOMPARE(reach.last, last);
                        QCOMPARE(reach.first, std::max(0, i - layers * a));
                        QCOMPARE(reach.last, std::min(n - 1, i + layers * a));
                    }
    }

    void layersToCrossIsARoundedUpQuotient()
    {
        for (int n = 1; n <= 60; ++n)
            for (int a = 1; a <= 6; ++a)
                QCOMPARE(layersToCross(n, a), (n - 1 + a - 1) / a);
    }

    void linearAttentionBothOrdersAgree()
    {
        Gaussian gauss(2026);
        for (int trial = 0; trial < 100; ++trial) {
            const std::size_t n = 1 + std::size_t(trial % 7);
            const std::size_t r = 1 + std::size_t(trial % 3);
            const std::size_t d = 1 + std::size_t(trial % 4);
            // Positive features, as elu(x) + 1 gives, so every denominator is positive.
            Matrix phiQ(n, r), phiK(n, r);
            for (std::size_t i = 0; i < n; ++i)
                for (std::size_t c = 0; c < r; ++c) {
                    phiQ(i, c) = std::exp(gauss.next());
                    phiK(i, c) = std::exp(gauss.next());
                }
            const Matrix v = randomMatrix(gauss, n, d);
            const LinearAttentionResult result = linearAttention(phiQ, phiK, v);
            QVERIFY(maxAbsDifference(result.scores, phiQ * phiK.transposed()) < 1e-12);
            QVERIFY(maxAbsDifference(result.numeratorsLeft, result.numeratorsRight) < 1e-10);
            compareVectors(result.denominatorsLeft, result.denominatorsRight, 1e-10);
            QVERIFY(maxAbsDifference(result.state, phiK.transposed() * v) < 1e-12);
            // The output is a weighted average: weights φ(qᵢ) · φ(kⱼ) over their sum.
            for (std::size_t i = 0; i < n; ++i) {
                Vector expected(d, 0.0);
                double total = 0.0;
                for (std::size_t j = 0; j < n; ++j)
                    total += dot(phiQ.row(i), phiK.row(j));
                for (std::size_t j = 0; j < n; ++j)
                    for (std::size_t c = 0; c < d; ++c)
                        expected[c] += dot(phiQ.row(i), phiK.row(j)) / total * v(j, c);
                compareVectors(result.output.row(i), expected, 1e-10);
            }
            // The multiplications the loops made are the closed forms.
            const MultiplicationCounts counts =
                linearAttentionMultiplications(long(n), long(r), long(d));
            QCOMPARE(result.multiplicationsLeft, counts.leftToRight);
            QCOMPARE(result.multiplicationsRight, counts.regrouped);
            QCOMPARE(counts.leftToRight, (long long)(n * n * (r + d)));
            QCOMPARE(counts.regrouped, (long long)(2 * n * r * d + n * r));
        }
    }

    void lessonNumbers()
    {
        // The Read's window: n = 12, w = 5 (a = 2): 12 · 5 − 2 · 3 = 54 pairs against 144;
        // three layers let the output at position 1 read positions 1 to 7; crossing from
        // position 1 to 12 takes 6 layers.
        QCOMPARE(windowPairs(12, 2), 54LL);
        const WindowReach reach = windowReach(12, 2, 3, 0);
        QCOMPARE(reach.first, 0);
        QCOMPARE(reach.last, 6);
        QCOMPARE(layersToCross(12, 2), 6);
        // The cost figure's caption: w = 129 (a = 64) at n = 1,024 and n = 8,192.
        QCOMPARE(windowPairs(1024, 64), 127936LL);
        QCOMPARE(windowPairs(8192, 64), 1052608LL);
        // Question 7: n = 40, a = 2: 20 layers (8 if one wrongly moved w = 5 per layer).
        QCOMPARE(layersToCross(40, 2), 20);
        QCOMPARE((40 - 1 + 4) / 5, 8);
        // The Watch: a query at position 2 of 6 with a = 2 sees positions 1 to 4.
        QCOMPARE(windowKeys(6, 2, 1), 4);

        // The Read's linear attention: φ(Q) = (2, 0), (1, 1), (0, 1); φ(K) = (1, 0), (1, 2),
        // (0, 1); V = (2, 0), (0, 2), (1, 1).
        const Matrix phiQ = Matrix::fromRows({{2, 0}, {1, 1}, {0, 1}});
        const Matrix phiK = Matrix::fromRows({{1, 0}, {1, 2}, {0, 1}});
        const Matrix v = Matrix::fromRows({{2, 0}, {0, 2}, {1, 1}});
        const LinearAttentionResult r = linearAttention(phiQ, phiK, v);
        QCOMPARE(r.scores, Matrix::fromRows({{2, 2, 0}, {1, 3, 1}, {0, 2, 1}}));
        QCOMPARE(r.numeratorsLeft, Matrix::fromRows({{4, 4}, {3, 7}, {1, 5}}));
        QCOMPARE(r.denominatorsLeft, (Vector{4, 5, 3}));
        QCOMPARE(r.state, Matrix::fromRows({{2, 2}, {1, 5}}));
        QCOMPARE(r.normaliser, (Vector{2, 3}));
        QCOMPARE(r.numeratorsRight, r.numeratorsLeft);
        QCOMPARE(r.denominatorsRight, r.denominatorsLeft);
        compareVectors(r.output.row(0), {1.0, 1.0}, 1e-12);
        compareVectors(r.output.row(1), {0.6, 1.4}, 1e-12);
        compareVectors(r.output.row(2), {1.0 / 3, 5.0 / 3}, 1e-12);
        QCOMPARE(r.multiplicationsLeft, 36LL);
        QCOMPARE(r.multiplicationsRight, 30LL);
        // Row 2's weights, 1/5, 3/5, 1/5 (softmax of the same scores 1, 3, 1 would give
        // 0.107, 0.787, 0.107: the figure).
        compareVectors({r.scores(1, 0) / r.denominatorsLeft[1], r.scores(1, 1) / r.denominatorsLeft[1],
                        r.scores(1, 2) / r.denominatorsLeft[1]},
                       {0.2, 0.6, 0.2}, 1e-12);
        // At n = 2,048 and r = d = 32: 268,435,456 against 4,259,840 multiplications.
        const MultiplicationCounts big = linearAttentionMultiplications(2048, 32, 32);
        QCOMPARE(big.leftToRight, 268435456LL);
        QCOMPARE(big.regrouped, 4259840LL);
        // Question 8: the causal state at r = d = 64 has r d + r = 4,160 numbers.
        QCOMPARE(64 * 64 + 64, 4160);
    }

    void propositionNumbers()
    {
        // VII.4.P02: n = 8, a = 1: 22; n = 4,096, a = 256: 2,035,456; n = 32,768: 16,744,192;
        // crossing 4,096 positions with a = 256 takes 16 layers.
        QCOMPARE(windowPairs(8, 1), 22LL);
        QCOMPARE(windowPairs(4096, 256), 2035456LL);
        QCOMPARE(windowPairs(32768, 256), 16744192LL);
        QCOMPARE(layersToCross(4096, 256), 16);
        // One global token at position 1: its row and column add the pairs its window lacks,
        // 2 (n − (a + 1)) = 7,678, for 2,043,134 in all.
        QCOMPARE(2 * (4096 - windowKeys(4096, 256, 0)), 7678);
        QCOMPARE(windowPairs(4096, 256) + 2 * (4096 - windowKeys(4096, 256, 0)), 2043134LL);
        // VII.4.P01: a centred window with a = 256 needs 512 layers to cross 131,072 positions.
        QCOMPARE(layersToCross(131072, 256), 512);
        // VII.4.P03: the small case (36 and 30 multiplications, outputs (1, 0.667), (0.667,
        // 0.333), (0.833, 0.5)) and n = 4,096, r = d = 64.
        const LinearAttentionResult r =
            linearAttention(Matrix::fromRows({{1, 0}, {0, 1}, {1, 1}}),
                            Matrix::fromRows({{1, 2}, {0, 1}, {2, 0}}),
                            Matrix::fromRows({{1, 0}, {0, 1}, {1, 1}}));
        QCOMPARE(r.multiplicationsLeft, 36LL);
        QCOMPARE(r.multiplicationsRight, 30LL);
        compareVectors(r.output.row(0), {1.0, 2.0 / 3}, 1e-12);
        compareVectors(r.output.row(1), {2.0 / 3, 1.0 / 3}, 1e-12);
        compareVectors(r.output.row(2), {5.0 / 6, 0.5}, 1e-12);
        const MultiplicationCounts counts = linearAttentionMultiplications(4096, 64, 64);
        QCOMPARE(counts.leftToRight, 2147483648LL);
        QCOMPARE(counts.regrouped, 33816576LL);
    }
};

QTEST_APPLESS_MAIN(TestSparseLinear)
#include "tst_sparse_linear.moc"
