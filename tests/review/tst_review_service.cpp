#include "memory/answer_rating.h"
#include "memory/day_boundary.h"
#include "memory/fuzz_seed.h"
#include "memory/scheduler.h"
#include "review/due_forecast.h"
#include "review/learner_simulation.h"
#include "review/log_replay.h"
#include "review/review_service.h"
#include "store/store.h"
#include "store/store_messages.h"
#include "test_support.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <numeric>

using namespace astrolabe;
using memory::MemoryState;
using memory::Rating;
using review::AnswerInput;
using review::ReviewService;

namespace {

constexpr qint64 kDay = 86400000;
constexpr qint64 kStart = 1740819600000LL; // 2025-03-01 09:00 UTC

QStringList itemIds(int n)
{
    QStringList ids;
    for (int i = 0; i < n; ++i)
        ids << QStringLiteral("q%1").arg(i, 2, 10, QLatin1Char('0'));
    return ids;
}

std::unique_ptr<store::Store> memoryStore(int items)
{
    store::OpenOptions options;
    options.profileName = QStringLiteral("Tester");
    options.itemIds = itemIds(items);
    QString error;
    return store::Store::openInMemory(options, &error);
}

AnswerInput answer(const QString &id, bool correct, bool helped = false, qint64 durationMs = 20000,
                   qint64 targetMs = 30000)
{
    AnswerInput a;
    a.itemId = id;
    a.correct = correct;
    a.helped = helped;
    a.durationMs = durationMs;
    a.targetMs = targetMs;
    a.answerText = QStringLiteral("0.84");
    a.exerciseSeed = 99;
    return a;
}

} // namespace

// The review service turns answers into memory exactly as the model says, writes each in one
// transaction, and answers what is due, how well each item is recalled, and what comes due.
class TestReviewService : public QObject
{
    Q_OBJECT

private slots:
    void anAnswerIsRatedScheduledAndLogged_data()
    {
        QTest::addColumn<bool>("correct");
        QTest::addColumn<bool>("helped");
        QTest::addColumn<qint64>("durationMs");
        QTest::addColumn<qint64>("targetMs");
        QTest::addColumn<int>("rating");
        QTest::newRow("wrong") << false << false << qint64(20000) << qint64(30000) << 1;
        QTest::newRow("wrong after a hint") << false << true << qint64(5000) << qint64(30000) << 1;
        QTest::newRow("right after a hint") << true << true << qint64(5000) << qint64(30000) << 2;
        QTest::newRow("right") << true << false << qint64(20000) << qint64(30000) << 3;
        QTest::newRow("right, quickly") << true << false << qint64(10000) << qint64(30000) << 4;
        QTest::newRow("right, no target time") << true << false << qint64(1000) << qint64(0) << 3;
    }

    void anAnswerIsRatedScheduledAndLogged()
    {
        QFETCH(bool, correct);
        QFETCH(bool, helped);
        QFETCH(qint64, durationMs);
        QFETCH(qint64, targetMs);
        QFETCH(int, rating);
        auto db = memoryStore(3);
        qint64 now = kStart;
        ReviewService service(*db, [&now] { return now; });
        QString error;
        QVERIFY(service.recordAnswer(answer(QStringLiteral("q01"), true), &error));
        now += 3 * kDay;
        const MemoryState before = service.stateOf(QStringLiteral("q01"));

        const auto saved = service.recordAnswer(
            answer(QStringLiteral("q01"), correct, helped, durationMs, targetMs), &error);
        QVERIFY2(saved, qPrintable(error));
        QCOMPARE(int(saved->rating), rating);
        const auto expected = memory::review(before, Rating(rating), now, service.settings().scheduler,
                                             memory::fuzzSeed(QStringLiteral("q01"), before.reps));
        QCOMPARE(saved->state, expected.state);
        QCOMPARE(db->states().find(QStringLiteral("q01")).value(), expected.state);
        const store::ReviewRecord row = db->reviews().last().value();
        QCOMPARE(row.id, saved->reviewId);
        QCOMPARE(int(row.rating), rating);
        QCOMPARE(row.timeMs, now);
        QCOMPARE(row.elapsedDays, 3);
        QCOMPARE(row.correct, correct);
        QCOMPARE(row.helped, helped);
        QCOMPARE(row.durationMs, durationMs);
        QCOMPARE(row.exerciseSeed, quint64(99));
        QCOMPARE(row.stateBefore.value(), before);
    }

