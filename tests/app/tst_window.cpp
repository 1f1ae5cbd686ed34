#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

// The window opens and renders: --grab writes a picture of the first page, and the command
// line answers --version and refuses an unknown subcommand.
class TestWindow : public QObject
{
    Q_OBJECT

private slots:
    void grabWritesAPictureOfTheWindow()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("home.png"));
        QProcess app;
        app.start(QStringLiteral(ASTROLABE_BIN),
                  {QStringLiteral("--grab"), file, QStringLiteral("--data-dir"), dir.path()});
        QVERIFY(app.waitForFinished(60000));
        QCOMPARE(app.exitCode(), 0);
        const QImage image(file);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(1280, 800));
        // Not a blank picture: the page's background and text differ.
        QVERIFY(image.pixel(10, 10) != image.pixel(640, 400) || image.pixel(10, 10) != image.pixel(10, 790));
    }

    void versionIsPrinted()
    {
        QProcess app;
        app.start(QStringLiteral(ASTROLABE_BIN), {QStringLiteral("--version")});
        QVERIFY(app.waitForFinished(30000));
        QCOMPARE(app.exitCode(), 0);
        QVERIFY(app.readAllStandardOutput().startsWith("astrolabe "));
    }

    void unknownSubcommandIsRefused()
    {
        QProcess app;
        app.start(QStringLiteral(ASTROLABE_BIN), {QStringLiteral("fly")});
        QVERIFY(app.waitForFinished(30000));
        QVERIFY(app.exitCode() != 0);
        QVERIFY(app.readAllStandardError().contains("Unknown subcommand"));
    }
};

QTEST_GUILESS_MAIN(TestWindow)
#include "tst_window.moc"
