// Rotary position embeddings: a turn keeps the length of every pair, and the score of a query at
// m against a key at n depends on the positions only through n − m. Also every number the lesson
// "rope" and the proposition VI.3.P01 print.
#include "attention/positional_encoding.h"
#include "attention/rotary.h"
#include "test_support.h"

#include <QTest>

#include <cmath>

using namespace astrolabe::attention;

namespace {

const double quarterTurn = std::acos(-1.0) / 2.0;

double length(const Vector &v)
{
    return std::sqrt(dot(v, v));
}

// The turn written out as the 2 × 2 matrix with rows (cos a, −sin a) and (sin a, cos a).
Vector byMatrix(const Vector &v, double a)
{
    return {std::cos(a) * v[0] - std::sin(a) * v[1], std::sin(a) * v[0] + std::cos(a) * v[1]};
}

} // namespace

class TestRotary : public QObject
{
    Q_OBJECT

private slots:
    void frequencies()
    {
        // θᵢ = 10000^(−2i/d): for d = 64 the pairs 0, 8, 16, 24 turn 1, 0.1, 0.01, 0.001 radians
        // per position, and the last pair, 31, about 0.000133.
        QCOMPARE(rotaryFrequency(0, 64), 1.0);
        QVERIFY(std::abs(rotaryFrequency(8, 64) - 0.1) < 1e-15);
        QVERIFY(std::abs(rotaryFrequency(16, 64) - 0.01) < 1e-15);
        QVERIFY(std::abs(rotaryFrequency(24, 64) - 0.001) < 1e-15);
        QVERIFY(std::abs(rotaryFrequency(31, 64) - 0.000133) < 5e-7);
        // The pairs slow down from the first to the last.
        const Vector all = rotaryFrequencies(64);
        QCOMPARE(all.size(), std::size_t(32));
        for (std::size_t i = 1; i < all.size(); ++i)
            QVERIFY(all[i] < all[i - 1]);
        // The same frequencies as the sinusoidal encoding: its columns 2i and 2i + 1 at position
        // m are sin(m θᵢ) and cos(m θᵢ).
        for (std::size_t m = 0; m < 40; ++m)
            for (std::size_t i = 0; i < 4; ++i) {
                const double angle = double(m) * rotaryFrequency(i, 8);
                QVERIFY(std::abs(positionalEncoding(m, 2 * i, 8) - std::sin(angle)) < 1e-12);
                QVERIFY(std::abs(positionalEncoding(m, 2 * i + 1, 8) - std::cos(angle)) < 1e-12);
            }
        // Base 100, d = 4: 1 and 0.1.
        QVERIFY(std::abs(rotaryFrequency(1, 4, 100.0) - 0.1) < 1e-15);
    }

    void turnIsTheMatrix()
    {
        Gaussian g(69);
        for (int t = 0; t < 200; ++t) {
            const Vector v = randomVector(g, 2);
            const double a = 4.0 * g.next();
            QVERIFY(maxAbsDifference(rotatePair(v, a), byMatrix(v, a)) < 1e-12);
        }
        // A quarter turn sends (x, y) to (−y, x).
        QVERIFY(maxAbsDifference(rotatePair({1, 2}, quarterTurn), {-2, 1}) < 1e-12);
    }

    void lengthIsKept()
    {
        Gaussian g(2104);
        for (int t = 0; t < 200; ++t) {
            const Vector x = randomVector(g, 8);
            const double m = std::floor(50.0 * std::abs(g.next()));
            const Vector turned = rotaryEmbed(x, m);
            QVERIFY(std::abs(length(turned) - length(x)) < 1e-12);
            // Pair by pair, too: each pair turns in its own plane.
            for (std::size_t i = 0; i < 4; ++i)
                QVERIFY(std::abs(std::hypot(turned[2 * i], turned[2 * i + 1])
                                 - std::hypot(x[2 * i], x[2 * i + 1]))
                        < 1e-12);
        }
        // Position 0 turns nothing.
        QCOMPARE(rotaryEmbed({3, -1, 2, 5}, 0.0), (Vector{3, -1, 2, 5}));
    }

