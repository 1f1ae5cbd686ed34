#include "classroom_fixture.h"
#include "cli_runner.h"

#include "security/lab_defaults.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;

// `astrolabe class-fit`, as a teacher's script uses it: one memory model fitted to a folder of
// progress files, its figures and calibration, written into a lab file that the app reads
// back; mistakes are one sentence.
class TestClassFitCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const int days[] = {30, 40, 25, 35};
        for (int i = 0; i < 4; ++i) {
            auto student = test::simulatedStudent(QStringLiteral("Student %1").arg(i), days[i],
                                                  quint64(10 + i));
            test::writeProgress(m_files.path(), QStringLiteral("s%1.json").arg(i),
                                test::progressOf(*student));
        }
    }

    void theClassModelIsFittedAndWritten()
    {
        const QString lab = m_data.filePath(QStringLiteral("lab.conf"));
        {
            QSettings existing(lab, QSettings::IniFormat);
            existing.setValue(QStringLiteral("lab/language"), QStringLiteral("fa"));
        }
        const test::CliResult json =
            test::runCli(m_data.path(), {QStringLiteral("class-fit"), QStringLiteral("--in"),
                                         m_files.path(), QStringLiteral("--json"),
                                         QStringLiteral("--lab-file"), lab});
        QCOMPARE(json.exitCode, 0);
        QVERIFY2(json.err.isEmpty(), qPrintable(json.err));
        const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("students")).toInt(), 4);
        QCOMPARE(o.value(QStringLiteral("stage")).toString(), QStringLiteral("full"));
        const QJsonArray params = o.value(QStringLiteral("params")).toArray();
        QCOMPARE(params.size(), 21);
        QVERIFY(o.value(QStringLiteral("logLoss")).toDouble()
                <= o.value(QStringLiteral("defaultLogLoss")).toDouble() + 1e-9);
        int answers = 0;
        for (const QJsonValue bin : o.value(QStringLiteral("calibration")).toArray())
            answers += bin.toObject().value(QStringLiteral("count")).toInt();
        QVERIFY(answers >= o.value(QStringLiteral("items")).toInt());

        // The lab file keeps what it had and gains the parameters, read back as the app does.
        const security::LabDefaults read({lab});
        QCOMPARE(read.language(), QStringLiteral("fa"));
        QVERIFY2(read.classWeights(), qPrintable(read.badParamsFiles().join(u' ')));
        for (int i = 0; i < 21; ++i)
            QCOMPARE((*read.classWeights())[std::size_t(i)], params.at(i).toDouble());

        const test::CliResult text = test::runCli(
            m_data.path(), {QStringLiteral("class-fit"), QStringLiteral("--in"), m_files.path()});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.startsWith(QStringLiteral("Fitted to 4 students' ")), qPrintable(text.out));
        QVERIFY(text.out.contains(QStringLiteral("\ndefaults   ")));
        QVERIFY(text.out.contains(QStringLiteral("\nfitted     ")));
        QVERIFY(text.out.contains(QStringLiteral("Calibration with the fitted parameters")));
    }

    void mistakesAreOneSentence_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("sentence");
        QTest::newRow("no folder") << QStringList{QStringLiteral("class-fit")} << 2
                                   << QStringLiteral("class-fit needs the folder");
        QTest::newRow("a folder that is not there")
            << QStringList{QStringLiteral("class-fit"), QStringLiteral("--in"),
                           QStringLiteral("/nonexistent/class")}
            << 1 << QStringLiteral("There is no folder /nonexistent/class.");
    }

    void mistakesAreOneSentence()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, sentence);
        const test::CliResult result = test::runCli(m_data.path(), args);
        QCOMPARE(result.exitCode, exitCode);
        QVERIFY2(result.err.startsWith(sentence), qPrintable(result.err));
        QVERIFY(result.out.isEmpty());
    }

    void tooFewAnswersAreRefused()
    {
        QTemporaryDir few;
        auto student = test::simulatedStudent(QStringLiteral("New"), 1, 7);
        test::writeProgress(few.path(), QStringLiteral("new.json"), test::progressOf(*student));
        const QString lab = m_data.filePath(QStringLiteral("untouched.conf"));
        const test::CliResult result = test::runCli(
            m_data.path(), {QStringLiteral("class-fit"), QStringLiteral("--in"), few.path(),
                            QStringLiteral("--lab-file"), lab});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.startsWith(QStringLiteral("The class's answers cannot be fitted: ")),
                 qPrintable(result.err));
        QVERIFY(!QFile::exists(lab));
    }

private:
    QTemporaryDir m_data;
    QTemporaryDir m_files;
};

QTEST_GUILESS_MAIN(TestClassFitCli)
#include "tst_class_fit_cli.moc"
