#include "store/migrations.h"
#include "store/store.h"
#include "test_support.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

using namespace astrolabe;
using store::Store;

namespace {

constexpr int kPageSize = 4096;

// A healthy profile file of a few hundred kilobytes, closed (so its WAL is checkpointed).
bool makeProfile(const QString &path)
{
    QString error;
    auto db = Store::open(path, {}, &error);
    if (!db)
        return false;
    QVector<store::ReviewRecord> rows;
    QHash<QString, memory::MemoryState> states;
    for (int i = 0; i < 3000; ++i) {
        rows << test::sampleRecord(i, QStringLiteral("item-%1").arg(i % 300));
        states.insert(rows.last().itemId, test::sampleState(i));
    }
    return db->bulkAppend(rows, states, &error);
}

QByteArray randomBytes(int size, quint32 seed)
{
    QRandomGenerator rng(seed);
    QByteArray bytes(size, '\0');
    for (char &c : bytes)
        c = char(rng.bounded(256));
    return bytes;
}

} // namespace

// A file that is not a healthy profile of a version this build knows is refused with one
// clear sentence, and left exactly as it was.
class TestBadFiles : public QObject
{
    Q_OBJECT

private slots:
    void damagedOrForeignFilesAreRefusedAndLeftUntouched_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("expected"); // a phrase of the message
        QTest::newRow("truncated to half") << QStringLiteral("truncate") << QStringLiteral("damaged");
        QTest::newRow("random pages in the middle") << QStringLiteral("overwrite")
                                                   << QStringLiteral("damaged");
        QTest::newRow("a text file") << QStringLiteral("text")
                                     << QStringLiteral("not an Astrolabe profile");
        QTest::newRow("random bytes") << QStringLiteral("random")
                                      << QStringLiteral("not an Astrolabe profile");
        QTest::newRow("another program's SQLite file") << QStringLiteral("foreign")
                                                       << QStringLiteral("not an Astrolabe profile");
    }

    void damagedOrForeignFilesAreRefusedAndLeftUntouched()
    {
        QFETCH(QString, damage);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.sqlite"));
        if (damage == QLatin1String("text")) {
            QVERIFY(test::writeFile(path, QByteArray("My notes about attention.\n").repeated(50)));
        } else if (damage == QLatin1String("random")) {
            QVERIFY(test::writeFile(path, randomBytes(3 * kPageSize, 11)));
        } else if (damage == QLatin1String("foreign")) {
            QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"),
                                                         QStringLiteral("foreign"));
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QVERIFY(QSqlQuery(raw).exec(QStringLiteral("CREATE TABLE recipes (name TEXT)")));
            raw.close();
            raw = QSqlDatabase();
            QSqlDatabase::removeDatabase(QStringLiteral("foreign"));
        } else {
            QVERIFY(makeProfile(path));
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadWrite));
            const qint64 size = file.size();
            QVERIFY(size > 40 * kPageSize);
            if (damage == QLatin1String("truncate")) {
                QVERIFY(file.resize((size / 2 / kPageSize) * kPageSize));
            } else {
                QVERIFY(file.seek((size / 2 / kPageSize) * kPageSize));
                file.write(randomBytes(4 * kPageSize, 42));
            }
        }
        const QByteArray before = test::fileFingerprint(path);
        QString error;
        auto db = Store::open(path, {}, &error);
        QVERIFY(!db);
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY2(error.endsWith(QLatin1Char('.')) && !error.contains(QLatin1Char('\n')),
                 qPrintable(error));
        QCOMPARE(test::fileFingerprint(path), before);
    }

    void aFileFromANewerVersionIsRefusedAndLeftUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.sqlite"));
        QVERIFY(makeProfile(path));
        QVERIFY(test::setUserVersion(path, store::migrations::kCurrentVersion + 1));
        const QByteArray before = test::fileFingerprint(path);
        QString error;
        QVERIFY(!Store::open(path, {}, &error));
        QVERIFY2(error.contains(QLatin1String("newer Astrolabe")), qPrintable(error));
        QCOMPARE(test::fileFingerprint(path), before);
    }
};

QTEST_GUILESS_MAIN(TestBadFiles)
#include "tst_bad_files.moc"
