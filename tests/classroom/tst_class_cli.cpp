#include "classroom_fixture.h"
#include "pdf_text.h"
#include "cli_runner.h"

#include <QDateTime>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QTest>

using namespace astrolabe;

// `astrolabe class ...` and `class-report --class`, as a lab's script would use them: two
// classes kept apart, renamed, a student removed behind the PIN, a class archived, a roster
// of expected names checked against the files handed in.
class TestClassCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void twoClassesImportApart();
    void listShowsStudentsAndLastImport();
    void renameAndReportByClass();
    void removingAStudentAsksForThePin();
    void anArchivedClassRefusesImports();
    void aRosterSaysWhoHasNotHandedIn();
    void mistakesAreOneSentence_data();
    void mistakesAreOneSentence();

private:
    test::CliResult run(const QStringList &args, const QByteArray &input = {})
    {
        return test::runCli(m_data.path(), args, input);
    }
    QString file(const QString &name) const { return m_files.filePath(name); }

    QTemporaryDir m_data;
    QTemporaryDir m_files;
};

void TestClassCli::initTestCase()
{
    auto sara = test::simulatedStudent(QStringLiteral("Sara"), 20, 3);
    test::writeProgress(m_files.path(), QStringLiteral("sara.json"), test::progressOf(*sara));
    auto ali = test::simulatedStudent(QStringLiteral("علی"), 25, 4);
    test::writeProgress(m_files.path(), QStringLiteral("ali.json"), test::progressOf(*ali));
    auto reza = test::simulatedStudent(QStringLiteral("Reza"), 10, 5);
    test::writeProgress(m_files.path(), QStringLiteral("reza.json"), test::progressOf(*reza));
}

void TestClassCli::twoClassesImportApart()
{
    QCOMPARE(run({QStringLiteral("class"), QStringLiteral("create"), QStringLiteral("7A")}).out,
             QStringLiteral("Created the class 7A.\n"));
    QCOMPARE(run({QStringLiteral("class"), QStringLiteral("create"), QStringLiteral("7B")})
                 .exitCode,
             0);
    const auto a = run({QStringLiteral("class"), QStringLiteral("import"), QStringLiteral("7A"),
                        file(QStringLiteral("sara.json")), file(QStringLiteral("reza.json"))});
    QVERIFY2(a.exitCode == 0, qPrintable(a.err));
    QVERIFY2(a.out.contains(QStringLiteral("sara.json\tadded\t")), qPrintable(a.out));
    QVERIFY(a.out.endsWith(QStringLiteral("Class: 7A\nStudents in the class: 2\n")));
    const auto b = run({QStringLiteral("class"), QStringLiteral("import"), QStringLiteral("7b"),
                        file(QStringLiteral("ali.json"))});
    QVERIFY2(b.exitCode == 0, qPrintable(b.err));
    QVERIFY(b.out.endsWith(QStringLiteral("Class: 7B\nStudents in the class: 1\n")));
    // `progress import` goes into the chosen class, which is still the first one.
    const auto chosen = run(
        {QStringLiteral("progress"), QStringLiteral("import"), file(QStringLiteral("ali.json"))});
    QVERIFY(chosen.out.endsWith(QStringLiteral("Class: My class\nStudents in the class: 1\n")));
    QCOMPARE(run({QStringLiteral("class"), QStringLiteral("choose"), QStringLiteral("7B")}).out,
             QStringLiteral("The teacher view opens the class 7B.\n"));
    const auto again = run(
        {QStringLiteral("progress"), QStringLiteral("import"), file(QStringLiteral("ali.json"))});
    QVERIFY2(again.out.contains(QStringLiteral("ali.json\talready imported\t")),
             qPrintable(again.out));
    QVERIFY(again.out.endsWith(QStringLiteral("Class: 7B\nStudents in the class: 1\n")));
}

void TestClassCli::listShowsStudentsAndLastImport()
{
    const auto list = run({QStringLiteral("class"), QStringLiteral("list")});
    QCOMPARE(list.exitCode, 0);
    const QStringList lines = list.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines.at(0), QStringLiteral("class\tstudents\tlast import\tstate"));
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    QCOMPARE(lines.at(1), QStringLiteral("7A\t2\t%1\tin use").arg(today));
    QCOMPARE(lines.at(2), QStringLiteral("7B*\t1\t%1\tin use").arg(today));
    QCOMPARE(lines.at(3), QStringLiteral("My class\t1\t%1\tin use").arg(today));
    QCOMPARE(lines.at(4), QStringLiteral("* the class the teacher view opens"));
}

