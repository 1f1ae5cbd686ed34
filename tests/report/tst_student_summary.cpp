#include "report/class_summary.h"
#include "report/student_summary.h"
#include "review/due_queue.h"
#include "review/review_service.h"
#include "report_fixture.h"

#include <QDateTime>
#include <QSet>
#include <QTest>

using namespace astrolabe;
using test::kDayMs;
using test::kReportStart;

namespace {

const content::CourseOutline &course()
{
    static const content::CourseOutline outline = content::CourseOutline::bundled();
    return outline;
}

report::ReportPeriod periodAt(qint64 nowMs, qint64 fromMs = 0, qint64 toMs = 0)
{
    report::ReportPeriod period;
    period.nowMs = nowMs;
    period.fromMs = fromMs;
    period.toMs = toMs;
    period.timeZone = QTimeZone::utc();
    return period;
}

int lessonOf(const QString &questionId)
{
    const auto &lessons = course().lessons();
    for (int l = 0; l < lessons.size(); ++l)
        if (lessons.at(l).questionIds.contains(questionId))
            return l;
    return -1;
}

} // namespace

// A student's report says, lesson by lesson, what their review log and the memory model say.
class TestStudentSummary : public QObject
{
    Q_OBJECT

private slots:
    // Every figure of every lesson, against the log counted here and the review service's own
    // recall and due queue at the same moment.
    void everyLessonAgreesWithTheLogAndTheService_data()
    {
        QTest::addColumn<int>("days");
        QTest::addColumn<int>("seed");
        QTest::newRow("a month") << 30 << 1;
        QTest::newRow("a quarter") << 90 << 7;
        QTest::newRow("a year") << 365 << 3;
    }
    void everyLessonAgreesWithTheLogAndTheService()
    {
        QFETCH(int, days);
        QFETCH(int, seed);
        const qint64 end = kReportStart + days * kDayMs;
        auto db = test::simulatedStore(QStringLiteral("Sim"), days, quint64(seed), end);
        const qint64 now = end + 2 * kDayMs; // two days without study: some come due
        const report::StudentSummary summary =
            report::summarizeStudent(report::studentLogOf(*db), course(), periodAt(now));

        const int lessons = int(course().lessons().size());
        QVector<int> reviews(lessons), lapses(lessons);
        QVector<qint64> time(lessons), last(lessons);
        QVector<QSet<QString>> seen(lessons);
        for (const store::ReviewRecord &r : db->reviews().all()) {
            const int l = lessonOf(r.itemId);
            QVERIFY(l >= 0);
            ++reviews[l];
            time[l] += r.durationMs;
            last[l] = std::max(last[l], r.timeMs);
            seen[l].insert(r.itemId);
            // A lapse: a learned question (in review) answered wrong.
            if (r.stateBefore && r.stateBefore->phase == memory::Phase::Review
                && r.rating == memory::Rating::Again)
                ++lapses[l];
        }
        const review::ReviewService service(*db, [now] { return now; });
        const QVector<double> recall = service.recallAt(now);
        QVector<double> recallSum(lessons);
        for (int i = 0; i < service.itemMemories().size(); ++i)
            recallSum[lessonOf(service.itemMemories().at(i).itemId)] += recall.at(i);
        QVector<int> due(lessons);
        for (const review::DueItem &item : service.dueQueueAt(now))
            if (!item.isNew)
                ++due[lessonOf(item.itemId)];

        QCOMPARE(summary.lessons.size(), lessons);
        int totalReviews = 0;
        for (int l = 0; l < lessons; ++l) {
            const report::LessonSummary &row = summary.lessons.at(l);
            QCOMPARE(row.lessonId, course().lessons().at(l).id);
            QCOMPARE(row.questions, int(course().lessons().at(l).questionIds.size()));
            QCOMPARE(row.reviews, reviews.at(l));
            QCOMPARE(row.lapses, lapses.at(l));
            QCOMPARE(row.timeSpentMs, time.at(l));
            QCOMPARE(row.lastActiveMs, last.at(l));
            QCOMPARE(row.learned, int(seen.at(l).size()));
            QVERIFY(qAbs(row.averageRecall - recallSum.at(l) / row.questions) < 1e-12);
            QCOMPARE(row.dueNow, due.at(l));
            totalReviews += reviews.at(l);
        }
        QCOMPARE(summary.total.reviews, totalReviews);
        QCOMPARE(summary.total.reviews, int(db->reviews().count()));
        int perDay = 0;
        for (int n : summary.reviewsPerDay)
            perDay += n;
        QCOMPARE(perDay, totalReviews);
        QVERIFY(totalReviews > days); // the fixture really studied
    }

