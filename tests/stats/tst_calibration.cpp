// The calibration of recall predictions (core/stats/calibration.h): which answers count, the
// prediction each had, the bins.
#include "memory/scheduler_config.h"
#include "stats/calibration.h"

#include <QTest>

using namespace astrolabe;
using memory::Rating;

namespace {

constexpr qint64 kDay = 86400000;
constexpr qint64 kStart = 1740819600000LL; // 2025-03-01 09:00 UTC

store::ReviewRecord record(const char *item, qint64 at, Rating rating)
{
    store::ReviewRecord r;
    r.itemId = QString::fromLatin1(item);
    r.timeMs = at;
    r.rating = rating;
    return r;
}

} // namespace

class TstCalibration : public QObject
{
    Q_OBJECT

private slots:
    void laterDayAnswersAreBinnedByTheirPrediction()
    {
        memory::SchedulerConfig config = memory::SchedulerConfig::defaults();
        config.enableFuzz = false;
        const memory::CardScheduler scheduler(config);
        // a: Good, then a minute later (same day: not counted), then 3 days later recalled.
        // b: Good, then 40 days later forgotten (low prediction).
        // c: new on the same day as b: its first answer is never counted.
        const QVector<store::ReviewRecord> log = {
            record("a", kStart, Rating::Good),
            record("b", kStart, Rating::Good),
            record("a", kStart + 60000, Rating::Good),
            record("a", kStart + 3 * kDay, Rating::Good),
            record("b", kStart + 40 * kDay, Rating::Again),
            record("c", kStart + 40 * kDay, Rating::Again),
        };
        const QVector<stats::CalibrationBin> bins = stats::calibration(log, scheduler);
        int counted = 0;
        for (const auto &b : bins)
            counted += b.count;
        QCOMPARE(counted, 2);
        // The predictions are the model's recall just before each answer.
        memory::MemoryState a;
        a = scheduler.review(a, Rating::Good, kStart, 0).state;
        a = scheduler.review(a, Rating::Good, kStart + 60000, 0).state;
        const double pa = scheduler.retrievabilityAt(a, kStart + 3 * kDay);
        memory::MemoryState b = scheduler.review({}, Rating::Good, kStart, 0).state;
        const double pb = scheduler.retrievabilityAt(b, kStart + 40 * kDay);
        QVERIFY(pb < pa);
        const stats::CalibrationBin *binA = nullptr;
        const stats::CalibrationBin *binB = nullptr;
        for (const auto &bin : bins) {
            if (pa >= bin.from && pa < bin.to)
                binA = &bin;
            if (pb >= bin.from && pb < bin.to)
                binB = &bin;
        }
        QVERIFY(binA && binB && binA != binB);
        QCOMPARE(binA->count, 1);
        QCOMPARE(binA->recalled, 1.0);
        QVERIFY(qAbs(binA->predicted - pa) < 1e-12);
        QCOMPARE(binB->recalled, 0.0);
        QVERIFY(qAbs(binB->predicted - pb) < 1e-12);
    }

    void noLaterDayAnswersGiveNoBins()
    {
        const memory::CardScheduler scheduler(memory::SchedulerConfig::defaults());
        QVERIFY(stats::calibration({record("a", kStart, Rating::Good)}, scheduler).isEmpty());
        QVERIFY(stats::calibration({}, scheduler).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstCalibration)
#include "tst_calibration.moc"
