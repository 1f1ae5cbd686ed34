#include "store/profile_repair.h"
#include "store/recovery_offer.h"
#include "store/store.h"
#include "test_support.h"

#include <QDir>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;
using store::Store;

namespace {

constexpr int kPageSize = 4096;
constexpr qint64 kDay = 86400000LL;
constexpr qint64 kMarch1 = 1740819600000LL; // 2025-03-01

QByteArray randomBytes(int size, quint32 seed)
{
    QRandomGenerator rng(seed);
    QByteArray bytes(size, '\0');
    for (char &c : bytes)
        c = char(rng.bounded(256));
    return bytes;
}

} // namespace

// A damaged profile file is recognised, the newest whole backup is offered, and restoring it
// keeps the damaged file aside byte for byte; the restored profile opens with the backup's
// answers. Nothing is written while only looking.
class TestRecoveryOffer : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_path;
    QString m_backups;

    // A profile with backups on 1 and 2 March (the later one with more answers), then more
    // answers after the last backup.
    void makeProfileWithBackups()
    {
        m_path = m_dir.filePath(QStringLiteral("learner.sqlite"));
        m_backups = m_dir.filePath(QStringLiteral("backups"));
        QString error;
        store::OpenOptions options;
        options.backupFolder = m_backups;
        for (int day = 0; day < 2; ++day) {
            options.nowMs = kMarch1 + day * kDay;
            auto db = Store::open(m_path, options, &error);
            QVERIFY2(db, qPrintable(error));
            QVector<store::ReviewRecord> rows;
            for (int i = 0; i < 1500; ++i)
                rows << test::sampleRecord(day * 1500 + i, QStringLiteral("item-%1").arg(i % 50));
            QVERIFY2(db->bulkAppend(rows, {}, &error), qPrintable(error));
        }
        // The second open wrote the 2 March backup with 1,500 answers (before the second batch).
    }

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QDir(m_dir.path()).removeRecursively();
        QDir().mkpath(m_dir.path());
        makeProfileWithBackups();
    }

    void aHealthyFileIsNotOffered()
    {
        const store::RecoveryOffer offer = store::recoveryOfferFor(m_path, m_backups);
        QVERIFY(!offer.damaged);
        QVERIFY(!offer.available());
    }

    void eachKindOfDamageIsOfferedTheNewestBackup_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::newRow("truncated to half") << QStringLiteral("truncate");
        QTest::newRow("truncated to nothing") << QStringLiteral("empty");
        QTest::newRow("random bytes over pages") << QStringLiteral("overwrite");
        QTest::newRow("random bytes over the header") << QStringLiteral("header");
        QTest::newRow("not a SQLite file") << QStringLiteral("text");
    }

    void eachKindOfDamageIsOfferedTheNewestBackup()
    {
        QFETCH(QString, damage);
        {
            QFile file(m_path);
            QVERIFY(file.open(QIODevice::ReadWrite));
            const qint64 size = file.size();
            QVERIFY(size > 20 * kPageSize);
            if (damage == QLatin1String("truncate")) {
                QVERIFY(file.resize((size / 2 / kPageSize) * kPageSize));
            } else if (damage == QLatin1String("empty")) {
                QVERIFY(file.resize(0));
            } else if (damage == QLatin1String("overwrite")) {
                QVERIFY(file.seek((size / 2 / kPageSize) * kPageSize));
                file.write(randomBytes(4 * kPageSize, 42));
            } else if (damage == QLatin1String("header")) {
                file.write(randomBytes(100, 7));
            } else {
                QVERIFY(file.resize(0));
                file.write(QByteArray("My notes about attention.\n").repeated(50));
            }
        }
        const QByteArray damaged = test::fileFingerprint(m_path);

        // The app refuses to open it, and does not write over it (an emptied file included).
        QString error;
        store::OpenOptions options;
        options.backupFolder = m_backups;
        options.nowMs = kMarch1 + 3 * kDay;
        QVERIFY(!Store::open(m_path, options, &error));
        QVERIFY2(!error.isEmpty(), "no reason given");
        QCOMPARE(test::fileFingerprint(m_path), damaged);

        const store::RecoveryOffer offer = store::recoveryOfferFor(m_path, m_backups);
        QVERIFY(offer.damaged);
        QVERIFY2(offer.available(), qPrintable(offer.problem));
        QCOMPARE(offer.backupDay, QDate(2025, 3, 2));
        QCOMPARE(offer.backupReviews, 1500);
        QCOMPARE(test::fileFingerprint(m_path), damaged); // looking wrote nothing

        const store::RepairResult repair =
            store::repairProfile(m_path, m_backups, QStringLiteral("Learner"), options.nowMs);
        QVERIFY2(repair.restored, qPrintable(repair.error));
        QCOMPARE(repair.restoredFrom, offer.backupPath);
        QCOMPARE(test::fileFingerprint(repair.movedAsideTo), damaged); // kept, not overwritten
        auto db = Store::open(m_path, options, &error);
        QVERIFY2(db, qPrintable(error));
        QCOMPARE(db->reviews().count(), 1500);
        QCOMPARE(db->integrityCheck(), QStringLiteral("ok"));
    }

    void aDamagedBackupIsPassedOver()
    {
        // The newest backup is itself damaged: the one before it is offered.
        const QString newest = QDir(m_backups).filePath(QStringLiteral("learner-2025-03-02.sqlite"));
        QVERIFY(QFile::exists(newest));
        {
            QFile file(newest);
            QVERIFY(file.open(QIODevice::ReadWrite));
            QVERIFY(file.resize(file.size() / 2));
        }
        QVERIFY(test::writeFile(m_path, "not a database"));
        const store::RecoveryOffer offer = store::recoveryOfferFor(m_path, m_backups);
        QVERIFY(offer.available());
        QCOMPARE(offer.backupDay, QDate(2025, 3, 1));
        QCOMPARE(offer.backupReviews, 0);
    }

    void noBackupMeansNoOffer()
    {
        QVERIFY(QDir(m_backups).removeRecursively());
        QVERIFY(test::writeFile(m_path, "not a database"));
        const store::RecoveryOffer offer = store::recoveryOfferFor(m_path, m_backups);
        QVERIFY(offer.damaged);
        QVERIFY(!offer.available());
    }
};

QTEST_GUILESS_MAIN(TestRecoveryOffer)
#include "tst_recovery_offer.moc"
