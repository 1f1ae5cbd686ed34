#include "memory/day_boundary.h"
#include "review/learner_simulation.h"
#include "review/review_service.h"
#include "stats/daily_activity.h"
#include "stats/lesson_mastery.h"
#include "stats/stability_spread.h"
#include "stats/study_streak.h"
#include "stats/weekly_retention.h"
#include "store/store.h"

#include <QTest>

#include <cmath>
#include <memory>

using namespace astrolabe;

namespace {

constexpr qint64 kDay = 86400000;
constexpr qint64 kStart = 1740819600000LL; // 2025-03-01 09:00 UTC

std::unique_ptr<store::Store> memoryStore(const QStringList &items)
{
    store::OpenOptions options;
    options.profileName = QStringLiteral("Tester");
    options.itemIds = items;
    QString error;
    return store::Store::openInMemory(options, &error);
}

// A review log written through the review service at chosen moments.
struct Fixture
{
    std::unique_ptr<store::Store> store;
    qint64 now = kStart;
    std::unique_ptr<review::ReviewService> service;

    explicit Fixture(const QStringList &items = {QStringLiteral("a1"), QStringLiteral("a2"),
                                                 QStringLiteral("a3"), QStringLiteral("b1"),
                                                 QStringLiteral("b2")})
        : store(memoryStore(items)),
          service(std::make_unique<review::ReviewService>(*store, [this] { return now; }))
    {
    }

    void answer(const QString &item, bool correct, qint64 atMs, qint64 durationMs = 20000)
    {
        now = atMs;
        review::AnswerInput input;
        input.itemId = item;
        input.correct = correct;
        input.durationMs = durationMs;
        input.targetMs = 30000;
        QString error;
        QVERIFY2(service->recordAnswer(input, &error), qPrintable(error));
    }

    QVector<store::ReviewRecord> log() const { return store->reviews().all(); }
};

} // namespace

// Statistics over review logs: each function recomputed from a log whose answers are known.
class TestStats : public QObject
{
    Q_OBJECT

private slots:
    void dailyActivityCountsAnswersRightAnswersAndTime()
    {
        Fixture f;
        f.answer(QStringLiteral("a1"), true, kStart - 400 * kDay);      // outside the 30-day window
        f.answer(QStringLiteral("a1"), true, kStart, 10000);            // day 0
        f.answer(QStringLiteral("a2"), false, kStart + 3600000, 15000); // day 0
        f.answer(QStringLiteral("a3"), true, kStart + 2 * kDay, 5000);  // day 2
        const qint64 now = kStart + 2 * kDay + 7200000;
        const auto days = stats::dailyActivity(f.log(), now, 0, 30);
        QCOMPARE(days.size(), 30);
        QCOMPARE(days.last().dayNumber, memory::dayNumber(now, 0));
        QCOMPARE(days.first().dayNumber, days.last().dayNumber - 29);
        const auto &today = days.at(29);
        const auto &dayZero = days.at(27);
        QCOMPARE(today.reviews, 1);
        QCOMPARE(today.correct, 1);
        QCOMPARE(today.durationMs, qint64(5000));
        QCOMPARE(dayZero.reviews, 2);
        QCOMPARE(dayZero.correct, 1);
        QCOMPARE(dayZero.durationMs, qint64(25000));
        int total = 0;
        for (const auto &day : days)
            total += day.reviews;
        QCOMPARE(total, 3);
        QCOMPARE(days.at(28).reviews, 0);
    }

    void theDayBoundaryMovesAnswersBetweenDays()
    {
        Fixture f;
        const qint64 midnight = (kStart / kDay + 1) * kDay; // 00:00 UTC the next day
        f.answer(QStringLiteral("a1"), true, midnight + 2 * 3600000);       // 02:00 UTC
        const auto utc = stats::dailyActivity(f.log(), midnight + 12 * 3600000, 0, 2);
        QCOMPARE(utc.at(1).reviews, 1); // today at UTC midnight
        // Days rolling over at 04:00 UTC: 02:00 still belongs to yesterday.
        const auto late = stats::dailyActivity(f.log(), midnight + 12 * 3600000, -240, 2);
        QCOMPARE(late.at(0).reviews, 1);
        QCOMPARE(late.at(1).reviews, 0);
    }

