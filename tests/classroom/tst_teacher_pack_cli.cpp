#include "pack_copy.h"
#include "cli_runner.h"

#include "content/pack_loader.h"
#include "report/progress_reader.h"

#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;

// The subcommands on a teacher's own course (--content DIR, as the window takes it): a profile is
// made of the pack's questions, its export names the pack's course, the class report and the
// import take the pack's lessons and refuse the bundled course's progress; a broken pack is one
// sentence and exit 1, with nothing written.
class TestTeacherPackCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_pack = m_dir.filePath(QStringLiteral("pack"));
        QVERIFY(test::copyPack(content::PackLoader::bundledDirectory(), m_pack,
                               test::asTeachersCourse));
        m_data = m_dir.filePath(QStringLiteral("data"));
        m_class = m_dir.filePath(QStringLiteral("class"));
        QVERIFY(QDir().mkpath(m_class));
        const auto created =
            test::runCli(m_data, {QStringLiteral("--content"), m_pack, QStringLiteral("profile"),
                                  QStringLiteral("create"), QStringLiteral("Sara"),
                                  QStringLiteral("--simulate"), QStringLiteral("20"),
                                  QStringLiteral("--seed"), QStringLiteral("5")});
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        const auto exported =
            test::runCli(m_data, {QStringLiteral("progress"), QStringLiteral("export"),
                                  QStringLiteral("--profile"), QStringLiteral("Sara"),
                                  QStringLiteral("--out"), m_class + QStringLiteral("/sara.json"),
                                  QStringLiteral("--content"), m_pack});
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
    }

    void theExportNamesThePacksCourse()
    {
        const report::ProgressReadResult read =
            report::readProgressFile(m_class + QStringLiteral("/sara.json"));
        QVERIFY2(read.ok(), qPrintable(read.reason));
        QCOMPARE(read.file->courseId, QStringLiteral("school.attention"));
        QVERIFY(!read.file->reviews.isEmpty());
    }

    void theClassReportCountsThePacksLessons()
    {
        const QString csv = m_dir.filePath(QStringLiteral("class.csv"));
        const auto result =
            test::runCli(m_data,
                         {QStringLiteral("class-report"), QStringLiteral("--in"), m_class,
                          QStringLiteral("--out"), csv, QStringLiteral("--content"), m_pack});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        // A row for each of the pack's lessons.
        QCOMPARE(text.count(QStringLiteral("\nSara,")),
                 int(content::PackLoader::load(m_pack).pack.lessons().size()));
        QVERIFY(text.contains(QStringLiteral("learned-lookup,\"Looking things up, our way\",8,")));
        QVERIFY(!text.contains(QStringLiteral("Attention as a learned lookup")));
    }

    void withoutThePackItsProgressIsAnotherCourse()
    {
        const QString csv = m_dir.filePath(QStringLiteral("bundled.csv"));
        const auto result =
            test::runCli(m_data, {QStringLiteral("class-report"), QStringLiteral("--in"), m_class,
                                  QStringLiteral("--out"), csv});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(QStringLiteral("another course (school.attention)")),
                 qPrintable(result.err));
        QVERIFY(!QFile::exists(csv));

        const auto imported =
            test::runCli(m_data, {QStringLiteral("progress"), QStringLiteral("import"), m_class});
        QCOMPARE(imported.exitCode, 1);
        QVERIFY(imported.out.contains(QStringLiteral("Students in the class: 0")));
        const auto withPack =
            test::runCli(m_data, {QStringLiteral("--content"), m_pack, QStringLiteral("progress"),
                                  QStringLiteral("import"), m_class});
        QVERIFY2(withPack.exitCode == 0, qPrintable(withPack.out + withPack.err));
        QVERIFY(withPack.out.contains(QStringLiteral("Students in the class: 1")));
    }

    void aBrokenPackIsOneSentenceAndNothingWritten()
    {
        const QString broken = m_dir.filePath(QStringLiteral("broken"));
        QVERIFY(test::copyPack(content::PackLoader::bundledDirectory(), broken,
                               [](QByteArray) { return QByteArray("{ not json"); }));
        const QString csv = m_dir.filePath(QStringLiteral("broken.csv"));
        const QString out = m_dir.filePath(QStringLiteral("broken.json"));
        for (const QStringList &args :
             {QStringList{QStringLiteral("report"), QStringLiteral("--profile"),
                          QStringLiteral("Sara"), QStringLiteral("--out"), csv},
              QStringList{QStringLiteral("class-report"), QStringLiteral("--in"), m_class,
                          QStringLiteral("--out"), csv},
              QStringList{QStringLiteral("progress"), QStringLiteral("export"),
                          QStringLiteral("--profile"), QStringLiteral("Sara"),
                          QStringLiteral("--out"), out},
              QStringList{QStringLiteral("profile"), QStringLiteral("create"),
                          QStringLiteral("Tom")}}) {
            const auto result =
                test::runCli(m_data, QStringList{QStringLiteral("--content"), broken} + args);
            QCOMPARE(result.exitCode, 1);
            QVERIFY2(result.err.startsWith(QStringLiteral("The content pack in ") + broken
                                           + QStringLiteral(" was refused: course.json")),
                     qPrintable(result.err));
            QVERIFY2(test::isOneSentence(result.err),
                     qPrintable(result.err));
        }
        QVERIFY(!QFile::exists(csv));
        QVERIFY(!QFile::exists(out));
        QCOMPARE(test::runCli(m_data, {QStringLiteral("profile"), QStringLiteral("list")})
                     .out.count(QLatin1Char('\n')),
                 1);
    }

    void contentNeedsAFolder()
    {
        const auto result =
            test::runCli(m_data, {QStringLiteral("report"), QStringLiteral("--profile"),
                                  QStringLiteral("Sara"), QStringLiteral("--content")});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(QStringLiteral("--content needs the folder")),
                 qPrintable(result.err));
    }

private:
    QTemporaryDir m_dir;
    QString m_pack;
    QString m_data;
    QString m_class;
};

QTEST_GUILESS_MAIN(TestTeacherPackCli)
#include "tst_teacher_pack_cli.moc"