    // A period counts only its own answers; memory is read at its end, from every answer
    // before it.
    void aPeriodCountsOnlyItsAnswers()
    {
        auto db = test::courseStore(QStringLiteral("Period"));
        const QString q1 = course().lessons().at(0).questionIds.at(0);
        const QString q2 = course().lessons().at(0).questionIds.at(1);
        test::answerScript(*db, {{0, q1, true, 20}, {1, q1, true, 25}, {5, q2, false, 40},
                                 {5.01, q2, true, 30}, {12, q1, true, 10}});
        const qint64 now = kReportStart + 30 * kDayMs;
        const qint64 from = kReportStart + 2 * kDayMs;
        const qint64 to = kReportStart + 10 * kDayMs;
        const report::StudentSummary all =
            report::summarizeStudent(report::studentLogOf(*db), course(), periodAt(now));
        const report::StudentSummary part = report::summarizeStudent(
            report::studentLogOf(*db), course(), periodAt(now, from, to));
        QCOMPARE(all.lessons.at(0).reviews, 5);
        QCOMPARE(all.lessons.at(0).timeSpentMs, 125000);
        QCOMPARE(part.lessons.at(0).reviews, 2);
        QCOMPARE(part.lessons.at(0).timeSpentMs, 70000);
        QCOMPARE(part.lessons.at(0).lastActiveMs, kReportStart + qint64(5.01 * kDayMs));
        QCOMPARE(part.lessons.at(0).learned, 2); // both answered before the period ended
        QCOMPARE(part.reviewsPerDay.size(), 1);
        // Recall at the period's end comes from the answers before it: the same learner
        // without the day-12 answer, asked at that moment.
        auto earlier = test::courseStore(QStringLiteral("Period"));
        test::answerScript(*earlier, {{0, q1, true, 20}, {1, q1, true, 25}, {5, q2, false, 40},
                                      {5.01, q2, true, 30}});
        const review::ReviewService service(*earlier, [to] { return to - 1; });
        const QVector<double> recall = service.recallAt(to - 1);
        double sum = 0;
        for (int i = 0; i < service.itemMemories().size(); ++i)
            if (lessonOf(service.itemMemories().at(i).itemId) == 0)
                sum += recall.at(i);
        QVERIFY(qAbs(part.lessons.at(0).averageRecall - sum / part.lessons.at(0).questions) < 1e-12);
        QVERIFY(part.lessons.at(0).averageRecall != all.lessons.at(0).averageRecall);
        // A period that ends before any answer: nothing learned.
        const report::StudentSummary early = report::summarizeStudent(
            report::studentLogOf(*db), course(), periodAt(now, 0, kReportStart - kDayMs));
        QCOMPARE(early.total.learned, 0);
        QCOMPARE(early.total.reviews, 0);
        QCOMPARE(early.total.averageRecall, 0.0);
    }

    // The class: counts summed over students, recall averaged, and the hardest questions are
    // those the class recalls least.
    void theClassSumsItsStudentsAndFindsTheHardestQuestions()
    {
        const QStringList lesson0 = course().lessons().at(0).questionIds;
        auto a = test::courseStore(QStringLiteral("A"));
        auto b = test::courseStore(QStringLiteral("B"));
        // Question 3 of lesson 1 is forgotten by both; the others are recalled.
        test::answerScript(*a, {{0, lesson0.at(0), true, 10}, {0, lesson0.at(2), false, 50},
                                {4, lesson0.at(2), false, 50}});
        test::answerScript(*b, {{1, lesson0.at(0), true, 10}, {1, lesson0.at(1), true, 12},
                                {1, lesson0.at(2), false, 40}});
        const qint64 now = kReportStart + 6 * kDayMs;
        const report::ClassSummary summary = report::summarizeClass(
            QStringLiteral("7B"),
            {report::studentLogOf(*a), report::studentLogOf(*b)}, course(), periodAt(now));
        QCOMPARE(summary.students.size(), 2);
        QCOMPARE(summary.total.reviews, 6);
        QCOMPARE(summary.lessons.at(0).learned, 5);
        QCOMPARE(summary.lessons.at(0).questions, 2 * lesson0.size());
        QCOMPARE(summary.lessons.at(0).averageRecall,
                 (summary.students.at(0).lessons.at(0).averageRecall
                  + summary.students.at(1).lessons.at(0).averageRecall)
                     / 2);
        QVERIFY(!summary.struggles.isEmpty());
        QCOMPARE(summary.struggles.first().questionId, lesson0.at(2));
        QCOMPARE(summary.struggles.first().number, 3);
        QCOMPARE(summary.struggles.first().studentsSeen, 2);
        for (int i = 1; i < summary.struggles.size(); ++i)
            QVERIFY(summary.struggles.at(i - 1).averageRecall
                    <= summary.struggles.at(i).averageRecall);
        // Every question answered is there (the teacher view can list them all): lesson 1's
        // questions 1, 2 and 3.
        QCOMPARE(summary.struggles.size(), 3);
    }
};

QTEST_GUILESS_MAIN(TestStudentSummary)
#include "tst_student_summary.moc"
