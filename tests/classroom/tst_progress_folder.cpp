#include "classroom_fixture.h"

#include "report/class_import.h"
#include "report/progress_folder.h"
#include "report/progress_reader.h"
#include "report/progress_writer.h"
#include "store/class_store.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace astrolabe;
using report::ImportOutcome;

// A folder of progress files is read by content, not by name (report::readProgressFolder):
// a progress file exported to "sara.progress" is taken, every other file is skipped with one
// reason, and the import lists them all in name order.
class TestProgressFolder : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void progressFilesAreFoundByTheirContent();
    void otherFilesAreSkippedWithOneReasonEach();
    void aFileTooLargeIsSkippedUnread();
    void anUnreadableFileIsSkipped();
    void theImportListsEveryFileInNameOrder();

private:
    QString file(const QString &name) const { return m_dir.filePath(name); }
    QString reasonFor(const report::ProgressFolder &folder, const QString &name) const;

    QTemporaryDir m_dir;
};

void TestProgressFolder::initTestCase()
{
    QVERIFY(m_dir.isValid());
    auto sara = test::simulatedStudent(QStringLiteral("Sara"), 20, 3);
    auto ali = test::simulatedStudent(QStringLiteral("Ali"), 10, 4);
    const QByteArray saraBytes = report::encodeProgressFile(test::progressOf(*sara));
    test::writeBytes(file(QStringLiteral("sara.progress")), saraBytes);
    test::writeProgress(m_dir.path(), QStringLiteral("ali.json"), test::progressOf(*ali));
    // A progress file cut short, with no extension: still a progress file (refused later).
    test::writeBytes(file(QStringLiteral("cut")), saraBytes.left(saraBytes.size() / 2));
    QByteArray tampered = saraBytes;
    tampered.replace("\"Sara\"", "\"Sera\"");
    test::writeBytes(file(QStringLiteral("tampered.txt")), tampered);
    test::writeBytes(file(QStringLiteral("notes.json")), "{\"title\": \"Lesson notes\"}");
    test::writeBytes(file(QStringLiteral("notes.txt")), "Bring the progress files on Monday.");
    test::writeBytes(file(QStringLiteral("photo.png")), QByteArray("\x89PNG\r\n\x1a\n\0\0", 10));
    test::writeBytes(file(QStringLiteral(".hidden.json")), saraBytes);
    QVERIFY(QDir(m_dir.path()).mkdir(QStringLiteral("older")));
    test::writeBytes(file(QStringLiteral("older/sara.json")), saraBytes);
}

QString TestProgressFolder::reasonFor(const report::ProgressFolder &folder,
                                      const QString &name) const
{
    for (const report::ImportResult &skipped : folder.skipped)
        if (skipped.file == file(name))
            return skipped.reason;
    return QString();
}

void TestProgressFolder::progressFilesAreFoundByTheirContent()
{
    const report::ProgressFolder folder = report::readProgressFolder(m_dir.path());
    QCOMPARE(folder.progressFiles,
             QStringList({file(QStringLiteral("ali.json")), file(QStringLiteral("cut")),
                          file(QStringLiteral("sara.progress")),
                          file(QStringLiteral("tampered.txt"))}));
    QCOMPARE(folder.files,
             QStringList({file(QStringLiteral("ali.json")), file(QStringLiteral("cut")),
                          file(QStringLiteral("notes.json")), file(QStringLiteral("notes.txt")),
                          file(QStringLiteral("photo.png")), file(QStringLiteral("sara.progress")),
                          file(QStringLiteral("tampered.txt"))}));
}

void TestProgressFolder::otherFilesAreSkippedWithOneReasonEach()
{
    const report::ProgressFolder folder = report::readProgressFolder(m_dir.path());
    QCOMPARE(folder.skipped.size(), 3);
    for (const report::ImportResult &skipped : folder.skipped) {
        QCOMPARE(skipped.outcome, ImportOutcome::Skipped);
        QVERIFY(!skipped.merged());
        QVERIFY(skipped.studentName.isEmpty());
    }
    for (const char *name : {"notes.json", "notes.txt", "photo.png"})
        QCOMPARE(reasonFor(folder, QLatin1String(name)),
                 QStringLiteral("The file %1 is not an Astrolabe progress file.")
                     .arg(QLatin1String(name)));
}

void TestProgressFolder::aFileTooLargeIsSkippedUnread()
{
    QTemporaryDir dir;
    QFile big(dir.filePath(QStringLiteral("film.mp4")));
    QVERIFY(big.open(QIODevice::WriteOnly));
    QVERIFY(big.resize(report::kMaxProgressFileBytes + 1)); // sparse: nothing written
    big.close();
    const report::ProgressFolder folder = report::readProgressFolder(dir.path());
    QVERIFY(folder.progressFiles.isEmpty());
    QCOMPARE(folder.skipped.size(), 1);
    QVERIFY2(folder.skipped.at(0).reason.contains(QLatin1String("larger than any progress file")),
             qPrintable(folder.skipped.at(0).reason));
}

void TestProgressFolder::anUnreadableFileIsSkipped()
{
    if (::geteuid() == 0)
        QSKIP("Run as root, every file can be read.");
    QTemporaryDir dir;
    const QString locked = dir.filePath(QStringLiteral("locked.json"));
    test::writeBytes(locked, "{}");
    QVERIFY(QFile::setPermissions(locked, QFileDevice::Permissions()));
    const report::ProgressFolder folder = report::readProgressFolder(dir.path());
    QCOMPARE(folder.skipped.size(), 1);
    QVERIFY2(folder.skipped.at(0).reason.contains(QLatin1String("cannot be read")),
             qPrintable(folder.skipped.at(0).reason));
}

void TestProgressFolder::theImportListsEveryFileInNameOrder()
{
    QString error;
    auto classStore = store::ClassStore::openInMemory(&error);
    QVERIFY2(classStore, qPrintable(error));
    const report::ProgressFolder folder = report::readProgressFolder(m_dir.path());
    const QVector<report::ImportResult> results = folder.inNameOrder(
        report::importProgressFiles(folder.progressFiles, *classStore, QString(), 1));
    QStringList seen;
    for (const report::ImportResult &r : results)
        seen << QFileInfo(r.file).fileName() + QLatin1Char(' ')
                    + QString::number(int(r.outcome));
    QCOMPARE(seen, QStringList({QStringLiteral("ali.json 0"), QStringLiteral("cut 4"),
                                QStringLiteral("notes.json 5"), QStringLiteral("notes.txt 5"),
                                QStringLiteral("photo.png 5"), QStringLiteral("sara.progress 0"),
                                QStringLiteral("tampered.txt 4")}));
    QCOMPARE(classStore->studentCount(), 2);
}

QTEST_GUILESS_MAIN(TestProgressFolder)
#include "tst_progress_folder.moc"
