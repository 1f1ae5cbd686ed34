#include "classroom_fixture.h"

#include "report/class_import.h"
#include "store/class_store.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;

namespace {

QStringList namesOf(const QVector<store::ClassInfo> &classes)
{
    QStringList names;
    for (const store::ClassInfo &info : classes)
        names << info.name + (info.archived() ? QStringLiteral(" (archived)") : QString());
    return names;
}

QStringList studentNames(const store::ClassStore &store)
{
    QStringList names;
    for (const store::ClassStudent &s : store.students())
        names << s.name;
    return names;
}

int count(QSqlDatabase &db, const QString &sql)
{
    QSqlQuery q(db);
    return q.exec(sql) && q.next() ? q.value(0).toInt() : -1;
}

} // namespace

// The teacher's classes: 7A and 7B kept apart, renamed, archived at the end of a term, a
// student removed and put back; a class file of the single-class version read as one class;
// each class's roster of expected names.
class TestClassStore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void aNewFileHasOneChosenClass();
    void twoClassesKeepTheirStudentsApart();
    void namesAreCheckedInOneSentence();
    void renamingKeepsTheStudents();
    void anArchivedClassIsReadOnlyUntilRestored();
    void aRemovedStudentComesBackWhole();
    void theChoiceIsKeptInTheFile();
    void aSingleClassFileBecomesMyClass();
    void aSecondWindowIsRefusedAndAnEmptyLockIsStale();
    void eachClassKeepsItsRoster();
    void aRosterIsCheckedInOneSentence();
    void aFileOfTheLastVersionGetsRosters();

private:
    QString file(const QString &name) const { return m_dir.filePath(name); }
    std::unique_ptr<store::ClassStore> fresh();

    QTemporaryDir m_dir;
    report::ProgressFile m_sara, m_ali;
    QString m_course;
};

void TestClassStore::initTestCase()
{
    m_course = test::course().courseId();
    auto sara = test::simulatedStudent(QStringLiteral("Sara"), 20, 3);
    m_sara = test::progressOf(*sara);
    auto ali = test::simulatedStudent(QStringLiteral("علی"), 25, 4);
    m_ali = test::progressOf(*ali);
    test::writeProgress(m_dir.path(), QStringLiteral("sara.json"), m_sara);
    test::writeProgress(m_dir.path(), QStringLiteral("ali.json"), m_ali);
}

std::unique_ptr<store::ClassStore> TestClassStore::fresh()
{
    QString error;
    auto store = store::ClassStore::openInMemory(&error);
    if (!store)
        qWarning("%s", qPrintable(error));
    return store;
}

void TestClassStore::aNewFileHasOneChosenClass()
{
    auto store = fresh();
    QVERIFY(store);
    QCOMPARE(namesOf(store->classes()), QStringList{QStringLiteral("My class")});
    QCOMPARE(store->current().name, QStringLiteral("My class"));
    QCOMPARE(store->current().students, 0);
    QCOMPARE(store->current().lastImportMs, qint64(0));
}

