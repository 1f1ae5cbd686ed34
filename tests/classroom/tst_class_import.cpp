#include "classroom_fixture.h"

#include "report/class_import.h"
#include "report/class_roster.h"
#include "report/progress_folder.h"
#include "report/progress_reader.h"
#include "store/class_store.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;
using report::ImportOutcome;

Q_DECLARE_METATYPE(astrolabe::report::ImportOutcome)

namespace {

// Everything the class holds, as text, to compare a class before and after.
QString snapshot(const store::ClassStore &store)
{
    QString text;
    for (const store::ClassStudent &s : store.students()) {
        text += QStringLiteral("%1|%2|%3|%4|%5|%6|%7|%8\n")
                    .arg(s.studentId, s.name)
                    .arg(s.exportedMs)
                    .arg(s.courseId, s.courseVersion, s.checksum, s.sourceFile)
                    .arg(s.reviews.size());
        for (const store::ReviewRecord &r : s.reviews)
            text += QStringLiteral("  %1 %2 %3 %4 %5 %6\n")
                        .arg(r.id)
                        .arg(r.itemId)
                        .arg(r.timeMs)
                        .arg(int(r.rating))
                        .arg(r.answer)
                        .arg(r.exerciseSeed);
    }
    return text;
}

} // namespace

class TestClassImport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void importAddsEveryStudentWithTheirWholeLog();
    void theSameFileAgainIsADuplicate();
    void aNewerExportReplacesAndAnOlderOneIsSkipped();
    void badFilesAreListedAndChangeNothing_data();
    void badFilesAreListedAndChangeNothing();
    void aStudentIsMergedWholeOrNotAtAll();
    void aFolderIsImportedFileByFile();
    void theClassIsKeptOnDiskAndLocked();
    void aRosterReadsFilesByTheSameRules();

private:
    QString file(const QString &name) const { return m_dir.filePath(name); }

    QTemporaryDir m_dir;
    report::ProgressFile m_sara, m_saraLater, m_ali;
    std::unique_ptr<store::ClassStore> m_class;
    QString m_course;
};

void TestClassImport::initTestCase()
{
    m_course = test::course().courseId();
    auto sara = test::simulatedStudent(QStringLiteral("Sara"), 20, 3, test::kExportMs - 10 * test::kDayMs);
    m_sara = test::progressOf(*sara, test::kExportMs - 10 * test::kDayMs);
    test::answer(*sara, {QStringLiteral("0.5"), QStringLiteral("0.25")}, test::kExportMs - test::kDayMs);
    m_saraLater = test::progressOf(*sara, test::kExportMs);
    QVERIFY(m_saraLater.reviews.size() == m_sara.reviews.size() + 2);
    auto ali = test::simulatedStudent(QStringLiteral("علی"), 30, 4);
    m_ali = test::progressOf(*ali);
    test::writeProgress(m_dir.path(), QStringLiteral("sara-old.json"), m_sara);
    test::writeProgress(m_dir.path(), QStringLiteral("sara-new.json"), m_saraLater);
    test::writeProgress(m_dir.path(), QStringLiteral("ali.json"), m_ali);
}

void TestClassImport::init()
{
    QString error;
    m_class = store::ClassStore::openInMemory(&error);
    QVERIFY2(m_class, qPrintable(error));
}

void TestClassImport::importAddsEveryStudentWithTheirWholeLog()
{
    const auto results = report::importProgressFiles({file(QStringLiteral("sara-old.json")),
                                                      file(QStringLiteral("ali.json"))},
                                                     *m_class, m_course, test::kExportMs);
    QCOMPARE(results.size(), 2);
    QCOMPARE(results.at(0).outcome, ImportOutcome::Added);
    QCOMPARE(results.at(0).studentName, QStringLiteral("Sara"));
    QVERIFY2(results.at(0).reason.contains(QString::number(m_sara.reviews.size())),
             qPrintable(results.at(0).reason));
    QCOMPARE(results.at(1).outcome, ImportOutcome::Added);

    const report::ClassRoster roster = report::ClassRoster::fromStore(*m_class);
    QCOMPARE(roster.students().size(), 2);
    const store::ClassStudent &sara = roster.students().at(0); // by name: Latin before Persian
    QCOMPARE(sara.name, QStringLiteral("Sara"));
    QCOMPARE(sara.studentId, m_sara.studentId);
    QCOMPARE(sara.exportedMs, m_sara.exportedMs);
    QCOMPARE(sara.courseId, m_course);
    QCOMPARE(sara.importedMs, test::kExportMs);
    QVERIFY(sara.reviews == m_sara.reviews); // every field of every row
    QCOMPARE(roster.students().at(1).name, QStringLiteral("علی"));
    QVERIFY(roster.students().at(1).reviews == m_ali.reviews);
}