    void scoreDependsOnTheOffsetOnly()
    {
        Gaussian g(9864);
        for (int t = 0; t < 200; ++t) {
            const Vector q = randomVector(g, 8);
            const Vector k = randomVector(g, 8);
            const Vector theta = rotaryFrequencies(8);
            const double m = std::floor(30.0 * std::abs(g.next()));
            const double n = std::floor(30.0 * std::abs(g.next()));
            const double shift = std::floor(30.0 * std::abs(g.next()));
            const double score = rotaryScore(q, m, k, n, theta);
            // ⟨R(m)q, R(n)k⟩ = ⟨q, R(n − m)k⟩ ...
            QVERIFY(std::abs(score - dot(q, rotaryEmbed(k, n - m, theta))) < 1e-9);
            // ... so shifting both positions by the same amount changes nothing.
            QVERIFY(std::abs(score - rotaryScore(q, m + shift, k, n + shift, theta)) < 1e-9);
            QVERIFY(std::abs(score - rotaryScore(q, 0, k, n - m, theta)) < 1e-9);
        }
        // At offset 0 the score is the plain dot product.
        QVERIFY(std::abs(rotaryScore({1, 2}, 5, {2, 1}, 5, {1.0}) - 4.0) < 1e-12);
    }

    // The lesson's toy head turns a quarter turn per position; q = (1, 2), k = (2, 1).
    void lessonWorkedExample()
    {
        const Vector theta = {quarterTurn};
        const Vector q = {1, 2};
        const Vector k = {2, 1};
        QVERIFY(maxAbsDifference(rotaryEmbed(q, 1, theta), {-2, 1}) < 1e-12);
        QVERIFY(maxAbsDifference(rotaryEmbed(k, 3, theta), {1, -2}) < 1e-12);
        QVERIFY(maxAbsDifference(rotaryEmbed(q, 3, theta), {2, -1}) < 1e-12);
        QVERIFY(maxAbsDifference(rotaryEmbed(k, 5, theta), {-1, 2}) < 1e-12);
        QVERIFY(std::abs(rotaryScore(q, 1, k, 3, theta) + 4.0) < 1e-12);
        QVERIFY(std::abs(rotaryScore(q, 3, k, 5, theta) + 4.0) < 1e-12);
        QCOMPARE(dot(q, k), 4.0);
        QCOMPARE(length(q), std::sqrt(5.0));
        QVERIFY(std::abs(length(rotaryEmbed(q, 1, theta)) - std::sqrt(5.0)) < 1e-12);
        // The Watch: the query at position 1 against the key k at positions 0, 1, 2, 3.
        const Vector watchScores = {-3, 4, 3, -4};
        for (int n = 0; n < 4; ++n)
            QVERIFY(std::abs(rotaryScore(q, 1, k, n, theta) - watchScores[std::size_t(n)]) < 1e-12);
        QVERIFY(maxAbsDifference(rotaryEmbed(k, 0, theta), {2, 1}) < 1e-12);
        QVERIFY(maxAbsDifference(rotaryEmbed(k, 1, theta), {-1, 2}) < 1e-12);
        QVERIFY(maxAbsDifference(rotaryEmbed(k, 2, theta), {-2, -1}) < 1e-12);
    }

    // The real first pair (θ₀ = 1 radian per position) with the same q and k: the figure's
    // table and the proposition's check.
    void realFirstPair()
    {
        const Vector q = {1, 2};
        const Vector k = {2, 1};
        const Vector theta = rotaryFrequencies(2);
        QCOMPARE(theta, (Vector{1.0}));
        const Vector turnedQ = rotaryEmbed(q, 1, theta);
        const Vector turnedK = rotaryEmbed(k, 3, theta);
        QVERIFY(maxAbsDifference(turnedQ, {-1.143, 1.922}) < 0.0005);
        QVERIFY(maxAbsDifference(turnedK, {-2.121, -0.708}) < 0.0005);
        QVERIFY(std::abs(rotaryScore(q, 1, k, 3, theta) - 1.063) < 0.0005);
        QVERIFY(std::abs(rotaryScore(q, 4, k, 6, theta) - 1.063) < 0.0005);
        QVERIFY(maxAbsDifference(rotaryEmbed(k, 2, theta), {-1.7416, 1.4024}) < 0.00006);
        QVERIFY(std::abs(-1.7416 + 2 * 1.4024 - 1.063) < 0.0005);
        // Scores by offset n − m = 0 … 3 and −1.
        QVERIFY(std::abs(rotaryScore(q, 0, k, 0, theta) - 4.0) < 1e-12);
        QVERIFY(std::abs(rotaryScore(q, 0, k, 1, theta) - 4.686) < 0.0005);
        QVERIFY(std::abs(rotaryScore(q, 0, k, 3, theta) + 3.537) < 0.0005);
        QVERIFY(std::abs(rotaryScore(q, 1, k, 0, theta) + 0.363) < 0.0005);
    }

