#include "classroom_fixture.h"
#include "cli_runner.h"

#include "report/progress_reader.h"
#include "store/profile_directory.h"

#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;

class TestProgressCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void exportWritesTheProfilesWholeLog();
    void checkSaysWhoWhenAndHowMany();
    void checkRefusesATamperedFile();
    void mistakesAreUsageErrors_data();
    void mistakesAreUsageErrors();
    void aMissingProfileIsNotCreated();
    void importPutsFilesIntoTheClass();
    void importReadsAFolderByContent();

private:
    QTemporaryDir m_data;
    QString m_out;
};

void TestProgressCli::initTestCase()
{
    const auto created =
        test::runCli(m_data.path(),
                     {QStringLiteral("profile"), QStringLiteral("create"),
                      QStringLiteral("Sara, \"S\" <b>"), QStringLiteral("--simulate"),
                      QStringLiteral("20"), QStringLiteral("--seed"), QStringLiteral("5")});
    QCOMPARE(created.exitCode, 0);
    m_out = m_data.filePath(QStringLiteral("out/sara.json"));
    QDir().mkpath(m_data.filePath(QStringLiteral("out")));
}

void TestProgressCli::exportWritesTheProfilesWholeLog()
{
    const auto result =
        test::runCli(m_data.path(), {QStringLiteral("progress"), QStringLiteral("export"),
                                     QStringLiteral("--profile"), QStringLiteral("Sara, \"S\" <b>"),
                                     QStringLiteral("--out"), m_out});
    QVERIFY2(result.exitCode == 0, qPrintable(result.err));
    const report::ProgressReadResult read = report::readProgressFile(m_out);
    QVERIFY2(read.ok(), qPrintable(read.reason));
    QCOMPARE(read.file->studentName, QStringLiteral("Sara, \"S\" <b>"));
    QVERIFY(result.out.contains(QString::number(read.file->reviews.size()) +
                                QStringLiteral(" answers")));

    const store::ProfileDirectory profiles(m_data.path());
    QString error;
    auto db = store::Store::open(profiles.pathFor(QStringLiteral("Sara, \"S\" <b>")),
                                 profiles.openOptions(QStringLiteral("Sara, \"S\" <b>"), 0),
                                 &error);
    QVERIFY2(db, qPrintable(error));
    QVERIFY(read.file->reviews == db->reviews().all());
    QVERIFY(!read.file->reviews.isEmpty());
    const QString id = read.file->studentId;
    db.reset();
    // A second export is the same student.
    const QString second = m_data.filePath(QStringLiteral("out/again.json"));
    QCOMPARE(test::runCli(m_data.path(),
                          {QStringLiteral("progress"), QStringLiteral("export"),
                           QStringLiteral("--profile"), QStringLiteral("Sara, \"S\" <b>"),
                           QStringLiteral("--out"), second})
                 .exitCode,
             0);
    QCOMPARE(report::readProgressFile(second).file->studentId, id);
}

void TestProgressCli::checkSaysWhoWhenAndHowMany()
{
    const auto result =
        test::runCli(m_data.path(), {QStringLiteral("progress"), QStringLiteral("check"), m_out});
    QVERIFY2(result.exitCode == 0, qPrintable(result.err));
    const report::ProgressFile p = *report::readProgressFile(m_out).file;
    QVERIFY(result.out.contains(QStringLiteral("Student: Sara, \"S\" <b>\n")));
    QVERIFY(result.out.contains(QStringLiteral("Student id: ") + p.studentId));
    QVERIFY(result.out.contains(QStringLiteral("Answers: %1\n").arg(p.reviews.size())));
    QVERIFY(result.out.contains(QStringLiteral("Exported: 20"))); // the year, in UTC
    QVERIFY(result.out.contains(QStringLiteral("Checksum: ok")));
}

void TestProgressCli::checkRefusesATamperedFile()
{
    QByteArray bytes = test::readBytes(m_out);
    bytes.replace("<b>", "<i>");
    const QString tampered = m_data.filePath(QStringLiteral("out/tampered.json"));
    test::writeBytes(tampered, bytes);
    const auto result = test::runCli(m_data.path(), {QStringLiteral("progress"),
                                                     QStringLiteral("check"), tampered});
    QCOMPARE(result.exitCode, 1);
    QVERIFY(result.out.isEmpty());
    QVERIFY2(test::isOneSentence(result.err), qPrintable(result.err));
    QVERIFY(result.err.contains(QStringLiteral("changed after it was exported")));

    const auto missing =
        test::runCli(m_data.path(), {QStringLiteral("progress"), QStringLiteral("check"),
                                     QStringLiteral("/no/such.json")});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(test::isOneSentence(missing.err), qPrintable(missing.err));
}

