#include "security/pin_guard.h"

#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

// `astrolabe pin set | clear`, the PIN read from standard input.
class TestPinCli : public QObject
{
    Q_OBJECT

    struct Result
    {
        int exitCode = -1;
        QString out;
        QString err;
    };

    Result run(const QString &dataDir, const QStringList &args, const QByteArray &input)
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("ASTROLABE_LAB_SETTINGS"), dataDir + QStringLiteral("/none.conf"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(ASTROLABE_BIN), QStringList{"--data-dir", dataDir} + args);
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
        const auto set = run(dir.path(), {"pin", "set"}, "5150\n");
        QCOMPARE(set.exitCode, 0);
        QCOMPARE(set.out, QStringLiteral("The teacher PIN is set.\n"));
        QVERIFY(!set.out.contains(QStringLiteral("5150")));
        QFile ini(dir.filePath(QStringLiteral("astrolabe.ini")));
        QVERIFY(ini.open(QIODevice::ReadOnly));
        const QByteArray stored = ini.readAll();
        QVERIFY(stored.contains("pbkdf2-sha256$"));
        QVERIFY(!stored.contains("5150"));

        const auto again = run(dir.path(), {"pin", "set"}, "1111\n");
        QCOMPARE(again.exitCode, 1);

        const auto wrong = run(dir.path(), {"pin", "clear"}, "1111\n");
        QCOMPARE(wrong.exitCode, 1);
        QCOMPARE(wrong.err, QStringLiteral("That is not the teacher PIN.\n"));

        const auto cleared = run(dir.path(), {"pin", "clear"}, "5150\n");
        QCOMPARE(cleared.exitCode, 0);
        QCOMPARE(cleared.out, QStringLiteral("The teacher PIN is cleared.\n"));
    }

    void badInputIsRefused()
    {
        QTemporaryDir dir;
        QCOMPARE(run(dir.path(), {"pin", "set"}, "12\n").exitCode, 1);
        QCOMPARE(run(dir.path(), {"pin"}, "").exitCode, 2);
        QCOMPARE(run(dir.path(), {"pin", "clear"}, "1234\n").exitCode, 1); // none set
    }
};

QTEST_GUILESS_MAIN(TestPinCli)
#include "tst_pin_cli.moc"