void TestClassStore::twoClassesKeepTheirStudentsApart()
{
    auto store = fresh();
    QString error;
    QVERIFY2(store->renameClass(store->current().id, QStringLiteral("7A"), &error),
             qPrintable(error));
    const auto b = store->createClass(QStringLiteral("7B"), test::kExportMs, &error);
    QVERIFY2(b, qPrintable(error));
    // Creating a class does not choose it: Sara goes into 7A.
    report::importProgressFiles({file(QStringLiteral("sara.json"))}, *store, m_course,
                                test::kExportMs);
    QVERIFY(store->choose(*b, &error));
    QCOMPARE(store->current().name, QStringLiteral("7B"));
    QCOMPARE(store->studentCount(), 0);
    // Ali into 7B, and Sara too: the same student may sit in two classes.
    report::importProgressFiles({file(QStringLiteral("ali.json")),
                                 file(QStringLiteral("sara.json"))},
                                *store, m_course, test::kExportMs + 5);
    QCOMPARE(studentNames(*store), (QStringList{QStringLiteral("Sara"), QStringLiteral("علی")}));
    const auto a = store->classNamed(QStringLiteral("7a")); // letter case ignored
    QVERIFY(a);
    QVERIFY(store->choose(a->id, &error));
    QCOMPARE(studentNames(*store), QStringList{QStringLiteral("Sara")});
    QVERIFY(store->students().first().reviews == m_sara.reviews);

    const QVector<store::ClassInfo> classes = store->classes();
    QCOMPARE(namesOf(classes), (QStringList{QStringLiteral("7A"), QStringLiteral("7B")}));
    QCOMPARE(classes.at(0).students, 1);
    QCOMPARE(classes.at(0).lastImportMs, test::kExportMs);
    QCOMPARE(classes.at(1).students, 2);
    QCOMPARE(classes.at(1).lastImportMs, test::kExportMs + 5);
    QCOMPARE(classes.at(1).createdMs, test::kExportMs);

    // Emptying 7A leaves 7B whole.
    QVERIFY(store->clear(&error));
    QVERIFY(store->choose(*b, &error));
    QCOMPARE(store->studentCount(), 2);
}

void TestClassStore::namesAreCheckedInOneSentence()
{
    auto store = fresh();
    QString error;
    QVERIFY(store->createClass(QStringLiteral("  7B  "), 1, &error));
    QCOMPARE(namesOf(store->classes()),
             (QStringList{QStringLiteral("7B"), QStringLiteral("My class")}));
    QVERIFY(!store->createClass(QStringLiteral("7b"), 1, &error));
    QCOMPARE(error, QStringLiteral("There is already a class named 7B."));
    QVERIFY(!store->createClass(QStringLiteral("   "), 1, &error));
    QCOMPARE(error, QStringLiteral("A class needs a name."));
    QVERIFY(!store->createClass(QString(81, QLatin1Char('x')), 1, &error));
    QCOMPARE(error, QStringLiteral("A class name can have at most 80 characters."));
    QVERIFY(store->createClass(QStringLiteral("کلاس هفتم الف"), 1, &error));
    QVERIFY(!store->renameClass(store->current().id, QStringLiteral("7B"), &error));
    QCOMPARE(error, QStringLiteral("There is already a class named 7B."));
    QVERIFY(!store->renameClass(9999, QStringLiteral("8C"), &error));
    QCOMPARE(error, QStringLiteral("That class no longer exists."));
    QCOMPARE(store->classes().size(), 3);
}

void TestClassStore::renamingKeepsTheStudents()
{
    auto store = fresh();
    QString error;
    report::importProgressFiles({file(QStringLiteral("ali.json"))}, *store, m_course, 1);
    // A name may change its letter case only.
    QVERIFY2(store->renameClass(store->current().id, QStringLiteral("MY CLASS"), &error),
             qPrintable(error));
    QVERIFY(store->renameClass(store->current().id, QStringLiteral("هفتم ب"), &error));
    QCOMPARE(store->current().name, QStringLiteral("هفتم ب"));
    QCOMPARE(studentNames(*store), QStringList{QStringLiteral("علی")});
}

void TestClassStore::anArchivedClassIsReadOnlyUntilRestored()
{
    auto store = fresh();
    QString error;
    report::importProgressFiles({file(QStringLiteral("ali.json"))}, *store, m_course, 1);
    const qint64 id = store->current().id;
    QVERIFY(store->setArchived(id, test::kExportMs, &error));
    QVERIFY(store->current().archived());
    QCOMPARE(namesOf(store->classes()), QStringList{QStringLiteral("My class (archived)")});
    // Nothing goes in or out; the students are still there to read and report.
    const auto results = report::importProgressFiles({file(QStringLiteral("sara.json"))}, *store,
                                                     m_course, test::kExportMs);
    QCOMPARE(results.first().outcome, report::ImportOutcome::Refused);
    QVERIFY2(results.first().reason.contains(
                 QStringLiteral("The class My class is archived; restore it before changing "
                                "its students.")),
             qPrintable(results.first().reason));
    QVERIFY(!store->removeStudent(m_ali.studentId, &error));
    QCOMPARE(error, QStringLiteral("The class My class is archived; restore it before changing "
                                   "its students."));
    QVERIFY(!store->clear(&error));
    QCOMPARE(studentNames(*store), QStringList{QStringLiteral("علی")});
    // It can still be renamed (8A next year), and restored.
    QVERIFY(store->renameClass(id, QStringLiteral("7A 2025"), &error));
    QVERIFY(store->setArchived(id, 0, &error));
    QVERIFY(!store->current().archived());
    QCOMPARE(report::importProgressFiles({file(QStringLiteral("sara.json"))}, *store, m_course, 2)
                 .first()
                 .outcome,
             report::ImportOutcome::Added);
}

