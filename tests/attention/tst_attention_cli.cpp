#include <QProcess>
#include <QTest>

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run astrolabe(const QStringList &args)
{
    QProcess process;
    process.start(QStringLiteral(ASTROLABE_BIN), QStringList{QStringLiteral("attention")} + args);
    Run run;
    if (!process.waitForFinished(30000) || process.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace

// `astrolabe attention softmax|attend` prints the numbers the lessons show and refuses bad input
// with one sentence on standard error, never a crash.
class TestAttentionCli : public QObject
{
    Q_OBJECT

private slots:
    void softmaxPrintsWeights_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("the lesson's 3 1 0")
            << QStringList{QStringLiteral("3"), QStringLiteral("1"), QStringLiteral("0")}
            << "0.8438,0.1142,0.0420\n";
        QTest::newRow("one comma-separated word")
            << QStringList{QStringLiteral("3,1,0")} << "0.8438,0.1142,0.0420\n";
        QTest::newRow("near-even")
            << QStringList{QStringLiteral("0.01"), QStringLiteral("0"), QStringLiteral("0")}
            << "0.3356,0.3322,0.3322\n";
        QTest::newRow("negative scores are words")
            << QStringList{QStringLiteral("-1.5"), QStringLiteral("0"), QStringLiteral("-3")}
            << "0.1753,0.7856,0.0391\n";
        QTest::newRow("huge scores")
            << QStringList{QStringLiteral("1000"), QStringLiteral("1001")} << "0.2689,0.7311\n";
        QTest::newRow("a masked score")
            << QStringList{QStringLiteral("2"), QStringLiteral("-inf"), QStringLiteral("0")}
            << "0.8808,0.0000,0.1192\n";
        QTest::newRow("temperature 2")
            << QStringList{QStringLiteral("--temperature"), QStringLiteral("2"),
                           QStringLiteral("6"), QStringLiteral("2"), QStringLiteral("0")}
            << "0.8438,0.1142,0.0420\n";
        QTest::newRow("temperature after the scores")
            << QStringList{QStringLiteral("6"), QStringLiteral("2"), QStringLiteral("0"),
                           QStringLiteral("--temperature=2")}
            << "0.8438,0.1142,0.0420\n";
        QTest::newRow("one score") << QStringList{QStringLiteral("5")} << "1.0000\n";
    }

    void softmaxPrintsWeights()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run run = astrolabe(QStringList{QStringLiteral("softmax")} + args);
        QCOMPARE(run.err, QString());
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, expected);
    }

    void attendPrintsEveryStep()
    {
        const Run run =
            astrolabe({QStringLiteral("attend"), QStringLiteral("--query"), QStringLiteral("1,0"),
                       QStringLiteral("--keys"), QStringLiteral("1,0;0,1"),
                       QStringLiteral("--values"), QStringLiteral("1,2;3,4")});
        QCOMPARE(run.err, QString());
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringLiteral("scores: 1.0000,0.0000\n"
                                         "scale: 1.4142\n"
                                         "scaled: 0.7071,0.0000\n"
                                         "weights: 0.6698,0.3302\n"
                                         "output: 1.6605,2.6605\n"));
    }

    void attendWithoutScaling()
    {
        // The lesson's scores 3, 1, 0 from a query that picks each key's first number.
        const Run run = astrolabe({QStringLiteral("attend"), QStringLiteral("--query"),
                                   QStringLiteral("1,0"), QStringLiteral("--keys"),
                                   QStringLiteral("3,5;1,-2;0,7"), QStringLiteral("--values"),
                                   QStringLiteral("1;0;0"), QStringLiteral("--no-scale")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringLiteral("scores: 3.0000,1.0000,0.0000\n"
                                         "scale: 1.0000\n"
                                         "scaled: 3.0000,1.0000,0.0000\n"
                                         "weights: 0.8438,0.1142,0.0420\n"
                                         "output: 0.8438\n"));
    }

    void badInputIsRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("no subcommand") << QStringList{} << 2 << "softmax or attend";
        QTest::newRow("unknown subcommand") << QStringList{QStringLiteral("foo")} << 2 << "\"foo\"";
        QTest::newRow("no scores")
            << QStringList{QStringLiteral("softmax")} << 2 << "at least one score";
        QTest::newRow("a non-number") << QStringList{QStringLiteral("softmax"), QStringLiteral("3"),
                                                     QStringLiteral("x"), QStringLiteral("0")}
                                      << 2 << "\"x\"";
        QTest::newRow("an empty entry")
            << QStringList{QStringLiteral("softmax"), QStringLiteral("3,,0")} << 2 << "empty";
        QTest::newRow("not a number: nan")
            << QStringList{QStringLiteral("softmax"), QStringLiteral("nan")} << 2 << "\"nan\"";
        QTest::newRow("temperature 0")
            << QStringList{QStringLiteral("softmax"), QStringLiteral("--temperature"),
                           QStringLiteral("0"), QStringLiteral("1")}
            << 2 << "temperature";
        QTest::newRow("negative temperature")
            << QStringList{QStringLiteral("softmax"), QStringLiteral("--temperature"),
                           QStringLiteral("-1"), QStringLiteral("1")}
            << 2 << "temperature";
        QTest::newRow("temperature not a number")
            << QStringList{QStringLiteral("softmax"), QStringLiteral("--temperature"),
                           QStringLiteral("hot"), QStringLiteral("1")}
            << 2 << "--temperature";
        QTest::newRow("temperature without value")
            << QStringList{QStringLiteral("softmax"), QStringLiteral("1"),
                           QStringLiteral("--temperature")}
            << 2 << "--temperature";
        QTest::newRow("everything masked")
            << QStringList{QStringLiteral("softmax"), QStringLiteral("-inf")} << 2 << "finite";
        QTest::newRow("unknown option")
            << QStringList{QStringLiteral("softmax"), QStringLiteral("--hot"), QStringLiteral("1")}
            << 2 << "--hot";
        QTest::newRow("missing --query")
            << QStringList{QStringLiteral("attend"), QStringLiteral("--keys"), QStringLiteral("1"),
                           QStringLiteral("--values"), QStringLiteral("1")}
            << 2 << "--query";
        QTest::newRow("missing --values")
            << QStringList{QStringLiteral("attend"), QStringLiteral("--query"), QStringLiteral("1"),
                           QStringLiteral("--keys"), QStringLiteral("1")}
            << 2 << "--values";
        QTest::newRow("key longer than the query")
            << QStringList{QStringLiteral("attend"),    QStringLiteral("--query"),
                           QStringLiteral("1,0"),       QStringLiteral("--keys"),
                           QStringLiteral("1,0;0,1,2"), QStringLiteral("--values"),
                           QStringLiteral("1;2")}
            << 2 << "Key 2";
        QTest::newRow("more values than keys")
            << QStringList{QStringLiteral("attend"), QStringLiteral("--query"),
                           QStringLiteral("1"),      QStringLiteral("--keys"),
                           QStringLiteral("1;2"),    QStringLiteral("--values"),
                           QStringLiteral("1;2;3")}
            << 2 << "2 keys but 3 values";
        QTest::newRow("values of different lengths")
            << QStringList{QStringLiteral("attend"), QStringLiteral("--query"),
                           QStringLiteral("1"),      QStringLiteral("--keys"),
                           QStringLiteral("1;2"),    QStringLiteral("--values"),
                           QStringLiteral("1,2;3")}
            << 2 << "Value 2";
        QTest::newRow("an empty key")
            << QStringList{QStringLiteral("attend"), QStringLiteral("--query"),
                           QStringLiteral("1"),      QStringLiteral("--keys"),
                           QStringLiteral("1;;2"),   QStringLiteral("--values"),
                           QStringLiteral("1;2;3")}
            << 2 << "empty";
        QTest::newRow("a non-number in the query")
            << QStringList{QStringLiteral("attend"), QStringLiteral("--query"),
                           QStringLiteral("1,a"),    QStringLiteral("--keys"),
                           QStringLiteral("1,0"),    QStringLiteral("--values"),
                           QStringLiteral("1")}
            << 2 << "\"a\"";
        QTest::newRow("a stray word")
            << QStringList{QStringLiteral("attend"),   QStringLiteral("x"),
                           QStringLiteral("--query"),  QStringLiteral("1"),
                           QStringLiteral("--keys"),   QStringLiteral("1"),
                           QStringLiteral("--values"), QStringLiteral("1")}
            << 2 << "\"x\"";
        QTest::newRow("overflowing numbers") << QStringList{QStringLiteral("attend"),
                                                            QStringLiteral("--query"),
                                                            QStringLiteral("1e300,1e300"),
                                                            QStringLiteral("--keys"),
                                                            QStringLiteral("1e300,1e300"),
                                                            QStringLiteral("--values"),
                                                            QStringLiteral("1")}
                                             << 1 << "too large";
    }

    void badInputIsRefused()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, mentions);
        const Run run = astrolabe(args);
        QCOMPARE(run.exitCode, exitCode);
        QCOMPARE(run.out, QString());
        // One sentence on one line, naming what was wrong.
        QVERIFY2(run.err.contains(mentions, Qt::CaseInsensitive), qPrintable(run.err));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
        QVERIFY(run.err.endsWith(QLatin1String(".\n")));
    }
};

QTEST_GUILESS_MAIN(TestAttentionCli)
#include "tst_attention_cli.moc"
