#include "cli_runner.h"
#include "store/profile_directory.h"
#include "store/store.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;
using test::runCli;

// `astrolabe profile list | create NAME [--simulate DAYS --seed N] | rename OLD NEW | delete NAME`.
class TestProfileCli : public QObject
{
    Q_OBJECT

private slots:
    void createListAndDelete()
    {
        QTemporaryDir dir;
        auto created = runCli(dir.path(), {QStringLiteral("profile"), QStringLiteral("create"),
                                           QStringLiteral("Sara")});
        QCOMPARE(created.exitCode, 0);
        QCOMPARE(created.out, QStringLiteral("Created the profile \"Sara\".\n"));
        QCOMPARE(runCli(dir.path(), {QStringLiteral("profile"), QStringLiteral("create"),
                                     QStringLiteral("سارا")})
                     .exitCode,
                 0);

        auto listed = runCli(dir.path(), {QStringLiteral("profile"), QStringLiteral("list")});
        QCOMPARE(listed.exitCode, 0);
        QStringList lines = listed.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines.contains(QStringLiteral("Sara\t0 reviews")));
        QVERIFY(lines.contains(QStringLiteral("سارا\t0 reviews")));

        auto again = runCli(dir.path(), {QStringLiteral("profile"), QStringLiteral("create"),
                                         QStringLiteral("Sara")});
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(test::isOneSentence(again.err), qPrintable(again.err));

