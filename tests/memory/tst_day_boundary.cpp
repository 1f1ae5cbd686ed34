// Day numbers from a day boundary: pure arithmetic on the timestamp and the offset.
#include "memory/day_boundary.h"

#include <QTest>

using namespace astrolabe::memory;

class TstDayBoundary : public QObject
{
    Q_OBJECT

private slots:
    void dayNumber_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<int>("offset");
        QTest::addColumn<qint64>("day");
        const qint64 h = 3600000;
        QTest::newRow("epoch") << 0LL << 0 << 0LL;
        QTest::newRow("last ms of day 0") << 24 * h - 1 << 0 << 0LL;
        QTest::newRow("midnight of day 1") << 24 * h << 0 << 1LL;
        QTest::newRow("before 1970") << -1LL << 0 << -1LL;
        QTest::newRow("rollover 4:00 UTC, 3:59") << 24 * h + 4 * h - 60000 << -240 << 0LL;
        QTest::newRow("rollover 4:00 UTC, 4:00") << 24 * h + 4 * h << -240 << 1LL;
        QTest::newRow("Tehran 3:30 rollover 4:00, 00:29 UTC") << 24 * h + 29 * 60000 << -30 << 0LL;
        QTest::newRow("Tehran 3:30 rollover 4:00, 00:30 UTC") << 24 * h + 30 * 60000 << -30 << 1LL;
        QTest::newRow("UTC+10 midnight, 14:00 UTC") << 14 * h << 600 << 1LL;
        QTest::newRow("2025-01-01 09:00 UTC") << 1735722000000LL << 0 << 20089LL;
    }
    void dayNumber()
    {
        QFETCH(qint64, ms);
        QFETCH(int, offset);
        QFETCH(qint64, day);
        QCOMPARE(astrolabe::memory::dayNumber(ms, offset), day);
    }

    void offsetFromClock_data()
    {
        QTest::addColumn<int>("utcOffset");
        QTest::addColumn<int>("rollover");
        QTest::addColumn<int>("offset");
        QTest::newRow("UTC, default 4:00") << 0 << kDefaultRolloverHour << -240;
        QTest::newRow("Tehran +3:30, 4:00") << 210 << 4 << -30;
        QTest::newRow("New York -5:00, midnight") << -300 << 0 << -300;
    }
    void offsetFromClock()
    {
        QFETCH(int, utcOffset);
        QFETCH(int, rollover);
        QFETCH(int, offset);
        QCOMPARE(dayOffsetMinutesFor(utcOffset, rollover), offset);
    }
};

QTEST_APPLESS_MAIN(TstDayBoundary)
#include "tst_day_boundary.moc"