    void undoGivesBackTheExactStateBefore_data()
    {
        QTest::addColumn<int>("answersBefore");
        QTest::newRow("the first answer") << 0;
        QTest::newRow("after one answer") << 1;
        QTest::newRow("after a lapse and more") << 5;
    }

    void undoGivesBackTheExactStateBefore()
    {
        QFETCH(int, answersBefore);
        auto db = memoryStore(3);
        qint64 now = kStart;
        ReviewService service(*db, [&now] { return now; });
        QString error;
        for (int i = 0; i < answersBefore; ++i) {
            QVERIFY(service.recordAnswer(answer(QStringLiteral("q02"), i != 2), &error));
            now += (i + 1) * kDay;
        }
        const MemoryState before = service.stateOf(QStringLiteral("q02"));
        const qint64 rows = db->reviews().count();
        QVERIFY(service.recordAnswer(answer(QStringLiteral("q02"), false), &error));
        QVERIFY(service.stateOf(QStringLiteral("q02")) != before);

        const auto undone = service.undoLast(&error);
        QVERIFY2(undone, qPrintable(error));
        QCOMPARE(undone->itemId, QStringLiteral("q02"));
        QCOMPARE(service.stateOf(QStringLiteral("q02")), before);
        QCOMPARE(db->states().find(QStringLiteral("q02")).value_or(MemoryState{}), before);
        QCOMPARE(db->reviews().count(), rows);
    }

    void anAnswerAfterTheAnswerWasSeenCountsAtMostHard()
    {
        // Undo marks the item (its feedback showed the right answer), in the profile: a fast
        // right answer afterwards is Hard, even after reopening; the answer clears the mark,
        // and undoing that answer marks it again.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("seen.sqlite"));
        store::OpenOptions options;
        options.profileName = QStringLiteral("Tester");
        options.itemIds = itemIds(3);
        QString error;
        const QString id = QStringLiteral("q01");
        const AnswerInput fastRight = answer(id, true, false, 1000, 30000);
        {
            auto db = store::Store::open(path, options, &error);
            QVERIFY2(db, qPrintable(error));
            ReviewService service(*db, [] { return kStart; });
            QVERIFY(!service.answerSeen(id));
            QVERIFY(service.recordAnswer(answer(id, false), &error));
            QVERIFY2(service.undoLast(&error), qPrintable(error));
            QVERIFY(service.answerSeen(id));
            QVERIFY(!service.answerSeen(QStringLiteral("q02")));
        }
        auto db = store::Store::open(path, options, &error);
        QVERIFY2(db, qPrintable(error));
        ReviewService service(*db, [] { return kStart; });
        QVERIFY(service.answerSeen(id));
        auto saved = service.recordAnswer(fastRight, &error);
        QVERIFY2(saved, qPrintable(error));
        QCOMPARE(saved->rating, Rating::Hard);
        QVERIFY(saved->answerSeen);
        QVERIFY(!service.answerSeen(id));
        QVERIFY(service.undoLast(&error));
        QVERIFY(service.answerSeen(id));
        QVERIFY(service.recordAnswer(fastRight, &error));
        saved = service.recordAnswer(fastRight, &error); // the mark was used up
        QCOMPARE(saved->rating, Rating::Easy);
        QVERIFY(!saved->answerSeen);
        QCOMPARE(ReviewService(*db, [] { return kStart; }).answerSeen(id), false);
    }

