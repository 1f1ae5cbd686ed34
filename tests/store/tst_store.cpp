#include "store/backups.h"
#include "store/pragmas.h"
#include "store/store.h"
#include "store/store_messages.h"
#include "test_support.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;
using store::OpenOptions;
using store::ReviewRecord;
using store::Store;

// The store keeps every answer exactly as given, in memory and on disk, one transaction each.
class TestStore : public QObject
{
    Q_OBJECT

private:
    static OpenOptions options()
    {
        OpenOptions o;
        o.profileName = QStringLiteral("Tester");
        o.courseId = QStringLiteral("attention");
        o.itemIds = {QStringLiteral("q1"), QStringLiteral("q2"), QStringLiteral("q3")};
        o.nowMs = 1740819600000LL;
        return o;
    }

    std::unique_ptr<Store> openStore(bool onDisk, const QString &path)
    {
        QString error;
        auto store = onDisk ? Store::open(path, options(), &error)
                            : Store::openInMemory(options(), &error);
        if (!store)
            qWarning() << error;
        return store;
    }

private slots:
    void answersRoundTripExactly_data()
    {
        QTest::addColumn<bool>("onDisk");
        QTest::addColumn<QString>("answer");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("memory, plain") << false << QStringLiteral("0.84") << quint64(7);
        QTest::newRow("memory, seed above 2^63") << false << QStringLiteral("x")
                                                 << quint64(0xFFFFFFFFFFFFFFF0ULL);
        QTest::newRow("disk, Persian answer") << true << QStringLiteral("۰٫۸۴ درست است")
                                              << quint64(1);
        QTest::newRow("disk, empty answer, seed above 2^63") << true << QString()
                                                             << quint64(0x8000000000000001ULL);
    }

    void answersRoundTripExactly()
    {
        QFETCH(bool, onDisk);
        QFETCH(QString, answer);
        QFETCH(quint64, seed);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.sqlite"));
        ReviewRecord record = test::sampleRecord(3, QStringLiteral("q2"));
        record.answer = answer;
        record.exerciseSeed = seed;
        record.stateBefore = test::sampleState(1);
        const memory::MemoryState after = test::sampleState(2);
        {
            auto store = openStore(onDisk, path);
            QVERIFY(store);
            QString error;
            const auto id = store->commitReview(record, after, &error);
            QVERIFY2(id, qPrintable(error));
            record.id = *id;
            QCOMPARE(store->reviews().last().value(), record);
            QCOMPARE(store->states().find(QStringLiteral("q2")).value(), after);
            QCOMPARE(store->meta().profileName(), QStringLiteral("Tester"));
            QCOMPARE(store->items().ids(),
                     QStringList({QStringLiteral("q1"), QStringLiteral("q2"), QStringLiteral("q3")}));
            if (onDisk) {
                QDir folder(dir.path());
                QVERIFY(folder.exists(QStringLiteral("p.sqlite.lock")));
            }
        }
        if (!onDisk)
            return;
        auto reopened = openStore(true, path);
        QVERIFY(reopened);
        QCOMPARE(reopened->reviews().all(), QVector<ReviewRecord>{record});
        QCOMPARE(reopened->states().find(QStringLiteral("q2")).value(), after);
        QCOMPARE(reopened->schemaVersion(), 2);
    }

    // The sky's streak reads only the times of a window of answers: the rows in [from, to),
    // oldest first, none outside.
    void timesBetweenAreTheAnswersInTheWindow()
    {
        QTemporaryDir dir;
        auto store = openStore(true, dir.filePath(QStringLiteral("p.sqlite")));
        QVERIFY(store);
        QVector<qint64> times;
        for (int i = 0; i < 6; ++i) {
            const ReviewRecord record = test::sampleRecord(i, QStringLiteral("q1"));
            QString error;
            QVERIFY2(store->commitReview(record, test::sampleState(i), &error), qPrintable(error));
            times << record.timeMs;
        }
        QCOMPARE(store->reviews().timesBetween(times[1], times[4]), times.mid(1, 3));
        QCOMPARE(store->reviews().timesBetween(times[0], times[5] + 1), times);
        QCOMPARE(store->reviews().timesBetween(times[5] + 1, times[5] + 1000), QVector<qint64>());
    }

