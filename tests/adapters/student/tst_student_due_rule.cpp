#include "course_map_model.h"
#include "review/due_queue.h"
#include "review/due_rule.h"
#include "sky_model.h"
#include "stats_summary.h"
#include "study_fixture.h"

#include <QSignalSpy>
#include <QTest>

using namespace astrolabe;

// "Due" has one meaning everywhere: the time the scheduler set for the next review has come.
// The models that show it follow every answer without being asked, and a timer wakes them when
// the next question becomes due, when the learner's day ends, and at least once a minute.
class TestStudentDueRule : public QObject
{
    Q_OBJECT

    static constexpr qint64 kMinute = 60 * 1000;
    static constexpr qint64 kDay = StudyFixture::kDayMs;
    // 2026-03-02 10:00 UTC, as the fixture's clock starts.
    static constexpr qint64 kNow = StudyFixture::kStartMs;

    static memory::MemoryState answered(qint64 dueMs)
    {
        memory::MemoryState state;
        state.phase = memory::Phase::Learning;
        state.stability = 0.5;
        state.lastReviewMs = kNow - kMinute;
        state.dueMs = dueMs;
        return state;
    }

private slots:
    void theRule_data()
    {
        QTest::addColumn<bool>("isNew");
        QTest::addColumn<qint64>("dueMs");
        QTest::addColumn<int>("dayOffsetMinutes");
        QTest::addColumn<bool>("dueNow");
        QTest::addColumn<bool>("dueToday");
        QTest::newRow("never answered") << true << kNow - kDay << 0 << false << false;
        QTest::newRow("due a minute ago") << false << kNow - kMinute << 0 << true << true;
        QTest::newRow("due at this very moment") << false << kNow << 0 << true << true;
        QTest::newRow("in 6 minutes") << false << kNow + 6 * kMinute << 0 << false << true;
        // 10:00 UTC: the day ends at midnight UTC (offset 0), or at 04:00 for a learner at
        // UTC+3:30 whose day rolls over at 4 a.m. (offset 210 - 240 = -30 minutes).
        QTest::newRow("13:59, before midnight") << false << kNow + 14 * 60 * kMinute - kMinute
                                                << 0 << false << true;
        QTest::newRow("at midnight: tomorrow") << false << kNow + 14 * 60 * kMinute << 0 << false
                                               << false;
        QTest::newRow("00:20 with the day ending 00:30") << false << kNow + 14 * 60 * kMinute
                + 20 * kMinute << -30 << false << true;
        QTest::newRow("00:30 with the day ending 00:30") << false << kNow + 14 * 60 * kMinute
                + 30 * kMinute << -30 << false << false;
        QTest::newRow("in 3 days") << false << kNow + 3 * kDay << 0 << false << false;
    }

    void theRule()
    {
        QFETCH(bool, isNew);
        QFETCH(qint64, dueMs);
        QFETCH(int, dayOffsetMinutes);
        QFETCH(bool, dueNow);
        QFETCH(bool, dueToday);
        memory::MemoryState state = answered(dueMs);
        if (isNew)
            state = memory::MemoryState{};
        QCOMPARE(review::isDue(state, kNow), dueNow);
        QCOMPARE(review::isDueToday(state, kNow, dayOffsetMinutes), dueToday);
        const QVector<review::ItemMemory> items{{QStringLiteral("q"), state}};
        const review::DueCounts counts = review::countDue(items, kNow, dayOffsetMinutes);
        QCOMPARE(counts.now, dueNow ? 1 : 0);
        QCOMPARE(counts.laterToday, dueToday && !dueNow ? 1 : 0);
    }

    void theDayEndsAtTheSchedulersBoundary()
    {
        const qint64 midnight = kNow + 14 * 60 * kMinute; // 2026-03-03 00:00 UTC
        QCOMPARE(review::endOfDayMs(kNow, 0), midnight);
        QCOMPARE(review::endOfDayMs(midnight - 1, 0), midnight);
        QCOMPARE(review::endOfDayMs(midnight, 0), midnight + kDay);
        QCOMPARE(review::endOfDayMs(kNow, -30), midnight + 30 * kMinute);
        QCOMPARE(review::endOfDayMs(kNow, 600), midnight - 600 * kMinute); // 20:00 shifted
    }

