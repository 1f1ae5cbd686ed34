#include "classroom_fixture.h"

#include "report/progress_checksum.h"
#include "report/progress_json.h"
#include "report/progress_reader.h"
#include "store/student_id.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QUuid>
#include <QTest>

using namespace astrolabe;
using report::ProgressProblem;

Q_DECLARE_METATYPE(astrolabe::report::ProgressProblem)

namespace {

// A file whose contents are `contents` with a correct checksum: what a careless tool (not
// Astrolabe) might write, to reach the field checks behind the checksum.
QByteArray withChecksum(QJsonObject contents)
{
    contents.insert(QLatin1String(report::kChecksumKey), report::progressChecksum(contents));
    return QJsonDocument(contents).toJson();
}

QJsonObject setReviewField(QJsonObject contents, int row, const QString &key, const QJsonValue &v)
{
    QJsonArray reviews = contents.value(QLatin1String("reviews")).toArray();
    QJsonObject review = reviews.at(row).toObject();
    if (v.isUndefined())
        review.remove(key);
    else
        review.insert(key, v);
    reviews.replace(row, review);
    contents.insert(QStringLiteral("reviews"), reviews);
    return contents;
}

void compareRecords(const QVector<store::ReviewRecord> &got,
                    const QVector<store::ReviewRecord> &want)
{
    QCOMPARE(got.size(), want.size());
    for (int i = 0; i < want.size(); ++i) {
        const store::ReviewRecord &a = got.at(i), &b = want.at(i);
        QCOMPARE(a.id, b.id);
        QCOMPARE(a.itemId, b.itemId);
        QCOMPARE(a.timeMs, b.timeMs);
        QCOMPARE(int(a.rating), int(b.rating));
        QCOMPARE(a.elapsedDays, b.elapsedDays);
        QCOMPARE(a.answer, b.answer);
        QCOMPARE(a.correct, b.correct);
        QCOMPARE(a.helped, b.helped);
        QCOMPARE(a.durationMs, b.durationMs);
        QCOMPARE(a.exerciseSeed, b.exerciseSeed);
        QCOMPARE(a.stateBefore.has_value(), b.stateBefore.has_value());
        if (b.stateBefore) {
            QCOMPARE(int(a.stateBefore->phase), int(b.stateBefore->phase));
            QCOMPARE(a.stateBefore->stability, b.stateBefore->stability); // bit for bit
            QCOMPARE(a.stateBefore->difficulty, b.stateBefore->difficulty);
            QVERIFY(*a.stateBefore == *b.stateBefore);
        }
        QVERIFY(a == b);
    }
}

} // namespace

class TestProgressFile : public QObject
{
    Q_OBJECT

private slots:
    void exportReadsBackTheWholeLog();
    void studentIdIsMadeOnceAndKept();
    void namesAndAnswersRoundTripExactly_data();
    void namesAndAnswersRoundTripExactly();
    void badFilesAreRefusedWithTheirReason_data();
    void badFilesAreRefusedWithTheirReason();
    void anAbsurdlyLargeFileIsRefusedBeforeReading();
    void writingIsAtomic();
    void defaultFileNameKeepsTheName();

private:
    QByteArray validBytes();
    QTemporaryDir m_dir;
};

QByteArray TestProgressFile::validBytes()
{
    auto db = test::profileStore(QStringLiteral("Sara"));
    test::answer(*db, {QStringLiteral("0.84"), QStringLiteral("0.11, 0.04"), QStringLiteral("3")},
                 test::kExportMs - 5 * test::kDayMs);
    return report::encodeProgressFile(test::progressOf(*db));
}

