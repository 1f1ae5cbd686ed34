// The scheduler's state machine: learning steps, graduation, lapses, same-day reviews, interval
// ordering and clamping, and recall over time.
#include "memory/card_scheduler.h"

#include <QTest>

#include <cmath>

using namespace astrolabe::memory;

Q_DECLARE_METATYPE(Rating)
Q_DECLARE_METATYPE(Phase)

namespace {

constexpr qint64 kMinute = 60000;
constexpr qint64 kDay = 86400000;
const qint64 kStart = qint64(1735722000000); // 2025-01-01 09:00 UTC

SchedulerConfig noFuzz()
{
    SchedulerConfig config = SchedulerConfig::defaults();
    config.enableFuzz = false;
    return config;
}

// A card in long-term review with the given memory, last seen at kStart.
MemoryState reviewCard(double stability, double difficulty)
{
    MemoryState s;
    s.phase = Phase::Review;
    s.stability = stability;
    s.difficulty = difficulty;
    s.lastReviewMs = kStart;
    s.reps = 5;
    s.scheduledDays = int(stability);
    return s;
}

} // namespace

class TstCardScheduler : public QObject
{
    Q_OBJECT

private slots:
    // Ratings of a new card, one after another a few minutes apart (as ts-fsrs 5.4.2 does them).
    void learningStepsProgress_data()
    {
        QTest::addColumn<QList<int>>("ratings");
        QTest::addColumn<Phase>("phase");
        QTest::addColumn<int>("step");
        QTest::addColumn<qint64>("dueMinutes"); // after the last review
        QTest::addColumn<int>("scheduledDays");
        QTest::newRow("Again: first step, 1 min") << QList<int>{1} << Phase::Learning << 0 << 1LL << 0;
        QTest::newRow("Hard: between the steps, 6 min") << QList<int>{2} << Phase::Learning << 0 << 6LL << 0;
        QTest::newRow("Good: second step, 10 min") << QList<int>{3} << Phase::Learning << 1 << 10LL << 0;
        QTest::newRow("Easy: graduates") << QList<int>{4} << Phase::Review << 0 << 8LL * 1440 << 8;
        QTest::newRow("Good, Good: graduates") << QList<int>{3, 3} << Phase::Review << 0 << 2LL * 1440 << 2;
        QTest::newRow("Good, Hard: stays on step 2") << QList<int>{3, 2} << Phase::Learning << 1 << 6LL << 0;
        QTest::newRow("Good, Again: back to step 1") << QList<int>{3, 1} << Phase::Learning << 0 << 1LL << 0;
        QTest::newRow("Again, Good: step 2") << QList<int>{1, 3} << Phase::Learning << 1 << 10LL << 0;
    }
    void learningStepsProgress()
    {
        QFETCH(QList<int>, ratings);
        QFETCH(Phase, phase);
        QFETCH(int, step);
        QFETCH(qint64, dueMinutes);
        QFETCH(int, scheduledDays);
        const CardScheduler scheduler(noFuzz());
        MemoryState state;
        qint64 now = kStart;
        for (int g : ratings) {
            state = scheduler.review(state, Rating(g), now, 0).state;
            now += 10 * kMinute;
        }
        const qint64 last = now - 10 * kMinute;
        QCOMPARE(state.phase, phase);
        QCOMPARE(state.step, step);
        QCOMPARE(state.scheduledDays, scheduledDays);
        QCOMPARE(state.dueMs - last, dueMinutes * kMinute);
        QCOMPARE(state.reps, int(ratings.size()));
        QCOMPARE(state.lastReviewMs, last);
    }

