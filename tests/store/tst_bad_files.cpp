#include "store/migrations.h"
#include "store/store.h"
#include "store/store_messages.h"
#include "test_support.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;
using store::Store;
using store::StoreFailure;

Q_DECLARE_METATYPE(StoreFailure)

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
// plain sentence (no SQLite words in it), the technical detail on a second line, and left
// exactly as it was.
class TestBadFiles : public QObject
{
    Q_OBJECT

private slots:
    void damagedOrForeignFilesAreRefusedAndLeftUntouched_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<StoreFailure>("kind");
        QTest::addColumn<QString>("detail"); // a phrase of the technical detail
        QTest::newRow("truncated to half") << QStringLiteral("truncate") << StoreFailure::Damaged
                                           << QStringLiteral("SQLite error 11");
        QTest::newRow("random pages in the middle")
            << QStringLiteral("overwrite") << StoreFailure::Damaged << QStringLiteral("Page ");
        QTest::newRow("the header kept, the first page scribbled over")
            << QStringLiteral("first page") << StoreFailure::NotADatabase
            << QStringLiteral("SQLite error 26: file is not a database");
        QTest::newRow("a text file") << QStringLiteral("text") << StoreFailure::NotADatabase
                                     << QStringLiteral("no SQLite header");
        QTest::newRow("random bytes") << QStringLiteral("random") << StoreFailure::NotADatabase
                                      << QStringLiteral("no SQLite header");
        QTest::newRow("another program's SQLite file")
            << QStringLiteral("foreign") << StoreFailure::Foreign
            << QStringLiteral("without an Astrolabe schema");
    }

    void damagedOrForeignFilesAreRefusedAndLeftUntouched()
    {
        QFETCH(QString, damage);
        QFETCH(StoreFailure, kind);
        QFETCH(QString, detail);
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
            } else if (damage == QLatin1String("first page")) {
                constexpr int kHeaderBytes = 16; // "SQLite format 3" and its NUL
                QVERIFY(file.seek(kHeaderBytes));
                file.write(randomBytes(kPageSize - kHeaderBytes, 7));
            } else {
                QVERIFY(file.seek((size / 2 / kPageSize) * kPageSize));
                file.write(randomBytes(4 * kPageSize, 42));
            }
        }
        const QByteArray before = test::fileFingerprint(path);
        QString error;
        auto db = Store::open(path, {}, &error);
        QVERIFY(!db);
        const QStringList lines = error.split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 2);
        const QString expected =
            store::messages::unusable(QStringLiteral("p.sqlite"), kind, QString(), QString());
        QCOMPARE(lines[0], expected);
        for (const char *word : {"SQLite", "database disk image", "btree", "Unable to fetch"})
            QVERIFY2(!lines[0].contains(QLatin1String(word)), qPrintable(lines[0]));
        QVERIFY2(lines[1].startsWith(QLatin1String("p.sqlite: ")) && lines[1].contains(detail),
                 qPrintable(lines[1]));
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
        QVERIFY2(error.section(QLatin1Char('\n'), 1).contains(QLatin1String("schema")),
                 qPrintable(error));
        QCOMPARE(test::fileFingerprint(path), before);
    }
};

QTEST_GUILESS_MAIN(TestBadFiles)
#include "tst_bad_files.moc"