void TestProgressFile::exportReadsBackTheWholeLog()
{
    auto db = test::simulatedStudent(QStringLiteral("Mina"), 60, 7);
    const QVector<store::ReviewRecord> log = db->reviews().all();
    QVERIFY(log.size() > 100);
    const report::ProgressFile progress = test::progressOf(*db);
    const QString path = test::writeProgress(m_dir.path(), QStringLiteral("mina.json"), progress);

    const report::ProgressReadResult read = report::readProgressFile(path);
    QVERIFY2(read.ok(), qPrintable(read.reason));
    QCOMPARE(read.file->studentName, QStringLiteral("Mina"));
    QCOMPARE(read.file->studentId, progress.studentId);
    QCOMPARE(read.file->exportedMs, test::kExportMs);
    QCOMPARE(read.file->courseId, test::course().courseId());
    QCOMPARE(read.file->courseVersion, test::course().version());
    compareRecords(read.file->reviews, log);
    QVERIFY(*read.file == progress);
    QCOMPARE(read.checksum.size(), 64);
}

void TestProgressFile::studentIdIsMadeOnceAndKept()
{
    auto a = test::profileStore(QStringLiteral("A"));
    auto b = test::profileStore(QStringLiteral("A"));
    QString error;
    const auto first = store::ensureStudentId(a->meta(), &error);
    QVERIFY(first);
    QVERIFY(!QUuid::fromString(*first).isNull());
    QCOMPARE(store::ensureStudentId(a->meta(), &error), first);
    QCOMPARE(test::progressOf(*a).studentId, *first);
    // Two students of the same name are two students.
    QVERIFY(*store::ensureStudentId(b->meta(), &error) != *first);
}

void TestProgressFile::namesAndAnswersRoundTripExactly_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("answer");
    QTest::newRow("markup") << QStringLiteral("<b>Sara</b> <script>x</script>")
                            << QStringLiteral("<i>0.84</i>");
    QTest::newRow("commas and quotes") << QStringLiteral("Doe, \"Jo\" 'J'")
                                       << QStringLiteral("0.84, \"0.11\", 0.04");
    QTest::newRow("persian") << QStringLiteral("سارا رضایی") << QStringLiteral("۰٫۸۴");
    QTest::newRow("mixed direction")
        << QStringLiteral("Ali \u200F(علی)\u200E 2") << QStringLiteral("\u202Eabc\u202C");
    QTest::newRow("backslash newline tab") << QStringLiteral("a\\b\tc\nd")
                                           << QStringLiteral("\\u0041\r\n");
}

void TestProgressFile::namesAndAnswersRoundTripExactly()
{
    QFETCH(QString, name);
    QFETCH(QString, answer);
    auto db = test::profileStore(name);
    test::answer(*db, {answer, answer + QStringLiteral(","), QString()},
                 test::kExportMs - test::kDayMs);
    const report::ProgressFile progress = test::progressOf(*db);
    const QString path = test::writeProgress(m_dir.path(), QStringLiteral("names.json"), progress);
    const report::ProgressReadResult read = report::readProgressFile(path);
    QVERIFY2(read.ok(), qPrintable(read.reason));
    QCOMPARE(read.file->studentName, name);
    QCOMPARE(read.file->reviews.at(0).answer, answer);
    QCOMPARE(read.file->reviews.at(1).answer, answer + QStringLiteral(","));
    compareRecords(read.file->reviews, db->reviews().all());
}