void TestProgressCli::mistakesAreUsageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("no action") << QStringList{QStringLiteral("progress")};
    QTest::newRow("unknown action")
        << QStringList{QStringLiteral("progress"), QStringLiteral("merge"), QStringLiteral("x")};
    QTest::newRow("import nothing")
        << QStringList{QStringLiteral("progress"), QStringLiteral("import")};
    QTest::newRow("export without out")
        << QStringList{QStringLiteral("progress"), QStringLiteral("export"),
                       QStringLiteral("--profile"), QStringLiteral("A")};
    QTest::newRow("export without profile")
        << QStringList{QStringLiteral("progress"), QStringLiteral("export"),
                       QStringLiteral("--out"), QStringLiteral("x")};
    QTest::newRow("check without file")
        << QStringList{QStringLiteral("progress"), QStringLiteral("check")};
    QTest::newRow("unknown option")
        << QStringList{QStringLiteral("progress"), QStringLiteral("check"), QStringLiteral("x"),
                       QStringLiteral("--fast")};
}

void TestProgressCli::mistakesAreUsageErrors()
{
    QFETCH(QStringList, args);
    const auto result = test::runCli(m_data.path(), args);
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(test::isOneSentence(result.err), qPrintable(result.err));
}

void TestProgressCli::aMissingProfileIsNotCreated()
{
    const QString out = m_data.filePath(QStringLiteral("out/nobody.json"));
    const auto result =
        test::runCli(m_data.path(), {QStringLiteral("progress"), QStringLiteral("export"),
                                     QStringLiteral("--profile"), QStringLiteral("Nobody"),
                                     QStringLiteral("--out"), out});
    QCOMPARE(result.exitCode, 1);
    QVERIFY2(test::isOneSentence(result.err), qPrintable(result.err));
    QVERIFY(!QFile::exists(out));
    QVERIFY(!store::ProfileDirectory(m_data.path()).exists(QStringLiteral("Nobody")));
}

void TestProgressCli::importPutsFilesIntoTheClass()
{
    // out/ holds sara.json, again.json (the same student, exported later) and tampered.json.
    const auto result =
        test::runCli(m_data.path(), {QStringLiteral("progress"), QStringLiteral("import"),
                                     m_data.filePath(QStringLiteral("out"))});
    QCOMPARE(result.exitCode, 1); // one file was refused
    QVERIFY2(result.out.contains(QStringLiteral("again.json\tadded\t")), qPrintable(result.out));
    QVERIFY2(result.out.contains(QStringLiteral("sara.json\tolder, skipped\t")),
             qPrintable(result.out));
    QVERIFY2(result.out.contains(
                 QStringLiteral("tampered.json\trefused\tThe file tampered.json was changed")),
             qPrintable(result.out));
    QVERIFY(result.out.endsWith(QStringLiteral("Students in the class: 1\n")));
    QVERIFY(QFile::exists(m_data.filePath(QStringLiteral("class.sqlite"))));
}

// A folder's progress files are found by their content: "sara.progress" is imported; a file
// that is not a progress file is listed as skipped on standard error and fails nothing.
void TestProgressCli::importReadsAFolderByContent()
{
    QTemporaryDir data;
    QTemporaryDir folder;
    const auto exported =
        test::runCli(m_data.path(),
                     {QStringLiteral("progress"), QStringLiteral("export"),
                      QStringLiteral("--profile"), QStringLiteral("Sara, \"S\" <b>"),
                      QStringLiteral("--out"), folder.filePath(QStringLiteral("sara.progress"))});
    QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
    test::writeBytes(folder.filePath(QStringLiteral("notes.txt")),
                     "Bring the progress files on Monday.");
    const auto result = test::runCli(data.path(), {QStringLiteral("progress"),
                                                   QStringLiteral("import"), folder.path()});
    QVERIFY2(result.exitCode == 0, qPrintable(result.err));
    QVERIFY2(result.out.startsWith(QStringLiteral("sara.progress\tadded\t")),
             qPrintable(result.out));
    QVERIFY(result.out.endsWith(QStringLiteral("Students in the class: 1\n")));
    QCOMPARE(result.err, QStringLiteral("notes.txt\tskipped\tThe file notes.txt is not an "
                                        "Astrolabe progress file.\n"));
}

QTEST_GUILESS_MAIN(TestProgressCli)
#include "tst_progress_cli.moc"
