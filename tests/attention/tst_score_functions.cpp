#include "attention/score_functions.h"

#include "attention/softmax.h"
#include "test_support.h"

#include <QTest>

#include <cmath>

using namespace astrolabe::attention;

namespace {

Vector scaled(const Vector &v, double s)
{
    Vector out = v;
    for (double &x : out)
        x *= s;
    return out;
}

// The numbers of the lesson additive-vs-dot (its Read, Watch and propositions I.4.P01-P04).
const Vector lessonQuery{1, 1};
const Vector lessonKey{1, 0};
const Matrix additiveW = Matrix::fromRows({{1, -1}, {0, 1}});
const Matrix additiveU = Matrix::fromRows({{1, 0}, {0, 1}});
const Vector additiveV{1, 2};
const Matrix generalW = Matrix::fromRows({{2, 0}, {1, 1}});

} // namespace

// The additive, general and dot scores, and every dot score at once as Q Kᵀ.
class TestScoreFunctions : public QObject
{
    Q_OBJECT

private slots:
    void lessonNumbers()
    {
        // Additive: W q = (0, 1), U k = (1, 0), tanh(1, 1), v · tanh = 3 tanh 1 ≈ 2.28.
        QCOMPARE(times(additiveW, lessonQuery), (Vector{0, 1}));
        QCOMPARE(times(additiveU, lessonKey), (Vector{1, 0}));
        QCOMPARE(additiveHidden(additiveW, lessonQuery, additiveU, lessonKey), (Vector{1, 1}));
        const double additive = additiveScore(additiveV, additiveW, lessonQuery, additiveU,
                                              lessonKey);
        QCOMPARE(additive, 3 * std::tanh(1.0));
        QCOMPARE(std::round(additive * 100) / 100, 2.28);
        // The key doubled: hidden (2, 1), tanh 2 + 2 tanh 1 ≈ 2.49, not twice 2.28.
        const Vector doubled = scaled(lessonKey, 2);
        QCOMPARE(additiveHidden(additiveW, lessonQuery, additiveU, doubled), (Vector{2, 1}));
        const double additiveDoubled = additiveScore(additiveV, additiveW, lessonQuery, additiveU,
                                                     doubled);
        QCOMPARE(std::round(additiveDoubled * 100) / 100, 2.49);
        // General: W k = (2, 1), q · (2, 1) = 3; doubled 6. Dot: 1; doubled 2.
        QCOMPARE(times(generalW, lessonKey), (Vector{2, 1}));
        QCOMPARE(generalScore(lessonQuery, generalW, lessonKey), 3.0);
        QCOMPARE(generalScore(lessonQuery, generalW, doubled), 6.0);
        QCOMPARE(dot(lessonQuery, lessonKey), 1.0);
        QCOMPARE(dot(lessonQuery, doubled), 2.0);
        // Every query against every key: Q Kᵀ for the Read's heat map, 2 · 3 · 2 = 12
        // multiply-adds.
        const Matrix q = Matrix::fromRows({{1, 1}, {0, 1}});
        const Matrix k = Matrix::fromRows({{1, 0}, {2, 0}, {0, 1}});
        QCOMPARE(scoreMatrix(q, k), Matrix::fromRows({{1, 2, 1}, {0, 0, 1}}));
        QCOMPARE(scoreMatrixMultiplyAdds(2, 3, 2), 12LL);
        QCOMPARE(scoreMatrixMultiplyAdds(4, 6, 8), 192LL);
        // The Read's scale figure: raw scores 24, 8, -8 at d = 64. Unscaled, the top weight is
        // above 0.999999; divided by 8 they are 3, 1, -1 with weights 0.87, 0.12, 0.02.
        const Vector raw{24, 8, -8};
        QVERIFY(softmax(raw).at(0) > 0.999999 && softmax(raw).at(0) < 0.9999999);
        const Vector weights = softmax(scaled(raw, 1.0 / 8));
        QCOMPARE(std::round(weights.at(0) * 100) / 100, 0.87);
        QCOMPARE(std::round(weights.at(1) * 100) / 100, 0.12);
        QCOMPARE(std::round(weights.at(2) * 100) / 100, 0.02);
        // I.4.P04: unscaled, the top key misses about 1.1e-7 of the weight and w (1 - w), the
        // derivative of its weight by its own score, is about 1.1e-7 too; scaled, about 0.12.
        const double top = softmax(raw).at(0);
        QCOMPARE(std::round((1 - top) * 1e8) / 10, 1.1);
        QCOMPARE(std::round(top * (1 - top) * 1e8) / 10, 1.1);
        QCOMPARE(std::round(weights.at(0) * (1 - weights.at(0)) * 100) / 100, 0.12);
    }

    // qᵀ W k by its double sum; the dot score is the general score with W = I; both are linear
    // in k; the additive score is bounded by Σ|vᵢ| however large q and k are.
    void scoresOnRandomNumbers()
    {
        Gaussian g(20261203);
        for (int trial = 0; trial < 50; ++trial) {
            const std::size_t d = 1 + std::size_t(trial % 6);
            const std::size_t h = 1 + std::size_t(trial % 4);
            const Vector q = randomVector(g, d);
            const Vector k = randomVector(g, d);
            const Matrix w = randomMatrix(g, d, d);
            double sum = 0.0;
            for (std::size_t i = 0; i < d; ++i)
                for (std::size_t j = 0; j < d; ++j)
                    sum += q[i] * w(i, j) * k[j];
            QVERIFY(std::abs(generalScore(q, w, k) - sum) < 1e-12);
            Matrix identity(d, d);
            for (std::size_t i = 0; i < d; ++i)
                identity(i, i) = 1.0;
            QVERIFY(std::abs(generalScore(q, identity, k) - dot(q, k)) < 1e-12);
            QVERIFY(std::abs(generalScore(q, w, scaled(k, 3)) - 3 * sum) < 1e-9);

            const Matrix wa = randomMatrix(g, h, d);
            const Matrix ua = randomMatrix(g, h, d);
            const Vector v = randomVector(g, h);
            double bound = 0.0;
            for (double x : v)
                bound += std::abs(x);
            for (double s : {1.0, 10.0, 1000.0}) {
                const double e = additiveScore(v, wa, scaled(q, s), ua, scaled(k, s));
                QVERIFY(std::abs(e) <= bound);
            }
        }
    }

    void scoreMatrixHoldsEveryPair()
    {
        Gaussian g(20261204);
        const Matrix q = randomMatrix(g, 4, 3);
        const Matrix k = randomMatrix(g, 5, 3);
        const Matrix s = scoreMatrix(q, k);
        QCOMPARE(s.rows(), std::size_t(4));
        QCOMPARE(s.cols(), std::size_t(5));
        for (std::size_t i = 0; i < 4; ++i)
            for (std::size_t j = 0; j < 5; ++j)
                QVERIFY(std::abs(s(i, j) - dot(q.row(i), k.row(j))) < 1e-12);
        QCOMPARE(scoreMatrixMultiplyAdds(4, 5, 3), 60LL);
    }
};

QTEST_APPLESS_MAIN(TestScoreFunctions)
#include "tst_score_functions.moc"