void TestProgressFile::badFilesAreRefusedWithTheirReason_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<ProgressProblem>("problem");
    QTest::addColumn<QString>("says");

    const QByteArray valid = validBytes();
    const QJsonObject contents = [&] {
        QJsonObject o = QJsonDocument::fromJson(valid).object();
        o.remove(QLatin1String(report::kChecksumKey));
        return o;
    }();

    QTest::newRow("truncated") << valid.left(valid.size() / 2) << ProgressProblem::Damaged
                               << "damaged";
    QByteArray garbled = valid;
    garbled.replace(valid.size() / 3, 8, QByteArray(8, '\xff'));
    QTest::newRow("garbled") << garbled << ProgressProblem::Damaged << "damaged";

    QByteArray tampered = valid;
    const int at = tampered.indexOf("\"time_ms\": ") + 11;
    tampered[at + 3] = tampered.at(at + 3) == '5' ? '6' : '5';
    QTest::newRow("one digit changed") << tampered << ProgressProblem::Tampered
                                       << "changed after it was exported";
    QByteArray renamed = valid;
    renamed.replace("\"Sara\"", "\"Sarah\"");
    QTest::newRow("name changed") << renamed << ProgressProblem::Tampered
                                  << "changed after it was exported";
    QByteArray noChecksum = valid;
    noChecksum.replace("\"checksum\"", "\"checksun\"");
    QTest::newRow("checksum removed") << noChecksum << ProgressProblem::Tampered
                                      << "changed after it was exported";

    QByteArray newer = valid;
    newer.replace("\"version\": 1", "\"version\": 2");
    QTest::newRow("newer format") << newer << ProgressProblem::NewerFormat << "newer Astrolabe";

    QTest::newRow("not json") << QByteArray("%PDF-1.4\n%\xe2\xe3\n1 0 obj")
                              << ProgressProblem::NotProgressFile << "not an Astrolabe progress";
    QTest::newRow("empty") << QByteArray() << ProgressProblem::NotProgressFile
                           << "not an Astrolabe progress";
    QTest::newRow("other json") << QByteArray("{\"name\": \"x\", \"reviews\": []}")
                                << ProgressProblem::NotProgressFile << "not an Astrolabe progress";
    QTest::newRow("json array") << QByteArray("[1, 2]") << ProgressProblem::NotProgressFile
                                << "not an Astrolabe progress";
    QTest::newRow("deep nesting")
        << QByteArray("{\"format\": ") + QByteArray(100000, '[') + QByteArray(100000, ']') + "}"
        << ProgressProblem::TooDeep << "nested";

    QTest::newRow("unknown rating")
        << withChecksum(setReviewField(contents, 1, QStringLiteral("rating"), 7))
        << ProgressProblem::InvalidField << "reviews[1].rating";
    QTest::newRow("negative time")
        << withChecksum(setReviewField(contents, 0, QStringLiteral("time_ms"), -5))
        << ProgressProblem::InvalidField << "reviews[0].time_ms";
    QTest::newRow("negative duration")
        << withChecksum(setReviewField(contents, 2, QStringLiteral("duration_ms"), -1))
        << ProgressProblem::InvalidField << "reviews[2].duration_ms";
    QTest::newRow("fractional days")
        << withChecksum(setReviewField(contents, 2, QStringLiteral("elapsed_days"), 1.5))
        << ProgressProblem::InvalidField << "reviews[2].elapsed_days";
    QTest::newRow("missing item") << withChecksum(
                                         setReviewField(contents, 0, QStringLiteral("item"), {}))
                                  << ProgressProblem::InvalidField << "reviews[0].item";
    QTest::newRow("seed not a number")
        << withChecksum(setReviewField(contents, 0, QStringLiteral("seed"), QStringLiteral("12ab")))
        << ProgressProblem::InvalidField << "reviews[0].seed";
    QTest::newRow("rows out of order")
        << withChecksum(setReviewField(contents, 1, QStringLiteral("id"), 1))
        << ProgressProblem::InvalidField << "reviews[1].id";
    QJsonObject badBefore = setReviewField(contents, 1, QStringLiteral("before"),
                                           QJsonObject{{QStringLiteral("phase"), 9},
                                                       {QStringLiteral("stability"), 1},
                                                       {QStringLiteral("difficulty"), 5},
                                                       {QStringLiteral("last_review_ms"), 0},
                                                       {QStringLiteral("due_ms"), 0},
                                                       {QStringLiteral("step"), 0},
                                                       {QStringLiteral("reps"), 0},
                                                       {QStringLiteral("lapses"), 0},
                                                       {QStringLiteral("scheduled_days"), 0}});
    QTest::newRow("unknown phase") << withChecksum(badBefore) << ProgressProblem::InvalidField
                                   << "reviews[1].before.phase";
    QJsonObject badId = contents;
    badId.insert(QStringLiteral("student"),
                 QJsonObject{{QStringLiteral("name"), QStringLiteral("Sara")},
                             {QStringLiteral("id"), QStringLiteral("not-a-uuid")}});
    QTest::newRow("student id") << withChecksum(badId) << ProgressProblem::InvalidField
                                << "student.id";
    QJsonObject blankName = contents;
    blankName.insert(QStringLiteral("student"),
                     QJsonObject{{QStringLiteral("name"), QStringLiteral("  ")},
                                 {QStringLiteral("id"), QUuid::createUuid().toString()}});
    QTest::newRow("blank name") << withChecksum(blankName) << ProgressProblem::InvalidField
                                << "student.name";
    QJsonObject badTime = contents;
    badTime.insert(QStringLiteral("exported_at"), QStringLiteral("yesterday"));
    QTest::newRow("export time") << withChecksum(badTime) << ProgressProblem::InvalidField
                                 << "exported_at";
    QJsonObject reviewsNotList = contents;
    reviewsNotList.insert(QStringLiteral("reviews"), QJsonObject{});
    QTest::newRow("reviews not a list") << withChecksum(reviewsNotList)
                                        << ProgressProblem::InvalidField << "reviews";
}

