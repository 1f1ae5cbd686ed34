#include "report/class_summary.h"
#include "report/pdf/report_file.h"
#include "report/period_comparison.h"
#include "report/report_text.h"
#include "report/student_summary.h"
#include "pdf_text.h"
#include "report_fixture.h"

#include <QCalendar>
#include <QDateTime>
#include <QFile>
#include <QLocale>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;
using test::kDayMs;
using test::kReportStart;
using test::containsPersian;
using test::pdfText;

namespace {

const content::CourseOutline &course()
{
    static const content::CourseOutline outline = content::CourseOutline::bundled();
    return outline;
}

const QString kAwkward = QStringLiteral("Ali, \"Q\" <b>Reza</b> & co");
const QString kPersianName = QStringLiteral("مریم رضایی");

report::ReportHeading headingIn(const QString &language, qint64 nowMs)
{
    report::ReportHeading heading;
    heading.language = language;
    heading.courseTitle = language == QLatin1String("fa") ? course().titleFa() : course().titleEn();
    heading.period.nowMs = nowMs;
    heading.period.timeZone = QTimeZone::utc();
    return heading;
}

} // namespace

// The PDF reports carry the names, figures and dates the summaries hold, in English and in
// Persian, with every name as plain text.
class TestReportPdf : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed; scripts/setup installs it.");
        QVERIFY(m_dir.isValid());
        if (qEnvironmentVariableIsSet("REPORT_TEST_KEEP")) { // to look at the PDFs
            m_dir.setAutoRemove(false);
            qInfo("The reports are kept in %s", qPrintable(m_dir.path()));
        }
        const qint64 end = kReportStart + 60 * kDayMs;
        m_now = end + kDayMs;
        for (const QString &name : {kAwkward, kPersianName, QStringLiteral("Sara")}) {
            auto db = test::simulatedStore(name, 60, quint64(name.size()), end);
            m_logs << report::studentLogOf(*db);
        }
    }

    void anEnglishStudentReport()
    {
        const report::ReportHeading heading = headingIn(QStringLiteral("en"), m_now);
        const report::StudentSummary s =
            report::summarizeStudent(m_logs.at(0), course(), heading.period);
        const QString path = m_dir.filePath(QStringLiteral("student.pdf"));
        QString error;
        QVERIFY2(report::saveStudentReport(path, s, heading, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
        const QString text = pdfText(path);
        QVERIFY2(text.contains(kAwkward), qPrintable(text.left(400)));
        QVERIFY(text.contains(QStringLiteral("Progress report")));
        QVERIFY(text.contains(course().titleEn()));
        QVERIFY(text.contains(QStringLiteral("Answers: %1").arg(s.total.reviews)));
        QVERIFY(text.contains(QStringLiteral("Lapses: %1").arg(s.total.lapses)));
        QVERIFY(text.contains(QStringLiteral("%1 of %2").arg(s.total.learned).arg(s.total.questions)));
        QVERIFY(text.contains(QStringLiteral("Average recall now: %1%")
                                  .arg(qRound(s.total.averageRecall * 100))));
        QVERIFY(text.contains(QDateTime::fromMSecsSinceEpoch(m_now, QTimeZone::utc())
                                  .toString(QStringLiteral("d MMM yyyy"))));
        for (const report::LessonSummary &lesson : s.lessons)
            QVERIFY2(text.contains(lesson.titleEn), qPrintable(lesson.titleEn));
        QVERIFY(text.contains(QStringLiteral("Answers per day")));
        QVERIFY(text.contains(QStringLiteral("Mastery per lesson")));
    }

    void aPersianStudentReport()
    {
        const report::ReportHeading heading = headingIn(QStringLiteral("fa"), m_now);
        const report::StudentSummary s =
            report::summarizeStudent(m_logs.at(1), course(), heading.period);
        const QString path = m_dir.filePath(QStringLiteral("student-fa.pdf"));
        QString error;
        QVERIFY2(report::saveStudentReport(path, s, heading, &error), qPrintable(error));
        const QString text = pdfText(path);
        QVERIFY2(containsPersian(text, kPersianName), qPrintable(text.left(400)));
        QVERIFY(containsPersian(text, course().titleFa()));
        // A long title wraps in its cell, and pdftotext reads the wrapped part apart from the
        // row (sometimes with a letter of the word before the break): every word of four or
        // more letters of every title is there.
        // pdftotext drops a letter pair from some joined Persian glyph runs ("میانگ ِ" for
        // «میانگینِ»), so nine words in ten must be found, and every title by one of its words.
        int words = 0;
        QStringList missing;
        for (const report::LessonSummary &lesson : s.lessons) {
            bool titleFound = false;
            for (const QString &word : lesson.titleFa.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                if (test::lettersOf(word).size() >= 4) {
                    ++words;
                    const bool found = containsPersian(text, word);
                    titleFound = titleFound || found;
                    if (!found)
                        missing << lesson.titleFa + QStringLiteral(" / ") + word;
                }
            QVERIFY2(titleFound, qPrintable(lesson.titleFa));
        }
        QVERIFY2(missing.size() * 10 <= words, qPrintable(missing.join(QLatin1Char('\n'))));
        const QLocale persian(QLocale::Persian, QLocale::Iran);
        // Figures in Persian digits, no Latin digits for them.
        QVERIFY(containsPersian(text, persian.toString(s.total.reviews)));
        QVERIFY(!text.contains(QString::number(s.total.reviews)));
        // The report's date in the Jalali calendar.
        const QDate today = QDateTime::fromMSecsSinceEpoch(m_now, QTimeZone::utc()).date();
        const QString jalali = persian.toString(today, QStringLiteral("d MMMM yyyy"),
                                                QCalendar(QCalendar::System::Jalali));
        QVERIFY2(containsPersian(text, jalali), qPrintable(jalali));
    }

    void aClassReportInBothLanguages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("fa") << "fa";
    }
    void aClassReportInBothLanguages()
    {
        QFETCH(QString, language);
        const report::ReportHeading heading = headingIn(language, m_now);
        const report::ClassSummary summary =
            report::summarizeClass(QStringLiteral("7B <i>science</i>"), m_logs, course(),
                                   heading.period);
        const QString path = m_dir.filePath(QStringLiteral("class-%1.pdf").arg(language));
        QString error;
        QVERIFY2(report::saveClassReport(path, summary, heading, &error), qPrintable(error));
        const QString text = pdfText(path);
        // The tags stay text. On a Persian page pdftotext takes the line for right to left and
        // reads the name's closing '>' (a neutral) as standing before it, so the last character
        // is left out of the match there; the name itself is drawn left to right
        // (PdfCanvas::text takes the direction from its first strong letter).
        QVERIFY(text.contains(language == QLatin1String("fa") ? QStringLiteral("7B <i>science</i")
                                                              : QStringLiteral("7B <i>science</i>")));
        QVERIFY(text.contains(kAwkward));
        QVERIFY(text.contains(QStringLiteral("Sara")));
        QVERIFY(containsPersian(text, kPersianName));
        if (language == QLatin1String("en")) {
            QVERIFY(text.contains(QStringLiteral("Class report")));
            QVERIFY(text.contains(QStringLiteral("Answers: %1").arg(summary.total.reviews)));
            QVERIFY(text.contains(QStringLiteral("Students: 3")));
        } else {
            const QLocale persian(QLocale::Persian, QLocale::Iran);
            QVERIFY(containsPersian(text, persian.toString(summary.total.reviews)));
        }
    }

    // Issue 19: with a comparison, the class PDF has a section for it: the two periods' days,
    // the class's figures of both and a row per student, in English and in Persian.
    void aClassComparisonInBothLanguages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("fa") << "fa";
    }
    void aClassComparisonInBothLanguages()
    {
        QFETCH(QString, language);
        report::ReportHeading heading = headingIn(language, m_now);
        const QDate last = QDateTime::fromMSecsSinceEpoch(m_now, QTimeZone::utc()).date();
        heading.period = report::ReportPeriod::ofDays(last.addDays(-6), last, m_now,
                                                      QTimeZone::utc());
        report::ClassSummary summary =
            report::summarizeClass(QStringLiteral("7B"), m_logs, course(), heading.period);
        summary.comparison = report::comparePeriods(m_logs, course(), heading.period);
        QVERIFY(summary.comparison);
        const report::PeriodComparison &c = *summary.comparison;
        QCOMPARE(c.days, 7);
        QVERIFY(c.classBefore.answers > 0);
        const QString path = m_dir.filePath(QStringLiteral("class-compare-%1.pdf").arg(language));
        QString error;
        QVERIFY2(report::saveClassReport(path, summary, heading, &error), qPrintable(error));
        const QString text = pdfText(path);
        const report::ReportText dates(language, QTimeZone::utc());
        if (language == QLatin1String("en")) {
            QVERIFY2(text.contains(QStringLiteral("Compared with the 7 days before")),
                     qPrintable(text.left(1200)));
            QVERIFY(text.contains(QStringLiteral("This period: %1 to %2; the period before: %3 to %4.")
                                      .arg(dates.date(c.firstDay), dates.date(c.lastDay),
                                           dates.date(c.previousFirstDay),
                                           dates.date(c.previousLastDay))));
            const qint64 change = c.classNow.answers - c.classBefore.answers;
            const QString signedChange = change > 0 ? QStringLiteral("+%1").arg(change)
                : change < 0 ? QStringLiteral("\u2212%1").arg(-change) : QStringLiteral("0");
            QVERIFY2(text.contains(QStringLiteral("Answers %1 %2 %3")
                                       .arg(c.classNow.answers)
                                       .arg(c.classBefore.answers)
                                       .arg(signedChange)),
                     qPrintable(text.mid(text.indexOf(QStringLiteral("Compared")), 600)));
            for (const report::StudentComparison &s : c.students)
                QVERIFY(text.contains(QStringLiteral("%1 → %2").arg(s.before.answers).arg(s.now.answers)));
        } else {
            const QLocale persian(QLocale::Persian, QLocale::Iran);
            QVERIFY(containsPersian(text, persian.toString(c.classNow.answers)));
            QVERIFY(containsPersian(text, persian.toString(c.classBefore.answers)));
            // The period before's first day, in the Jalali calendar (pdftotext reorders the
            // day, month and year of a Persian date, so they are looked for one by one).
            const QCalendar jalali(QCalendar::System::Jalali);
            const QString month = persian.toString(c.previousFirstDay, QStringLiteral("MMMM"), jalali);
            QVERIFY2(containsPersian(text, month), qPrintable(month));
            QVERIFY(text.contains(persian.toString(c.previousFirstDay, QStringLiteral("d"), jalali)));
            QVERIFY(!text.contains(QString::number(c.classBefore.answers)));
        }
    }

    void unwritableAndUnknownFilesAreRefused()
    {
        const report::ReportHeading heading = headingIn(QStringLiteral("en"), m_now);
        const report::StudentSummary s =
            report::summarizeStudent(m_logs.at(2), course(), heading.period);
        QString error;
        QVERIFY(!report::saveStudentReport(m_dir.filePath(QStringLiteral("no/such/dir/r.pdf")),
                                           s, heading, &error));
        QVERIFY(error.contains(QStringLiteral("cannot be written")));
        QVERIFY(!report::saveStudentReport(m_dir.filePath(QStringLiteral("r.docx")), s, heading,
                                           &error));
        QVERIFY(error.contains(QStringLiteral(".pdf or .csv")));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("r.docx"))));
    }

private:
    QTemporaryDir m_dir;
    QVector<report::StudentLog> m_logs;
    qint64 m_now = 0;
};

QTEST_MAIN(TestReportPdf)
#include "tst_report_pdf.moc"
