#include "content/pack_loader.h"
#include "report/csv_writer.h"
#include "cli_runner.h"
#include "csv_reader.h"
#include "pdf_text.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace astrolabe;
using test::runCli;
using test::containsPersian;
using test::lettersOf;
using test::pdfText;

namespace {
// A row per lesson of the bundled course, which grows lesson by lesson (issue 18).
int lessonCount()
{
    return int(content::PackLoader::bundled().lessons().size());
}
} // namespace

namespace {

const QString kAwkward = QStringLiteral("Ali, \"Q\" <b>Reza</b>");
const QString kPersian = QStringLiteral("مریم");

QVector<QStringList> csvRows(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = file.readAll();
    if (!bytes.startsWith("\xEF\xBB\xBF"))
        return {};
    QString error;
    return test::readCsv(QString::fromUtf8(bytes.mid(3)), &error);
}

} // namespace

// `astrolabe report` and `astrolabe class-report`: files written whole, in the language asked
// for, and every mistake refused with one sentence.
class TestReportCli : public QObject
{
    Q_OBJECT

private:
    // Both test profiles exported into folder, as students hand their files in.
    bool exportBoth(const QString &folder)
    {
        for (const QString &name : {kAwkward, kPersian}) {
            const auto r = runCli(m_data.path(),
                                  {QStringLiteral("progress"), QStringLiteral("export"),
                                   QStringLiteral("--profile"), name, QStringLiteral("--out"),
                                   QDir(folder).filePath(QString::number(name.size())
                                                         + QStringLiteral(".json"))});
            if (r.exitCode != 0) {
                qWarning("%s", qPrintable(r.err));
                return false;
            }
        }
        return true;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_data.isValid());
        QVERIFY(m_out.isValid());
        for (const QString &name : {kAwkward, kPersian}) {
            const auto created = runCli(m_data.path(), {QStringLiteral("profile"),
                                                        QStringLiteral("create"), name,
                                                        QStringLiteral("--simulate"),
                                                        QStringLiteral("40"), QStringLiteral("--seed"),
                                                        QString::number(name.size())});
            QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        }
    }

    void aStudentCsv()
    {
        const QString out = m_out.filePath(QStringLiteral("ali.csv"));
        const auto r = runCli(m_data.path(), {QStringLiteral("report"), QStringLiteral("--profile"),
                                              kAwkward, QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.err.isEmpty());
        const QVector<QStringList> rows = csvRows(out);
        QCOMPARE(rows.size(), 1 + lessonCount()); // the header and a row per lesson
        QCOMPARE(rows.at(0), report::csvColumns());
        int reviews = 0;
        for (int i = 1; i < rows.size(); ++i) {
            QCOMPARE(rows.at(i).at(0), kAwkward);
            reviews += rows.at(i).at(7).toInt();
        }
        // Every answer of the profile is counted once.
        const auto list = runCli(m_data.path(), {QStringLiteral("profile"), QStringLiteral("list")});
        QVERIFY(list.out.contains(QStringLiteral("%1\t%2 reviews").arg(kAwkward).arg(reviews)));
    }

    void aStudentPdfInBothLanguages()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed.");
        const QString en = m_out.filePath(QStringLiteral("ali.pdf"));
        auto r = runCli(m_data.path(), {QStringLiteral("report"), QStringLiteral("--profile"),
                                        kAwkward, QStringLiteral("--out"), en});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString text = pdfText(en);
        QVERIFY2(text.contains(kAwkward), qPrintable(text.left(300)));
        QVERIFY(text.contains(QStringLiteral("Progress report")));
        QVERIFY(text.contains(QStringLiteral("How attention works")));

        const QString fa = m_out.filePath(QStringLiteral("maryam.pdf"));
        r = runCli(m_data.path(), {QStringLiteral("report"), QStringLiteral("--profile"), kPersian,
                                   QStringLiteral("--out"), fa, QStringLiteral("--lang"),
                                   QStringLiteral("fa")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString persian = lettersOf(pdfText(fa));
        QVERIFY(containsPersian(persian, kPersian));
        // The interface's translation: the labels are Persian, not English.
        QVERIFY2(containsPersian(persian, QStringLiteral("گزارش پیشرفت")), qPrintable(persian.left(300)));
        QVERIFY(containsPersian(persian, QStringLiteral("میانگین یادآوری اکنون")));
        QVERIFY(!pdfText(fa).contains(QStringLiteral("Progress report")));
        QVERIFY(!pdfText(fa).contains(QStringLiteral("Lessons")));
    }

    void aPeriodLimitsTheAnswers()
    {
        const QString all = m_out.filePath(QStringLiteral("all.csv"));
        const QString part = m_out.filePath(QStringLiteral("part.csv"));
        const QDate today = QDate::currentDate();
        runCli(m_data.path(), {QStringLiteral("report"), QStringLiteral("--profile"), kAwkward,
                               QStringLiteral("--out"), all});
        const auto r = runCli(m_data.path(), {QStringLiteral("report"), QStringLiteral("--profile"),
                                              kAwkward, QStringLiteral("--out"), part,
                                              QStringLiteral("--from"),
                                              today.addDays(-10).toString(Qt::ISODate),
                                              QStringLiteral("--to"), today.toString(Qt::ISODate)});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        int allReviews = 0, partReviews = 0;
        for (const QStringList &row : csvRows(all).mid(1))
            allReviews += row.at(7).toInt();
        const QVector<QStringList> rows = csvRows(part);
        for (const QStringList &row : rows.mid(1))
            partReviews += row.at(7).toInt();
        QVERIFY(partReviews > 0);
        QVERIFY(partReviews < allReviews);
        QCOMPARE(rows.at(1).at(12), today.addDays(-10).toString(Qt::ISODate));
    }

    void mistakesAreOneSentence_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("says");
        const QString dir = m_out.path();
        QTest::newRow("unknown profile")
            << QStringList{QStringLiteral("report"), QStringLiteral("--profile"),
                           QStringLiteral("Nobody"), QStringLiteral("--out"),
                           dir + QStringLiteral("/x.pdf")}
            << 1 << "no profile named";
        QTest::newRow("unknown extension")
            << QStringList{QStringLiteral("report"), QStringLiteral("--profile"), kAwkward,
                           QStringLiteral("--out"), dir + QStringLiteral("/x.docx")}
            << 2 << ".pdf or .csv";
        QTest::newRow("unwritable output")
            << QStringList{QStringLiteral("report"), QStringLiteral("--profile"), kAwkward,
                           QStringLiteral("--out"), dir + QStringLiteral("/missing/x.csv")}
            << 1 << "cannot be written";
        QTest::newRow("no --out") << QStringList{QStringLiteral("report"),
                                                 QStringLiteral("--profile"), kAwkward}
                                  << 2 << "--out";
        QTest::newRow("bad date") << QStringList{QStringLiteral("report"),
                                                 QStringLiteral("--profile"),
                                                 kAwkward,
                                                 QStringLiteral("--out"),
                                                 dir + QStringLiteral("/x.csv"),
                                                 QStringLiteral("--from"),
                                                 QStringLiteral("1/2/2026")}
                                  << 2 << "yyyy-mm-dd";
        QTest::newRow("from after to") << QStringList{QStringLiteral("report"),
                                                      QStringLiteral("--profile"),
                                                      kAwkward,
                                                      QStringLiteral("--out"),
                                                      dir + QStringLiteral("/x.csv"),
                                                      QStringLiteral("--from"),
                                                      QStringLiteral("2026-05-02"),
                                                      QStringLiteral("--to"),
                                                      QStringLiteral("2026-05-01")}
                                       << 2 << "comes after";
        QTest::newRow("bad language") << QStringList{QStringLiteral("report"),
                                                     QStringLiteral("--profile"),
                                                     kAwkward,
                                                     QStringLiteral("--out"),
                                                     dir + QStringLiteral("/x.csv"),
                                                     QStringLiteral("--lang"),
                                                     QStringLiteral("de")}
                                      << 2 << "en or fa";
        QTest::newRow("class: no folder")
            << QStringList{QStringLiteral("class-report"), QStringLiteral("--in"),
                           dir + QStringLiteral("/nowhere"), QStringLiteral("--out"),
                           dir + QStringLiteral("/c.csv")}
            << 1 << "no folder";
        QVERIFY(QDir(dir).mkpath(QStringLiteral("empty")));
        QTest::newRow("class: empty folder")
            << QStringList{QStringLiteral("class-report"), QStringLiteral("--in"),
                           dir + QStringLiteral("/empty"), QStringLiteral("--out"),
                           dir + QStringLiteral("/c.csv")}
            << 1 << "no progress files";
        QTest::newRow("class: items not csv")
            << QStringList{QStringLiteral("class-report"), QStringLiteral("--in"),
                           dir + QStringLiteral("/empty"), QStringLiteral("--items"),
                           dir + QStringLiteral("/x.pdf")}
            << 2 << "must end in .csv";
        QTest::newRow("class: neither --out nor --items")
            << QStringList{QStringLiteral("class-report"), QStringLiteral("--in"),
                           dir + QStringLiteral("/empty")}
            << 2 << "--out";
        QTest::newRow("class: --compare without --from")
            << QStringList{QStringLiteral("class-report"), QStringLiteral("--in"),
                           dir + QStringLiteral("/empty"), QStringLiteral("--out"),
                           dir + QStringLiteral("/x.pdf"), QStringLiteral("--compare")}
            << 2 << "--compare needs --from";
    }
    void mistakesAreOneSentence()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, says);
        const auto r = runCli(m_data.path(), args);
        QCOMPARE(r.exitCode, code);
        QVERIFY2(test::isOneSentence(r.err), qPrintable(r.err));
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QVERIFY(!QFile::exists(m_out.filePath(QStringLiteral("x.pdf"))));
        QVERIFY(!QFile::exists(m_out.filePath(QStringLiteral("x.docx"))));
    }

    // A folder of progress files: exported by `progress export`, one damaged, one not JSON.
    void aClassReportFromAFolder()
    {
        QTemporaryDir folder;
        QVERIFY(exportBoth(folder.path()));
        QFile damaged(folder.filePath(QStringLiteral("damaged.json")));
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("{\"format\": \"astrolabe-progress\", \"stud");
        damaged.close();

        const QString csv = m_out.filePath(QStringLiteral("class.csv"));
        auto r = runCli(m_data.path(), {QStringLiteral("class-report"), QStringLiteral("--in"),
                                        folder.path(), QStringLiteral("--out"), csv});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.startsWith(QStringLiteral("damaged.json: ")), qPrintable(r.err));
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1); // only the damaged file is listed
        const QVector<QStringList> rows = csvRows(csv);
        QCOMPARE(rows.size(), 1 + 2 * lessonCount());
        QSet<QString> names;
        for (const QStringList &row : rows.mid(1))
            names.insert(report::csvCellText(row.at(0)));
        QCOMPARE(names, (QSet<QString>{kAwkward, kPersian}));

        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            return;
        const QString pdf = m_out.filePath(QStringLiteral("class.pdf"));
        r = runCli(m_data.path(), {QStringLiteral("class-report"), QStringLiteral("--in"),
                                   folder.path(), QStringLiteral("--out"), pdf,
                                   QStringLiteral("--name"), QStringLiteral("7B & <friends>")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString text = pdfText(pdf);
        QVERIFY(text.contains(QStringLiteral("Class report")));
        QVERIFY(text.contains(QStringLiteral("7B & <friends>")));
        QVERIFY(text.contains(kAwkward));
        QVERIFY(text.contains(QStringLiteral("Students: 2")));
    }

    // `class-report --compare` (issue 19): the class PDF sets the last 7 days against the 7
    // before, in English and in Persian; the CSV is the same as without it.
    void aClassReportComparesWithTheDaysBefore()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed.");
        QTemporaryDir folder;
        QVERIFY(exportBoth(folder.path()));
        const QDate today = QDate::currentDate();
        const QString from = today.addDays(-6).toString(Qt::ISODate);
        const QString pdf = m_out.filePath(QStringLiteral("compare.pdf"));
        auto r = runCli(m_data.path(), {QStringLiteral("class-report"), QStringLiteral("--in"),
                                        folder.path(), QStringLiteral("--out"), pdf,
                                        QStringLiteral("--from"), from,
                                        QStringLiteral("--compare")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QString text = pdfText(pdf);
        QVERIFY2(text.contains(QStringLiteral("Compared with the 7 days before")),
                 qPrintable(text.left(800)));
        QVERIFY(text.contains(QStringLiteral("the period before: %1")
                                  .arg(QLocale(QLocale::English, QLocale::UnitedStates)
                                           .toString(today.addDays(-13), QStringLiteral("d MMM yyyy")))));
        QVERIFY(text.contains(kAwkward));
        QVERIFY(text.contains(QStringLiteral("Questions learned")));

        // Without --compare there is no such section.
        const QString plain = m_out.filePath(QStringLiteral("plain.pdf"));
        r = runCli(m_data.path(), {QStringLiteral("class-report"), QStringLiteral("--in"),
                                   folder.path(), QStringLiteral("--out"), plain,
                                   QStringLiteral("--from"), from});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // (The section's own heading: a question's prompt may say "Compared with" too.)
        QVERIFY(!pdfText(plain).contains(QStringLiteral("Compared with the 7 days before")));

        const QString persian = m_out.filePath(QStringLiteral("compare-fa.pdf"));
        r = runCli(m_data.path(), {QStringLiteral("class-report"), QStringLiteral("--in"),
                                   folder.path(), QStringLiteral("--out"), persian,
                                   QStringLiteral("--from"), from, QStringLiteral("--compare"),
                                   QStringLiteral("--lang"), QStringLiteral("fa")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        text = pdfText(persian);
        QVERIFY2(test::containsPersian(text, QStringLiteral("مقایسه با ۷ روزِ پیش از آن")),
                 qPrintable(text.left(800)));
        QVERIFY(!text.contains(QStringLiteral("Compared with the 7 days before")));
        QVERIFY(test::containsPersian(text, kPersian));
    }

    // `class-report --items FILE.csv`, alone: one row per question of the course, every answer
    // of the class counted once, the texts in the report's language.
    void anItemAnalysisFromAFolder()
    {
        QTemporaryDir folder;
        QVERIFY(exportBoth(folder.path()));
        const content::ContentPack pack = content::PackLoader::bundled();
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("fa")}) {
            const QString items = m_out.filePath(QStringLiteral("items-%1.csv").arg(lang));
            const auto r = runCli(m_data.path(), {QStringLiteral("class-report"), QStringLiteral("--in"),
                                                  folder.path(), QStringLiteral("--items"), items,
                                                  QStringLiteral("--lang"), lang});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            QVERIFY2(r.out.contains(QStringLiteral("item analysis of %1 questions").arg(pack.questionCount())),
                     qPrintable(r.out));
            const QVector<QStringList> rows = csvRows(items);
            QCOMPARE(rows.size(), 1 + pack.questionCount());
            QCOMPARE(rows.first().first(), QStringLiteral("question_id"));
            int attempts = 0;
            int met = 0;
            for (const QStringList &row : rows.mid(1)) {
                QCOMPARE(row.size(), 7);
                QVERIFY(pack.question(row.at(0)));
                QCOMPARE(row.at(1), pack.lessonOfQuestion(row.at(0))->id);
                attempts += row.at(2).toInt();
                if (!row.at(3).isEmpty()) {
                    ++met;
                    bool ok = false;
                    const double share = row.at(3).toDouble(&ok);
                    QVERIFY2(ok && share >= 0 && share <= 1, qPrintable(row.at(3)));
                }
                QVERIFY(row.at(5).toInt() <= 2);
                QVERIFY(!row.at(6).isEmpty());
                const bool persian = std::any_of(row.at(6).begin(), row.at(6).end(), [](QChar c) {
                    return c.unicode() >= 0x0600 && c.unicode() <= 0x06FF;
                });
                QCOMPARE(persian, lang == QLatin1String("fa"));
            }
            QVERIFY(met > 0);
            // Every answer in the two files is one attempt.
            int answers = 0;
            for (const QFileInfo &file : QDir(folder.path()).entryInfoList({QStringLiteral("*.json")})) {
                QFile f(file.filePath());
                QVERIFY(f.open(QIODevice::ReadOnly));
                answers += int(QJsonDocument::fromJson(f.readAll()).object()
                                   .value(QStringLiteral("reviews")).toArray().size());
            }
            QVERIFY(answers > 0);
            QCOMPARE(attempts, answers);
        }
    }

    // Progress files are found by their content, whatever their names: a student's export
    // named "sara.progress" is in the report, and each other file is listed as skipped, with
    // why, on standard error; a folder of other files only says so and writes nothing.
    void aClassReportReadsProgressFilesByContent()
    {
        QTemporaryDir folder;
        auto r = runCli(m_data.path(), {QStringLiteral("progress"), QStringLiteral("export"),
                                        QStringLiteral("--profile"), kPersian,
                                        QStringLiteral("--out"),
                                        folder.filePath(QStringLiteral("sara.progress"))});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile notes(folder.filePath(QStringLiteral("notes.txt")));
        QVERIFY(notes.open(QIODevice::WriteOnly));
        notes.write("Bring the progress files on Monday.");
        notes.close();

        const QString csv = m_out.filePath(QStringLiteral("by-content.csv"));
        r = runCli(m_data.path(), {QStringLiteral("class-report"), QStringLiteral("--in"),
                                   folder.path(), QStringLiteral("--out"), csv});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.err, QStringLiteral("notes.txt: skipped: The file notes.txt is not an "
                                       "Astrolabe progress file.\n"));
        QVERIFY2(r.out.contains(QStringLiteral("1 student")), qPrintable(r.out));
        const QVector<QStringList> rows = csvRows(csv);
        QCOMPARE(rows.size(), 1 + lessonCount());
        QCOMPARE(report::csvCellText(rows.at(1).at(0)), kPersian);

        QVERIFY(QFile::remove(folder.filePath(QStringLiteral("sara.progress"))));
        const QString none = m_out.filePath(QStringLiteral("none.csv"));
        r = runCli(m_data.path(), {QStringLiteral("class-report"), QStringLiteral("--in"),
                                   folder.path(), QStringLiteral("--out"), none});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(QStringLiteral("notes.txt: skipped: ")), qPrintable(r.err));
        QVERIFY2(r.err.endsWith(QStringLiteral(" holds no progress files.\n")), qPrintable(r.err));
        QVERIFY(!QFile::exists(none));
    }

    // Persian PDFs cut nothing: the longer Persian durations ("۳ ساعت و ۵ دقیقه") and Jalali
    // dates show whole, and a long name wraps instead of ending in "…".
    void persianPdfsCutNothing()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed.");
        QTemporaryDir data;
        QTemporaryDir folder;
        const QString longName = QStringLiteral("محمدرضا عبدالحسین‌زاده طباطبایی‌نژاد اصفهانی");
        const QStringList names{longName,
                                QStringLiteral("Alexandra Konstantinopoulou-Featherstonehaugh"),
                                kPersian};
        for (int i = 0; i < names.size(); ++i) {
            auto r = runCli(data.path(), {QStringLiteral("profile"), QStringLiteral("create"),
                                          names.at(i), QStringLiteral("--simulate"),
                                          QStringLiteral("150"), QStringLiteral("--seed"),
                                          QString::number(i + 1)});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            const QString file = folder.filePath(QString::number(i) + QStringLiteral(".json"));
            r = runCli(data.path(), {QStringLiteral("progress"), QStringLiteral("export"),
                                     QStringLiteral("--profile"), names.at(i),
                                     QStringLiteral("--out"), file});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        }
        const QString classPdf = m_out.filePath(QStringLiteral("class-fa.pdf"));
        auto r = runCli(data.path(), {QStringLiteral("class-report"), QStringLiteral("--in"),
                                      folder.path(), QStringLiteral("--out"), classPdf,
                                      QStringLiteral("--lang"), QStringLiteral("fa")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString studentPdf = m_out.filePath(QStringLiteral("student-fa.pdf"));
        r = runCli(data.path(), {QStringLiteral("report"), QStringLiteral("--profile"), longName,
                                 QStringLiteral("--out"), studentPdf, QStringLiteral("--lang"),
                                 QStringLiteral("fa")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        for (const QString &pdf : {classPdf, studentPdf}) {
            const QString text = pdfText(pdf);
            // The durations are Persian ("ساعت": hours), so the translation was in use.
            QVERIFY2(containsPersian(lettersOf(text), QStringLiteral("ساعت")),
                     qPrintable(text.left(300)));
        }
        // No "…" in the student's report. The class report's hardest questions carry their
        // prompts, and some prompts have an ellipsis of their own ("r = −k, …, k"); which
        // questions are hardest moves with the clock, so there the names are checked whole.
        const QString studentText = pdfText(studentPdf);
        QVERIFY2(!studentText.contains(QChar(0x2026)),
                 qPrintable(studentText.mid(
                     std::max(0, int(studentText.indexOf(QChar(0x2026))) - 80), 160)));
        const QString classText = pdfText(classPdf);
        QVERIFY(classText.contains(QStringLiteral("Alexandra")));
        QVERIFY(classText.contains(QStringLiteral("Featherstonehaugh"))); // wrapped at its hyphen
        QVERIFY2(containsPersian(classText, longName), qPrintable(classText.left(600)));
    }

private:
    QTemporaryDir m_data;
    QTemporaryDir m_out;
};

QTEST_GUILESS_MAIN(TestReportCli)
#include "tst_report_cli.moc"