void TestProgressFile::badFilesAreRefusedWithTheirReason()
{
    QFETCH(QByteArray, bytes);
    QFETCH(ProgressProblem, problem);
    QFETCH(QString, says);
    const QString path = m_dir.filePath(QStringLiteral("bad.json"));
    test::writeBytes(path, bytes);
    const report::ProgressReadResult read = report::readProgressFile(path);
    QCOMPARE(read.problem, problem);
    QVERIFY(!read.file); // never a partial result
    QVERIFY2(read.reason.contains(says), qPrintable(read.reason));
    QVERIFY2(read.reason.contains(QLatin1String("bad.json")), qPrintable(read.reason));
    QVERIFY(!read.reason.contains(QLatin1Char('\n')));
    QVERIFY(read.reason.endsWith(QLatin1Char('.')));
}

void TestProgressFile::anAbsurdlyLargeFileIsRefusedBeforeReading()
{
    const QString path = m_dir.filePath(QStringLiteral("huge.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"astrolabe-progress\", \"x\": \"");
        QVERIFY(file.resize(report::kMaxProgressFileBytes + 1)); // sparse: no disk is used
    }
    const report::ProgressReadResult read = report::readProgressFile(path);
    QCOMPARE(read.problem, ProgressProblem::TooLarge);
    QVERIFY2(read.reason.contains(QLatin1String("64 MB")), qPrintable(read.reason));
    // The same cap holds for bytes handed over in memory.
    QCOMPARE(report::decodeProgressFile(QByteArray(report::kMaxProgressFileBytes + 1, ' '),
                                        QStringLiteral("x.json"))
                 .problem,
             ProgressProblem::TooLarge);
}

void TestProgressFile::writingIsAtomic()
{
    auto db = test::profileStore(QStringLiteral("Sara"));
    const report::ProgressFile progress = test::progressOf(*db);
    const QString path = m_dir.filePath(QStringLiteral("atomic.json"));
    test::writeBytes(path, "old contents");
    QString error;
    QVERIFY(report::writeProgressFile(path, progress, &error));
    QVERIFY(report::readProgressFile(path).ok());
    QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral("atomic.json*")}, QDir::Files).size(),
             1); // no temporary file left behind

    const QString nowhere = m_dir.filePath(QStringLiteral("no/such/folder/p.json"));
    QVERIFY(!report::writeProgressFile(nowhere, progress, &error));
    QVERIFY2(error.contains(QLatin1String("p.json")) && error.endsWith(QLatin1Char('.')),
             qPrintable(error));
    QVERIFY(!QFile::exists(nowhere));
}

void TestProgressFile::defaultFileNameKeepsTheName()
{
    QCOMPARE(report::defaultProgressFileName(QStringLiteral("Sara")),
             QStringLiteral("Sara-progress.json"));
    QCOMPARE(report::defaultProgressFileName(QStringLiteral("سارا")),
             QStringLiteral("سارا-progress.json"));
    QCOMPARE(report::defaultProgressFileName(QStringLiteral("../a/b:c")),
             QStringLiteral("_a_b_c-progress.json"));
}

QTEST_GUILESS_MAIN(TestProgressFile)
#include "tst_progress_file.moc"