    void undoOfAnAnswerFromSchemaOneReplaysItsItem()
    {
        // Version 1 kept no state before each answer: undo recomputes it from the item's log.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v1.sqlite"));
        QString error;
        QVERIFY2(test::loadSqlFixture(QStringLiteral("profile_v1.sql"), path, &error),
                 qPrintable(error));
        auto db = store::Store::open(path, {}, &error);
        QVERIFY2(db, qPrintable(error));
        ReviewService service(*db, [] { return kStart + 30 * kDay; });
        auto rows = db->reviews().forItem(QStringLiteral("scaled-scores"));
        QCOMPARE(rows.size(), 3);
        rows.removeLast();
        const MemoryState expected = review::replayRecords(rows, service.scheduler());
        QVERIFY(expected.reps == 2);

        const auto undone = service.undoLast(&error);
        QVERIFY2(undone, qPrintable(error));
        QCOMPARE(undone->itemId, QStringLiteral("scaled-scores"));
        QCOMPARE(service.stateOf(QStringLiteral("scaled-scores")), expected);
        QCOMPARE(db->states().find(QStringLiteral("scaled-scores")).value(), expected);
        QCOMPARE(db->reviews().count(), 5);
        // And a rebuild makes every state the log's.
        QVERIFY(service.rebuild(&error));
        QCOMPARE(db->states().all(), review::replayLog(db->reviews(), service.scheduler()));
    }

    void undoWithNothingLoggedSaysSo()
    {
        auto db = memoryStore(1);
        ReviewService service(*db, [] { return kStart; });
        QString error;
        QVERIFY(!service.undoLast(&error));
        QCOMPARE(error, store::messages::nothingToUndo());
    }

    void rebuildingFromTheLogGivesTheSameStates()
    {
        auto db = memoryStore(64);
        review::SimulationOptions options;
        options.days = 60;
        options.seed = 7;
        options.endMs = kStart + 60 * kDay;
        QString error;
        const auto summary = review::simulateLearner(*db, options, &error);
        QVERIFY2(summary, qPrintable(error));
        QVERIFY(summary->answers > 300);
        const auto stored = db->states().all();
        QCOMPARE(stored.size(), summary->itemsStudied);

        ReviewService service(*db, [&] { return options.endMs; });
        QCOMPARE(review::replayLog(db->reviews(), service.scheduler()), stored);
        QVERIFY2(service.rebuild(&error), qPrintable(error));
        QCOMPARE(db->states().all(), stored);
        QCOMPARE(service.states(), stored);
    }

    void theQueueShowsLowestRecallFirstThenCappedNewItems()
    {
        auto db = memoryStore(20);
        qint64 now = kStart;
        ReviewService service(*db, [&now] { return now; });
        QString error;
        // Three items learned on three different days; each is due (its review date passed)
        // later.
        const QStringList learned{QStringLiteral("q05"), QStringLiteral("q03"), QStringLiteral("q07")};
        for (const QString &id : learned) {
            QVERIFY(service.recordAnswer(answer(id, true, false, 10000), &error)); // Easy
            now += kDay;
        }
        now += 60 * kDay;
        const auto queue = service.dueQueueAt(now);
        QCOMPARE(queue.size(), 3 + 10); // three due, then the day's ten new
        for (int i = 0; i < 3; ++i) {
            QVERIFY(!queue.at(i).isNew);
            QVERIFY(queue.at(i).recall < service.settings().scheduler.desiredRetention);
            if (i > 0)
                QVERIFY(queue.at(i - 1).recall <= queue.at(i).recall);
        }
        QCOMPARE(queue.at(0).itemId, QStringLiteral("q05")); // learned first, forgotten most
        QStringList fresh;
        for (int i = 3; i < queue.size(); ++i) {
            QVERIFY(queue.at(i).isNew);
            fresh << queue.at(i).itemId;
        }
        QCOMPARE(fresh,
                 QStringList({QStringLiteral("q00"), QStringLiteral("q01"), QStringLiteral("q02"),
                              QStringLiteral("q04"), QStringLiteral("q06"), QStringLiteral("q08"),
                              QStringLiteral("q09"), QStringLiteral("q10"), QStringLiteral("q11"),
                              QStringLiteral("q12")})); // course order, learned ones skipped
        const auto recall = service.recallAt(now);
        QCOMPARE(recall.size(), 20);
        QCOMPARE(service.itemIds().at(5), QStringLiteral("q05"));
        QCOMPARE(recall.at(0), 0.0); // never studied
        QCOMPARE(recall.at(5), queue.at(0).recall);
        // Later, everything learned is recalled less (the sky's time slider).
        const auto later = service.recallAt(now + 30 * kDay);
        for (int i : {3, 5, 7})
            QVERIFY(later.at(i) < recall.at(i));
    }