void TestClassStore::aRemovedStudentComesBackWhole()
{
    auto store = fresh();
    QString error;
    report::importProgressFiles({file(QStringLiteral("sara.json")),
                                 file(QStringLiteral("ali.json"))},
                                *store, m_course, 7);
    const QVector<store::ClassStudent> before = store->students();
    const auto removed = store->removeStudent(m_sara.studentId, &error);
    QVERIFY2(removed, qPrintable(error));
    QCOMPARE(studentNames(*store), QStringList{QStringLiteral("علی")});
    QCOMPARE(removed->name, QStringLiteral("Sara"));
    QVERIFY(removed->reviews == m_sara.reviews);
    QVERIFY(!store->removeStudent(m_sara.studentId, &error));
    QCOMPARE(error, QStringLiteral("That student is not in the class."));
    // Undo: everything as it was, to the import time and the source file.
    QVERIFY(store->putStudent(*removed, &error));
    const QVector<store::ClassStudent> after = store->students();
    QCOMPARE(after.size(), before.size());
    for (int i = 0; i < after.size(); ++i) {
        QCOMPARE(after.at(i).studentId, before.at(i).studentId);
        QCOMPARE(after.at(i).importedMs, before.at(i).importedMs);
        QCOMPARE(after.at(i).sourceFile, before.at(i).sourceFile);
        QCOMPARE(after.at(i).checksum, before.at(i).checksum);
        QVERIFY(after.at(i).reviews == before.at(i).reviews);
    }
}

void TestClassStore::theChoiceIsKeptInTheFile()
{
    QTemporaryDir data;
    const QString path = store::ClassStore::pathIn(data.path());
    QString error;
    {
        auto store = store::ClassStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        const auto b = store->createClass(QStringLiteral("7B"), 1, &error);
        QVERIFY(store->choose(*b, &error));
        report::importProgressFiles({file(QStringLiteral("ali.json"))}, *store, m_course, 1);
        // use() works on a class without changing the file's choice.
        QVERIFY(store->use(store->classNamed(QStringLiteral("My class"))->id, &error));
        QCOMPARE(store->studentCount(), 0);
    }
    auto store = store::ClassStore::open(path, &error);
    QVERIFY2(store, qPrintable(error));
    QCOMPARE(store->current().name, QStringLiteral("7B"));
    QCOMPARE(studentNames(*store), QStringList{QStringLiteral("علی")});
}

