#include "cli_runner.h"
#include "store/backups.h"
#include "store/profile_directory.h"
#include "test_support.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;
using test::runCli;

// `astrolabe check-db [--profile NAME] [--repair]`.
class TestCheckDbCli : public QObject
{
    Q_OBJECT

private slots:
    void healthyProfilesAreReportedOk()
    {
        QTemporaryDir dir;
        QCOMPARE(runCli(dir.path(), {QStringLiteral("profile"), QStringLiteral("create"),
                                     QStringLiteral("Ana")})
                     .exitCode,
                 0);
        QCOMPARE(runCli(dir.path(),
                        {QStringLiteral("profile"), QStringLiteral("create"), QStringLiteral("Bo"),
                         QStringLiteral("--simulate"), QStringLiteral("5")})
                     .exitCode,
                 0);
        const auto all = runCli(dir.path(), {QStringLiteral("check-db")});
        QCOMPARE(all.exitCode, 0);
        QCOMPARE(all.out, QStringLiteral("Ana: ok\nBo: ok\n"));
        const auto one = runCli(dir.path(), {QStringLiteral("check-db"),
                                             QStringLiteral("--profile"), QStringLiteral("Bo")});
        QCOMPARE(one.exitCode, 0);
        QCOMPARE(one.out, QStringLiteral("Bo: ok\n"));
    }

    void aDamagedProfileIsReportedAndRepairedFromItsBackup()
    {
        QTemporaryDir dir;
        QCOMPARE(runCli(dir.path(), {QStringLiteral("profile"), QStringLiteral("create"),
                                     QStringLiteral("Ana")})
                     .exitCode,
                 0);
        QCOMPARE(runCli(dir.path(),
                        {QStringLiteral("profile"), QStringLiteral("create"), QStringLiteral("Bo")})
                     .exitCode,
                 0);
        const store::ProfileDirectory profiles(dir.path());
        const QString path = profiles.pathFor(QStringLiteral("Bo"));
        QVERIFY(test::writeFile(path, QByteArray("scribbled over").repeated(400)));
        const QByteArray damaged = test::fileFingerprint(path);

        const auto check = runCli(dir.path(), {QStringLiteral("check-db")});
        QCOMPARE(check.exitCode, 1);
        // The damaged file (its name unreadable, so listed by its file name): a plain clause,
        // then SQLite's words indented on a line of their own; then how to repair.
        const QString file = QFileInfo(path).fileName();
        QCOMPARE(check.out,
                 QStringLiteral("Ana: ok\n%1: not a database any more: the file was damaged or "
                                "replaced by another file.\n    %1: SQLite error 26: file is not "
                                "a database\nastrolabe check-db --repair sets a damaged file aside "
                                "and restores its newest whole backup.\n")
                     .arg(file));
        QCOMPARE(test::fileFingerprint(path), damaged); // checking changes nothing

        const auto repair =
            runCli(dir.path(), {QStringLiteral("check-db"), QStringLiteral("--profile"),
                                QStringLiteral("Bo"), QStringLiteral("--repair")});
        QCOMPARE(repair.exitCode, 0);
        QVERIFY2(repair.out.contains(QStringLiteral("Bo: restored from the backup ")),
                 qPrintable(repair.out));
        const QStringList aside =
            QDir(profiles.profilesFolder())
                .entryList({QFileInfo(path).fileName() + QStringLiteral(".damaged-*")});
        QCOMPARE(aside.size(), 1);
        QCOMPARE(test::fileFingerprint(QDir(profiles.profilesFolder()).filePath(aside.first())),
                 damaged);
        QCOMPARE(runCli(dir.path(), {QStringLiteral("check-db")}).exitCode, 0);
    }

    // Part of a page scribbled over: SQLite's findings stay out of the first line.
    void aDamagedPageIsReportedPlainly()
    {
        QTemporaryDir dir;
        QCOMPARE(runCli(dir.path(),
                        {QStringLiteral("profile"), QStringLiteral("create"), QStringLiteral("Bo"),
                         QStringLiteral("--simulate"), QStringLiteral("30")})
                     .exitCode,
                 0);
        const store::ProfileDirectory profiles(dir.path());
        const QString path = profiles.pathFor(QStringLiteral("Bo"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        constexpr int kPageSize = 4096;
        QVERIFY(file.size() > 8 * kPageSize);
        QVERIFY(file.seek(3 * kPageSize));
        file.write(QByteArray("scribbled over").repeated(2 * kPageSize / 14));
        file.close();
        const auto check = runCli(dir.path(), {QStringLiteral("check-db"),
                                               QStringLiteral("--profile"), QStringLiteral("Bo")});
        QCOMPARE(check.exitCode, 1);
        const QStringList lines = check.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[0], QStringLiteral("Bo: damaged: part of the file can no longer be read."));
        QVERIFY2(lines[1].startsWith(QStringLiteral("    ") + QFileInfo(path).fileName() +
                                     QStringLiteral(": ")),
                 qPrintable(lines[1]));
        QVERIFY2(lines[1].size() > 40, qPrintable(lines[1])); // the check's own words
        QVERIFY(lines[2].contains(QLatin1String("--repair")));
    }

    void repairWithoutABackupFailsAndKeepsTheFile()
    {
        QTemporaryDir dir;
        QCOMPARE(runCli(dir.path(),
                        {QStringLiteral("profile"), QStringLiteral("create"), QStringLiteral("Bo")})
                     .exitCode,
                 0);
        const store::ProfileDirectory profiles(dir.path());
        for (const QString &file :
             store::Backups(profiles.backupsFolder(),
                            QFileInfo(profiles.pathFor(QStringLiteral("Bo"))).completeBaseName())
                 .files())
            QVERIFY(QFile::remove(file));
        const QString path = profiles.pathFor(QStringLiteral("Bo"));
        QVERIFY(test::writeFile(path, QByteArray("x").repeated(5000)));
        const auto repair =
            runCli(dir.path(), {QStringLiteral("check-db"), QStringLiteral("--repair")});
        QCOMPARE(repair.exitCode, 1);
        QVERIFY2(test::isOneSentence(repair.err), qPrintable(repair.err));
        QVERIFY(QFile::exists(path));
    }

    void unknownProfileOrArgumentsAreOneSentence_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no such profile")
            << QStringList{QStringLiteral("check-db"), QStringLiteral("--profile"),
                           QStringLiteral("nobody")};
        QTest::newRow("stray word")
            << QStringList{QStringLiteral("check-db"), QStringLiteral("now")};
        QTest::newRow("unknown option")
            << QStringList{QStringLiteral("check-db"), QStringLiteral("--fast")};
    }

    void unknownProfileOrArgumentsAreOneSentence()
    {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const auto result = runCli(dir.path(), args);
        QVERIFY(result.exitCode > 0);
        QVERIFY2(test::isOneSentence(result.err), qPrintable(result.err));
    }
};

QTEST_GUILESS_MAIN(TestCheckDbCli)
#include "tst_check_db_cli.moc"
