// Interval fuzz: its range as FSRS defines it, uniform draws inside it, stable seeds.
#include "memory/fuzz.h"
#include "memory/fuzz_seed.h"

#include <QTest>

#include <set>

using namespace astrolabe::memory;

class TstFuzz : public QObject
{
    Q_OBJECT

private slots:
    void rangeAsFsrsDefinesIt_data()
    {
        QTest::addColumn<double>("interval");
        QTest::addColumn<int>("elapsed");
        QTest::addColumn<int>("maximum");
        QTest::addColumn<int>("lo");
        QTest::addColumn<int>("hi");
        // delta = 1 + 0.15*(min(i,7)-2.5)+ + 0.1*(min(i,20)-7)+ + 0.05*(i-20)+
        QTest::newRow("3 days") << 3.0 << 0 << 36500 << 2 << 4;          // delta 1.075
        QTest::newRow("10 days") << 10.0 << 0 << 36500 << 8 << 12;       // delta 1.975
        QTest::newRow("100 days") << 100.0 << 0 << 36500 << 93 << 107;   // delta 6.975
        QTest::newRow("elapsed floor") << 10.0 << 9 << 36500 << 10 << 12;
        QTest::newRow("maximum") << 100.0 << 0 << 100 << 93 << 100;
    }
    void rangeAsFsrsDefinesIt()
    {
        QFETCH(double, interval);
        QFETCH(int, elapsed);
        QFETCH(int, maximum);
        QFETCH(int, lo);
        QFETCH(int, hi);
        const FuzzRange range = fuzzRange(interval, elapsed, maximum);
        QCOMPARE(range.minDays, lo);
        QCOMPARE(range.maxDays, hi);
    }

    void drawsStayInRangeAndSpreadOverIt_data()
    {
        QTest::addColumn<int>("interval");
        QTest::newRow("3") << 3;
        QTest::newRow("10") << 10;
        QTest::newRow("100") << 100;
    }
    void drawsStayInRangeAndSpreadOverIt()
    {
        QFETCH(int, interval);
        const FuzzRange range = fuzzRange(interval, 0, 36500);
        std::set<int> seen;
        for (int i = 0; i < 2000; ++i) {
            const quint64 seed = fuzzSeed(QStringLiteral("item-%1").arg(i), 3);
            const int days = fuzzedInterval(interval, 0, 36500, seed);
            QCOMPARE(fuzzedInterval(interval, 0, 36500, seed), days);
            QVERIFY(days >= range.minDays && days <= range.maxDays);
            seen.insert(days);
        }
        QCOMPARE(int(seen.size()), range.maxDays - range.minDays + 1); // every day is reachable
    }

    void shortIntervalsAreNotFuzzed_data()
    {
        QTest::addColumn<int>("interval");
        QTest::newRow("1") << 1;
        QTest::newRow("2") << 2;
    }
    void shortIntervalsAreNotFuzzed()
    {
        QFETCH(int, interval);
        for (quint64 seed = 0; seed < 100; ++seed)
            QCOMPARE(fuzzedInterval(interval, 0, 36500, seed), interval);
    }

    void seedIsStableAndDependsOnBothInputs_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("reps");
        QTest::addColumn<quint64>("expected"); // fixed forever: changing it reshuffles schedules
        QTest::newRow("empty") << QString() << 0 << Q_UINT64_C(0xf52a15e9a9b5e89b);
        QTest::newRow("II.3.P01 q1") << QStringLiteral("II.3.P01/q1") << 4
                                     << Q_UINT64_C(0xf1571b9c38890bab);
        QTest::newRow("a, 1") << QStringLiteral("a") << 1 << Q_UINT64_C(0x832be066bd43a3b8);
    }
    void seedIsStableAndDependsOnBothInputs()
    {
        QFETCH(QString, id);
        QFETCH(int, reps);
        QFETCH(quint64, expected);
        QCOMPARE(fuzzSeed(id, reps), expected);
        QVERIFY(fuzzSeed(id, reps) != fuzzSeed(id, reps + 1));
        QVERIFY(fuzzSeed(id, reps) != fuzzSeed(id + QLatin1Char('x'), reps));
    }

    void generatorDrawIsPinned()
    {
        // SplitMix64's first draw for seed 12345, as 53 bits in [0, 1).
        QCOMPARE(fuzzFactor(12345), 0.1330796686614273);
    }
};

QTEST_APPLESS_MAIN(TstFuzz)
#include "tst_fuzz.moc"
