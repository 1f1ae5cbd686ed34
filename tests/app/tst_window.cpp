#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

// The window opens and renders: --grab writes a picture of the first page, which is the
// profile picker for several learners and the reason for a record that cannot be opened; the
// command line answers --version and refuses an unknown subcommand.
class TestWindow : public QObject
{
    Q_OBJECT

    // What the program said on standard error while it grabbed its first page for `dataDir`.
    static QByteArray grabStderr(const QString &dataDir)
    {
        QProcess app;
        app.start(QStringLiteral(ASTROLABE_BIN),
                  {QStringLiteral("--grab"), dataDir + QStringLiteral("/first.png"),
                   QStringLiteral("--data-dir"), dataDir, QStringLiteral("--lang"),
                   QStringLiteral("en")});
        if (!app.waitForFinished(60000))
            return "the program did not finish";
        return app.readAllStandardError();
    }

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

    // The window's first page when the sky cannot be first: the picker for several learners,
    // and why a damaged record cannot be opened. --grab waits for the page the start should
    // show and says when it never came.
    void severalLearnersStartOnThePicker()
    {
        QTemporaryDir dir;
        for (const QString &name : {QStringLiteral("Ava"), QStringLiteral("Bahar")})
            QCOMPARE(QProcess::execute(QStringLiteral(ASTROLABE_BIN),
                                       {QStringLiteral("--data-dir"), dir.path(),
                                        QStringLiteral("profile"), QStringLiteral("create"), name}),
                     0);
        const QByteArray errors = grabStderr(dir.path());
        QVERIFY2(!errors.contains("did not settle"), errors);
    }

    void aDamagedRecordStartsOnWhatHappened()
    {
        QTemporaryDir dir;
        QCOMPARE(QProcess::execute(QStringLiteral(ASTROLABE_BIN),
                                   {QStringLiteral("--data-dir"), dir.path(),
                                    QStringLiteral("profile"), QStringLiteral("create"),
                                    QStringLiteral("Ava")}),
                 0);
        const QDir profiles(dir.filePath(QStringLiteral("profiles")));
        const QStringList files = profiles.entryList({QStringLiteral("*.sqlite")}, QDir::Files);
        QCOMPARE(files.size(), 1);
        QFile record(profiles.filePath(files.constFirst()));
        QVERIFY(record.open(QIODevice::WriteOnly | QIODevice::Truncate));
        record.write(QByteArray(4096, 'x'));
        record.close();
        const QByteArray errors = grabStderr(dir.path());
        QVERIFY2(errors.contains("is no longer a database"), errors);
        QVERIFY2(!errors.contains("did not settle"), errors);
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
