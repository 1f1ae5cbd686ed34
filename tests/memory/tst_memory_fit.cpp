// `astrolabe memory optimize` and `memory evaluate` from outside: the JSON contract, the text
// report, and one clear sentence on bad input.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <random>

class TstMemoryFit : public QObject
{
    Q_OBJECT

    struct Run
    {
        int exitCode;
        QString out;
        QString err;
    };

    static Run memory(const QStringList &args, const QByteArray &input)
    {
        QProcess process;
        process.start(QStringLiteral(ASTROLABE_BIN), QStringList{QStringLiteral("memory")} + args);
        process.write(input);
        process.closeWriteChannel();
        if (!process.waitForFinished(60000))
            return {-1, {}, QStringLiteral("timed out")};
        return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                QString::fromUtf8(process.readAllStandardError())};
    }

    // cards cards, each reviewed count times at growing intervals, forgotten now and then.
    static QByteArray log(int cards, int count)
    {
        std::mt19937 random(42);
        std::uniform_real_distribution<double> unit(0, 1);
        QByteArray csv("card_id,review_ts_ms,rating\n");
        const qint64 start = 1735689600000;
        for (int c = 0; c < cards; ++c) {
            qint64 t = start + qint64(c % 30) * 86400000 + 36000000;
            double interval = 1;
            for (int n = 0; n < count; ++n) {
                const bool recalled = n == 0 || unit(random) < 0.85;
                const int rating = n == 0 ? 1 + int(unit(random) * 4) : recalled ? 3 : 1;
                csv += QStringLiteral("c%1,%2,%3\n").arg(c).arg(t).arg(rating).toLatin1();
                interval = recalled ? interval * 2.3 : 1;
                t += qint64(interval * 86400000);
            }
        }
        return csv;
    }

private slots:
    void optimizeReportsTheFitAsJson()
    {
        const Run run = memory({QStringLiteral("optimize"), QStringLiteral("--json")}, log(200, 8));
        QCOMPARE(run.err, QString());
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("params")).toArray().size(), 21);
        for (const char *key : {"logLoss", "rmseBins", "defaultLogLoss", "defaultRmseBins",
                                "items", "reviews", "seconds"})
            QVERIFY2(o.value(QLatin1String(key)).isDouble(), key);
        QCOMPARE(o.value(QStringLiteral("reviews")).toInt(), 1600);
        QCOMPARE(o.value(QStringLiteral("items")).toInt(), 1400);
        QCOMPARE(o.value(QStringLiteral("stage")).toString(), QStringLiteral("full"));
        QVERIFY(o.value(QStringLiteral("logLoss")).toDouble()
                < o.value(QStringLiteral("defaultLogLoss")).toDouble());

        // memory evaluate scores the fitted parameters the same way.
        QStringList params;
        for (const QJsonValue &v : o.value(QStringLiteral("params")).toArray())
            params << QString::number(v.toDouble(), 'g', 17);
        const Run eval = memory({QStringLiteral("evaluate"), QStringLiteral("--json"),
                                 QStringLiteral("--params"), params.join(QLatin1Char(','))},
                                log(200, 8));
        QCOMPARE(eval.exitCode, 0);
        const QJsonObject e = QJsonDocument::fromJson(eval.out.toUtf8()).object();
        QVERIFY(qAbs(e.value(QStringLiteral("logLoss")).toDouble()
                     - o.value(QStringLiteral("logLoss")).toDouble())
                < 1e-12);
    }

    void optimizeWritesAReadableReport()
    {
        const Run run = memory({QStringLiteral("optimize")}, log(200, 8));
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("Fitted to 1600 reviews of 200 cards (1400 "
                                                 "items)")),
                 qPrintable(run.out));
        QVERIFY(run.out.contains(QStringLiteral("defaults ")));
        QVERIFY(run.out.contains(QStringLiteral("fitted ")));
        QCOMPARE(run.out.split(QStringLiteral("params ")).at(1).section(QLatin1Char('\n'), 0, 0)
                     .split(QLatin1Char(','))
                     .size(),
                 21);
    }

    void badInputGetsOneSentence_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");
        const QString optimize = QStringLiteral("optimize");
        const QString evaluate = QStringLiteral("evaluate");
        QTest::newRow("too few") << QStringList{optimize} << log(2, 3) << 1
                                 << QStringLiteral("at least 8");
        QByteArray rightOnly = log(50, 5);
        rightOnly.replace(",1\n", ",3\n").replace(",2\n", ",3\n").replace(",4\n", ",3\n");
        QTest::newRow("one rating") << QStringList{optimize} << rightOnly << 1
                                    << QStringLiteral("every review in this log is rated 3");
        QTest::newRow("empty") << QStringList{optimize} << QByteArray() << 1
                               << QStringLiteral("empty");
        QTest::newRow("bad rating") << QStringList{optimize} << QByteArray("a,1,5\n") << 1
                                    << QStringLiteral("Line 1: the rating must be");
        QTest::newRow("card comes back")
            << QStringList{optimize} << QByteArray("a,1,3\nb,2,3\na,999999999,3\n") << 1
            << QStringLiteral("Line 3: the card \"a\" comes back");
        QTest::newRow("file name") << QStringList{optimize, QStringLiteral("x.csv")} << log(2, 3)
                                   << 2 << QStringLiteral("standard input");
        QTest::newRow("no params") << QStringList{evaluate} << log(50, 5) << 2
                                   << QStringLiteral("needs the parameters");
        QTest::newRow("20 params")
            << QStringList{evaluate, QStringLiteral("--params"),
                           QStringLiteral("1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1")}
            << log(50, 5) << 2 << QStringLiteral("21 comma-separated numbers");
        QTest::newRow("not finite")
            << QStringList{evaluate, QStringLiteral("--params"),
                           QStringLiteral("1,1,1,1,5,1,1,0.1,1,0.1,1,1,0.1,0.1,1,0.5,2,0.5,0.1,"
                                          "0.1,inf")}
            << log(50, 5) << 2 << QStringLiteral("w20");
        QTest::newRow("out of range")
            << QStringList{evaluate, QStringLiteral("--params"),
                           QStringLiteral("1,1,1,1,50,1,1,0.1,1,0.1,1,1,0.1,0.1,1,0.5,2,0.5,0.1,"
                                          "0.1,0.2")}
            << log(50, 5) << 2 << QStringLiteral("w4");
    }
    void badInputGetsOneSentence()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        const Run run = memory(args, input);
        QCOMPARE(run.exitCode, exitCode);
        QCOMPARE(run.out, QString());
        QVERIFY2(run.err.contains(says), qPrintable(run.err));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    }

    void helpExplainsEach()
    {
        for (const char *sub : {"optimize", "evaluate"}) {
            const Run run = memory({QLatin1String(sub), QStringLiteral("--help")}, {});
            QCOMPARE(run.exitCode, 0);
            QVERIFY(run.out.startsWith(QStringLiteral("Usage: astrolabe memory ") + QLatin1String(sub)));
        }
    }
};

QTEST_GUILESS_MAIN(TstMemoryFit)
#include "tst_memory_fit.moc"