void TestClassImport::theSameFileAgainIsADuplicate()
{
    report::importProgressFiles({file(QStringLiteral("ali.json"))}, *m_class, m_course, 1);
    const QString before = snapshot(*m_class);
    QFile::copy(file(QStringLiteral("ali.json")), file(QStringLiteral("ali-copy.json")));
    const auto results = report::importProgressFiles({file(QStringLiteral("ali.json")),
                                                      file(QStringLiteral("ali-copy.json"))},
                                                     *m_class, m_course, 2);
    QCOMPARE(results.at(0).outcome, ImportOutcome::Duplicate);
    QCOMPARE(results.at(1).outcome, ImportOutcome::Duplicate);
    QVERIFY2(results.at(0).reason.contains(QLatin1String("imported before")),
             qPrintable(results.at(0).reason));
    QCOMPARE(snapshot(*m_class), before);
    QFile::remove(file(QStringLiteral("ali-copy.json")));
}

void TestClassImport::aNewerExportReplacesAndAnOlderOneIsSkipped()
{
    report::importProgressFiles({file(QStringLiteral("sara-old.json"))}, *m_class, m_course, 1);
    auto results =
        report::importProgressFiles({file(QStringLiteral("sara-new.json"))}, *m_class, m_course, 2);
    QCOMPARE(results.at(0).outcome, ImportOutcome::Replaced);
    QCOMPARE(m_class->studentCount(), 1);
    QVERIFY(m_class->students().at(0).reviews == m_saraLater.reviews);
    QCOMPARE(m_class->students().at(0).exportedMs, m_saraLater.exportedMs);

    const QString before = snapshot(*m_class);
    results =
        report::importProgressFiles({file(QStringLiteral("sara-old.json"))}, *m_class, m_course, 3);
    QCOMPARE(results.at(0).outcome, ImportOutcome::Older);
    QVERIFY2(results.at(0).reason.contains(QLatin1String("newer export of Sara")),
             qPrintable(results.at(0).reason));
    QCOMPARE(snapshot(*m_class), before);
}

void TestClassImport::badFilesAreListedAndChangeNothing_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("says");
    const QByteArray valid = test::readBytes(file(QStringLiteral("sara-new.json")));

    QTest::newRow("damaged") << valid.left(valid.size() - 40) << "damaged";
    QByteArray tampered = valid;
    tampered.replace("\"Sara\"", "\"Sera\"");
    QTest::newRow("tampered") << tampered << "changed after it was exported";
    QByteArray newer = valid;
    newer.replace("\"version\": 1", "\"version\": 9");
    QTest::newRow("newer format") << newer << "newer Astrolabe";
    QTest::newRow("not json") << QByteArray("name,reviews\nSara,12\n") << "not an Astrolabe";
    QTest::newRow("deep") << QByteArray(5000, '[') << "nested";
    report::ProgressFile otherCourse = m_saraLater;
    otherCourse.courseId = QStringLiteral("another-course");
    QTest::newRow("other course") << report::encodeProgressFile(otherCourse)
                                  << "another course (another-course)";
}

void TestClassImport::badFilesAreListedAndChangeNothing()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, says);
    report::importProgressFiles({file(QStringLiteral("sara-old.json")),
                                 file(QStringLiteral("ali.json"))},
                                *m_class, m_course, 1);
    const QString before = snapshot(*m_class);
    const QString bad = file(QStringLiteral("bad.json"));
    test::writeBytes(bad, bytes);
    const auto results = report::importProgressFiles({bad}, *m_class, m_course, 2);
    QCOMPARE(results.size(), 1);
    QCOMPARE(results.at(0).outcome, ImportOutcome::Refused);
    QCOMPARE(results.at(0).file, bad);
    QVERIFY2(results.at(0).reason.contains(says), qPrintable(results.at(0).reason));
    QCOMPARE(snapshot(*m_class), before);
    QFile::remove(bad);
}

