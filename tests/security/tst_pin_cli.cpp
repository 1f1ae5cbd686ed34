#include "security/pin_guard.h"

#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

// `astrolabe pin set | change | clear`, PINs read from standard input: one line each from a
// script; from a terminal without echo, and a new PIN twice.
class TestPinCli : public QObject
{
    Q_OBJECT

    struct Result
    {
        int exitCode = -1;
        QString out;
        QString err;
    };

    // `astrolabe --data-dir DIR ARGS` (or, with `program`, that command line instead).
    Result run(const QString &dataDir, const QStringList &args, const QByteArray &input,
               const QStringList &program = {})
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("ASTROLABE_LAB_SETTINGS"),
                   dataDir + QStringLiteral("/none.conf"));
        process.setProcessEnvironment(env);
        if (program.isEmpty())
            process.start(QStringLiteral(ASTROLABE_BIN),
                          QStringList{QStringLiteral("--data-dir"), dataDir} + args);
        else
            process.start(program.constFirst(), program.mid(1));
        process.write(input);
        process.closeWriteChannel();
        Result result;
        if (!process.waitForFinished(60000))
            return result;
        result.exitCode = process.exitCode();
        result.out = QString::fromUtf8(process.readAllStandardOutput());
        result.err = QString::fromUtf8(process.readAllStandardError());
        return result;
    }

private slots:
    void setThenClear()
    {
        QTemporaryDir dir;
        const auto set = run(dir.path(), {QStringLiteral("pin"), QStringLiteral("set")}, "5150\n");
        QCOMPARE(set.exitCode, 0);
        QCOMPARE(set.out, QStringLiteral("The teacher PIN is set.\n"));
        QVERIFY(!set.out.contains(QStringLiteral("5150")));
        QFile ini(dir.filePath(QStringLiteral("astrolabe.ini")));
        QVERIFY(ini.open(QIODevice::ReadOnly));
        const QByteArray stored = ini.readAll();
        QVERIFY(stored.contains("pbkdf2-sha256$"));
        QVERIFY(!stored.contains("5150"));

        const auto again =
            run(dir.path(), {QStringLiteral("pin"), QStringLiteral("set")}, "1111\n");
        QCOMPARE(again.exitCode, 1);

        const auto wrong =
            run(dir.path(), {QStringLiteral("pin"), QStringLiteral("clear")}, "1111\n");
        QCOMPARE(wrong.exitCode, 1);
        QCOMPARE(wrong.err, QStringLiteral("That is not the teacher PIN.\n"));

        const auto cleared =
            run(dir.path(), {QStringLiteral("pin"), QStringLiteral("clear")}, "5150\n");
        QCOMPARE(cleared.exitCode, 0);
        QCOMPARE(cleared.out, QStringLiteral("The teacher PIN is cleared.\n"));
    }

    void changeNeedsTheOldPin()
    {
        QTemporaryDir dir;
        QCOMPARE(run(dir.path(), {QStringLiteral("pin"), QStringLiteral("set")}, "5150\n").exitCode,
                 0);
        const auto wrong =
            run(dir.path(), {QStringLiteral("pin"), QStringLiteral("change")}, "1111\n2468\n");
        QCOMPARE(wrong.exitCode, 1);
        QCOMPARE(wrong.err, QStringLiteral("That is not the teacher PIN.\n"));
        const auto changed =
            run(dir.path(), {QStringLiteral("pin"), QStringLiteral("change")}, "5150\n2468\n");
        QCOMPARE(changed.exitCode, 0);
        QCOMPARE(changed.out, QStringLiteral("The teacher PIN is changed.\n"));
        QCOMPARE(run(dir.path(), {QStringLiteral("pin"), QStringLiteral("clear")}, "5150\n")
                     .exitCode,
                 1);
        QCOMPARE(run(dir.path(), {QStringLiteral("pin"), QStringLiteral("clear")}, "2468\n")
                     .exitCode,
                 0);
    }

    // From a terminal (script(1) gives the command one): prompts on standard error, the new
    // PIN twice, and two different ones refused with nothing written.
    void aTerminalIsAskedTwice()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("script")).isEmpty())
            QSKIP("script(1) is not installed.");
        QTemporaryDir dir;
        const auto inTerminal = [&](const QByteArray &input) {
            const QString command = QStringLiteral("'%1' --data-dir '%2' pin set")
                                        .arg(QStringLiteral(ASTROLABE_BIN), dir.path());
            return run(dir.path(), {}, input,
                       {QStringLiteral("script"), QStringLiteral("-qec"), command,
                        QStringLiteral("/dev/null")});
        };
        const auto different = inTerminal("2468\n2469\n");
        QVERIFY2(different.out.contains(QStringLiteral("New teacher PIN: ")),
                 qPrintable(different.out));
        QVERIFY(different.out.contains(QStringLiteral("The new PIN again: ")));
        QVERIFY(different.out.contains(
            QStringLiteral("The two PINs are not the same; type the new PIN twice.")));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("astrolabe.ini")))
                || !QFile(dir.filePath(QStringLiteral("astrolabe.ini"))).size());
        const auto same = inTerminal("2468\n2468\n");
        QVERIFY2(same.out.contains(QStringLiteral("The teacher PIN is set.")),
                 qPrintable(same.out));
        QCOMPARE(run(dir.path(), {QStringLiteral("pin"), QStringLiteral("clear")}, "2468\n")
                     .exitCode,
                 0);
    }

    void badInputIsRefused()
    {
        QTemporaryDir dir;
        QCOMPARE(run(dir.path(), {QStringLiteral("pin"), QStringLiteral("set")}, "12\n").exitCode,
                 1);
        QCOMPARE(run(dir.path(), {QStringLiteral("pin")}, "").exitCode, 2);
        QCOMPARE(run(dir.path(), {QStringLiteral("pin"), QStringLiteral("show")}, "").exitCode, 2);
        QCOMPARE(run(dir.path(), {QStringLiteral("pin"), QStringLiteral("clear")}, "1234\n")
                     .exitCode,
                 1); // none set
    }
};

QTEST_GUILESS_MAIN(TestPinCli)
#include "tst_pin_cli.moc"
