#include "report/period_comparison.h"
#include "report/student_summary.h"

#include "content/course_outline.h"

#include <QDateTime>
#include <QTest>

using namespace astrolabe;

namespace {

constexpr qint64 kHourMs = 3600000;
constexpr qint64 kDayMs = 24 * kHourMs;

const content::CourseOutline &course()
{
    static const content::CourseOutline outline = content::CourseOutline::bundled();
    return outline;
}

QString question(int lesson, int number)
{
    return course().lessons().at(lesson).questionIds.at(number);
}

store::ReviewRecord answerAt(const QString &questionId, qint64 ms, bool right, int seconds)
{
    static qint64 id = 0;
    store::ReviewRecord record;
    record.id = ++id;
    record.itemId = questionId;
    record.timeMs = ms;
    record.correct = right;
    record.rating = right ? memory::Rating::Good : memory::Rating::Again;
    record.answer = QStringLiteral("0.5");
    record.durationMs = seconds * 1000LL;
    return record;
}

qint64 startOf(const QDate &day, const QTimeZone &zone)
{
    return day.startOfDay(zone).toMSecsSinceEpoch();
}

} // namespace

// This period against the previous period of the same number of calendar days: which days,
// which answers fall in which, and the figures of each.
class TestPeriodComparison : public QObject
{
    Q_OBJECT

private slots:
    // 8-14 March against 1-7 March: seven days, not eight; "the last 7 days" (up to now)
    // against the seven days before its first.
    void thePreviousSevenDaysAreTheSevenBefore()
    {
        const QTimeZone utc = QTimeZone::utc();
        const qint64 now = startOf(QDate(2026, 3, 20), utc);
        const auto period = report::ReportPeriod::ofDays(QDate(2026, 3, 8), QDate(2026, 3, 14),
                                                         now, utc);
        const auto previous = report::previousPeriod(period);
        QVERIFY(previous);
        QCOMPARE(previous->fromMs, startOf(QDate(2026, 3, 1), utc));
        QCOMPARE(previous->toMs, startOf(QDate(2026, 3, 8), utc));
        QCOMPARE(previous->toMs, period.fromMs);
        const auto days = report::periodDays(*previous);
        QVERIFY(days);
        QCOMPARE(days->first, QDate(2026, 3, 1));
        QCOMPARE(days->second, QDate(2026, 3, 7));

        // The teacher view's "last 7 days": today and the six days before, up to now.
        const qint64 noon = startOf(QDate(2026, 3, 20), utc) + 12 * kHourMs;
        const auto lastWeek =
            report::ReportPeriod::ofDays(QDate(2026, 3, 14), QDate(), noon, utc);
        const auto before = report::previousPeriod(lastWeek);
        QVERIFY(before);
        QCOMPARE(before->fromMs, startOf(QDate(2026, 3, 7), utc));
        QCOMPARE(before->toMs, startOf(QDate(2026, 3, 14), utc));
        const auto comparison = report::comparePeriods({}, course(), lastWeek);
        QVERIFY(comparison);
        QCOMPARE(comparison->days, 7);
        QCOMPARE(comparison->previousFirstDay, QDate(2026, 3, 7));
        QCOMPARE(comparison->previousLastDay, QDate(2026, 3, 13));
    }

    // An answer at the first moment of the period counts in it, not in the one before; one
    // millisecond earlier counts in the one before only.
    void anAnswerOnTheBoundaryCountsOnce()
    {
        const QTimeZone utc = QTimeZone::utc();
        const qint64 now = startOf(QDate(2026, 3, 20), utc);
        const auto period = report::ReportPeriod::ofDays(QDate(2026, 3, 8), QDate(2026, 3, 14),
                                                         now, utc);
        report::StudentLog log;
        log.name = QStringLiteral("Edge");
        log.reviews = {answerAt(question(0, 0), period.fromMs - 1, true, 10),
                       answerAt(question(0, 1), period.fromMs, true, 20)};
        const auto comparison = report::comparePeriods({log}, course(), period);
        QVERIFY(comparison);
        const report::StudentComparison &s = comparison->students.at(0);
        QCOMPARE(s.before.answers, 1);
        QCOMPARE(s.now.answers, 1);
        QCOMPARE(s.before.timeMs, 10000);
        QCOMPARE(s.now.timeMs, 20000);
        QCOMPARE(comparison->classBefore.answers + comparison->classNow.answers, 2);
    }

