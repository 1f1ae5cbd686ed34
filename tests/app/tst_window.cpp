#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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

    void theWindowReachesTheSkyWithItsStars()
    {
        // The profile opens in the background while the window is made; the start-up probe
        // (app/gui/startup_probe.h) quits at the first frame whose sky has its stars.
        QTemporaryDir dir;
        QProcess app;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("ASTROLABE_STARTUP_PROBE"), QStringLiteral("1"));
        app.setProcessEnvironment(env);
        app.start(QStringLiteral(ASTROLABE_BIN), {QStringLiteral("--data-dir"), dir.path()});
        QVERIFY(app.waitForFinished(60000));
        const QByteArray output = app.readAllStandardOutput();
        QCOMPARE(app.exitCode(), 0);
        QVERIFY2(output.contains("startup-probe window_ms="), output);
        QVERIFY2(output.contains(" sky_ms="), output);
    }

    void brokenContentPackIsRefusedWithItsProblems()
    {
        // A teacher's pack with a lesson of 7 questions: the window opens on the bundled course
        // and says why the pack was not used.
        QTemporaryDir dir;
        const QString pack = dir.filePath(QStringLiteral("pack"));
        QVERIFY(QDir().mkpath(pack + QStringLiteral("/lessons")));
        QVERIFY(QDir().mkpath(pack + QStringLiteral("/corpus")));
        const QString source = QStringLiteral(ASTROLABE_SOURCE_DIR "/resources/content");
        for (const QString &name : QDir(source).entryList({QStringLiteral("*.json")}, QDir::Files))
            QVERIFY(QFile::copy(source + QLatin1Char('/') + name, pack + QLatin1Char('/') + name));
        for (const QString &folder : {QStringLiteral("lessons"), QStringLiteral("corpus")}) {
            const QDir from(source + QLatin1Char('/') + folder);
            for (const QString &name : from.entryList({QStringLiteral("*.json")}, QDir::Files))
                QVERIFY(QFile::copy(from.filePath(name), pack + QLatin1Char('/') + folder
                                                              + QLatin1Char('/') + name));
        }
        QFile lesson(pack + QStringLiteral("/lessons/softmax.json"));
        QVERIFY(lesson.open(QIODevice::ReadOnly));
        QJsonObject root = QJsonDocument::fromJson(lesson.readAll()).object();
        lesson.close();
        QJsonArray questions = root.value(QStringLiteral("questions")).toArray();
        questions.removeLast();
        root.insert(QStringLiteral("questions"), questions);
        QVERIFY(lesson.open(QIODevice::WriteOnly | QIODevice::Truncate));
        lesson.write(QJsonDocument(root).toJson());
        lesson.close();

        QProcess app;
        app.start(QStringLiteral(ASTROLABE_BIN),
                  {QStringLiteral("--grab"), dir.filePath(QStringLiteral("shot.png")),
                   QStringLiteral("--data-dir"), dir.path(), QStringLiteral("--content"), pack});
        QVERIFY(app.waitForFinished(60000));
        QCOMPARE(app.exitCode(), 0);
        const QByteArray errors = app.readAllStandardError();
        QVERIFY2(errors.contains("lessons/softmax.json: questions: has 7 questions"), errors);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("shot.png"))));
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
