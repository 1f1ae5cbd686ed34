#include "store/backups.h"
#include "store/file_check.h"
#include "store/profile_repair.h"
#include "store/store.h"
#include "test_support.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;
using store::Backups;
using store::Store;

namespace {
constexpr qint64 kDay = 86400000;
constexpr qint64 kStart = 1740830400000LL; // 2025-03-01 12:00 UTC: the same local date almost everywhere
} // namespace

// Opening a profile leaves one backup a day, the last seven kept; repair puts the newest
// healthy one back and keeps the damaged file.
class TestBackups : public QObject
{
    Q_OBJECT

private:
    static store::OpenOptions optionsOn(const QString &folder, qint64 nowMs)
    {
        store::OpenOptions o;
        o.profileName = QStringLiteral("Tester");
        o.backupFolder = folder;
        o.nowMs = nowMs;
        return o;
    }

private slots:
    void oneBackupADayAndTheLastSevenKept_data()
    {
        QTest::addColumn<int>("days");
        QTest::addColumn<int>("opensPerDay");
        QTest::addColumn<int>("expectedFiles");
        QTest::newRow("one day, opened three times") << 1 << 3 << 1;
        QTest::newRow("seven days") << 7 << 1 << 7;
        QTest::newRow("ten days, twice a day") << 10 << 2 << 7;
    }

    void oneBackupADayAndTheLastSevenKept()
    {
        QFETCH(int, days);
        QFETCH(int, opensPerDay);
        QFETCH(int, expectedFiles);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.sqlite"));
        const QString folder = dir.filePath(QStringLiteral("backups"));
        int answers = 0;
        for (int day = 0; day < days; ++day) {
            for (int n = 0; n < opensPerDay; ++n) {
                const qint64 now = kStart + day * kDay + n * 3600000;
                QString error;
                auto db = Store::open(path, optionsOn(folder, now), &error);
                QVERIFY2(db, qPrintable(error));
                QVERIFY(db->warning().isEmpty());
                QVERIFY(db->commitReview(test::sampleRecord(answers++, QStringLiteral("q")),
                                         test::sampleState(1), &error));
            }
        }
        const Backups backups(folder, QStringLiteral("p"));
        const QStringList files = backups.files();
        QCOMPARE(files.size(), expectedFiles);
        QCOMPARE(files.first(), backups.fileForDay(kStart + (days - 1) * kDay)); // newest first
        QCOMPARE(files.last(), backups.fileForDay(kStart + (days - expectedFiles) * kDay));
        // The newest backup was taken when the day's first open happened: it holds the answers
        // of the days before.
        const store::FileCheck newest = store::checkFile(files.first());
        QVERIFY2(newest.healthy, qPrintable(newest.problem));
        QCOMPARE(newest.reviewCount, qint64((days - 1) * opensPerDay));
        QCOMPARE(newest.profileName, QStringLiteral("Tester"));
    }

    void repairRestoresTheNewestHealthyBackup()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.sqlite"));
        const QString folder = dir.filePath(QStringLiteral("backups"));
        for (int day = 0; day < 3; ++day) {
            QString error;
            auto db = Store::open(path, optionsOn(folder, kStart + day * kDay), &error);
            QVERIFY2(db, qPrintable(error));
            QVERIFY(db->commitReview(test::sampleRecord(day, QStringLiteral("q")),
                                     test::sampleState(1), &error));
        }
        const Backups backups(folder, QStringLiteral("p"));
        QCOMPARE(backups.files().size(), 3);
        // The newest backup is damaged too: repair must skip it.
        QVERIFY(test::writeFile(backups.files().first(), QByteArray("not a database")));
        QVERIFY(test::writeFile(path, QByteArray("garbage").repeated(1000)));
        const QByteArray damaged = test::fileFingerprint(path);

        const store::RepairResult result =
            store::repairProfile(path, folder, QStringLiteral("Tester"), kStart + 3 * kDay);
        QVERIFY2(result.restored, qPrintable(result.error));
        QCOMPARE(result.restoredFrom, backups.files().at(1));
        QCOMPARE(test::fileFingerprint(result.movedAsideTo), damaged); // kept, not deleted
        QString error;
        auto db = Store::open(path, {}, &error);
        QVERIFY2(db, qPrintable(error));
        QCOMPARE(db->reviews().count(), 1); // as of the second day's first open
    }

    void repairWithoutAHealthyBackupMovesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.sqlite"));
        QVERIFY(test::writeFile(path, QByteArray("garbage")));
        const store::RepairResult result = store::repairProfile(
            path, dir.filePath(QStringLiteral("backups")), QStringLiteral("Tester"), kStart);
        QVERIFY(!result.restored);
        QVERIFY(!result.error.isEmpty());
        QCOMPARE(test::fileFingerprint(path), QCryptographicHash::hash("garbage", QCryptographicHash::Sha256));
    }
};

QTEST_GUILESS_MAIN(TestBackups)
#include "tst_backups.moc"
