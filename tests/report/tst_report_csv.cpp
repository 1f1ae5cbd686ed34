#include "report/class_summary.h"
#include "report/csv_writer.h"
#include "review/review_service.h"
#include "csv_reader.h"
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

report::ReportPeriod periodAt(qint64 nowMs)
{
    report::ReportPeriod period;
    period.nowMs = nowMs;
    period.timeZone = QTimeZone::utc();
    return period;
}

// Names as teachers and students type them: commas, quotes, line breaks, markup, formulas,
// right-to-left text (with a left-to-right number inside).
QStringList awkwardNames()
{
    return {QStringLiteral("Ali, \"the quick\" <b>Reza</b>"),
            QStringLiteral("Line one\nline two\r\nthree"),
            QStringLiteral("=HYPERLINK(\"http://x\",\"y\")"),
            QStringLiteral("+98 Sara"),
            QStringLiteral("-1"),
            QStringLiteral("@Maryam"),
            QStringLiteral("'quoted"),
            QStringLiteral("مریم رضایی ۱۲ <i>کلاس ۷</i>"),
            QStringLiteral("\tTabbed")};
}

QVector<QStringList> rowsOf(const QByteArray &csv)
{
    QString error;
    const QVector<QStringList> rows = test::readCsv(QString::fromUtf8(csv.mid(3)), &error);
    if (!error.isEmpty())
        qWarning() << error;
    return rows;
}

} // namespace

// The CSV report: one row per student and lesson whose cells say what the review log says,
// with every name exactly as it was written.
class TestReportCsv : public QObject
{
    Q_OBJECT

private slots:
    void theFileIsUtf8WithBomHeaderAndCrlf()
    {
        auto db = test::courseStore(QStringLiteral("Ana"));
        const report::StudentSummary s = report::summarizeStudent(
            report::studentLogOf(*db), course(), periodAt(kReportStart));
        const QByteArray csv = report::studentCsv(s, periodAt(kReportStart), false);
        QVERIFY(csv.startsWith("\xEF\xBB\xBF"));
        QVERIFY(csv.mid(3).startsWith("student,student_id,lesson_id,lesson,questions,learned,"
                                      "average_recall_percent,reviews,lapses,last_active,"
                                      "due_now,time_spent_minutes,period_from,period_to\r\n"));
        QCOMPARE(rowsOf(csv).size(), 1 + course().lessons().size());
    }

    // Cell by cell against the log of a simulated learner and the review service.
    void everyCellComesFromTheLog()
    {
        const qint64 end = kReportStart + 45 * kDayMs;
        auto db = test::simulatedStore(QStringLiteral("Sim"), 45, 11, end);
        const qint64 now = end + kDayMs;
        const report::ReportPeriod period = periodAt(now);
        report::StudentLog log = report::studentLogOf(*db);
        log.id = QStringLiteral("id-1");
        const report::StudentSummary s = report::summarizeStudent(log, course(), period);
        const QVector<QStringList> rows = rowsOf(report::studentCsv(s, period, false));
        const review::ReviewService service(*db, [now] { return now; });
        const QVector<double> recall = service.recallAt(now);
        QSet<QString> due;
        for (const review::DueItem &item : service.dueQueueAt(now))
            if (!item.isNew)
                due.insert(item.itemId);
        const QVector<store::ReviewRecord> reviews = db->reviews().all();
        for (int l = 0; l < course().lessons().size(); ++l) {
            const content::LessonOutline &lesson = course().lessons().at(l);
            const QStringList &row = rows.at(l + 1);
            QCOMPARE(row.size(), report::csvColumns().size());
            int count = 0;
            qint64 time = 0, last = 0;
            QSet<QString> seen;
            for (const store::ReviewRecord &r : reviews) {
                if (!lesson.questionIds.contains(r.itemId))
                    continue;
                ++count;
                time += r.durationMs;
                last = std::max(last, r.timeMs);
                seen.insert(r.itemId);
            }
            double recallSum = 0;
            int dueCount = 0;
            for (int i = 0; i < service.itemMemories().size(); ++i) {
                const QString &id = service.itemMemories().at(i).itemId;
                if (!lesson.questionIds.contains(id))
                    continue;
                recallSum += recall.at(i);
                dueCount += due.contains(id) ? 1 : 0;
            }
            QCOMPARE(row.at(0), QStringLiteral("Sim"));
            QCOMPARE(row.at(1), QStringLiteral("id-1"));
            QCOMPARE(row.at(2), lesson.id);
            QCOMPARE(row.at(3), lesson.titleEn);
            QCOMPARE(row.at(4).toInt(), lesson.questionIds.size());
            QCOMPARE(row.at(5).toInt(), seen.size());
            QCOMPARE(row.at(6), QString::number(100.0 * recallSum / lesson.questionIds.size(), 'f', 1));
            QCOMPARE(row.at(7).toInt(), count);
            QCOMPARE(row.at(9), last ? QDateTime::fromMSecsSinceEpoch(last, QTimeZone::utc())
                                           .toString(QStringLiteral("yyyy-MM-dd HH:mm"))
                                     : QString());
            QCOMPARE(row.at(10).toInt(), dueCount);
            QCOMPARE(row.at(11), QString::number(time / 60000.0, 'f', 1));
            QCOMPARE(row.at(12), QString());
            QCOMPARE(row.at(13), QDateTime::fromMSecsSinceEpoch(now, QTimeZone::utc())
                                     .date().toString(Qt::ISODate));
        }
    }

