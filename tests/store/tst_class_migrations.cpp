#include "store/class_migrations.h"
#include "store/class_store.h"
#include "test_support.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QThread>
#include <QTest>

#include <cstdio>

using namespace astrolabe;
using store::ClassStore;

namespace {

constexpr int kPageSize = 4096;

// Runs `run` on a plain connection to the file (no ClassStore, no lock), then closes it.
template<typename Run>
void withRawConnection(const QString &path, Run run)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"),
                                                    QStringLiteral("raw"));
        db.setDatabaseName(path);
        if (db.open())
            run(db);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
}

// The first column of every row a query gives, as text.
QStringList column(QSqlDatabase &db, const QString &sql)
{
    QStringList values;
    QSqlQuery query(db);
    if (query.exec(sql))
        while (query.next())
            values << query.value(0).toString();
    else
        values << QStringLiteral("error: ") + query.lastError().text();
    return values;
}

QString value(const QString &path, const QString &sql)
{
    QString result;
    withRawConnection(path, [&](QSqlDatabase &db) { result = column(db, sql).value(0); });
    return result;
}

// What a table is, column by column (name, type, not null, default, key position), so that
// two files can be compared however their CREATE statements were spelled.
QStringList tableShape(QSqlDatabase &db, const QString &table)
{
    QStringList shape;
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA table_info(%1)").arg(table)))
        return {QStringLiteral("no table ") + table};
    while (query.next())
        shape << QStringLiteral("%1 %2 %3 %4 %5")
                     .arg(query.value(1).toString(), query.value(2).toString(),
                          query.value(3).toString(), query.value(4).toString(),
                          query.value(5).toString());
    QSqlQuery keys(db);
    if (keys.exec(QStringLiteral("PRAGMA foreign_key_list(%1)").arg(table)))
        while (keys.next())
            shape << QStringLiteral("-> %1(%2) %3")
                         .arg(keys.value(2).toString(), keys.value(4).toString(),
                              keys.value(6).toString());
    return shape;
}

