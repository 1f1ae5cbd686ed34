#include "report/class_summary.h"
#include "report/pdf/report_file.h"
#include "report/roster_check.h"
#include "pdf_text.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;
using test::containsPersian;
using test::pdfText;

namespace {

store::ClassStudent student(const QString &id, const QString &name)
{
    store::ClassStudent s;
    s.studentId = id;
    s.name = name;
    return s;
}

report::ClassSummary summaryWith(const QStringList &expected)
{
    const QVector<store::ClassStudent> students = {
        student(QStringLiteral("a"), QStringLiteral("Sara Ahmadi")),
        student(QStringLiteral("b"), QStringLiteral("Guest")),
        student(QStringLiteral("c"), QStringLiteral("مریم رضایی")),
    };
    report::ClassSummary summary;
    summary.name = QStringLiteral("7B");
    for (const store::ClassStudent &s : students) {
        report::StudentSummary row;
        row.name = s.name;
        row.id = s.studentId;
        summary.students << row;
    }
    summary.roster = report::checkRoster(expected, students);
    return summary;
}

report::ReportHeading headingIn(const QString &language)
{
    report::ReportHeading heading;
    heading.language = language;
    heading.courseTitle = QStringLiteral("Attention");
    heading.period.nowMs = 1764410400000LL;
    heading.period.timeZone = QTimeZone::utc();
    return heading;
}

} // namespace

// The class report's roster section: who on the roster handed in a file, who has not, who is
// on no line; in English and in Persian; no section without a roster.
class TestPdfRoster : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed; scripts/setup installs it.");
        QVERIFY(m_dir.isValid());
    }

    void theRosterSectionNamesWhoHasNotHandedIn()
    {
        const report::ClassSummary summary = summaryWith(
            {QStringLiteral("sara ahmadi"), QStringLiteral("Mina Jafari"),
             QStringLiteral("مریم رضایی"), QStringLiteral("Reza Karimi")});
        const QString path = m_dir.filePath(QStringLiteral("roster-en.pdf"));
        QString error;
        QVERIFY2(report::saveClassReport(path, summary, headingIn(QStringLiteral("en")), &error),
                 qPrintable(error));
        // pdftotext gives "fi" as its ligature.
        const QString text = pdfText(path).normalized(QString::NormalizationForm_KC);
        QVERIFY2(text.contains(QStringLiteral("Handed in a progress file: 2 of 4 on the roster.")),
                 qPrintable(text.left(600)));
        QVERIFY(text.contains(QStringLiteral("Not handed in yet: Mina Jafari, Reza Karimi.")));
        QVERIFY(text.contains(QStringLiteral("Not on the roster: Guest.")));
    }

    void inPersian()
    {
        const report::ClassSummary summary =
            summaryWith({QStringLiteral("Sara Ahmadi"), QStringLiteral("مریم رضایی"),
                         QStringLiteral("Guest"), QStringLiteral("علی کریمی")});
        const QString path = m_dir.filePath(QStringLiteral("roster-fa.pdf"));
        QString error;
        QVERIFY2(report::saveClassReport(path, summary, headingIn(QStringLiteral("fa")), &error),
                 qPrintable(error));
        // The test has no translation loaded: the sentences are in English, the page runs
        // right to left with Persian digits.
        const QString text = pdfText(path).normalized(QString::NormalizationForm_KC);
        QVERIFY2(text.contains(QStringLiteral("on the roster: ۳ of ۴")) // pdftotext's RTL order
                     || text.contains(QStringLiteral("file: ۳ of ۴ on the roster")),
                 qPrintable(text.left(900)));
        QVERIFY(containsPersian(text, QStringLiteral("علی کریمی")));
        QVERIFY(!text.contains(QStringLiteral("Not on the roster")));
    }

    void noRosterNoSection()
    {
        const QString path = m_dir.filePath(QStringLiteral("no-roster.pdf"));
        QString error;
        QVERIFY(report::saveClassReport(path, summaryWith({}), headingIn(QStringLiteral("en")),
                                        &error));
        const QString text = pdfText(path);
        QVERIFY(text.contains(QStringLiteral("Sara Ahmadi")));
        QVERIFY(!text.contains(QStringLiteral("roster")));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestPdfRoster)
#include "tst_pdf_roster.moc"