    // A long-unreviewed question is due by its date, whatever its recall; a learning step is
    // due when its minutes have passed, though its recall is still near 100%.
    void theQueueTheSkyAndTheTooltipUseTheRule()
    {
        StudyFixture study;
        SkyModel sky;
        sky.setStudy(&study.study());
        QVERIFY(study.answer(QStringLiteral("softmax.q1"), false)); // Again: back in 1 minute
        const memory::MemoryState state = study.service().stateOf(QStringLiteral("softmax.q1"));
        QCOMPARE(state.dueMs, kNow + kMinute);
        const int row = sky.indexOf(QStringLiteral("softmax.q1"));
        QCOMPARE(sky.star(row).value(QStringLiteral("stateText")).toString(),
                 QStringLiteral("Learning"));
        QVERIFY(study.service().dueQueue().isEmpty() || study.service().dueQueue().first().isNew);

        study.advanceMs(kMinute);
        study.study().notifyTimePassed(); // what the timer does
        QCOMPARE(sky.star(row).value(QStringLiteral("state")).toInt(), int(SkyModel::Due));
        QCOMPARE(sky.star(row).value(QStringLiteral("stateText")).toString(),
                 QStringLiteral("Due: learning step"));
        QVERIFY(sky.star(row).value(QStringLiteral("recall")).toDouble() > 0.9);
        QCOMPARE(sky.dueNowIds(), QStringList{QStringLiteral("softmax.q1")});
        QCOMPARE(study.service().dueQueue().first().itemId, QStringLiteral("softmax.q1"));
    }

    // Every model follows a saved or undone answer by itself, and agrees with the others.
    void everyModelFollowsAnswersAndUndo()
    {
        StudyFixture study;
        SkyModel sky;
        sky.setStudy(&study.study());
        CourseMapModel course;
        course.setStudy(&study.study());
        StatsSummary stats;
        stats.setStudy(&study.study());
        QSignalSpy skyCounts(&sky, &SkyModel::countsChanged);
        QSignalSpy courseProgress(&course, &CourseMapModel::progressChanged);
        QSignalSpy statsChanged(&stats, &StatsSummary::changed);

        QVERIFY(study.answer(QStringLiteral("scaling.q1"), false));
        QCOMPARE(sky.learnedCount(), 1);
        QCOMPARE(course.learnedTotal(), 1);
        QCOMPARE(stats.totalReviews(), 1);
        QCOMPARE(sky.dueLaterTodayCount(), 1);
        QCOMPARE(stats.dueLaterTodayCount(), 1);
        QCOMPARE(skyCounts.count(), 1);
        QCOMPARE(courseProgress.count(), 1);
        QCOMPARE(statsChanged.count(), 1);

        study.advanceMs(2 * kMinute);
        study.study().notifyTimePassed();
        QCOMPARE(sky.dueNowCount(), 1);
        QCOMPARE(course.dueTotal(), 1);
        QCOMPARE(stats.dueNowCount(), 1);
        QCOMPARE(stats.forecast().value(0).toInt(), 1);

        QString error;
        QVERIFY2(study.study().undoLast(&error), qPrintable(error));
        QCOMPARE(sky.learnedCount(), 0);
        QCOMPARE(sky.dueNowCount(), 0);
        QCOMPARE(course.dueTotal(), 0);
        QCOMPARE(stats.totalReviews(), 0);
        QCOMPARE(stats.dueNowCount(), 0);

        // Time passing with nothing new to show: the statistics stay quiet.
        const int before = statsChanged.count();
        study.study().notifyTimePassed();
        QCOMPARE(statsChanged.count(), before);
    }

    // The timer waits for the earliest of: the next question's due time, the end of the
    // learner's day, a minute from now.
    void theTimerWaitsForTheNextMomentThatMatters()
    {
        StudyFixture study;
        QCOMPARE(Study::nextCheckFor(study.service()), kNow + kMinute);
        QVERIFY(study.answer(QStringLiteral("masking.q1"), true)); // Good: 10 minutes
        QVERIFY(study.answer(QStringLiteral("masking.q4"), false)); // Again: 1 minute
        study.advanceMs(kMinute / 2);
        QCOMPARE(Study::nextCheckFor(study.service()), kNow + kMinute); // the step
        study.advanceMs(20 * kMinute); // both steps passed: a minute from now
        QCOMPARE(Study::nextCheckFor(study.service()), study.now() + kMinute);
        study.advanceMs(14 * 60 * kMinute - 21 * kMinute); // 23:59:30 UTC
        QCOMPARE(Study::nextCheckFor(study.service()),
                 kNow + 14 * 60 * kMinute); // midnight, 30 s away
    }

    // The real timer fires at the due moment and the sky sees the question due.
    void theTimerFiresWhenAQuestionBecomesDue()
    {
        StudyFixture study;
        SkyModel sky;
        sky.setStudy(&study.study());
        QVERIFY(study.answer(QStringLiteral("cost.q10"), false)); // due at kNow + 1 minute
        study.advanceMs(kMinute - 200);                           // 0.2 s before it
        study.study().notifyTimePassed();
        QCOMPARE(sky.dueNowCount(), 0);
        QCOMPARE(study.study().nextCheckMs(), kNow + kMinute);
        QSignalSpy woke(&study.study(), &Study::reviewsChanged);
        study.advanceMs(200);            // the study's clock reaches the due time...
        QVERIFY(woke.wait(2000));        // ...and the machine's timer fires about then
        QCOMPARE(sky.dueNowCount(), 1);
    }
};

QTEST_MAIN(TestStudentDueRule)
#include "tst_student_due_rule.moc"