    void onDiskProfilesUseTheWalJournal()
    {
        QTemporaryDir dir;
        auto store = openStore(true, dir.filePath(QStringLiteral("p.sqlite")));
        QVERIFY(store);
        QString error;
        QVERIFY(store->commitReview(test::sampleRecord(0, QStringLiteral("q1")),
                                    test::sampleState(0), &error));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("p.sqlite-wal"))));
    }

    void anAnswerForAnUnknownQuestionAddsIt()
    {
        auto store = openStore(false, QString());
        QVERIFY(store);
        QString error;
        QVERIFY(store->commitReview(test::sampleRecord(0, QStringLiteral("from-a-newer-pack")),
                                    test::sampleState(0), &error));
        QCOMPARE(store->items().ids().last(), QStringLiteral("from-a-newer-pack"));
    }

    void removingTheLastAnswerRestoresTheStateGiven_data()
    {
        QTest::addColumn<bool>("firstAnswer");
        QTest::newRow("item seen before: state put back") << false;
        QTest::newRow("first answer: item new again") << true;
    }

    void removingTheLastAnswerRestoresTheStateGiven()
    {
        QFETCH(bool, firstAnswer);
        auto store = openStore(false, QString());
        QVERIFY(store);
        QString error;
        const memory::MemoryState before = firstAnswer ? memory::MemoryState{} : test::sampleState(4);
        if (!firstAnswer)
            QVERIFY(store->commitReview(test::sampleRecord(0, QStringLiteral("q1")), before, &error));
        ReviewRecord record = test::sampleRecord(1, QStringLiteral("q1"));
        record.stateBefore = before;
        record.id = store->commitReview(record, test::sampleState(5), &error).value();
        QVERIFY(store->removeLastReview(record, before, &error));
        QCOMPARE(store->reviews().count(), firstAnswer ? 0 : 1);
        QCOMPARE(store->states().find(QStringLiteral("q1")).has_value(), !firstAnswer);
        if (!firstAnswer)
            QCOMPARE(store->states().find(QStringLiteral("q1")).value(), before);
    }

    void removingARowThatIsNotTheLastIsRefused()
    {
        auto store = openStore(false, QString());
        QString error;
        ReviewRecord first = test::sampleRecord(0, QStringLiteral("q1"));
        first.id = store->commitReview(first, test::sampleState(0), &error).value();
        QVERIFY(store->commitReview(test::sampleRecord(1, QStringLiteral("q2")),
                                    test::sampleState(1), &error));
        QVERIFY(!store->removeLastReview(first, memory::MemoryState{}, &error));
        QCOMPARE(store->reviews().count(), 2);
    }

    void aSecondStoreOnTheSameProfileIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.sqlite"));
        auto first = openStore(true, path);
        QVERIFY(first);
        QString error;
        auto second = Store::open(path, options(), &error);
        QVERIFY(!second);
        QCOMPARE(error, store::messages::profileLocked(QStringLiteral("Tester")));
        QVERIFY(error.contains(QLatin1String("is open in another Astrolabe window")));
        first.reset();
        QVERIFY(openStore(true, path)); // free again once the first is closed
    }

    void anEmptyLockFileLeftByAKillIsStale()
    {
        // A process killed between creating the lock file and writing itself into it leaves
        // an empty one: once it is a few seconds old the profile opens (a lock just being
        // written is still respected).
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.sqlite"));
        QFile lock(Store::lockFilePath(path));
        QVERIFY(lock.open(QIODevice::WriteOnly));
        QString error;
        QVERIFY(!Store::open(path, options(), &error));
        QCOMPARE(error, store::messages::profileLocked(QStringLiteral("Tester")));
        QVERIFY(lock.setFileTime(QDateTime::currentDateTime().addSecs(-60),
                                 QFileDevice::FileModificationTime));
        lock.close();
        auto store = Store::open(path, options(), &error);
        QVERIFY2(store, qPrintable(error));
        QVERIFY(QFileInfo(Store::lockFilePath(path)).size() > 0); // now this store's lock
    }

    void aFullDiskLosesOnlyTheAnswerBeingSaved()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.sqlite"));
        int saved = 0;
        {
            auto store = openStore(true, path);
            QVERIFY(store);
            QString error;
            for (; saved < 5; ++saved)
                QVERIFY(store->commitReview(test::sampleRecord(saved, QStringLiteral("q1")),
                                            test::sampleState(saved), &error));
            QVERIFY(store->limitGrowthForTesting(1, &error));
            bool failed = false;
            for (int i = saved; i < 2000 && !failed; ++i) {
                ReviewRecord record = test::sampleRecord(i, QStringLiteral("q2"));
                record.answer = QString(900, QLatin1Char('x')); // fills pages quickly
                const auto stateBefore = store->states().find(QStringLiteral("q2"));
                if (store->commitReview(record, test::sampleState(i), &error)) {
                    ++saved;
                    continue;
                }
                failed = true;
                QCOMPARE(error, store::messages::diskFull());
                QCOMPARE(store->reviews().count(), saved);
                QCOMPARE(store->states().find(QStringLiteral("q2")), stateBefore);
            }
            QVERIFY2(failed, "the size limit never stopped an answer");
            QVERIFY(saved > 5);
            QCOMPARE(store->integrityCheck(), QStringLiteral("ok"));
        }
        auto reopened = openStore(true, path);
        QVERIFY(reopened);
        QCOMPARE(reopened->reviews().count(), saved);
        QCOMPARE(reopened->integrityCheck(), QStringLiteral("ok"));
        QString error;
        QVERIFY(reopened->commitReview(test::sampleRecord(9999, QStringLiteral("q3")),
                                       test::sampleState(1), &error)); // room again
    }

    void aMissingProfileIsNotCreatedWhenNotAsked()
    {
        QTemporaryDir dir;
        OpenOptions o = options();
        o.createIfMissing = false;
        QString error;
        QVERIFY(!Store::open(dir.filePath(QStringLiteral("p.sqlite")), o, &error));
        QCOMPARE(error, store::messages::noSuchProfile(QStringLiteral("Tester")));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("p.sqlite"))));
    }
};

QTEST_GUILESS_MAIN(TestStore)
#include "tst_store.moc"
