// `astrolabe memory replay` from outside: the CSV contract, and one clear sentence on bad input.
#include <QFileInfo>
#include <QProcess>
#include <QTest>

class TstMemoryReplay : public QObject
{
    Q_OBJECT

    struct Run
    {
        int exitCode;
        QString out;
        QString err;
    };

    static Run replay(const QStringList &options, const QByteArray &input)
    {
        QProcess process;
        process.start(QStringLiteral(ASTROLABE_BIN),
                      QStringList{QStringLiteral("memory"), QStringLiteral("replay")} + options);
        process.write(input);
        process.closeWriteChannel();
        if (!process.waitForFinished(30000))
            return {-1, {}, QStringLiteral("timed out")};
        return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                QString::fromUtf8(process.readAllStandardError())};
    }

private slots:
    void replaysAHistory_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("with header") << QByteArray("card_id,review_ts_ms,rating\n"
                                                   "a,1735722000000,3\n"
                                                   "a,1735722600000,3\n"
                                                   "a,1735981200000,1\n"
                                                   "b,1735722000000,4\n");
        QTest::newRow("without header, CRLF") << QByteArray("a,1735722000000,3\r\n"
                                                            "a,1735722600000,3\r\n"
                                                            "a,1735981200000,1\r\n"
                                                            "b,1735722000000,4\r\n");
    }
    void replaysAHistory()
    {
        QFETCH(QByteArray, input);
        const Run run = replay({}, input);
        QCOMPARE(run.err, QString());
        QCOMPARE(run.exitCode, 0);
        // Values as ts-fsrs 5.4.2 gives them for the same reviews.
        QCOMPARE(run.out,
                 QStringLiteral("card_id,review_ts_ms,rating,stability,difficulty,"
                                "retrievability_before,scheduled_days\n"
                                "a,1735722000000,3,2.3065,2.11810397,,0\n"
                                "a,1735722600000,3,2.3065,2.11121424,1,2\n"
                                "a,1735981200000,1,0.63697811,7.39223814,0.88094796,0\n"
                                "b,1735722000000,4,8.2956,1,,8\n"));
    }

    // A log of 80,000 rows (1.8 MB) is read in blocks of a megabyte: the rows that straddle a
    // block's end are read whole, CR LF or LF, with or without a newline at the very end.
    void streamsALogLargerThanItsBlocks()
    {
        QByteArray lf("card_id,review_ts_ms,rating\n");
        for (int card = 0; card < 1600; ++card) {
            qint64 t = 1735722000000 + qint64(card) * 60000;
            for (int n = 0; n < 50; ++n) {
                lf += "card" + QByteArray::number(card) + ',' + QByteArray::number(t) + ','
                    + QByteArray::number(1 + (card + n) % 4) + '\n';
                t += qint64(1 + n % 7) * 86400000;
            }
        }
        QVERIFY(lf.size() > (1 << 20));
        QByteArray crlf = lf;
        crlf.replace("\n", "\r\n");
        crlf.chop(2); // no newline after the last row
        const Run plain = replay({}, lf);
        const Run windows = replay({}, crlf);
        QCOMPARE(plain.err, QString());
        QCOMPARE(plain.exitCode, 0);
        QCOMPARE(windows.exitCode, 0);
        QCOMPARE(plain.out.count(QLatin1Char('\n')), 80001);
        const QStringList lines = plain.out.split(QLatin1Char('\n'));
        QCOMPARE(lines.last(), QString()); // every row ends with its newline
        QVERIFY2(lines.at(lines.size() - 2).startsWith(QStringLiteral("card1599,")),
                 qPrintable(lines.at(lines.size() - 2)));
        QCOMPARE(windows.out, plain.out);
    }

    // The card's id comes back as it was given (any UTF-8), without the spaces around it.
    void keepsTheCardId()
    {
        const Run run = replay({}, QByteArray("  \xda\xa9\xd8\xa7\xd8\xb1\xd8\xaa-1 ,1735722000000, 3\n"));
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.split(QLatin1Char('\n')).at(1),
                 QStringLiteral("\u06a9\u0627\u0631\u062a-1,1735722000000,3,2.3065,2.11810397,,0"));
    }

    // A full disk: one sentence, and the failure shows in the exit code.
    void saysWhenTheOutputCannotBeWritten()
    {
        if (!QFileInfo::exists(QStringLiteral("/dev/full")))
            QSKIP("This system has no /dev/full.");
        QByteArray input;
        for (int i = 0; i < 20000; ++i)
            input += "c" + QByteArray::number(i) + ",1735722000000,3\n";
        QProcess process;
        process.setStandardOutputFile(QStringLiteral("/dev/full"));
        process.start(QStringLiteral(ASTROLABE_BIN),
                      {QStringLiteral("memory"), QStringLiteral("replay")});
        process.write(input);
        process.closeWriteChannel();
        QVERIFY(process.waitForFinished(30000));
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QCOMPARE(process.exitCode(), 1);
        QVERIFY2(err.startsWith(QStringLiteral("The replay could not be written to standard "
                                               "output: ")),
                 qPrintable(err));
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
    }

    void optionsChangeTheSchedule()
    {
        const QByteArray input("a,1735722000000,4\na,1736586000000,3\n");
        const Run plain = replay({}, input);
        const Run lower = replay({QStringLiteral("--retention"), QStringLiteral("0.8")}, input);
        QCOMPARE(plain.exitCode, 0);
        QCOMPARE(lower.exitCode, 0);
        const int plainDays =
            plain.out.split(QLatin1Char('\n')).at(2).section(QLatin1Char(','), 6).toInt();
        const int lowerDays =
            lower.out.split(QLatin1Char('\n')).at(2).section(QLatin1Char(','), 6).toInt();
        QVERIFY2(lowerDays > plainDays, qPrintable(plain.out + lower.out));
    }

    void refusesBadInput_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("time goes back") << QStringList{}
                                        << QByteArray("a,2000,3\na,1000,3\n") << 1 << "Line 2";
        QTest::newRow("card comes back") << QStringList{}
                                         << QByteArray("card_id,review_ts_ms,rating\na,1,3\nb,2,3\na,3,3\n")
                                         << 1 << "Line 4";
        QTest::newRow("rating 5") << QStringList{} << QByteArray("a,1,5\n") << 1 << "Line 1";
        QTest::newRow("two fields") << QStringList{} << QByteArray("a,1,3\na,2\n") << 1 << "Line 2";
        QTest::newRow("time not a number") << QStringList{} << QByteArray("a,noon,3\n") << 1 << "Line 1";
        QTest::newRow("20 parameters")
            << QStringList{QStringLiteral("--params"), QStringLiteral("1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1")}
            << QByteArray() << 2 << "21";
        QTest::newRow("parameter out of range")
            << QStringList{QStringLiteral("--params"),
                           QStringLiteral("0.212,1.2931,2.3065,8.2956,6.4133,0.8334,3.0194,0.001,"
                                          "1.8722,0.1666,0.796,1.4835,0.0614,0.2629,1.6483,0.6014,"
                                          "1.8729,0.5425,0.0912,0.0658,5")}
            << QByteArray() << 2 << "w20";
        QTest::newRow("retention 1.5") << QStringList{QStringLiteral("--retention"), QStringLiteral("1.5")}
                                       << QByteArray() << 2 << "retention";
    }
    void refusesBadInput()
    {
        QFETCH(QStringList, options);
        QFETCH(QByteArray, input);
        QFETCH(int, exitCode);
        QFETCH(QString, mentions);
        const Run run = replay(options, input);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.contains(mentions), qPrintable(run.err));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1); // one sentence, one line
    }

    // The rows before a refused one are written, as if the log had ended there.
    void writesTheRowsBeforeARefusedOne()
    {
        const QByteArray accepted("a,1735722000000,3\n"
                                  "a,1735808400000,1\n"
                                  "b,1735722000000,4\n"
                                  "c,1735722000000,2\n"
                                  "c,1735981200000,3\n");
        const Run whole = replay({}, accepted);
        const Run refused = replay({}, accepted + "a,1736000000000,3\n");
        QCOMPARE(whole.exitCode, 0);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.startsWith(QStringLiteral("Line 6: ")), qPrintable(refused.err));
        QCOMPARE(refused.out, whole.out);
        QCOMPARE(whole.out.count(QLatin1Char('\n')), 6);
    }

    void helpSaysFuzzIsOff()
    {
        const Run run = replay({QStringLiteral("--help")}, {});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QStringLiteral("Fuzz is off")));
    }
};

QTEST_GUILESS_MAIN(TstMemoryReplay)
#include "tst_memory_replay.moc"
