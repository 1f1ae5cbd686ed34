#include "store/file_check.h"
#include "store/migrations.h"
#include "store/store.h"
#include "test_support.h"

#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;
using store::Store;

// Every older profile file upgrades to the current schema with its answers intact; a failed
// upgrade changes nothing.
class TestMigrations : public QObject
{
    Q_OBJECT

private slots:
    void theCurrentSchemaIsVersionTwo()
    {
        QCOMPARE(store::migrations::kCurrentVersion, 2);
    }

    void everyOlderVersionUpgrades_data()
    {
        QTest::addColumn<QString>("fixture"); // empty: a brand-new (version 0) file
        QTest::addColumn<int>("reviews");
        QTest::newRow("version 0 (new file)") << QString() << 0;
        QTest::newRow("version 1 fixture") << QStringLiteral("profile_v1.sql") << 6;
        QTest::newRow("version 2 fixture") << QStringLiteral("profile_v2.sql") << 7;
    }

    void everyVersionHasAFixture()
    {
        // A new schema version needs the file of the version before it kept as a fixture
        // (tests/fixtures/profile_v<N>.sql), so that upgrading from it is tested forever.
        for (int version = 1; version <= store::migrations::kCurrentVersion; ++version)
            QVERIFY2(QFile::exists(test::fixturePath(QStringLiteral("profile_v%1.sql").arg(version))),
                     qPrintable(QStringLiteral("no fixture of schema version %1").arg(version)));
    }

    void theVersionTwoFixtureKeepsItsUndoSnapshots()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v2.sqlite"));
        QString error;
        QVERIFY2(test::loadSqlFixture(QStringLiteral("profile_v2.sql"), path, &error),
                 qPrintable(error));
        auto db = Store::open(path, {}, &error);
        QVERIFY2(db, qPrintable(error));
        const auto rows = db->reviews().all();
        QCOMPARE(rows.size(), 7);
        QCOMPARE(rows.at(3).exerciseSeed, quint64(9223372036854775807ULL));
        const auto &last = rows.last();
        QCOMPARE(last.helped, true);
        QCOMPARE(last.rating, memory::Rating::Hard);
        QVERIFY(last.stateBefore.has_value());
        QCOMPARE(last.stateBefore->stability, 2.3065);
        QCOMPARE(last.stateBefore->lastReviewMs, 1741078900000LL);
        QCOMPARE(db->states().find(QStringLiteral("weighted-sum"))->scheduledDays, 3);
        QCOMPARE(db->meta().profileName(), QStringLiteral("Roya رویا"));
    }

    void everyOlderVersionUpgrades()
    {
        QFETCH(QString, fixture);
        QFETCH(int, reviews);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.sqlite"));
        QString error;
        if (!fixture.isEmpty())
            QVERIFY2(test::loadSqlFixture(fixture, path, &error), qPrintable(error));
        auto db = Store::open(path, {}, &error);
        QVERIFY2(db, qPrintable(error));
        QCOMPARE(db->schemaVersion(), store::migrations::kCurrentVersion);
        QCOMPARE(db->reviews().count(), reviews);
        QCOMPARE(db->integrityCheck(), QStringLiteral("ok"));
    }

    void theVersionOneFixtureKeepsEveryAnswer()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v1.sqlite"));
        QString error;
        QVERIFY2(test::loadSqlFixture(QStringLiteral("profile_v1.sql"), path, &error),
                 qPrintable(error));
        auto db = Store::open(path, {}, &error);
        QVERIFY2(db, qPrintable(error));

        const auto rows = db->reviews().all();
        QCOMPARE(rows.size(), 6);
        QCOMPARE(rows.at(0).itemId, QStringLiteral("softmax-weights"));
        QCOMPARE(rows.at(0).timeMs, 1740819600000LL);
        QCOMPARE(rows.at(0).rating, memory::Rating::Good);
        QCOMPARE(rows.at(0).answer, QStringLiteral("0.84, 0.11, 0.04"));
        QCOMPARE(rows.at(1).correct, false);
        QCOMPARE(rows.at(1).rating, memory::Rating::Again);
        QCOMPARE(rows.at(2).exerciseSeed, quint64(-5LL)); // the 64 bits as they were
        QCOMPARE(rows.at(3).exerciseSeed, quint64(9223372036854775807ULL));
        QCOMPARE(rows.at(3).elapsedDays, 3);
        QCOMPARE(rows.at(5).durationMs, 28000LL);
        for (const auto &row : rows) {
            QCOMPARE(row.helped, false);             // version 1 did not record it
            QVERIFY(!row.stateBefore.has_value()); // nor the state before
        }
        QCOMPARE(db->meta().profileName(), QStringLiteral("Roya رویا"));
        QCOMPARE(db->settings().value(QStringLiteral("watch_hidden")), QStringLiteral("true"));
        QCOMPARE(db->states().all().size(), 3);
        QCOMPARE(db->states().find(QStringLiteral("softmax-weights"))->stability, 12.5);
        QCOMPARE(db->items().ids(),
                 QStringList({QStringLiteral("softmax-weights"), QStringLiteral("scaled-scores"),
                              QStringLiteral("weighted-sum")}));

        // New answers on the upgraded file carry the new columns.
        store::ReviewRecord record = test::sampleRecord(1, QStringLiteral("weighted-sum"));
        record.stateBefore = test::sampleState(0);
        QVERIFY(db->commitReview(record, test::sampleState(1), &error));
        QCOMPARE(db->reviews().last()->helped, true);
        QCOMPARE(db->reviews().last()->stateBefore, record.stateBefore);
    }

    void anUpgradeKeepsACopyOfTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v1.sqlite"));
        QString error;
        QVERIFY2(test::loadSqlFixture(QStringLiteral("profile_v1.sql"), path, &error),
                 qPrintable(error));
        store::OpenOptions options;
        options.backupFolder = dir.filePath(QStringLiteral("backups"));
        options.nowMs = 1740819600000LL; // 2025-03-01
        QVERIFY2(Store::open(path, options, &error), qPrintable(error));
        const store::FileCheck copy =
            store::checkFile(dir.filePath(QStringLiteral("backups/v1-schema1-2025-03-01.sqlite")));
        QVERIFY2(copy.healthy, qPrintable(copy.problem));
        QCOMPARE(copy.schemaVersion, 1);
        QCOMPARE(copy.reviewCount, 6);
    }

    void aFailedUpgradeLeavesTheFileAsItWas()
    {
        // A version 1 file that already has a "helped" column: the step to version 2 fails.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("odd.sqlite"));
        QString error;
        QVERIFY2(test::loadSqlFixture(QStringLiteral("profile_v1.sql"), path, &error),
                 qPrintable(error));
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"),
                                                         QStringLiteral("odd"));
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery alter(raw);
            QVERIFY(alter.exec(QStringLiteral("ALTER TABLE reviews ADD COLUMN helped INTEGER")));
            alter.finish();
            raw.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("odd"));

        const QByteArray before = test::fileFingerprint(path);
        auto db = Store::open(path, {}, &error);
        QVERIFY(!db);
        QVERIFY2(error.section(QLatin1Char('\n'), 0, 0)
                     .contains(QLatin1String("could not be brought up to this version")),
                 qPrintable(error));
        QVERIFY2(error.section(QLatin1Char('\n'), 1).contains(QLatin1String("upgrade to schema 2")),
                 qPrintable(error));
        QCOMPARE(test::fileFingerprint(path), before); // not half-upgraded
    }
};

QTEST_GUILESS_MAIN(TestMigrations)
#include "tst_migrations.moc"