        QCOMPARE(runCli(dir.path(), {QStringLiteral("profile"), QStringLiteral("delete"),
                                     QStringLiteral("Sara")})
                     .exitCode,
                 0);
        listed = runCli(dir.path(), {QStringLiteral("profile"), QStringLiteral("list")});
        QCOMPARE(listed.out, QStringLiteral("سارا\t0 reviews\n"));
    }

    void aSimulatedLearnerFillsTheLog()
    {
        QTemporaryDir dir;
        auto created = runCli(dir.path(), {QStringLiteral("profile"), QStringLiteral("create"),
                                           QStringLiteral("Demo"), QStringLiteral("--simulate"),
                                           QStringLiteral("30"), QStringLiteral("--seed"),
                                           QStringLiteral("5")});
        QCOMPARE(created.exitCode, 0);
        QVERIFY2(created.out.startsWith(
                     QStringLiteral("Created the profile \"Demo\" with 30 simulated days: ")),
                 qPrintable(created.out));
        QCOMPARE(created.out.count(QLatin1Char('\n')), 1);
        const store::ProfileDirectory profiles(dir.path());
        const auto entries = profiles.list();
        QCOMPARE(entries.size(), 1);
        QVERIFY(entries.first().reviewCount > 100); // 64 questions, a month of study
        QVERIFY(created.out.contains(QStringLiteral(": %1 answers").arg(entries.first().reviewCount)));
    }

    void deletingAProfileOpenElsewhereIsRefused()
    {
        QTemporaryDir dir;
        QCOMPARE(runCli(dir.path(), {QStringLiteral("profile"), QStringLiteral("create"),
                                     QStringLiteral("Busy")})
                     .exitCode,
                 0);
        const store::ProfileDirectory profiles(dir.path());
        QString error;
        auto open = store::Store::open(profiles.pathFor(QStringLiteral("Busy")),
                                       profiles.openOptions(QStringLiteral("Busy"), 0), &error);
        QVERIFY2(open, qPrintable(error));
        auto refused = runCli(dir.path(), {QStringLiteral("profile"), QStringLiteral("delete"),
                                           QStringLiteral("Busy")});
        QCOMPARE(refused.exitCode, 1);
        QCOMPARE(refused.err,
                 QStringLiteral("The profile \"Busy\" is open in another Astrolabe window.\n"));
        QVERIFY(profiles.exists(QStringLiteral("Busy")));
        open.reset();
        QCOMPARE(runCli(dir.path(), {QStringLiteral("profile"), QStringLiteral("delete"),
                                     QStringLiteral("Busy")})
                     .exitCode,
                 0);
        QVERIFY(!profiles.exists(QStringLiteral("Busy")));
    }

    void renameKeepsTheReviewsAndChangesTheFile()
    {
        QTemporaryDir dir;
        QCOMPARE(runCli(dir.path(),
                        {QStringLiteral("profile"), QStringLiteral("create"),
                         QStringLiteral("Demo"), QStringLiteral("--simulate"), QStringLiteral("10"),
                         QStringLiteral("--seed"), QStringLiteral("2")})
                     .exitCode,
                 0);
        const store::ProfileDirectory profiles(dir.path());
        const qint64 reviews = profiles.list().first().reviewCount;
        const QString oldPath = profiles.pathFor(QStringLiteral("Demo"));

        auto renamed = runCli(dir.path(), {QStringLiteral("profile"), QStringLiteral("rename"),
                                           QStringLiteral("Demo"), QStringLiteral("سارا")});
        QCOMPARE(renamed.exitCode, 0);
        QCOMPARE(renamed.out, QStringLiteral("Renamed the profile \"Demo\" to \"سارا\".\n"));
        QVERIFY(!QFileInfo::exists(oldPath));
        QVERIFY(profiles.exists(QStringLiteral("سارا")));
        const auto entries = profiles.list();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.first().name, QStringLiteral("سارا")); // the name inside the file
        QCOMPARE(entries.first().reviewCount, reviews);
        QCOMPARE(entries.first().path, profiles.pathFor(QStringLiteral("سارا")));
        // Its backups follow it, so check-db --repair still finds them.
        const QDir backups(profiles.backupsFolder());
        QVERIFY(backups.entryList({QFileInfo(oldPath).completeBaseName() + QStringLiteral("*")})
                    .isEmpty());
    }

    void renameIsRefusedWhenOpenOrTaken()
    {
        QTemporaryDir dir;
        QCOMPARE(runCli(dir.path(), {QStringLiteral("profile"), QStringLiteral("create"),
                                     QStringLiteral("Ali")})
                     .exitCode,
                 0);
        QCOMPARE(runCli(dir.path(), {QStringLiteral("profile"), QStringLiteral("create"),
                                     QStringLiteral("Reza")})
                     .exitCode,
                 0);
        const store::ProfileDirectory profiles(dir.path());

        auto taken = runCli(dir.path(), {QStringLiteral("profile"), QStringLiteral("rename"),
                                         QStringLiteral("Ali"), QStringLiteral("Reza")});
        QCOMPARE(taken.exitCode, 1);
        QCOMPARE(taken.err, QStringLiteral("A profile named \"Reza\" already exists.\n"));

        QString error;
        auto open = store::Store::open(profiles.pathFor(QStringLiteral("Ali")),
                                       profiles.openOptions(QStringLiteral("Ali"), 0), &error);
        QVERIFY2(open, qPrintable(error));
        auto refused = runCli(dir.path(), {QStringLiteral("profile"), QStringLiteral("rename"),
                                           QStringLiteral("Ali"), QStringLiteral("Sam")});
        QCOMPARE(refused.exitCode, 1);
        QCOMPARE(refused.err,
                 QStringLiteral("The profile \"Ali\" is open in another Astrolabe window.\n"));
        QVERIFY(profiles.exists(QStringLiteral("Ali")));
        QVERIFY(!profiles.exists(QStringLiteral("Sam")));
        QCOMPARE(open->meta().profileName(), QStringLiteral("Ali"));
        open.reset();

        QCOMPARE(runCli(dir.path(), {QStringLiteral("profile"), QStringLiteral("rename"),
                                     QStringLiteral("Ali"), QStringLiteral("Sam")})
                     .exitCode,
                 0);
        QVERIFY(!profiles.exists(QStringLiteral("Ali")));
        QVERIFY(profiles.exists(QStringLiteral("Sam")));
    }

    void badUsageIsOneSentenceAndNonZero_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no action") << QStringList{QStringLiteral("profile")};
        QTest::newRow("unknown action")
            << QStringList{QStringLiteral("profile"), QStringLiteral("frobnicate"),
                           QStringLiteral("a")};
        QTest::newRow("rename with one name")
            << QStringList{QStringLiteral("profile"), QStringLiteral("rename"),
                           QStringLiteral("a")};
        QTest::newRow("rename a missing profile")
            << QStringList{QStringLiteral("profile"), QStringLiteral("rename"), QStringLiteral("a"),
                           QStringLiteral("b")};
        QTest::newRow("create without a name")
            << QStringList{QStringLiteral("profile"), QStringLiteral("create")};
        QTest::newRow("blank name") << QStringList{QStringLiteral("profile"),
                                                   QStringLiteral("create"), QStringLiteral("  ")};
        QTest::newRow("zero days")
            << QStringList{QStringLiteral("profile"), QStringLiteral("create"), QStringLiteral("x"),
                           QStringLiteral("--simulate"), QStringLiteral("0")};
        QTest::newRow("days not a number")
            << QStringList{QStringLiteral("profile"), QStringLiteral("create"), QStringLiteral("x"),
                           QStringLiteral("--simulate"), QStringLiteral("a")};
        QTest::newRow("seed alone")
            << QStringList{QStringLiteral("profile"), QStringLiteral("create"), QStringLiteral("x"),
                           QStringLiteral("--seed"), QStringLiteral("3")};
        QTest::newRow("delete a missing profile")
            << QStringList{QStringLiteral("profile"), QStringLiteral("delete"),
                           QStringLiteral("nobody")};
        QTest::newRow("unknown option")
            << QStringList{QStringLiteral("profile"), QStringLiteral("list"),
                           QStringLiteral("--all")};
    }

    void badUsageIsOneSentenceAndNonZero()
    {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const auto result = runCli(dir.path(), args);
        QVERIFY(result.exitCode > 0);
        QVERIFY2(test::isOneSentence(result.err), qPrintable(result.err));
        QVERIFY(result.out.isEmpty());
        QVERIFY(store::ProfileDirectory(dir.path()).list().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestProfileCli)
#include "tst_profile_cli.moc"