    // The one item-status rule (review/item_status.h) the sky, the course map, a lesson's
    // standing and the statistics read: never answered is not learned, not due, recall 0; in
    // its steps until it graduates; due exactly from its next review's time; recall is the
    // model's prediction at the moment asked.
    void anItemsStatusFollowsItsMemoryAndTheMoment()
    {
        auto db = memoryStore(3);
        qint64 now = kStart;
        ReviewService service(*db, [&now] { return now; });
        QString error;
        const auto fresh = service.statusesAt(now).value(QStringLiteral("q00"));
        QVERIFY(!fresh.learned());
        QVERIFY(!fresh.due);
        QVERIFY(!fresh.inSteps());
        QCOMPARE(fresh.recall, 0.0);
        QCOMPARE(fresh.nextReviewMs, qint64(0));

        QVERIFY(service.recordAnswer(answer(QStringLiteral("q00"), false), &error)); // Again
        const memory::MemoryState state = service.stateOf(QStringLiteral("q00"));
        auto status = service.statusesAt(now).value(QStringLiteral("q00"));
        QVERIFY(status.learned());
        QVERIFY(status.inSteps());
        QVERIFY(!status.due);
        QCOMPARE(status.lastReviewMs, now);
        QCOMPARE(status.nextReviewMs, state.dueMs);
        QCOMPARE(status.recall, service.scheduler().retrievabilityAt(state, now));
        QVERIFY(!service.statusesAt(state.dueMs - 1).value(QStringLiteral("q00")).due);
        QVERIFY(service.statusesAt(state.dueMs).value(QStringLiteral("q00")).due);

        // Recall fades with time; the status at a later moment says so.
        const auto later = service.statusesAt(now + 10 * kDay).value(QStringLiteral("q00"));
        QVERIFY(later.recall < status.recall);
        QCOMPARE(later.recall, service.recallAt(now + 10 * kDay).at(0));
        QCOMPARE(service.statusesAt(now).size(), 3);
    }

    void newItemsAreCappedPerDay_data()
    {
        QTest::addColumn<int>("newToday");
        QTest::addColumn<int>("expectedNew");
        QTest::addColumn<int>("expectedNewTomorrow");
        QTest::newRow("none studied") << 0 << 10 << 10;
        QTest::newRow("four studied") << 4 << 6 << 10;
        QTest::newRow("ten studied") << 10 << 0 << 10;
        QTest::newRow("twenty studied (cap raised by hand)") << 20 << 0 << 10;
    }

    void newItemsAreCappedPerDay()
    {
        QFETCH(int, newToday);
        QFETCH(int, expectedNew);
        QFETCH(int, expectedNewTomorrow);
        auto db = memoryStore(64);
        qint64 now = kStart;
        QString error;
        {
            ReviewService first(*db, [&now] { return now; });
            for (int i = 0; i < newToday; ++i) {
                QVERIFY(first.recordAnswer(answer(itemIds(64).at(i), true), &error));
                now += 60000;
            }
        }
        ReviewService service(*db, [&now] { return now; });
        QCOMPARE(service.newItemsStudiedOn(now), newToday);
        auto countNew = [](const QVector<review::DueItem> &queue) {
            return int(std::count_if(queue.begin(), queue.end(),
                                     [](const review::DueItem &d) { return d.isNew; }));
        };
        QCOMPARE(countNew(service.dueQueueAt(now)), expectedNew);
        QCOMPARE(countNew(service.dueQueueAt(now + kDay)), expectedNewTomorrow);
    }

