#include "attention/attend.h"
#include "attention/cost.h"
#include "attention/sequence_attention.h"

#include "test_support.h"

#include <QTest>

#include <cmath>
#include <cstdint>
#include <limits>

using namespace astrolabe::attention;

namespace {

double rowSum(const Matrix &m, std::size_t r)
{
    double total = 0.0;
    for (std::size_t c = 0; c < m.cols(); ++c)
        total += m(r, c);
    return total;
}

std::vector<bool> flags(const QList<int> &list)
{
    std::vector<bool> result;
    for (int x : list)
        result.push_back(x != 0);
    return result;
}

} // namespace

// Attention over a whole sequence in matrix form: it agrees with one query at a time, masks
// give exactly zero weight, and the cost is the square of the length.
class TestSequenceAttention : public QObject
{
    Q_OBJECT

private slots:
    void agreesWithOneQueryAtATime_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("m");
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("dv");
        QTest::addColumn<bool>("scaled");
        QTest::newRow("self 4x4, d=4") << quint64(11) << 4 << 4 << 4 << 4 << true;
        QTest::newRow("self 4x4 unscaled") << quint64(12) << 4 << 4 << 4 << 4 << false;
        QTest::newRow("2 queries, 5 keys") << quint64(13) << 2 << 5 << 3 << 2 << true;
        QTest::newRow("one query, one key") << quint64(14) << 1 << 1 << 8 << 1 << true;
        QTest::newRow("7 queries, 3 keys, wide values") << quint64(15) << 7 << 3 << 16 << 9 << true;
    }

    void agreesWithOneQueryAtATime()
    {
        QFETCH(quint64, seed);
        QFETCH(int, m);
        QFETCH(int, n);
        QFETCH(int, d);
        QFETCH(int, dv);
        QFETCH(bool, scaled);
        Gaussian g(seed);
        const Matrix q = randomMatrix(g, m, d);
        const Matrix k = randomMatrix(g, n, d);
        const Matrix v = randomMatrix(g, n, dv);
        AttentionOptions options;
        options.scaled = scaled;
        const SequenceAttended all = attendSequence(q, k, v, options);

        QCOMPARE(all.scores.rows(), std::size_t(m));
        QCOMPARE(all.scores.cols(), std::size_t(n));
        QCOMPARE(all.output.rows(), std::size_t(m));
        QCOMPARE(all.output.cols(), std::size_t(dv));
        for (int i = 0; i < m; ++i) {
            const Attended one = attend(q.row(i), k.toRows(), v.toRows(), scaled);
            QCOMPARE(all.scale, one.scale);
            for (int j = 0; j < n; ++j) {
                QVERIFY(std::abs(all.scores(i, j) - one.scores[j]) < 1e-12);
                QVERIFY(std::abs(all.scaled(i, j) - one.scaled[j]) < 1e-12);
                QVERIFY(std::abs(all.weights(i, j) - one.weights[j]) < 1e-12);
                QVERIFY(all.weights(i, j) > 0.0);
            }
            QVERIFY(std::abs(rowSum(all.weights, i) - 1.0) < 1e-12);
            for (int c = 0; c < dv; ++c)
                QVERIFY(std::abs(all.output(i, c) - one.output[c]) < 1e-12);
        }
    }

    // The lesson's head in matrix form: scores 3, 1, 0 for the first query, 0, 1, 2 for the
    // second.
    void lessonHeadInMatrixForm()
    {
        const Matrix q = Matrix::fromRows({{1, 0}, {0, 1}});
        const Matrix k = Matrix::fromRows({{3, 0}, {1, 1}, {0, 2}});
        const Matrix v = Matrix::fromRows({{1}, {2}, {3}});
        AttentionOptions unscaled;
        unscaled.scaled = false;
        const SequenceAttended a = attendSequence(q, k, v, unscaled);
        QCOMPARE(a.scores, Matrix::fromRows({{3, 1, 0}, {0, 1, 2}}));
        QVERIFY(std::abs(a.weights(0, 0) - 0.8438) < 1e-4);
        QVERIFY(std::abs(a.weights(0, 1) - 0.1142) < 1e-4);
        QVERIFY(std::abs(a.weights(0, 2) - 0.0420) < 1e-4);
        QVERIFY(std::abs(a.weights(1, 0) - 0.0900) < 1e-4);
        QVERIFY(std::abs(a.weights(1, 1) - 0.2447) < 1e-4);
        QVERIFY(std::abs(a.weights(1, 2) - 0.6652) < 1e-4);
        QVERIFY(std::abs(a.output(0, 0) - (a.weights(0, 0) + 2 * a.weights(0, 1) + 3 * a.weights(0, 2))) < 1e-15);
    }

    void causalMaskHidesTheFuture_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("scaled");
        QTest::newRow("n=1") << 1 << true;
        QTest::newRow("n=3") << 3 << true;
        QTest::newRow("n=6") << 6 << true;
        QTest::newRow("n=6 unscaled") << 6 << false;
    }

    void causalMaskHidesTheFuture()
    {
        QFETCH(int, n);
        QFETCH(bool, scaled);
        Gaussian g(100 + n);
        const Matrix x = randomMatrix(g, n, 4);
        const Matrix v = randomMatrix(g, n, 3);
        AttentionOptions options;
        options.scaled = scaled;
        options.causal = true;
        const SequenceAttended a = attendSequence(x, x, v, options);
        for (int i = 0; i < n; ++i) {
            for (int j = 0; j < n; ++j) {
                QCOMPARE(isMasked(options, i, j), j > i);
                if (j > i) {
                    QCOMPARE(a.weights(i, j), 0.0);
                    QCOMPARE(a.scaled(i, j), -std::numeric_limits<double>::infinity());
                } else {
                    QVERIFY(a.weights(i, j) > 0.0);
                }
            }
            QVERIFY(std::abs(rowSum(a.weights, i) - 1.0) < 1e-12);
            // Row i is attention over the first i + 1 positions only.
            const Matrix seen = x.rowBlock(0, i + 1);
            const Matrix seenValues = v.rowBlock(0, i + 1);
            const Attended prefix = attend(x.row(i), seen.toRows(), seenValues.toRows(), scaled);
            for (std::size_t c = 0; c < v.cols(); ++c)
                QVERIFY(std::abs(a.output(i, c) - prefix.output[c]) < 1e-12);
        }
        // The first position can read only itself.
        for (std::size_t c = 0; c < v.cols(); ++c)
            QVERIFY(std::abs(a.output(0, c) - v(0, c)) < 1e-15);
    }

    void paddingGetsNoWeight_data()
    {
        QTest::addColumn<QList<int>>("padding");
        QTest::addColumn<bool>("causal");
        QTest::newRow("no padding") << QList<int>{0, 0, 0, 0, 0} << false;
        QTest::newRow("last two padded") << QList<int>{0, 0, 0, 1, 1} << false;
        QTest::newRow("middle padded") << QList<int>{0, 1, 0, 1, 0} << false;
        QTest::newRow("all but one padded") << QList<int>{1, 1, 0, 1, 1} << false;
        QTest::newRow("padding with causal") << QList<int>{0, 0, 1, 0, 1} << true;
    }

    void paddingGetsNoWeight()
    {
        QFETCH(QList<int>, padding);
        QFETCH(bool, causal);
        const int n = padding.size();
        Gaussian g(7);
        const Matrix q = randomMatrix(g, n, 4);
        const Matrix k = randomMatrix(g, n, 4);
        const Matrix v = randomMatrix(g, n, 2);
        AttentionOptions options;
        options.keyPadding = flags(padding);
        options.causal = causal;
        const SequenceAttended a = attendSequence(q, k, v, options);
        for (int i = 0; i < n; ++i) {
            std::vector<Vector> keptKeys;
            std::vector<Vector> keptValues;
            for (int j = 0; j < n; ++j) {
                const bool hidden = padding[j] || (causal && j > i);
                QCOMPARE(isMasked(options, i, j), hidden);
                if (hidden) {
                    QCOMPARE(a.weights(i, j), 0.0);
                } else {
                    keptKeys.push_back(k.row(j));
                    keptValues.push_back(v.row(j));
                }
            }
            // The same as attention over the real keys only.
            const Attended real = attend(q.row(i), keptKeys, keptValues);
            QVERIFY(std::abs(rowSum(a.weights, i) - 1.0) < 1e-12);
            for (std::size_t c = 0; c < v.cols(); ++c)
                QVERIFY(std::abs(a.output(i, c) - real.output[c]) < 1e-12);
        }
    }

    // A query with nothing to read (every key masked) gets zero weights and a zero output.
    void fullyMaskedQueryReadsNothing()
    {
        const Matrix x = Matrix::fromRows({{1, 0}, {0, 1}, {1, 1}});
        AttentionOptions options;
        options.keyPadding = {true, false, false};
        options.causal = true; // query 0 may read only key 0, which is padding
        const SequenceAttended a = attendSequence(x, x, x, options);
        QCOMPARE(a.weights.row(0), (Vector{0, 0, 0}));
        QCOMPARE(a.output.row(0), (Vector{0, 0}));
        QCOMPARE(a.weights(1, 0), 0.0);
        QCOMPARE(a.weights(1, 1), 1.0);
        QVERIFY(std::abs(rowSum(a.weights, 2) - 1.0) < 1e-12);
    }

    // Adding the same constant to every score of a row changes no weight: a query vector
    // shifted along a direction every key shares adds q'.k = c to each score.
    void addingAConstantToScoresChangesNothing()
    {
        const Matrix keys = Matrix::fromRows({{1, 0.3}, {1, -2}, {1, 0.7}, {1, 1.5}});
        const Matrix values = Matrix::fromRows({{1, 2}, {3, 4}, {5, 6}, {7, 8}});
        const Matrix query = Matrix::fromRows({{0.2, 1.1}});
        const Matrix shifted = Matrix::fromRows({{0.2 + 5.0, 1.1}}); // every score + 5
        AttentionOptions unscaled;
        unscaled.scaled = false;
        const SequenceAttended a = attendSequence(query, keys, values, unscaled);
        const SequenceAttended b = attendSequence(shifted, keys, values, unscaled);
        for (std::size_t j = 0; j < keys.rows(); ++j)
            QVERIFY(std::abs(b.scores(0, j) - a.scores(0, j) - 5.0) < 1e-12);
        QVERIFY(maxAbsDifference(a.weights, b.weights) < 1e-12);
        QVERIFY(maxAbsDifference(a.output, b.output) < 1e-12);
    }

    void costIsTheSquareOfTheLength_data()
    {
        QTest::addColumn<quint64>("n");
        QTest::addColumn<quint64>("expected");
        QTest::newRow("0") << quint64(0) << quint64(0);
        QTest::newRow("1") << quint64(1) << quint64(1);
        QTest::newRow("the lesson's 4") << quint64(4) << quint64(16);
        QTest::newRow("512") << quint64(512) << quint64(262144);
        QTest::newRow("100000 needs 64 bits") << quint64(100000) << quint64(10000000000ULL);
        QTest::newRow("2^32 - 1") << quint64(0xFFFFFFFFULL) << quint64(0xFFFFFFFE00000001ULL);
        QTest::newRow("2^32 saturates") << quint64(0x100000000ULL) << quint64(UINT64_MAX);
    }

    void costIsTheSquareOfTheLength()
    {
        QFETCH(quint64, n);
        QFETCH(quint64, expected);
        QCOMPARE(quint64(comparisons(n)), expected);
    }

    // One score per (query, key) pair: the scores matrix has comparisons(n) entries.
    void costCountsTheScores()
    {
        static_assert(comparisons(4) == 16);
        Gaussian g(4);
        const Matrix x = randomMatrix(g, 4, 3);
        const SequenceAttended a = attendSequence(x, x, x);
        QCOMPARE(quint64(a.scores.rows() * a.scores.cols()), quint64(comparisons(4)));
    }

    // Counted one query at a time: query i sees the keys 1..i.
    void causalPairsCountTheVisibleKeys()
    {
        static_assert(causalPairs(4) == 10);
        for (quint64 n = 0; n <= 200; ++n) {
            quint64 visible = 0;
            for (quint64 i = 1; i <= n; ++i)
                visible += i;
            QCOMPARE(quint64(causalPairs(n)), visible);
        }
        QCOMPARE(quint64(causalPairs(0xFFFFFFFFULL)), quint64(0x7FFFFFFF80000000ULL));
        // The weights of a causal sequence have exactly that many non-zero entries.
        Gaussian g(5);
        const Matrix x = randomMatrix(g, 5, 3);
        AttentionOptions causal;
        causal.causal = true;
        const SequenceAttended a = attendSequence(x, x, x, causal);
        quint64 nonZero = 0;
        for (std::size_t r = 0; r < 5; ++r)
            for (std::size_t c = 0; c < 5; ++c)
                nonZero += a.weights(r, c) != 0.0;
        QCOMPARE(nonZero, quint64(causalPairs(5)));
    }

    void memoryInBytes()
    {
        // 4096 positions, 32 heads, 2 bytes: 4096^2 * 32 * 2 = 1 GiB.
        QCOMPARE(quint64(scoreTableBytes(4096, 32, 2)), quint64(1) << 30);
        QCOMPARE(quint64(scoreTableBytes(3, 1, 4)), quint64(36));
        // 32 layers, 4096 positions, width 4096, 2 bytes: 2 * 32 * 4096 * 4096 * 2 = 2 GiB.
        QCOMPARE(quint64(kvCacheBytes(32, 4096, 4096, 2)), quint64(2) << 30);
        QCOMPARE(quint64(kvCacheBytes(1, 1, 1, 1)), quint64(2));
    }
};

QTEST_APPLESS_MAIN(TestSequenceAttention)
#include "tst_sequence_attention.moc"