    // The proposition's figure: a head of dimension 4 (θ₀ = 1, θ₁ = 0.01), q = (1, 2, 1, 1),
    // k = (2, 1, 1, −1), positions 0 … 9: one score per diagonal, q · k = 4 on the main one.
    // The lesson's table: by position 100 the pairs 0, 8, 16, 24, 31 of a head of dimension
    // 64 have turned 100, 10, 1, 0.1 and about 0.013 radians (pair 0 almost 16 times round).
    void figureAndTable()
    {
        const Vector q = {1, 2, 1, 1};
        const Vector k = {2, 1, 1, -1};
        const Vector theta = rotaryFrequencies(4);
        QVERIFY(maxAbsDifference(theta, {1.0, 0.01}) < 1e-15);
        for (int m = 0; m < 10; ++m)
            for (int n = 0; n < 10; ++n)
                QVERIFY(std::abs(rotaryScore(q, m, k, n, theta) - rotaryScore(q, 0, k, n - m, theta))
                        < 1e-9);
        QVERIFY(std::abs(rotaryScore(q, 7, k, 7, theta) - 4.0) < 1e-12);
        const double angles[] = {100, 10, 1, 0.1};
        const std::size_t pairs[] = {0, 8, 16, 24};
        for (int j = 0; j < 4; ++j)
            QVERIFY(std::abs(100.0 * rotaryFrequency(pairs[j], 64) - angles[j]) < 1e-12);
        QVERIFY(std::abs(100.0 * rotaryFrequency(31, 64) - 0.013) < 0.0005);
        const double turns = 100.0 / (2.0 * std::acos(-1.0));
        QVERIFY(turns > 15.9 && turns < 16.0);
        // rope.q7: the first pair of that head turns about 7,500 times faster than the last.
        QVERIFY(std::abs(rotaryFrequency(0, 64) / rotaryFrequency(31, 64) - 7500.0) < 5.0);
        // One full turn of pair 0 takes 2π ≈ 6.3 positions.
        QVERIFY(std::abs(2.0 * std::acos(-1.0) - 6.3) < 0.05);
    }

    // Position interpolation (VI.4.P03): trained on L = 2,048 and reading L′ = 8,192, position
    // 6,000 turns as 1,500; the slowest pair of a head of dimension 128 turns about 0.24 radians
    // over the trained 2,048 positions, about 0.95 over 8,192 uninterpolated, and again about 0.24
    // once the positions are interpolated. Offsets shrink by the same factor, so the
    // score still depends on n − m alone.
    void positionInterpolation()
    {
        QCOMPARE(interpolatedPosition(6000, 2048, 8192), 1500.0);
        QCOMPARE(interpolatedPosition(0, 2048, 8192), 0.0);
        QCOMPARE(interpolatedPosition(100, 512, 512), 100.0);
        const double slow = rotaryFrequency(63, 128);
        QVERIFY(std::abs(2047 * slow - 0.236) < 5e-4);
        QVERIFY(std::abs(8191 * slow - 0.946) < 5e-4);
        // The last position, 8,191, counts as 2,047.75: inside [0, 2,048), at angle 0.2365.
        QCOMPARE(interpolatedPosition(8191, 2048, 8192), 2047.75);
        QVERIFY(std::abs(interpolatedPosition(8191, 2048, 8192) * slow - 0.2365) < 5e-4);
        Gaussian g(11);
        const Vector q = randomVector(g, 8);
        const Vector k = randomVector(g, 8);
        const Vector theta = rotaryFrequencies(8);
        for (int m = 0; m < 40; m += 3)
            for (int n = 0; n < 40; n += 5) {
                const double a = interpolatedPosition(m, 16, 64);
                const double b = interpolatedPosition(n, 16, 64);
                QVERIFY(std::abs(rotaryScore(q, a, k, b, theta)
                                 - rotaryScore(q, 0, k, (n - m) * 16.0 / 64.0, theta))
                        < 1e-9);
            }
    }
};

QTEST_APPLESS_MAIN(TestRotary)
#include "tst_rotary.moc"