    void lapseGoesToRelearning_data()
    {
        QTest::addColumn<int>("daysLater");
        QTest::newRow("on time") << 10;
        QTest::newRow("late") << 40;
        QTest::newRow("early") << 2;
    }
    void lapseGoesToRelearning()
    {
        QFETCH(int, daysLater);
        const CardScheduler scheduler(noFuzz());
        MemoryState before = reviewCard(10, 5);
        before.lapses = 2;
        const qint64 now = kStart + daysLater * kDay;
        const MemoryState lapsed = scheduler.review(before, Rating::Again, now, 0).state;
        QCOMPARE(lapsed.phase, Phase::Relearning);
        QCOMPARE(lapsed.lapses, 3);
        QCOMPARE(lapsed.step, 0);
        QCOMPARE(lapsed.dueMs, now + 10 * kMinute);
        QVERIFY(lapsed.stability < before.stability);
        QVERIFY(lapsed.difficulty > before.difficulty);
        const MemoryState relearned =
            scheduler.review(lapsed, Rating::Good, now + 10 * kMinute, 0).state;
        QCOMPARE(relearned.phase, Phase::Review);
        QCOMPARE(relearned.lapses, 3);
        QVERIFY(relearned.scheduledDays >= 1);
    }

    // After a review on a long-term card: Again < Hard <= Good < Easy in stability, and
    // Hard < Good < Easy in days.
    void ratingsOrderStabilityAndInterval_data()
    {
        QTest::addColumn<double>("stability");
        QTest::addColumn<double>("difficulty");
        QTest::addColumn<int>("daysLater");
        QTest::newRow("young card, on time") << 3.0 << 5.0 << 3;
        QTest::newRow("old card, late") << 200.0 << 8.0 << 400;
        QTest::newRow("easy card, early") << 30.0 << 1.5 << 5;
        QTest::newRow("hard card, on time") << 12.0 << 9.8 << 12;
        QTest::newRow("tiny stability") << 0.2 << 6.0 << 1;
        QTest::newRow("same day") << 10.0 << 5.0 << 0;
    }
    void ratingsOrderStabilityAndInterval()
    {
        QFETCH(double, stability);
        QFETCH(double, difficulty);
        QFETCH(int, daysLater);
        const CardScheduler scheduler(noFuzz());
        const MemoryState before = reviewCard(stability, difficulty);
        const qint64 now = kStart + daysLater * kDay + 5 * kMinute;
        MemoryState after[5];
        for (int g = 1; g <= 4; ++g)
            after[g] = scheduler.review(before, Rating(g), now, 0).state;
        QVERIFY(after[1].stability < after[2].stability);
        QVERIFY(after[2].stability <= after[3].stability);
        QVERIFY(after[3].stability < after[4].stability);
        QVERIFY(after[2].scheduledDays < after[3].scheduledDays);
        QVERIFY(after[3].scheduledDays < after[4].scheduledDays);
        QVERIFY(after[2].scheduledDays >= 1);
        for (int g = 2; g <= 4; ++g)
            QCOMPARE(after[g].dueMs, now + after[g].scheduledDays * kDay);
    }

    void retrievabilityBeforeReview_data()
    {
        QTest::addColumn<int>("daysLater");
        QTest::addColumn<double>("expected");
        QTest::newRow("same day") << 0 << 1.0;
        QTest::newRow("after S days") << 10 << 0.9;
        QTest::newRow("after 3S days") << 30 << 0.8093881;
    }
    void retrievabilityBeforeReview()
    {
        QFETCH(int, daysLater);
        QFETCH(double, expected);
        const CardScheduler scheduler(noFuzz());
        const ReviewResult result =
            scheduler.review(reviewCard(10, 5), Rating::Good, kStart + daysLater * kDay, 0);
        QCOMPARE(result.retrievabilityBefore, expected);
        QVERIFY(std::isnan(scheduler.review(MemoryState{}, Rating::Good, kStart, 0)
                               .retrievabilityBefore));
    }

    void sameDayReviewsUseShortTermStability()
    {
        const CardScheduler scheduler(noFuzz());
        const MemoryState before = reviewCard(10, 5);
        const qint64 sameDay = kStart + 3 * 3600 * 1000;
        QCOMPARE(scheduler.review(before, Rating::Again, sameDay, 0).state.stability, 3.05124894);
        QCOMPARE(scheduler.review(before, Rating::Good, sameDay, 0).state.stability, 10.0);
    }