void TestClassCli::renameAndReportByClass()
{
    QCOMPARE(run({QStringLiteral("class"), QStringLiteral("rename"), QStringLiteral("My class"),
                  QStringLiteral("7C")})
                 .out,
             QStringLiteral("Renamed the class My class to 7C.\n"));
    const auto taken = run({QStringLiteral("class"), QStringLiteral("rename"), QStringLiteral("7C"),
                            QStringLiteral("7a")});
    QCOMPARE(taken.exitCode, 1);
    QCOMPARE(taken.err, QStringLiteral("There is already a class named 7A.\n"));

    const QString csv = m_data.filePath(QStringLiteral("7A.csv"));
    const auto report = run({QStringLiteral("class-report"), QStringLiteral("--class"),
                             QStringLiteral("7A"), QStringLiteral("--out"), csv});
    QVERIFY2(report.exitCode == 0, qPrintable(report.err));
    QVERIFY(report.out.contains(QStringLiteral("2 students")));
    const QString text = QString::fromUtf8(test::readBytes(csv));
    QVERIFY(text.contains(QStringLiteral("Sara")));
    QVERIFY(text.contains(QStringLiteral("Reza")));
    QVERIFY(!text.contains(QStringLiteral("علی"))); // in 7B only
    // The PDF carries the class's name.
    const QString pdf = m_data.filePath(QStringLiteral("7B.pdf"));
    QCOMPARE(run({QStringLiteral("class-report"), QStringLiteral("--class"), QStringLiteral("7B"),
                  QStringLiteral("--out"), pdf})
                 .exitCode,
             0);
    QVERIFY(QFileInfo(pdf).size() > 1000);
}

void TestClassCli::removingAStudentAsksForThePin()
{
    QCOMPARE(run({QStringLiteral("pin"), QStringLiteral("set")}, "2468\n").exitCode, 0);
    const auto wrong = run({QStringLiteral("class"), QStringLiteral("remove"), QStringLiteral("7A"),
                            QStringLiteral("Reza")},
                           "1111\n");
    QCOMPARE(wrong.exitCode, 1);
    QCOMPARE(wrong.err, QStringLiteral("That is not the teacher PIN; nothing was removed.\n"));
    QVERIFY(run({QStringLiteral("class"), QStringLiteral("list")})
                .out.contains(QStringLiteral("7A\t2\t")));

    const auto nobody = run({QStringLiteral("class"), QStringLiteral("remove"),
                             QStringLiteral("7A"), QStringLiteral("Nobody")},
                            "2468\n");
    QCOMPARE(nobody.exitCode, 1);
    QCOMPARE(nobody.err, QStringLiteral("There is no student Nobody in the class 7A.\n"));

    const auto removed = run({QStringLiteral("class"), QStringLiteral("remove"),
                              QStringLiteral("7A"), QStringLiteral("reza")},
                             "2468\n");
    QVERIFY2(removed.exitCode == 0, qPrintable(removed.err));
    QCOMPARE(removed.out, QStringLiteral("Removed Reza from the class 7A. Importing their "
                                         "progress file again brings them back.\n"));
    QVERIFY(run({QStringLiteral("class"), QStringLiteral("list")})
                .out.contains(QStringLiteral("7A\t1\t")));
    // Undo: the file again.
    const auto back = run({QStringLiteral("class"), QStringLiteral("import"), QStringLiteral("7A"),
                           file(QStringLiteral("reza.json"))});
    QVERIFY2(back.out.contains(QStringLiteral("reza.json\tadded\t")), qPrintable(back.out));
}

