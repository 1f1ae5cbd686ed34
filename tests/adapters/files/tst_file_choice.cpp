#include "file_choice.h"
#include "app.h"
#include "study_fixture.h"

#include <QDir>
#include <QQmlEngine>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <type_traits>

using astrolabe::FileChoice;

// What the window's file dialogs decide besides Qt's dialog: the file a save really writes (the
// chosen filter decides the extension), the folder a dialog starts in, the question before a
// file is replaced, filters that read left to right in Persian, and one sentence instead of a
// dialog when Qt's dialog cannot be made.
class TestFileChoice : public QObject
{
    Q_OBJECT

private slots:
    void theFilterDecidesTheExtension_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<int>("filter");
        QTest::addColumn<QString>("written");
        const QStringList extensions{QStringLiteral("pdf"), QStringLiteral("csv")};
        QTest::newRow("bare name, PDF") << "/r/report" << 0 << "/r/report.pdf";
        QTest::newRow("bare name, CSV") << "/r/report" << 1 << "/r/report.csv";
        QTest::newRow("its own extension") << "/r/report.csv" << 1 << "/r/report.csv";
        QTest::newRow("in capitals") << "/r/REPORT.CSV" << 1 << "/r/REPORT.CSV";
        QTest::newRow("the other filter's") << "/r/report.pdf" << 1 << "/r/report.csv";
        QTest::newRow("no filter's") << "/r/notes.v2" << 0 << "/r/notes.v2.pdf";
        QTest::newRow("a dot in a folder") << "/r.old/report" << 1 << "/r.old/report.csv";
        QTest::newRow("only an extension") << "/r/.pdf" << 1 << "/r/.pdf.csv";
        QTest::newRow("a name ending in a dot") << "/r/report." << 1 << "/r/report.csv";
        QTest::newRow("spaces, # and ?") << "/r/7B #2 ok?" << 1 << "/r/7B #2 ok?.csv";
    }
    void theFilterDecidesTheExtension()
    {
        QFETCH(QString, typed);
        QFETCH(int, filter);
        QFETCH(QString, written);
        const QStringList extensions{QStringLiteral("pdf"), QStringLiteral("csv")};
        QCOMPARE(FileChoice::savePath(typed, extensions, filter), written);
        FileChoice choice(nullptr);
        QCOMPARE(choice.savePath(QUrl::fromLocalFile(typed), extensions, filter),
                 QUrl::fromLocalFile(written));
        // Qt 6.4's own dialog gives a typed name as a bare path, without "file:".
        QCOMPARE(choice.savePath(QUrl(typed), extensions, filter), QUrl::fromLocalFile(written));
    }

    // Documents when it exists, else home (Export my progress failed with "No such file or
    // directory" without ~/Documents); then the last folder used.
    void dialogsStartInAFolderThatExists()
    {
        QTemporaryDir home;
        const QByteArray oldHome = qgetenv("HOME");
        qputenv("HOME", home.path().toUtf8());
        qunsetenv("XDG_CONFIG_HOME");
        FileChoice choice(nullptr);
        QCOMPARE(choice.startFolder(), QUrl::fromLocalFile(home.path()));
        QVERIFY(QDir(home.path()).mkdir(QStringLiteral("Documents")));
        QCOMPARE(choice.startFolder(),
                 QUrl::fromLocalFile(home.filePath(QStringLiteral("Documents"))));

        QSignalSpy changed(&choice, &FileChoice::startFolderChanged);
        QVERIFY(QDir(home.path()).mkpath(QStringLiteral("class/8a")));
        choice.remember(QUrl::fromLocalFile(home.filePath(QStringLiteral("class/8a/report.pdf"))));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(choice.startFolder(),
                 QUrl::fromLocalFile(home.filePath(QStringLiteral("class/8a"))));
        choice.remember(QUrl::fromLocalFile(home.filePath(QStringLiteral("class/8a/other.pdf"))));
        QCOMPARE(changed.count(), 1); // the same folder
        choice.remember(QUrl::fromLocalFile(home.filePath(QStringLiteral("class"))));
        QCOMPARE(choice.startFolder(), QUrl::fromLocalFile(home.filePath(QStringLiteral("class"))));
        QVERIFY(QDir(home.filePath(QStringLiteral("class"))).removeRecursively());
        QCOMPARE(choice.startFolder(),
                 QUrl::fromLocalFile(home.filePath(QStringLiteral("Documents"))));
        qputenv("HOME", oldHome);
    }

    void theQuestionNamesTheFile()
    {
        FileChoice choice(nullptr);
        QCOMPARE(choice.replaceQuestion(QUrl::fromLocalFile(QStringLiteral("/r/class-report.pdf"))),
                 QStringLiteral("A file named class-report.pdf already exists. Replace it?"));
        QVERIFY(choice.exists(QUrl::fromLocalFile(QDir::tempPath())));
        QVERIFY(!choice.exists(QUrl::fromLocalFile(QStringLiteral("/no/such/file.pdf"))));
        QCOMPARE(choice.parentFolder(QUrl::fromLocalFile(QDir::tempPath())),
                 QUrl::fromLocalFile(QFileInfo(QDir::tempPath()).absolutePath()));
        QCOMPARE(choice.parentFolder(QUrl::fromLocalFile(QStringLiteral("/"))), QUrl());
    }

    // Qt reads a filter's patterns from its last "(...)", which must end the text; in Persian
    // a left-to-right isolate before it keeps "(*.pdf)" from showing as "(pdf.*)".
    void filtersReadLeftToRightInPersian()
    {
        StudyFixture fixture;
        FileChoice choice(nullptr, &fixture.study());
        fixture.study().setLanguage(QStringLiteral("en"));
        QCOMPARE(choice.nameFilter(QStringLiteral("PDF report"), QStringLiteral("*.pdf")),
                 QStringLiteral("PDF report (*.pdf)"));
        fixture.study().setLanguage(QStringLiteral("fa"));
        QCOMPARE(choice.nameFilter(QStringLiteral("گزارش PDF"), QStringLiteral("*.pdf")),
                 QStringLiteral("گزارش PDF \u2066(*.pdf)"));
    }

    // Without Qt Labs' folder list model (an older install), Qt 6.4 cannot make its own file
    // dialog and crashes on open(): the window says why instead of opening it.
    void aMissingFolderListModelIsOneSentence()
    {
        // An engine that imports from a folder without the module.
        QTemporaryDir folder;
        QQmlEngine bare;
        bare.setImportPathList({folder.path(), QStringLiteral("qrc:/qt/qml")});
        const QString reason = FileChoice::unavailableReasonFor(&bare);
        QVERIFY2(reason.contains(QLatin1String("qml6-module-qt-labs-folderlistmodel")),
                 qPrintable(reason));
        QCOMPARE(reason.count(QLatin1Char('.')), 1);
        QVERIFY(reason.endsWith(QLatin1Char('.')));
        QQmlEngine complete;
        QCOMPARE(FileChoice::unavailableReasonFor(&complete), QString());
        // The QML singleton is made by create(), with the engine's answer: Qt 6.4 would use a
        // default constructor instead, and the window would then open no dialog and crash.
        static_assert(!std::is_default_constructible_v<FileChoice>);
        // Its texts follow the study of the application serving the engine.
        astrolabe::Study::Options options;
        options.dataDir = folder.path();
        astrolabe::App app(options);
        app.serve(&bare);
        const std::unique_ptr<FileChoice> made(FileChoice::create(&bare, nullptr));
        QCOMPARE(made->unavailableReason(), reason);
    }
};

QTEST_MAIN(TestFileChoice)
#include "tst_file_choice.moc"