// Every table of a file and its shape, by table name.
QMap<QString, QStringList> schemaShape(QSqlDatabase &db)
{
    QMap<QString, QStringList> shape;
    for (const QString &table :
         column(db, QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'")))
        shape.insert(table, tableShape(db, table));
    return shape;
}

QMap<QString, QStringList> schemaShapeOf(const QString &path)
{
    QMap<QString, QStringList> shape;
    withRawConnection(path, [&](QSqlDatabase &db) { shape = schemaShape(db); });
    return shape;
}

QStringList namesOf(const QVector<store::ClassInfo> &classes)
{
    QStringList names;
    for (const store::ClassInfo &info : classes)
        names << info.name + (info.archived() ? QStringLiteral(" (archived)") : QString());
    return names;
}

QStringList studentNames(const ClassStore &store)
{
    QStringList names;
    for (const store::ClassStudent &s : store.students())
        names << QStringLiteral("%1 (%2)").arg(s.name).arg(s.reviews.size());
    return names;
}

QString firstLine(const QString &text)
{
    return text.section(QLatin1Char('\n'), 0, 0);
}

// The child: opens the class file (taking its lock), says "open", and waits to be killed.
int holdClassFile(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QString error;
    auto store = ClassStore::open(QString::fromLocal8Bit(argv[2]), &error);
    if (!store) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    std::printf("open\n");
    std::fflush(stdout);
    for (;;)
        QThread::sleep(1);
}

} // namespace

// The class file's history: each step of class_migrations does what the file really went
// through, and a file written by each older version (tests/fixtures/class_v<N>.sql, written by
// the class store of that time) opens with its classes, students and answers, at the current
// version. Files the opener must not touch are refused and left as they were.
class TestClassMigrations : public QObject
{
    Q_OBJECT

private slots:
    void theCurrentVersionIsThree();
    void everyOlderVersionHasAFixture();
    void stepOneWritesTheFirstSchema();
    void stepTwoPutsTheOneClassInMyClass();
    void stepThreeAddsAnEmptyRosterTable();
    void aNewFileHasTheShapeOfAnUpgradedOne();
    void theVersionOneFixtureOpensAsMyClass();
    void theVersionTwoFixtureKeepsItsClasses();
    void aFailedUpgradeLeavesTheFileAsItWas();
    void aNewerFileIsRefusedUntouched();
    void aDamagedFileIsRefusedUntouched_data();
    void aDamagedFileIsRefusedUntouched();
    void aSecondOpenInThisProcessIsRefused();
    void anotherProcessHoldsTheFileUntilItDies();

private:
    // A file loaded from a fixture, in a fresh folder of its own.
    QString fixtureFile(const QString &fixture);

    QTemporaryDir m_dir;
    int m_files = 0;
};

QString TestClassMigrations::fixtureFile(const QString &fixture)
{
    const QString folder = m_dir.filePath(QString::number(++m_files));
    const QString path = ClassStore::pathIn(folder);
    QString error;
    if (!QDir().mkpath(folder) || !test::loadSqlFixture(fixture, path, &error))
        qWarning("%s", qPrintable(error));
    return path;
}

void TestClassMigrations::theCurrentVersionIsThree()
{
    QCOMPARE(store::class_migrations::kCurrentVersion, 3);
    QCOMPARE(store::class_migrations::ladder().currentVersion(), 3);
}

void TestClassMigrations::everyOlderVersionHasAFixture()
{
    // A new version of the class file needs a fixture of the version before it
    // (tests/fixtures/class_v<N>.sql, written by the code of that time), so that upgrading from
    // it is tested for good.
    for (int version = 1; version < store::class_migrations::kCurrentVersion; ++version) {
        const QString path = fixtureFile(QStringLiteral("class_v%1.sql").arg(version));
        QCOMPARE(value(path, QStringLiteral("PRAGMA user_version")).toInt(), version);
    }
}

// Version 1 as the class store of 54cb9e1 created it: the fixture's tables, column for column.
void TestClassMigrations::stepOneWritesTheFirstSchema()
{
    const QString path = m_dir.filePath(QStringLiteral("step1.sqlite"));
    QString error;
    bool ok = false;
    withRawConnection(path, [&](QSqlDatabase &db) {
        ok = store::class_migrations::migrateToVersion1(db, &error);
    });
    QVERIFY2(ok, qPrintable(error));
    const auto shape = schemaShapeOf(path);
    QCOMPARE(shape.keys(), (QStringList{QStringLiteral("student_reviews"),
                                        QStringLiteral("students")}));
    QCOMPARE(shape, schemaShapeOf(fixtureFile(QStringLiteral("class_v1.sql"))));
}

// Version 1 -> 2 on the version 1 fixture: one class, "My class", created when its first
// student was imported and chosen; every student and answer in it; the tables shaped as the
// class store of 662b5f3 made them.
void TestClassMigrations::stepTwoPutsTheOneClassInMyClass()
{
    const QString path = fixtureFile(QStringLiteral("class_v1.sql"));
    QString error;
    bool ok = false;
    QStringList classes, choice, studentsClass, reviews;
    withRawConnection(path, [&](QSqlDatabase &db) {
        ok = store::class_migrations::migrateToVersion2(db, &error);
        classes = column(db, QStringLiteral(
                                 "SELECT class_id || ' ' || name || ' ' || created_ms || ' ' || "
                                 "archived_ms FROM classes"));
        choice = column(db, QStringLiteral("SELECT class_id FROM class_choice"));
        studentsClass = column(db, QStringLiteral("SELECT class_id || ' ' || name FROM students "
                                                  "ORDER BY name"));
        reviews = column(db, QStringLiteral("SELECT COUNT(*) || ' ' || SUM(class_id) || ' ' || "
                                            "SUM(exercise_seed = -5) FROM student_reviews"));
    });
    QVERIFY2(ok, qPrintable(error));
    QCOMPARE(classes, QStringList{QStringLiteral("1 My class 1741200000000 0")});
    QCOMPARE(choice, QStringList{QStringLiteral("1")});
    QCOMPARE(studentsClass, (QStringList{QStringLiteral("1 Sara"), QStringLiteral("1 علی")}));
    QCOMPARE(reviews, QStringList{QStringLiteral("7 7 2")}); // every answer, each student's first
    QCOMPARE(schemaShapeOf(path), schemaShapeOf(fixtureFile(QStringLiteral("class_v2.sql"))));
}

// Version 2 -> 3 on the version 2 fixture: the roster table, empty; nothing else touched.
void TestClassMigrations::stepThreeAddsAnEmptyRosterTable()
{
    const QString path = fixtureFile(QStringLiteral("class_v2.sql"));
    const auto before = schemaShapeOf(path);
    QString error;
    bool ok = false;
    withRawConnection(path, [&](QSqlDatabase &db) {
        ok = store::class_migrations::migrateToVersion3(db, &error);
    });
    QVERIFY2(ok, qPrintable(error));
    auto after = schemaShapeOf(path);
    QCOMPARE(after.take(QStringLiteral("expected_names")),
             (QStringList{QStringLiteral("class_id INTEGER 1  1"),
                          QStringLiteral("position INTEGER 1  2"),
                          QStringLiteral("name TEXT 1  0"),
                          QStringLiteral("-> classes(class_id) CASCADE")}));
    QCOMPARE(after, before);
    QCOMPARE(value(path, QStringLiteral("SELECT COUNT(*) FROM expected_names")), QStringLiteral("0"));
    QCOMPARE(value(path, QStringLiteral("SELECT COUNT(*) FROM student_reviews")),
             QStringLiteral("14"));
}

// A new file goes up the whole ladder at once and ends as an upgraded version 1 file does.
void TestClassMigrations::aNewFileHasTheShapeOfAnUpgradedOne()
{
    const QString fresh = ClassStore::pathIn(m_dir.filePath(QStringLiteral("new")));
    const QString upgraded = fixtureFile(QStringLiteral("class_v1.sql"));
    QString error;
    QVERIFY2(ClassStore::open(fresh, &error), qPrintable(error));
    QVERIFY2(ClassStore::open(upgraded, &error), qPrintable(error));
    QCOMPARE(value(fresh, QStringLiteral("PRAGMA user_version")), QStringLiteral("3"));
    QCOMPARE(value(upgraded, QStringLiteral("PRAGMA user_version")), QStringLiteral("3"));
    QCOMPARE(schemaShapeOf(fresh), schemaShapeOf(upgraded));
    QCOMPARE(value(fresh, QStringLiteral("SELECT name || ' ' || created_ms FROM classes")),
             QStringLiteral("My class 0"));
}

void TestClassMigrations::theVersionOneFixtureOpensAsMyClass()
{
    const QString path = fixtureFile(QStringLiteral("class_v1.sql"));
    QString error;
    {
        auto store = ClassStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(namesOf(store->classes()), QStringList{QStringLiteral("My class")});
        QCOMPARE(store->current().name, QStringLiteral("My class"));
        QCOMPARE(store->current().createdMs, 1741200000000LL); // Sara's import
        QCOMPARE(store->current().lastImportMs, 1741500000000LL);
        QCOMPARE(studentNames(*store),
                 (QStringList{QStringLiteral("Sara (4)"), QStringLiteral("علی (3)")}));
        QVERIFY(store->expectedNames().isEmpty());

        const store::ClassStudent ali = store->students().at(1);
        QCOMPARE(ali.studentId, QStringLiteral("s-ali"));
        QCOMPARE(ali.sourceFile, QStringLiteral("/media/usb/s-ali.json"));
        QCOMPARE(ali.exportedMs, 1741496400000LL);
        QCOMPARE(ali.reviews.at(0).exerciseSeed, quint64(-5LL)); // the 64 bits as they were
        QVERIFY(!ali.reviews.at(0).stateBefore.has_value());
        QCOMPARE(ali.reviews.at(2).itemId, QStringLiteral("softmax.q3"));
        QCOMPARE(ali.reviews.at(2).rating, memory::Rating::Easy);
        QCOMPARE(ali.reviews.at(2).exerciseSeed, quint64(9223372036854775804ULL));
        QVERIFY(ali.reviews.at(2).stateBefore.has_value());
        QCOMPARE(ali.reviews.at(2).stateBefore->stability, 4.5);
        QCOMPARE(ali.reviews.at(2).stateBefore->reps, 2);

        // The upgraded file takes a roster and new students as a new one does.
        QVERIFY(store->setExpectedNames({QStringLiteral("Sara"), QStringLiteral("Bob")}, &error));
        QVERIFY(store->removeStudent(QStringLiteral("s-ali"), &error));
    }
    QCOMPARE(value(path, QStringLiteral("PRAGMA user_version")), QStringLiteral("3"));
    QCOMPARE(value(path, QStringLiteral("PRAGMA integrity_check")), QStringLiteral("ok"));
    QCOMPARE(value(path, QStringLiteral("SELECT COUNT(*) FROM expected_names")), QStringLiteral("2"));
    // Removing علی removed his answers (the reviews still follow their students).
    QCOMPARE(value(path, QStringLiteral("SELECT COUNT(*) FROM student_reviews")), QStringLiteral("4"));
}

void TestClassMigrations::theVersionTwoFixtureKeepsItsClasses()
{
    const QString path = fixtureFile(QStringLiteral("class_v2.sql"));
    QString error;
    {
        auto store = ClassStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(namesOf(store->classes()),
                 (QStringList{QStringLiteral("6C (archived)"), QStringLiteral("7A"),
                              QStringLiteral("7B")}));
        QCOMPARE(store->current().name, QStringLiteral("7B")); // still the chosen one
        QCOMPARE(studentNames(*store),
                 (QStringList{QStringLiteral("Sara (5)"), QStringLiteral("علی (3)")}));
        QVERIFY(store->expectedNames().isEmpty());
        QCOMPARE(store->students().at(0).reviews.at(4).answer, QStringLiteral("0.80"));

        const auto a = store->classNamed(QStringLiteral("7A"));
        QVERIFY(a);
        QCOMPARE(a->createdMs, qint64(0));
        QVERIFY(store->use(a->id, &error));
        QCOMPARE(studentNames(*store), QStringList{QStringLiteral("Sara (4)")});
        QVERIFY(store->expectedNames().isEmpty());

        const auto c = store->classNamed(QStringLiteral("6C"));
        QVERIFY(c && c->archived());
        QCOMPARE(c->archivedMs, 1741400000000LL);
        QVERIFY(store->use(c->id, &error));
        QCOMPARE(studentNames(*store), QStringList{QStringLiteral("رضا (2)")});
        QVERIFY(store->expectedNames().isEmpty());
        QVERIFY(!store->setExpectedNames({QStringLiteral("رضا")}, &error)); // still archived
    }
    QCOMPARE(value(path, QStringLiteral("PRAGMA user_version")), QStringLiteral("3"));
    QCOMPARE(value(path, QStringLiteral("PRAGMA integrity_check")), QStringLiteral("ok"));
    QCOMPARE(value(path, QStringLiteral("SELECT COUNT(*) FROM student_reviews")), QStringLiteral("14"));
}

// A version 1 file that already has a classes table: the step to version 2 fails, is rolled
// back, and the file is byte for byte what it was.
void TestClassMigrations::aFailedUpgradeLeavesTheFileAsItWas()
{
    const QString path = fixtureFile(QStringLiteral("class_v1.sql"));
    withRawConnection(path, [](QSqlDatabase &db) {
        QSqlQuery(db).exec(QStringLiteral("CREATE TABLE classes (odd INTEGER)"));
    });
    const QByteArray before = test::fileFingerprint(path);
    QString error;
    QVERIFY(!ClassStore::open(path, &error));
    QCOMPARE(firstLine(error), QStringLiteral("The class file could not be opened."));
    QVERIFY2(error.contains(QLatin1String("classes already exists")), qPrintable(error));
    QCOMPARE(test::fileFingerprint(path), before);
    QCOMPARE(value(path, QStringLiteral("PRAGMA user_version")), QStringLiteral("1"));
}

void TestClassMigrations::aNewerFileIsRefusedUntouched()
{
    const QString path = fixtureFile(QStringLiteral("class_v2.sql"));
    QVERIFY(test::setUserVersion(path, store::class_migrations::kCurrentVersion + 1));
    const QByteArray before = test::fileFingerprint(path);
    QString error;
    QVERIFY(!ClassStore::open(path, &error));
    QCOMPARE(error, QStringLiteral("The class file class.sqlite was written by a newer "
                                   "Astrolabe; it was left untouched."));
    QCOMPARE(test::fileFingerprint(path), before);
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
}

void TestClassMigrations::aDamagedFileIsRefusedUntouched_data()
{
    QTest::addColumn<QString>("damage");
    QTest::addColumn<QString>("sentence");
    const QString damaged =
        QStringLiteral("The class file is damaged, so the class was left as it is.");
    QTest::newRow("a page scribbled over") << QStringLiteral("page") << damaged;
    QTest::newRow("a text file") << QStringLiteral("text") << damaged;
    QTest::newRow("another program's SQLite file")
        << QStringLiteral("foreign") << QStringLiteral("The class file could not be opened.");
}

void TestClassMigrations::aDamagedFileIsRefusedUntouched()
{
    QFETCH(QString, damage);
    QFETCH(QString, sentence);
    QString path;
    if (damage == QLatin1String("page")) {
        path = fixtureFile(QStringLiteral("class_v2.sql"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.size() >= 6 * kPageSize);
        QRandomGenerator rng(7);
        QByteArray noise(kPageSize, '\0');
        for (char &c : noise)
            c = char(rng.bounded(256));
        QVERIFY(file.seek(3 * kPageSize)); // the fourth page: the students table
        QCOMPARE(file.write(noise), qint64(kPageSize));
    } else {
        path = ClassStore::pathIn(m_dir.filePath(damage));
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        if (damage == QLatin1String("text"))
            QVERIFY(test::writeFile(path, QByteArray("Notes for 7B.\n").repeated(100)));
        else
            withRawConnection(path, [](QSqlDatabase &db) {
                QSqlQuery(db).exec(QStringLiteral("CREATE TABLE recipes (name TEXT)"));
            });
    }
    const QByteArray before = test::fileFingerprint(path);
    QString error;
    QVERIFY(!ClassStore::open(path, &error));
    QCOMPARE(firstLine(error), sentence);
    QVERIFY2(error.section(QLatin1Char('\n'), 1).startsWith(QLatin1String("class.sqlite: ")),
             qPrintable(error));
    QCOMPARE(test::fileFingerprint(path), before);
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
}

void TestClassMigrations::aSecondOpenInThisProcessIsRefused()
{
    const QString path = fixtureFile(QStringLiteral("class_v2.sql"));
    QString error;
    auto first = ClassStore::open(path, &error);
    QVERIFY2(first, qPrintable(error));
    QVERIFY(!ClassStore::open(path, &error));
    QCOMPARE(error, QStringLiteral("The class is open in another Astrolabe window."));
    first.reset();
    QVERIFY2(ClassStore::open(path, &error), qPrintable(error));
}

// A child process holds the class file: this one is refused. Killed (so it never unlocks), its
// lock names a process that is gone, and the next open takes it over.
void TestClassMigrations::anotherProcessHoldsTheFileUntilItDies()
{
    const QString path = fixtureFile(QStringLiteral("class_v1.sql"));
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--hold"), path});
    QVERIFY(child.waitForStarted());
    QVERIFY2(child.waitForReadyRead(20000), child.readAllStandardError().constData());
    QCOMPARE(child.readLine().trimmed(), QByteArray("open"));

    const QByteArray before = test::fileFingerprint(path);
    QString error;
    QVERIFY(!ClassStore::open(path, &error));
    QCOMPARE(error, QStringLiteral("The class is open in another Astrolabe window."));
    QCOMPARE(test::fileFingerprint(path), before);

    child.kill();
    QVERIFY(child.waitForFinished());
    QVERIFY(QFileInfo(path + QStringLiteral(".lock")).size() > 0); // left behind by the kill
    auto store = ClassStore::open(path, &error);
    QVERIFY2(store, qPrintable(error));
    QCOMPARE(store->current().name, QStringLiteral("My class")); // the child had upgraded it
    QCOMPARE(store->studentCount(), 2);
    QVERIFY(!ClassStore::open(path, &error)); // the lock is this process's now
}

int main(int argc, char *argv[])
{
    if (argc == 3 && qstrcmp(argv[1], "--hold") == 0)
        return holdClassFile(argc, argv);
    QCoreApplication app(argc, argv);
    TestClassMigrations test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_class_migrations.moc"