void TestClassStore::aSingleClassFileBecomesMyClass()
{
    // A class file as version 1 wrote it: one class, no class table.
    QTemporaryDir data;
    const QString path = store::ClassStore::pathIn(data.path());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"),
                                                    QStringLiteral("v1"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral(
            "CREATE TABLE students (student_id TEXT PRIMARY KEY, name TEXT NOT NULL, "
            "exported_ms INTEGER NOT NULL, course_id TEXT NOT NULL, course_version TEXT NOT NULL, "
            "checksum TEXT NOT NULL, source_file TEXT NOT NULL, imported_ms INTEGER NOT NULL)")));
        QVERIFY(q.exec(QStringLiteral(
            "CREATE TABLE student_reviews (student_id TEXT NOT NULL REFERENCES students "
            "(student_id) ON DELETE CASCADE, id INTEGER NOT NULL, item_id TEXT NOT NULL, "
            "time_ms INTEGER NOT NULL, rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4), "
            "elapsed_days INTEGER NOT NULL, answer TEXT NOT NULL, correct INTEGER NOT NULL, "
            "helped INTEGER NOT NULL, duration_ms INTEGER NOT NULL, exercise_seed INTEGER NOT "
            "NULL, before_phase INTEGER, before_stability REAL, before_difficulty REAL, "
            "before_last_review_ms INTEGER, before_due_ms INTEGER, before_step INTEGER, "
            "before_reps INTEGER, before_lapses INTEGER, before_scheduled_days INTEGER, PRIMARY "
            "KEY (student_id, id)) WITHOUT ROWID")));
        QVERIFY(q.exec(QStringLiteral(
            "INSERT INTO students VALUES ('s-1', 'Sara', 10, 'c', '1', 'abc', '/x/sara.json', "
            "500)")));
        QVERIFY(q.exec(QStringLiteral(
            "INSERT INTO student_reviews (student_id, id, item_id, time_ms, rating, "
            "elapsed_days, answer, correct, helped, duration_ms, exercise_seed) VALUES "
            "('s-1', 1, 'softmax.q1', 100, 3, 0, '0.5', 1, 0, 9000, 7), "
            "('s-1', 2, 'softmax.q2', 200, 1, 0, '2', 0, 0, 8000, 8)")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 1")));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v1"));

    QString error;
    {
        auto store = store::ClassStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(namesOf(store->classes()), QStringList{QStringLiteral("My class")});
        QCOMPARE(store->current().createdMs, qint64(500));
        const QVector<store::ClassStudent> students = store->students();
        QCOMPARE(students.size(), 1);
        QCOMPARE(students.first().name, QStringLiteral("Sara"));
        QCOMPARE(students.first().sourceFile, QStringLiteral("/x/sara.json"));
        QCOMPARE(students.first().reviews.size(), 2);
        QCOMPARE(students.first().reviews.at(1).answer, QStringLiteral("2"));
        // The new reviews table still follows its students: removing Sara removes her log.
        QVERIFY(store->removeStudent(QStringLiteral("s-1"), &error));
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"),
                                                    QStringLiteral("v2"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QCOMPARE(count(db, QStringLiteral("PRAGMA user_version")), 3);
        QCOMPARE(count(db, QStringLiteral("SELECT COUNT(*) FROM expected_names")), 0);
        QCOMPARE(count(db, QStringLiteral("SELECT COUNT(*) FROM student_reviews")), 0);
        QCOMPARE(count(db, QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE sql LIKE "
                                          "'%students_v2%'")),
                 0);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v2"));
}

// One window at a time holds a class file; a lock file left empty by a kill between its creation
// and its first write does not keep the class shut for good once it is a few seconds old.
void TestClassStore::aSecondWindowIsRefusedAndAnEmptyLockIsStale()
{
    QTemporaryDir data;
    const QString path = store::ClassStore::pathIn(data.path());
    QString error;
    {
        auto first = store::ClassStore::open(path, &error);
        QVERIFY2(first, qPrintable(error));
        QVERIFY(!store::ClassStore::open(path, &error));
        QCOMPARE(error, QStringLiteral("The class is open in another Astrolabe window."));
    }
    QFile lock(path + QStringLiteral(".lock"));
    QVERIFY(lock.open(QIODevice::WriteOnly));
    QVERIFY(!store::ClassStore::open(path, &error)); // being written just now: respected
    QVERIFY(lock.setFileTime(QDateTime::currentDateTime().addSecs(-60),
                             QFileDevice::FileModificationTime));
    lock.close();
    auto store = store::ClassStore::open(path, &error);
    QVERIFY2(store, qPrintable(error));
    QVERIFY(QFileInfo(lock.fileName()).size() > 0); // now this window's lock
}