    // Every awkward name comes back exactly, through an independent RFC 4180 reader and the
    // documented rule (one leading apostrophe removed); a formula never starts a cell.
    void namesComeBackExactlyAndNeverAsFormulas()
    {
        QVector<report::StudentLog> logs;
        for (const QString &name : awkwardNames()) {
            auto db = test::courseStore(name);
            test::answerScript(*db, {{0, course().lessons().at(1).questionIds.at(0), true, 20}});
            report::StudentLog log = report::studentLogOf(*db);
            log.id = name; // ids come from files too
            logs << log;
        }
        const report::ReportPeriod period = periodAt(kReportStart + kDayMs);
        const report::ClassSummary summary =
            report::summarizeClass(QStringLiteral("7B"), logs, course(), period);
        const QVector<QStringList> rows = rowsOf(report::classCsv(summary, period, true));
        const int lessons = int(course().lessons().size());
        QCOMPARE(rows.size(), 1 + awkwardNames().size() * lessons);
        for (int n = 0; n < awkwardNames().size(); ++n) {
            for (int l = 0; l < lessons; ++l) {
                const QStringList &row = rows.at(1 + n * lessons + l);
                QCOMPARE(report::csvCellText(row.at(0)), awkwardNames().at(n));
                QCOMPARE(report::csvCellText(row.at(1)), awkwardNames().at(n));
                QCOMPARE(row.at(3), course().lessons().at(l).titleFa); // the report's language
                QCOMPARE(row.at(7).toInt(), l == 1 ? 1 : 0);
                for (const QString &cell : row) {
                    const QChar first = cell.isEmpty() ? QChar() : cell.front();
                    QVERIFY2(!QStringLiteral("=+-@\t\r").contains(first), qPrintable(cell));
                }
            }
        }
    }

    void fieldsAreQuotedOnlyWhenTheyMustBe_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("field");
        QTest::newRow("plain") << "Ana" << "Ana";
        QTest::newRow("Persian") << "مریم" << "مریم";
        QTest::newRow("markup") << "<b>x</b>" << "<b>x</b>";
        QTest::newRow("comma") << "a,b" << "\"a,b\"";
        QTest::newRow("quote") << "say \"hi\"" << "\"say \"\"hi\"\"\"";
        QTest::newRow("newline") << "a\nb" << "\"a\nb\"";
    }
    void fieldsAreQuotedOnlyWhenTheyMustBe()
    {
        QFETCH(QString, text);
        QFETCH(QString, field);
        QCOMPARE(report::csvField(text), field);
    }
};

QTEST_GUILESS_MAIN(TestReportCsv)
#include "tst_report_csv.moc"