void TestClassCli::anArchivedClassRefusesImports()
{
    QCOMPARE(run({QStringLiteral("class"), QStringLiteral("archive"), QStringLiteral("7C")}).out,
             QStringLiteral("Archived the class 7C.\n"));
    QVERIFY(run({QStringLiteral("class"), QStringLiteral("list")})
                .out.contains(QStringLiteral("7C\t1\t")));
    QVERIFY(run({QStringLiteral("class"), QStringLiteral("list")})
                .out.contains(QStringLiteral("\tarchived\n")));
    const auto refused = run({QStringLiteral("class"), QStringLiteral("import"),
                              QStringLiteral("7C"), file(QStringLiteral("sara.json"))});
    QCOMPARE(refused.exitCode, 1);
    QCOMPARE(refused.err, QStringLiteral("The class 7C is archived; restore it before "
                                         "importing into it.\n"));
    // Its report can still be written.
    QCOMPARE(run({QStringLiteral("class-report"), QStringLiteral("--class"), QStringLiteral("7C"),
                  QStringLiteral("--out"), m_data.filePath(QStringLiteral("7C.csv"))})
                 .exitCode,
             0);
    QCOMPARE(run({QStringLiteral("class"), QStringLiteral("restore"), QStringLiteral("7C")}).out,
             QStringLiteral("Restored the class 7C.\n"));
    QCOMPARE(run({QStringLiteral("class"), QStringLiteral("import"), QStringLiteral("7C"),
                  file(QStringLiteral("sara.json"))})
                 .exitCode,
             0);
}

void TestClassCli::aRosterSaysWhoHasNotHandedIn()
{
    QCOMPARE(run({QStringLiteral("class"), QStringLiteral("roster"), QStringLiteral("7B")}).out,
             QStringLiteral("The class 7B has no roster; `astrolabe class roster 7B FILE` sets "
                            "one.\n"));
    const QString csv = m_files.filePath(QStringLiteral("7A names.csv"));
    QFile list(csv);
    QVERIFY(list.open(QIODevice::WriteOnly));
    list.write("\xEF\xBB\xBFNo;Name\r\n1;sara\r\n2;Mina Jafari\r\n");
    list.close();
    const auto set =
        run({QStringLiteral("class"), QStringLiteral("roster"), QStringLiteral("7a"), csv});
    // The day of the export, in the local time zone, as the command writes it.
    const QString exported =
        QDateTime::fromMSecsSinceEpoch(test::kExportMs, QTimeZone::systemTimeZone())
            .date()
            .toString(Qt::ISODate);
    QVERIFY2(set.exitCode == 0, qPrintable(set.err));
    QCOMPARE(set.out, QStringLiteral("Saved the roster of 7A: 2 names.\n"
                                     "name\tstate\texported\n"
                                     "sara\thanded in\t%1\n"
                                     "Mina Jafari\tmissing\t-\n"
                                     "Reza\tnot on the roster\t%1\n"
                                     "1 of 2 on the roster handed in a file; 1 missing; 1 student "
                                     "not on the roster.\n")
                          .arg(exported));
    // Kept in the class file; 7B has none.
    QVERIFY(run({QStringLiteral("class"), QStringLiteral("roster"), QStringLiteral("7A")})
                .out.startsWith(QStringLiteral("name\tstate")));
    QVERIFY(run({QStringLiteral("class"), QStringLiteral("roster"), QStringLiteral("7B")})
                .out.contains(QStringLiteral("has no roster")));
    // A progress file is no list of names: refused, the roster as it was.
    const auto wrong = run({QStringLiteral("class"), QStringLiteral("roster"), QStringLiteral("7A"),
                            file(QStringLiteral("sara.json"))});
    QCOMPARE(wrong.exitCode, 1);
    QCOMPARE(wrong.err, QStringLiteral("sara.json is not a list of names: it looks like a "
                                       "progress file or other data.\n"));
    QVERIFY(run({QStringLiteral("class"), QStringLiteral("roster"), QStringLiteral("7A")})
                .out.contains(QStringLiteral("Mina Jafari\tmissing")));
    // The class report lists who has not handed in a file; --roster takes another list.
    if (!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()) {
        const QString pdf = m_data.filePath(QStringLiteral("7a-roster.pdf"));
        QCOMPARE(run({QStringLiteral("class-report"), QStringLiteral("--class"),
                      QStringLiteral("7A"), QStringLiteral("--out"), pdf})
                     .exitCode,
                 0);
        QString text = test::pdfText(pdf).normalized(QString::NormalizationForm_KC);
        QVERIFY2(text.contains(QStringLiteral("Handed in a progress file: 1 of 2 on the roster. "
                                              "Not handed in yet: Mina Jafari. Not on the "
                                              "roster: Reza.")),
                 qPrintable(text));
        const QString other = m_files.filePath(QStringLiteral("other.txt"));
        QFile names(other);
        QVERIFY(names.open(QIODevice::WriteOnly));
        names.write("Reza\nSara\n");
        names.close();
        QCOMPARE(run({QStringLiteral("class-report"), QStringLiteral("--class"),
                      QStringLiteral("7A"), QStringLiteral("--roster"), other,
                      QStringLiteral("--out"), pdf})
                     .exitCode,
                 0);
        text = test::pdfText(pdf).normalized(QString::NormalizationForm_KC);
        QVERIFY2(text.contains(QStringLiteral("2 of 2 on the roster. Everyone on the roster has "
                                              "handed in a file.")),
                 qPrintable(text));
        const auto refused = run({QStringLiteral("class-report"), QStringLiteral("--class"),
                                  QStringLiteral("7A"), QStringLiteral("--roster"),
                                  file(QStringLiteral("sara.json")), QStringLiteral("--out"), pdf});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(test::isOneSentence(refused.err), qPrintable(refused.err));
    }
    QCOMPARE(run({QStringLiteral("class"), QStringLiteral("roster"), QStringLiteral("7A"),
                  QStringLiteral("--clear")})
                 .out,
             QStringLiteral("Removed the roster of 7A.\n"));
    QVERIFY(run({QStringLiteral("class"), QStringLiteral("roster"), QStringLiteral("7A")})
                .out.contains(QStringLiteral("has no roster")));
}