    // A hand-made class: Ana answered in both weeks, Ben only in the week before (went
    // quiet), Cyd only in this one (started).
    void theFiguresOfAHandMadeLog()
    {
        const QTimeZone utc = QTimeZone::utc();
        const qint64 now = startOf(QDate(2026, 3, 20), utc);
        const auto period = report::ReportPeriod::ofDays(QDate(2026, 3, 8), QDate(2026, 3, 14),
                                                         now, utc);
        const qint64 lastWeek = startOf(QDate(2026, 3, 2), utc) + 10 * kHourMs;
        const qint64 thisWeek = startOf(QDate(2026, 3, 9), utc) + 10 * kHourMs;
        report::StudentLog ana;
        ana.name = QStringLiteral("Ana");
        ana.id = QStringLiteral("a");
        ana.reviews = {answerAt(question(0, 0), lastWeek, true, 60),
                       answerAt(question(0, 1), lastWeek + kHourMs, false, 30),
                       answerAt(question(0, 1), thisWeek, true, 40),
                       answerAt(question(0, 2), thisWeek + kHourMs, true, 50),
                       answerAt(question(0, 3), thisWeek + 2 * kHourMs, false, 30),
                       answerAt(question(0, 4), thisWeek + 3 * kDayMs, true, 20)};
        report::StudentLog ben;
        ben.name = QStringLiteral("Ben");
        ben.id = QStringLiteral("b");
        ben.reviews = {answerAt(question(1, 0), lastWeek, true, 90)};
        report::StudentLog cyd;
        cyd.name = QStringLiteral("Cyd");
        cyd.id = QStringLiteral("c");
        // An answer to a question no longer in the course counts, as the rest of the report
        // counts it (in the totals), in answers and right answers alike.
        cyd.reviews = {answerAt(question(1, 0), thisWeek, false, 15),
                       answerAt(question(1, 0), thisWeek + kDayMs, true, 15),
                       answerAt(QStringLiteral("retired-lesson.q1"), thisWeek + 2 * kDayMs,
                                true, 15)};

        const auto comparison = report::comparePeriods({ana, ben, cyd}, course(), period);
        QVERIFY(comparison);
        QCOMPARE(comparison->days, 7);
        QCOMPARE(comparison->students.size(), 3);

        const report::StudentComparison &a = comparison->students.at(0);
        QCOMPARE(a.name, QStringLiteral("Ana"));
        QCOMPARE(a.before.answers, 2);
        QCOMPARE(a.before.right, 1);
        QCOMPARE(*a.before.rightShare(), 0.5);
        QCOMPARE(a.before.timeMs, 90000);
        QCOMPARE(a.before.learned, 2);
        QCOMPARE(a.now.answers, 4);
        QCOMPARE(a.now.right, 3);
        QCOMPARE(*a.now.rightShare(), 0.75);
        QCOMPARE(a.now.timeMs, 140000);
        QCOMPARE(a.now.learned, 5); // learned by the end of this week: five questions
        QCOMPARE(a.change, report::ActivityChange::Same);
        // Mastery is the report's own average recall at each period's end.
        const auto previous = report::previousPeriod(period);
        QCOMPARE(a.before.mastery,
                 report::summarizeStudent(ana, course(), *previous).total.averageRecall);
        QCOMPARE(a.now.mastery, report::summarizeStudent(ana, course(), period).total.averageRecall);
        QVERIFY(a.now.mastery > a.before.mastery);
        QCOMPARE(a.now.questions, int(course().questionIds().size()));

        const report::StudentComparison &b = comparison->students.at(1);
        QCOMPARE(b.before.answers, 1);
        QCOMPARE(b.now.answers, 0);
        QVERIFY(!b.now.rightShare());
        QCOMPARE(b.now.learned, 1); // learned stays learned
        QCOMPARE(b.change, report::ActivityChange::WentQuiet);

        const report::StudentComparison &c = comparison->students.at(2);
        QCOMPARE(c.before.answers, 0);
        QCOMPARE(c.before.learned, 0);
        QCOMPARE(c.now.answers, 3);
        QCOMPARE(c.now.right, 2);
        QVERIFY(*c.now.rightShare() <= 1.0);
        QCOMPARE(c.change, report::ActivityChange::Started);

        const report::PeriodFigures &before = comparison->classBefore;
        const report::PeriodFigures &now2 = comparison->classNow;
        QCOMPARE(before.answers, 3);
        QCOMPARE(before.right, 2);
        QCOMPARE(before.timeMs, 180000);
        QCOMPARE(before.learned, 3);
        QCOMPARE(now2.answers, 7);
        QCOMPARE(now2.right, 5);
        QCOMPARE(now2.timeMs, 185000);
        QCOMPARE(now2.learned, 7);
        QCOMPARE(now2.questions, 3 * int(course().questionIds().size()));
        QCOMPARE(now2.mastery, (a.now.mastery + b.now.mastery + c.now.mastery) / 3);
    }