    void maximumIntervalClamps_data()
    {
        QTest::addColumn<Rating>("rating");
        QTest::addColumn<int>("maximum");
        QTest::newRow("Easy on a new card, max 3") << Rating::Easy << 3;
        QTest::newRow("Easy on a new card, max 5") << Rating::Easy << 5;
    }
    void maximumIntervalClamps()
    {
        QFETCH(Rating, rating);
        QFETCH(int, maximum);
        SchedulerConfig config = noFuzz();
        config.maximumIntervalDays = maximum;
        const MemoryState after = CardScheduler(config).review(MemoryState{}, rating, kStart, 0).state;
        QCOMPARE(after.scheduledDays, maximum);
        // Hard on an old card is clamped too.
        const MemoryState old = CardScheduler(config)
                                    .review(reviewCard(500, 5), Rating::Hard, kStart + 500 * kDay, 0)
                                    .state;
        QCOMPARE(old.scheduledDays, maximum);
    }

    void withoutShortTermNewCardsGraduateAtOnce_data()
    {
        QTest::addColumn<Rating>("rating");
        QTest::newRow("Again") << Rating::Again;
        QTest::newRow("Good") << Rating::Good;
    }
    void withoutShortTermNewCardsGraduateAtOnce()
    {
        QFETCH(Rating, rating);
        SchedulerConfig config = noFuzz();
        config.enableShortTerm = false;
        const MemoryState after = CardScheduler(config).review(MemoryState{}, rating, kStart, 0).state;
        QCOMPARE(after.phase, Phase::Review);
        QVERIFY(after.scheduledDays >= 1);
    }

    void recallFadesContinuously_data()
    {
        QTest::addColumn<double>("stability");
        QTest::newRow("S=1") << 1.0;
        QTest::newRow("S=12.5") << 12.5;
    }
    void recallFadesContinuously()
    {
        QFETCH(double, stability);
        const CardScheduler scheduler(noFuzz());
        const MemoryState card = reviewCard(stability, 5);
        QCOMPARE(scheduler.retrievabilityAt(MemoryState{}, kStart), 0.0);
        QCOMPARE(scheduler.retrievabilityAt(card, kStart), 1.0);
        const qint64 sDays = kStart + qint64(stability * kDay);
        QVERIFY(qAbs(scheduler.retrievabilityAt(card, sDays) - 0.9) < 1e-6);
        double previous = 1.0;
        for (int hour = 1; hour < 24 * 30; ++hour) { // smooth: strictly falling, hour by hour
            const double r = scheduler.retrievabilityAt(card, kStart + hour * 3600000LL);
            QVERIFY(r < previous);
            QVERIFY(previous - r < 0.05);
            previous = r;
        }
        QCOMPARE(retrievabilityAt(card, sDays, noFuzz()), scheduler.retrievabilityAt(card, sDays));
    }

    void fuzzIsDeterministicAndWithinRange_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed : {0ULL, 1ULL, 42ULL, 0xDEADBEEFULL, 0xFFFFFFFFFFFFFFFFULL})
            QTest::addRow("seed %llu", seed) << seed;
    }
    void fuzzIsDeterministicAndWithinRange()
    {
        QFETCH(quint64, seed);
        SchedulerConfig config = SchedulerConfig::defaults(); // fuzz on
        const MemoryState before = reviewCard(40, 5);
        const qint64 now = kStart + 40 * kDay;
        const int plain = CardScheduler(noFuzz()).review(before, Rating::Good, now, seed).state.scheduledDays;
        const ReviewResult a = review(before, Rating::Good, now, config, seed);
        const ReviewResult b = review(before, Rating::Good, now, config, seed);
        QCOMPARE(a.state, b.state);
        QCOMPARE(a.state.stability, CardScheduler(noFuzz()).review(before, Rating::Good, now, 0).state.stability);
        // Around 100 days the range is +-(1 + 0.15*4.5 + 0.1*13 + 0.05*(S-20)): well within 10%.
        QVERIFY(qAbs(a.state.scheduledDays - plain) <= plain / 10 + 1);
    }
};

QTEST_APPLESS_MAIN(TstCardScheduler)
#include "tst_card_scheduler.moc"
