#include "sky_hit_tester.h"

#include <QTest>

using astrolabe::SkyHitTester;

// Hit-testing of the sky's stars and the streak of study days.
class TstSkyHitTester : public QObject
{
    Q_OBJECT

private slots:
    void findsTheNearestStarWithinReach()
    {
        SkyHitTester hits;
        hits.setPoints({{100, 100}, {120, 100}, {300, 300}});
        QCOMPARE(hits.starAt({104, 101}, 14), 0);
        QCOMPARE(hits.starAt({116, 100}, 14), 1);
        QCOMPARE(hits.starAt({200, 200}, 14), -1);
        QCOMPARE(hits.starAt({310, 310}, 14), -1);
        QCOMPARE(hits.starAt({308, 305}, 14), 2);
    }

    void arrowsMoveToTheNextStarInTheirDirection()
    {
        SkyHitTester hits;
        //    0 (100,100)   1 (200,110)
        //    2 (105,200)   3 (400,400)
        hits.setPoints({{100, 100}, {200, 110}, {105, 200}, {400, 400}});
        QCOMPARE(hits.neighbour(0, 1, 0), 1);
        QCOMPARE(hits.neighbour(0, 0, 1), 2);
        QCOMPARE(hits.neighbour(1, -1, 0), 0);
        QCOMPARE(hits.neighbour(0, -1, 0), -1);
        QCOMPARE(hits.neighbour(2, 1, 1), 3);
        QCOMPARE(hits.neighbour(-1, 1, 0), 0); // nothing current: the first star
        SkyHitTester empty;
        QCOMPARE(empty.neighbour(-1, 1, 0), -1);
    }
};

QTEST_GUILESS_MAIN(TstSkyHitTester)
#include "tst_sky_hit_tester.moc"