    void trueRetentionCountsOnlyReviewsOnLaterDays()
    {
        Fixture f;
        f.answer(QStringLiteral("a1"), true, kStart);            // first answer: not counted
        f.answer(QStringLiteral("a1"), true, kStart + 600000);   // same day: not counted
        f.answer(QStringLiteral("a2"), false, kStart);           // first answer, wrong: not counted
        f.answer(QStringLiteral("a1"), true, kStart + 3 * kDay); // recalled
        f.answer(QStringLiteral("a2"), false, kStart + 3 * kDay); // forgotten
        f.answer(QStringLiteral("a2"), true,
                 kStart + 3 * kDay + 600000); // same-day relearning: not counted
        f.answer(QStringLiteral("a1"), true, kStart + 12 * kDay); // recalled, another week
        const qint64 now = kStart + 12 * kDay + 3600000;
        const auto weeks = stats::weeklyRetention(f.log(), now, 0, 4);
        QCOMPARE(weeks.size(), 4);
        QCOMPARE(weeks.last().firstDayNumber, memory::dayNumber(now, 0) - 6);
        int reviews = 0, recalled = 0;
        for (const auto &week : weeks) {
            reviews += week.reviews;
            recalled += week.recalled;
        }
        QCOMPARE(reviews, 3);
        QCOMPARE(recalled, 2);
        QCOMPARE(weeks.last().reviews, 1);
        QCOMPARE(weeks.last().share(), 1.0);
        const auto earlier = weeks.at(2);
        QCOMPARE(earlier.reviews, 2);
        QCOMPARE(earlier.share(), 0.5);
        QCOMPARE(weeks.at(0).share(), 0.0); // no reviews: 0, not a division by zero
    }