// 7A and 7B each have their own roster, in the teacher's order, kept in the file; an empty
// list removes it.
void TestClassStore::eachClassKeepsItsRoster()
{
    QTemporaryDir data;
    const QString path = store::ClassStore::pathIn(data.path());
    QString error;
    {
        auto store = store::ClassStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        QVERIFY(store->expectedNames().isEmpty());
        const qint64 a = store->current().id;
        QVERIFY(store->setExpectedNames({QStringLiteral("  Sara   Ahmadi "), QString(),
                                         QStringLiteral("علی رضایی"), QStringLiteral("Bob")},
                                        &error));
        const auto b = store->createClass(QStringLiteral("7B"), 1, &error);
        QVERIFY(store->choose(*b, &error));
        QVERIFY(store->expectedNames().isEmpty());
        QVERIFY(store->setExpectedNames({QStringLiteral("Zoe"), QStringLiteral("Adam")}, &error));
        QVERIFY(store->use(a, &error));
        QCOMPARE(store->expectedNames(),
                 (QStringList{QStringLiteral("Sara Ahmadi"), QStringLiteral("علی رضایی"),
                              QStringLiteral("Bob")}));
    }
    auto store = store::ClassStore::open(path, &error);
    QVERIFY2(store, qPrintable(error));
    QCOMPARE(store->current().name, QStringLiteral("7B"));
    QCOMPARE(store->expectedNames(), (QStringList{QStringLiteral("Zoe"), QStringLiteral("Adam")}));
    QVERIFY(store->setExpectedNames({}, &error));
    QVERIFY(store->expectedNames().isEmpty());
    QVERIFY(store->use(store->classNamed(QStringLiteral("My class"))->id, &error));
    QCOMPARE(store->expectedNames().size(), 3);
}

void TestClassStore::aRosterIsCheckedInOneSentence()
{
    auto store = fresh();
    QString error;
    QVERIFY(store->setExpectedNames({QStringLiteral("Sara")}, &error));
    QVERIFY(!store->setExpectedNames({QStringLiteral("Ali"), QString(81, QLatin1Char('x'))},
                                     &error));
    QCOMPARE(error, QStringLiteral("A name on the roster can have at most 80 characters; "
                                   "“xxxxxxxxxxxxxxxxxxxxxxxx…” has more."));
    QStringList many;
    for (int i = 0; i < 1001; ++i)
        many << QStringLiteral("Student %1").arg(i);
    QVERIFY(!store->setExpectedNames(many, &error));
    QCOMPARE(error, QStringLiteral("A roster can list at most 1000 names."));
    many.removeLast();
    QVERIFY(store->setExpectedNames(many, &error));
    QCOMPARE(store->expectedNames().size(), 1000);
    // An archived class keeps its roster as it was.
    QVERIFY(store->setArchived(store->current().id, 5, &error));
    QVERIFY(!store->setExpectedNames({QStringLiteral("Sara")}, &error));
    QCOMPARE(error, QStringLiteral("The class My class is archived; restore it before changing "
                                   "its students."));
    QCOMPARE(store->expectedNames().size(), 1000);
}

// A class file of version 2 (before rosters) opens with its classes and students as they were
// and gets an empty roster for each class.
void TestClassStore::aFileOfTheLastVersionGetsRosters()
{
    QTemporaryDir data;
    const QString path = store::ClassStore::pathIn(data.path());
    QString error;
    {
        auto store = store::ClassStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        report::importProgressFiles({file(QStringLiteral("sara.json"))}, *store, m_course, 1);
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"),
                                                    QStringLiteral("back-to-v2"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("DROP TABLE expected_names")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 2")));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("back-to-v2"));
    auto store = store::ClassStore::open(path, &error);
    QVERIFY2(store, qPrintable(error));
    QCOMPARE(studentNames(*store), QStringList{QStringLiteral("Sara")});
    QVERIFY(store->expectedNames().isEmpty());
    QVERIFY(store->setExpectedNames({QStringLiteral("Sara")}, &error));
    QCOMPARE(store->expectedNames(), QStringList{QStringLiteral("Sara")});
}

QTEST_GUILESS_MAIN(TestClassStore)
#include "tst_class_store.moc"
