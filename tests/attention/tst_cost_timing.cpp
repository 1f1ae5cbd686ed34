#include "attention/attend.h"
#include "attention/cost_timing.h"

#include <QTest>

#include <cmath>

using namespace astrolabe::attention;

// What the cost chapter's live figure times and fits: a self-attention pass of the core over n
// positions (the same work as n calls of attend(), reproducible from its seed), and the
// least-squares fit t = c n^2 through the origin.
class TstCostTiming : public QObject
{
    Q_OBJECT

private slots:
    void aPassIsReproducibleAndRealWork()
    {
        const double a = selfAttentionPass(64, 16, 2026);
        QCOMPARE(selfAttentionPass(64, 16, 2026), a);
        QVERIFY(selfAttentionPass(64, 16, 7) != a);
        QVERIFY(std::isfinite(a));
        QCOMPARE(selfAttentionPass(0, 16, 1), 0.0);
        QCOMPARE(selfAttentionPass(8, 0, 1), 0.0);
    }

    void aPassIsAttentionOverEveryQuery()
    {
        // One position: the only query attends to the only key, so the output is the value and
        // the sum is the sum of the value's numbers, whatever the query and key are.
        const double one = selfAttentionPass(1, 4, 11);
        QVERIFY(std::abs(one) <= 4.0);
        // Every output is a convex combination of values in [-1, 1]: each of its numbers is too.
        const int n = 50, d = 8;
        QVERIFY(std::abs(selfAttentionPass(n, d, 3)) <= double(n) * d);
    }

    void theSquareFitRecoversAnExactSquare()
    {
        std::vector<TimedLength> points;
        for (int n : {256, 512, 1024, 2048})
            points.push_back({n, 3e-6 * n * n});
        QVERIFY(std::abs(squareLawFit(points) - 3e-6) < 1e-15);
    }

    void theSquareFitIsLeastSquares()
    {
        // Through (1, 1) and (2, 8): c minimises (c - 1)^2 + (4c - 8)^2, so c = (1 + 32) / 17.
        const std::vector<TimedLength> points = {{1, 1.0}, {2, 8.0}};
        QVERIFY(std::abs(squareLawFit(points) - 33.0 / 17.0) < 1e-12);
        QCOMPARE(squareLawFit({}), 0.0);
    }
};

QTEST_GUILESS_MAIN(TstCostTiming)
#include "tst_cost_timing.moc"