    void masteryIsLearnedQuestionsAndMeanRecallPerLesson()
    {
        Fixture f;
        f.answer(QStringLiteral("a1"), true, kStart);
        f.answer(QStringLiteral("a2"), true, kStart);
        f.answer(QStringLiteral("a1"), true, kStart + 2 * kDay);
        const qint64 now = kStart + 5 * kDay;
        const QVector<stats::LessonItems> lessons = {
            {QStringLiteral("A"),
             {QStringLiteral("a1"), QStringLiteral("a2"), QStringLiteral("a3")}},
            {QStringLiteral("B"), {QStringLiteral("b1"), QStringLiteral("b2")}}};
        const auto rows = stats::lessonMastery(lessons, f.service->statusesAt(now));
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.at(0).lessonId, QStringLiteral("A"));
        QCOMPARE(rows.at(0).questions, 3);
        QCOMPARE(rows.at(0).learned, 2);
        const double expected =
            (f.service->scheduler().retrievabilityAt(f.service->stateOf(QStringLiteral("a1")),
                                                     now) +
             f.service->scheduler().retrievabilityAt(f.service->stateOf(QStringLiteral("a2")),
                                                     now)) /
            3.0;
        QVERIFY(std::abs(rows.at(0).averageRecall - expected) < 1e-12);
        QVERIFY(rows.at(0).averageRecall > 0.3 && rows.at(0).averageRecall < 0.67);
        QCOMPARE(rows.at(1).learned, 0);
        QCOMPARE(rows.at(1).averageRecall, 0.0);
    }

    void stabilitySpreadPutsEachQuestionInItsSpan()
    {
        QHash<QString, memory::MemoryState> states;
        const double stabilities[] = {0.5, 1.0, 2.9, 3.0, 20.0, 90.0, 400.0};
        int i = 0;
        for (const double s : stabilities) {
            memory::MemoryState state;
            state.phase = memory::Phase::Review;
            state.stability = s;
            states.insert(QStringLiteral("q%1").arg(i++), state);
        }
        states.insert(QStringLiteral("new"), memory::MemoryState{}); // never answered: left out
        const auto spread = stats::stabilitySpread(states);
        QCOMPARE(spread.size(), 7);
        const int expected[] = {1, 2, 1, 0, 1, 0, 2}; // <1, 1-3, 3-7, 7-14, 14-30, 30-90, 90+
        for (int b = 0; b < 7; ++b)
            QCOMPARE(spread.at(b).items, expected[b]);
        QCOMPARE(spread.at(1).fromDays, 1.0);
        QCOMPARE(spread.at(1).toDays, 3.0);
        QVERIFY(std::isinf(spread.last().toDays));
    }

    // The sky's streak: days in a row ending today, or yesterday while today has no answer
    // yet; the day boundary (4 a.m. here) decides which day an answer at night belongs to.
    void theStreakCountsDaysInARowEndingTodayOrYesterday()
    {
        const qint64 day = 24LL * 3600 * 1000;
        const qint64 now = 1772445600000; // 2026-03-02 10:00 UTC
        QCOMPARE(stats::studyStreak({}, now, 0), 0);
        QCOMPARE(stats::studyStreak({now - 1000}, now, 0), 1);
        QCOMPARE(stats::studyStreak({now - day, now - 2 * day, now - 2 * day + 5}, now, 0), 2);
        QCOMPARE(stats::studyStreak({now, now - day, now - 3 * day}, now, 0), 2);
        QCOMPARE(stats::studyStreak({now - 2 * day}, now, 0), 0);
        // 02:00 on 1 March is 1 March with a midnight boundary (yesterday: a streak of 1, of 2
        // with 28 February), but still 28 February with a 4 a.m. one: then neither today nor
        // yesterday has an answer, and there is no streak.
        const qint64 twoAm = now - 8 * 3600 * 1000 - day; // 2026-03-01 02:00 UTC
        QCOMPARE(stats::studyStreak({twoAm}, now, 0), 1);
        QCOMPARE(stats::studyStreak({twoAm, twoAm - 12 * 3600 * 1000}, now, 0), 2);
        const int fourAm = memory::dayOffsetMinutesFor(0, 4); // days roll over at 04:00 UTC
        QCOMPARE(stats::studyStreak({twoAm, twoAm - 12 * 3600 * 1000}, now, fourAm), 0);
    }

    void aSimulatedLearnerAddsUp()
    {
        Fixture f(QStringList{QStringLiteral("a1"), QStringLiteral("a2"), QStringLiteral("a3"),
                              QStringLiteral("a4"), QStringLiteral("a5"), QStringLiteral("a6"),
                              QStringLiteral("a7"), QStringLiteral("a8"), QStringLiteral("b1"),
                              QStringLiteral("b2"), QStringLiteral("b3"), QStringLiteral("b4")});
        review::SimulationOptions simulation;
        simulation.days = 60;
        simulation.seed = 3;
        simulation.endMs = kStart + 60 * kDay;
        QString error;
        QVERIFY2(review::simulateLearner(*f.store, simulation, &error), qPrintable(error));
        f.service = std::make_unique<review::ReviewService>(*f.store, [&f] { return f.now; });
        f.now = simulation.endMs;
        const auto log = f.log();
        QVERIFY(log.size() > 50);
        const auto days = stats::dailyActivity(log, f.now, 0, 365);
        int total = 0, studied = 0;
        for (const auto &day : days) {
            total += day.reviews;
            studied += day.reviews > 0 ? 1 : 0;
        }
        QCOMPARE(total, int(log.size()));
        QVERIFY2(studied >= 8 && studied <= 61, qPrintable(QString::number(studied)));
        int reviews = 0, recalled = 0;
        for (const auto &week : stats::weeklyRetention(log, f.now, 0, 12)) {
            reviews += week.reviews;
            recalled += week.recalled;
        }
        QVERIFY(reviews > 10);
        // The learner answers right with the model's predicted recall, so true retention sits
        // near the desired 90%.
        const double retention = double(recalled) / reviews;
        QVERIFY2(retention > 0.75 && retention <= 1.0, qPrintable(QString::number(retention)));
        int spread = 0;
        for (const auto &bucket : stats::stabilitySpread(f.service->states()))
            spread += bucket.items;
        QCOMPARE(spread, int(f.service->states().size()));
    }
};

QTEST_GUILESS_MAIN(TestStats)
#include "tst_stats.moc"