    // A range of ten days (5-14 March 2026) is compared with the ten days before it
    // (23 February - 4 March).
    void aCustomRangeOfTenDays()
    {
        const QTimeZone utc = QTimeZone::utc();
        const qint64 now = startOf(QDate(2026, 3, 20), utc);
        const auto period = report::ReportPeriod::ofDays(QDate(2026, 3, 5), QDate(2026, 3, 14),
                                                         now, utc);
        const auto comparison = report::comparePeriods({}, course(), period);
        QVERIFY(comparison);
        QCOMPARE(comparison->days, 10);
        QCOMPARE(comparison->previousFirstDay, QDate(2026, 2, 23));
        QCOMPARE(comparison->previousLastDay, QDate(2026, 3, 4));
        QCOMPARE(comparison->previous.fromMs, startOf(QDate(2026, 2, 23), utc));
        QCOMPARE(comparison->previous.toMs, startOf(QDate(2026, 3, 5), utc));
        QCOMPARE(comparison->previous.toMs - comparison->previous.fromMs, 10 * kDayMs);
    }

    // "All time" (and a period that only has an end) has no period before it.
    void anUnboundedPeriodHasNone()
    {
        const QTimeZone utc = QTimeZone::utc();
        const qint64 now = startOf(QDate(2026, 3, 20), utc);
        const auto allTime = report::ReportPeriod::ofDays(QDate(), QDate(), now, utc);
        QVERIFY(!report::periodDays(allTime));
        QVERIFY(!report::previousPeriod(allTime));
        QVERIFY(!report::comparePeriods({}, course(), allTime));
        const auto upTo = report::ReportPeriod::ofDays(QDate(), QDate(2026, 3, 14), now, utc);
        QVERIFY(upTo.bounded());
        QVERIFY(!report::previousPeriod(upTo));
        QVERIFY(!report::comparePeriods({}, course(), upTo));
    }

    // Berlin sets its clocks forward on the last Sunday of March (29 March 2026): that week has
    // 7 calendar days of 167 hours, and a period after it still reaches back 7 calendar days.
    void aWeekWithAChangeOfClocksHasSevenDays()
    {
        const QTimeZone berlin("Europe/Berlin");
        QVERIFY(berlin.isValid());
        QVERIFY(!berlin.isDaylightTime(QDateTime(QDate(2026, 3, 28), QTime(12, 0), berlin)));
        QVERIFY(berlin.isDaylightTime(QDateTime(QDate(2026, 3, 30), QTime(12, 0), berlin)));
        const qint64 now = startOf(QDate(2026, 4, 10), berlin);
        const auto period = report::ReportPeriod::ofDays(QDate(2026, 3, 30), QDate(2026, 4, 5),
                                                         now, berlin);
        QCOMPARE(period.toMs - period.fromMs, 7 * kDayMs);
        const auto comparison = report::comparePeriods({}, course(), period);
        QVERIFY(comparison);
        QCOMPARE(comparison->days, 7);
        QCOMPARE(comparison->previousFirstDay, QDate(2026, 3, 23));
        QCOMPARE(comparison->previousLastDay, QDate(2026, 3, 29));
        QCOMPARE(comparison->previous.fromMs, startOf(QDate(2026, 3, 23), berlin));
        QCOMPARE(comparison->previous.toMs, period.fromMs);
        QCOMPARE(comparison->previous.toMs - comparison->previous.fromMs, 7 * kDayMs - kHourMs);

        // The week of the change itself against the week before it (both 7 calendar days).
        const auto changeWeek = report::ReportPeriod::ofDays(QDate(2026, 3, 23),
                                                             QDate(2026, 3, 29), now, berlin);
        const auto before = report::comparePeriods({}, course(), changeWeek);
        QVERIFY(before);
        QCOMPARE(before->days, 7);
        QCOMPARE(before->previousFirstDay, QDate(2026, 3, 16));
        QCOMPARE(before->previous.toMs - before->previous.fromMs, 7 * kDayMs);

        // A review late on the Sunday of the change (23:30 CEST) counts in that week.
        report::StudentLog log;
        log.name = QStringLiteral("Late");
        log.reviews = {answerAt(question(0, 0),
                                QDateTime(QDate(2026, 3, 29), QTime(23, 30), berlin)
                                    .toMSecsSinceEpoch(),
                                true, 10)};
        const auto late = report::comparePeriods({log}, course(), period);
        QCOMPARE(late->students.at(0).before.answers, 1);
        QCOMPARE(late->students.at(0).now.answers, 0);
        QCOMPARE(late->students.at(0).change, report::ActivityChange::WentQuiet);
    }
};

QTEST_GUILESS_MAIN(TestPeriodComparison)
#include "tst_period_comparison.moc"