void TestClassImport::aStudentIsMergedWholeOrNotAtAll()
{
    report::importProgressFiles({file(QStringLiteral("sara-old.json"))}, *m_class, m_course, 1);
    const QString before = snapshot(*m_class);
    // A newer export whose 6th row the class table refuses (rating 9 breaks its CHECK): the
    // rows before it were already inserted when it fails, and must all be rolled back.
    store::ClassStudent broken;
    broken.studentId = m_saraLater.studentId;
    broken.name = m_saraLater.studentName;
    broken.exportedMs = m_saraLater.exportedMs;
    broken.reviews = m_saraLater.reviews;
    broken.reviews[5].rating = memory::Rating(9);
    QString error;
    QVERIFY(!m_class->putStudent(broken, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(snapshot(*m_class), before);
}

void TestClassImport::aFolderIsImportedFileByFile()
{
    test::writeBytes(file(QStringLiteral("notes.txt")), "not offered");
    const QStringList files = report::readProgressFolder(m_dir.path()).progressFiles;
    QCOMPARE(files,
             QStringList({file(QStringLiteral("ali.json")), file(QStringLiteral("sara-new.json")),
                          file(QStringLiteral("sara-old.json"))}));
    const auto results = report::importProgressFiles(files, *m_class, m_course, 1);
    QCOMPARE(results.at(0).outcome, ImportOutcome::Added);
    QCOMPARE(results.at(1).outcome, ImportOutcome::Added);
    QCOMPARE(results.at(2).outcome, ImportOutcome::Older);
    QCOMPARE(m_class->studentCount(), 2);
}

void TestClassImport::theClassIsKeptOnDiskAndLocked()
{
    QTemporaryDir data;
    const QString path = store::ClassStore::pathIn(data.path());
    QCOMPARE(QFileInfo(path).fileName(), QStringLiteral("class.sqlite"));
    QString error;
    {
        auto cls = store::ClassStore::open(path, &error);
        QVERIFY2(cls, qPrintable(error));
        report::importProgressFiles({file(QStringLiteral("ali.json"))}, *cls, m_course, 1);
        QVERIFY(!store::ClassStore::open(path, &error)); // a second window
        QVERIFY2(error.contains(QLatin1String("another Astrolabe window")), qPrintable(error));
    }
    {
        auto cls = store::ClassStore::open(path, &error);
        QVERIFY2(cls, qPrintable(error));
        QCOMPARE(cls->studentCount(), 1);
        QVERIFY(cls->students().at(0).reviews == m_ali.reviews);
        QVERIFY(cls->clear(&error));
        QCOMPARE(cls->studentCount(), 0);
    }
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("newer"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery(db).exec(QStringLiteral("PRAGMA user_version = 7"));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("newer"));
    QVERIFY(!store::ClassStore::open(path, &error));
    QVERIFY2(error.contains(QLatin1String("newer Astrolabe")), qPrintable(error));
}

void TestClassImport::aRosterReadsFilesByTheSameRules()
{
    test::writeBytes(file(QStringLiteral("broken.json")), "{\"format\": \"astrolabe-progress\"");
    QVector<report::ImportResult> results;
    const report::ClassRoster roster =
        report::ClassRoster::fromFiles({file(QStringLiteral("sara-new.json")),
                                        file(QStringLiteral("broken.json")),
                                        file(QStringLiteral("sara-old.json")),
                                        file(QStringLiteral("ali.json"))},
                                       m_course, &results);
    QCOMPARE(results.size(), 4);
    QCOMPARE(results.at(0).outcome, ImportOutcome::Added);
    QCOMPARE(results.at(1).outcome, ImportOutcome::Refused);
    QCOMPARE(results.at(2).outcome, ImportOutcome::Older);
    QCOMPARE(results.at(3).outcome, ImportOutcome::Added);
    QCOMPARE(roster.students().size(), 2);
    QVERIFY(roster.students().at(0).reviews == m_saraLater.reviews);
    QFile::remove(file(QStringLiteral("broken.json")));
}

QTEST_GUILESS_MAIN(TestClassImport)
#include "tst_class_import.moc"