void TestClassCli::mistakesAreOneSentence_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("no action") << QStringList{QStringLiteral("class")} << 2;
    QTest::newRow("unknown action")
        << QStringList{QStringLiteral("class"), QStringLiteral("merge"), QStringLiteral("7A")} << 2;
    QTest::newRow("create without name")
        << QStringList{QStringLiteral("class"), QStringLiteral("create")} << 2;
    QTest::newRow("rename one word")
        << QStringList{QStringLiteral("class"), QStringLiteral("rename"), QStringLiteral("7A")}
        << 2;
    QTest::newRow("import no files")
        << QStringList{QStringLiteral("class"), QStringLiteral("import"), QStringLiteral("7A")}
        << 2;
    QTest::newRow("no such class")
        << QStringList{QStringLiteral("class"), QStringLiteral("archive"), QStringLiteral("9Z")}
        << 1;
    QTest::newRow("empty name") << QStringList{QStringLiteral("class"), QStringLiteral("create"),
                                               QStringLiteral(" ")}
                                << 1;
    QTest::newRow("roster without class")
        << QStringList{QStringLiteral("class"), QStringLiteral("roster")} << 2;
    QTest::newRow("roster two files")
        << QStringList{QStringLiteral("class"), QStringLiteral("roster"), QStringLiteral("7A"),
                       QStringLiteral("a"), QStringLiteral("b")}
        << 2;
    QTest::newRow("roster file and clear")
        << QStringList{QStringLiteral("class"), QStringLiteral("roster"), QStringLiteral("7A"),
                       QStringLiteral("a.csv"), QStringLiteral("--clear")}
        << 2;
    QTest::newRow("clear elsewhere")
        << QStringList{QStringLiteral("class"), QStringLiteral("list"), QStringLiteral("--clear")}
        << 2;
    QTest::newRow("roster missing file")
        << QStringList{QStringLiteral("class"), QStringLiteral("roster"), QStringLiteral("7A"),
                       QStringLiteral("none.csv")}
        << 1;
    QTest::newRow("report without source")
        << QStringList{QStringLiteral("class-report"), QStringLiteral("--out"),
                       QStringLiteral("x.csv")}
        << 2;
    QTest::newRow("report both sources") << QStringList{QStringLiteral("class-report"),
                                                        QStringLiteral("--in"),
                                                        QStringLiteral("."),
                                                        QStringLiteral("--class"),
                                                        QStringLiteral("7A"),
                                                        QStringLiteral("--out"),
                                                        QStringLiteral("x.csv")}
                                         << 2;
    QTest::newRow("report unknown class")
        << QStringList{QStringLiteral("class-report"), QStringLiteral("--class"),
                       QStringLiteral("9Z"), QStringLiteral("--out"), QStringLiteral("x.csv")}
        << 1;
}

void TestClassCli::mistakesAreOneSentence()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    const auto result = run(args);
    QCOMPARE(result.exitCode, exitCode);
    QVERIFY2(test::isOneSentence(result.err), qPrintable(result.err));
}

QTEST_GUILESS_MAIN(TestClassCli)
#include "tst_class_cli.moc"