    void theForecastCountsEachItemOnTheDayItFallsDue()
    {
        auto db = memoryStore(64);
        review::SimulationOptions options;
        options.days = 40;
        options.seed = 3;
        options.endMs = kStart + 40 * kDay;
        QString error;
        QVERIFY(review::simulateLearner(*db, options, &error));
        ReviewService service(*db, [&] { return options.endMs; });
        const QVector<int> forecast = service.dueForecast(30);
        QCOMPARE(forecast.size(), 30);
        int expected = 0;
        const qint64 today = memory::dayNumber(options.endMs, 0);
        for (const auto &item : service.itemMemories()) {
            if (item.state.phase == memory::Phase::New)
                continue;
            if (memory::dayNumber(item.state.dueMs, 0) - today < 30)
                ++expected;
        }
        QCOMPARE(std::accumulate(forecast.begin(), forecast.end(), 0), expected);
        QVERIFY(expected > 0);
        // What is due now is on today's count.
        int dueNow = 0;
        for (const auto &d : service.dueQueueAt(options.endMs))
            dueNow += d.isNew ? 0 : 1;
        QVERIFY(forecast.at(0) >= dueNow);
    }

    void theDemoLearnerIsDeterministicForASeed_data()
    {
        QTest::addColumn<quint64>("seedA");
        QTest::addColumn<quint64>("seedB");
        QTest::addColumn<bool>("same");
        QTest::newRow("same seed") << quint64(42) << quint64(42) << true;
        QTest::newRow("other seed") << quint64(42) << quint64(43) << false;
    }

    void theDemoLearnerIsDeterministicForASeed()
    {
        QFETCH(quint64, seedA);
        QFETCH(quint64, seedB);
        QFETCH(bool, same);
        auto run = [](quint64 seed) {
            auto db = memoryStore(64);
            review::SimulationOptions options;
            options.days = 20;
            options.seed = seed;
            options.endMs = kStart + 20 * kDay;
            QString error;
            const auto summary = review::simulateLearner(*db, options, &error);
            return qMakePair(summary ? summary->answers : -1, db->reviews().all());
        };
        const auto a = run(seedA);
        const auto b = run(seedB);
        QVERIFY(a.first > 0);
        QCOMPARE(a.second == b.second, same);
        // The demo learner never studies more new items a day than the cap.
        QVERIFY(!a.second.isEmpty());
        QVERIFY(a.second.last().timeMs < kStart + 20 * kDay);
    }

    void aFailedSaveChangesNothing()
    {
        QTemporaryDir dir;
        store::OpenOptions options;
        options.itemIds = itemIds(4);
        QString error;
        auto db = store::Store::open(dir.filePath(QStringLiteral("p.sqlite")), options, &error);
        QVERIFY(db);
        qint64 now = kStart;
        ReviewService service(*db, [&now] { return now; });
        QVERIFY(db->limitGrowthForTesting(0, &error));
        bool failed = false;
        for (int i = 0; i < 500 && !failed; ++i) {
            const QString id = itemIds(4).at(i % 4);
            const MemoryState before = service.stateOf(id);
            AnswerInput a = answer(id, true);
            a.answerText = QString(1500, QLatin1Char('y'));
            now += kDay;
            if (service.recordAnswer(a, &error))
                continue;
            failed = true;
            QCOMPARE(error, store::messages::diskFull());
            QCOMPARE(service.stateOf(id), before);
            QCOMPARE(db->states().find(id).value_or(MemoryState{}), before);
            QCOMPARE(db->reviews().count(), i);
        }
        QVERIFY(failed);
    }
};

QTEST_GUILESS_MAIN(TestReviewService)
#include "tst_review_service.moc"
