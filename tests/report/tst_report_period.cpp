#include "report/date_entry.h"
#include "report/student_summary.h"

#include "content/course_outline.h"

#include <QDateTime>
#include <QTest>

using namespace astrolabe;

namespace {

const content::CourseOutline &course()
{
    static const content::CourseOutline outline = content::CourseOutline::bundled();
    return outline;
}

store::ReviewRecord answerAt(qint64 id, const QString &questionId, qint64 ms, qint64 durationMs)
{
    store::ReviewRecord record;
    record.id = id;
    record.itemId = questionId;
    record.timeMs = ms;
    record.correct = true;
    record.rating = memory::Rating::Good;
    record.answer = QStringLiteral("0.5");
    record.durationMs = durationMs;
    return record;
}

QString persianDigits(const QString &latin)
{
    QString result;
    for (const QChar c : latin)
        result += c.isDigit() ? QChar(u'\u06F0' + (c.unicode() - u'0')) : c;
    return result;
}

} // namespace

// A teacher's "from – to" range: whole calendar days in the app's time zone, both included,
// read from what the teacher types (Gregorian in English, Jalali with Persian digits in
// Persian).
class TestReportPeriod : public QObject
{
    Q_OBJECT

private slots:
    // Answers exactly at the first moment of the first day and the last millisecond of the
    // last day count; one millisecond before or at the first moment of the next day does not.
    // Tehran (UTC+3:30) makes a local day differ from a UTC day.
    void theDaysAreLocalAndBothEndsIncluded()
    {
        const QTimeZone tehran("Asia/Tehran");
        QVERIFY(tehran.isValid());
        const QDate first(2026, 3, 3);
        const QDate last(2026, 3, 5);
        const qint64 start = QDateTime(first, QTime(0, 0), tehran).toMSecsSinceEpoch();
        const qint64 end = QDateTime(last.addDays(1), QTime(0, 0), tehran).toMSecsSinceEpoch();
        QCOMPARE(start, QDateTime(QDate(2026, 3, 2), QTime(20, 30), QTimeZone::utc())
                            .toMSecsSinceEpoch());
        const qint64 now = end + 30LL * 86400000;
        const report::ReportPeriod period = report::ReportPeriod::ofDays(first, last, now, tehran);
        QCOMPARE(period.fromMs, start);
        QCOMPARE(period.toMs, end);
        QVERIFY(!period.contains(start - 1));
        QVERIFY(period.contains(start));
        QVERIFY(period.contains(end - 1));
        QVERIFY(!period.contains(end));

        const QString q = course().lessons().at(0).questionIds.at(0);
        report::StudentLog log;
        log.name = QStringLiteral("Edge");
        log.reviews = {answerAt(1, q, start - 1, 1000), answerAt(2, q, start, 2000),
                       answerAt(3, q, end - 1, 4000), answerAt(4, q, end, 8000)};
        const report::StudentSummary summary = report::summarizeStudent(log, course(), period);
        QCOMPARE(summary.total.reviews, 2);
        QCOMPARE(summary.total.timeSpentMs, 6000);
        QCOMPARE(summary.total.lastActiveMs, end - 1);
        QCOMPARE(summary.reviewsPerDay.keys(), (QList<QDate>{first, last}));

        // One day: from its first moment to the next day's.
        const report::ReportPeriod oneDay = report::ReportPeriod::ofDays(first, first, now, tehran);
        QCOMPARE(report::summarizeStudent(log, course(), oneDay).total.reviews, 1);
        // Open ends: no first day counts from the first answer, no last day up to now.
        const report::ReportPeriod upTo = report::ReportPeriod::ofDays(QDate(), last, now, tehran);
        QCOMPARE(upTo.fromMs, 0);
        QCOMPARE(report::summarizeStudent(log, course(), upTo).total.reviews, 3);
        const report::ReportPeriod since =
            report::ReportPeriod::ofDays(first, QDate(), now, tehran);
        QCOMPARE(since.toMs, 0);
        QCOMPARE(report::summarizeStudent(log, course(), since).total.reviews, 3);
    }

    void aTypedDayIsReadInTheLanguagesCalendar_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QDate>("day");
        QTest::newRow("ISO") << "2026-11-29" << "en" << QDate(2026, 11, 29);
        QTest::newRow("one-digit parts") << " 2026/3/1 " << "en" << QDate(2026, 3, 1);
        QTest::newRow("no such day") << "2026-02-30" << "en" << QDate();
        QTest::newRow("not a date") << "yesterday" << "en" << QDate();
        QTest::newRow("day first") << "29-11-2026" << "en" << QDate();
        // 8 Azar 1405 is 29 November 2026.
        QTest::newRow("Jalali, Persian digits")
            << persianDigits(QStringLiteral("1405/09/08")) << "fa" << QDate(2026, 11, 29);
        QTest::newRow("Jalali, Latin digits") << "1405-9-8" << "fa" << QDate(2026, 11, 29);
        QTest::newRow("Jalali, Arabic-Indic digits") << QString::fromUtf8("١٤٠٥/٠٩/٠٨") << "fa"
                                                     << QDate(2026, 11, 29);
        QTest::newRow("Gregorian in Persian") << persianDigits(QStringLiteral("2026-11-29")) << "fa"
                                              << QDate(2026, 11, 29);
        QTest::newRow("no Esfand 30 in 1404")
            << persianDigits(QStringLiteral("1404/12/30")) << "fa" << QDate();
    }

    void aTypedDayIsReadInTheLanguagesCalendar()
    {
        QFETCH(QString, text);
        QFETCH(QString, language);
        QFETCH(QDate, day);
        QCOMPARE(report::DateEntry::parse(text, language), day);
    }

    // What a field shows is read back as the same day, in both languages.
    void aShownDayReadsBack()
    {
        QCOMPARE(report::DateEntry::text(QDate(2026, 3, 1), QStringLiteral("en")),
                 QStringLiteral("2026-03-01"));
        QCOMPARE(report::DateEntry::text(QDate(2026, 11, 29), QStringLiteral("fa")),
                 persianDigits(QStringLiteral("1405/09/08")));
        for (QDate day(2025, 1, 1); day < QDate(2027, 1, 1); day = day.addDays(1)) {
            for (const QString &language : {QStringLiteral("en"), QStringLiteral("fa")})
                QCOMPARE(report::DateEntry::parse(report::DateEntry::text(day, language),
                                                  language), day);
        }
        // A month up and down in the Jalali calendar: Esfand 1404 follows Bahman.
        QCOMPARE(report::DateEntry::shifted(QDate(2026, 1, 25), 0, 1, QStringLiteral("fa")),
                 report::DateEntry::parse(persianDigits(QStringLiteral("1404/12/05")),
                                          QStringLiteral("fa")));
    }

    // A calendar page: six weeks from the language's first weekday, holding the whole month.
    void aMonthPageStartsTheWeekAsTheLanguageDoes()
    {
        const QVector<QDate> en = report::DateEntry::monthPage(QDate(2026, 11, 29),
                                                               QStringLiteral("en"));
        QCOMPARE(en.size(), 42);
        QCOMPARE(en.first(), QDate(2026, 11, 1)); // a Sunday
        QCOMPARE(en.first().dayOfWeek(), int(Qt::Sunday));
        // Azar 1405 begins on 22 November 2026, a Sunday; the Persian week starts on Saturday.
        const QVector<QDate> fa = report::DateEntry::monthPage(QDate(2026, 11, 29),
                                                               QStringLiteral("fa"));
        QCOMPARE(fa.first(), QDate(2026, 11, 21));
        QCOMPARE(fa.first().dayOfWeek(), int(Qt::Saturday));
        QVERIFY(!report::DateEntry::sameMonth(fa.at(0), QDate(2026, 11, 29), QStringLiteral("fa")));
        QVERIFY(report::DateEntry::sameMonth(fa.at(1), QDate(2026, 11, 29), QStringLiteral("fa")));
        QCOMPARE(report::DateEntry::dayOfMonth(fa.at(1), QStringLiteral("fa")), QStringLiteral("۱"));
        QCOMPARE(report::DateEntry::monthTitle(QDate(2026, 11, 29), QStringLiteral("fa")),
                 QStringLiteral("آذر ۱۴۰۵"));
        QCOMPARE(report::DateEntry::weekdayNames(QStringLiteral("fa")).size(), 7);
    }
};

QTEST_GUILESS_MAIN(TestReportPeriod)
#include "tst_report_period.moc"
