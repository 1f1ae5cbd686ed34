#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

// Issue 16: on a lab screen of 1024×640 (and any screen smaller than 1280×800) the window opens
// at the screen's free area, never larger; on a larger screen at 1280×800. The offscreen
// platform is given the screen by a configuration file; the start-up probe reports the sizes.
class TestStudentWindowSize : public QObject
{
    Q_OBJECT

private:
    // Starts the window on a screen of `screen` and returns the window's size once the sky
    // shows.
    static QSize windowOn(const QSize &screen)
    {
        QTemporaryDir dir;
        const QString config = dir.filePath(QStringLiteral("screen.json"));
        QFile file(config);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(QStringLiteral(R"({"screens": [{"name": "lab", "x": 0, "y": 0,
            "width": %1, "height": %2, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
                       .arg(screen.width())
                       .arg(screen.height())
                       .toUtf8());
        file.close();
        QProcess app;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"),
                   QStringLiteral("offscreen:configfile=") + config);
        env.insert(QStringLiteral("ASTROLABE_STARTUP_PROBE"), QStringLiteral("1"));
        app.setProcessEnvironment(env);
        app.start(QStringLiteral(ASTROLABE_BIN),
                  {QStringLiteral("--data-dir"), dir.filePath(QStringLiteral("data")),
                   QStringLiteral("--page"), QStringLiteral("sky")});
        if (!app.waitForFinished(60000) || app.exitCode() != 0)
            return {};
        const QString output = QString::fromUtf8(app.readAllStandardOutput());
        static const QRegularExpression line(
            QStringLiteral(R"(startup-probe .* size=(\d+)x(\d+) screen=(\d+)x(\d+))"));
        const QRegularExpressionMatch match = line.match(output);
        if (!match.hasMatch()) {
            qWarning("%s", qPrintable(output));
            return {};
        }
        const QSize reportedScreen(match.captured(3).toInt(), match.captured(4).toInt());
        if (reportedScreen != screen)
            qWarning("The screen was %dx%d", reportedScreen.width(), reportedScreen.height());
        return QSize(match.captured(1).toInt(), match.captured(2).toInt());
    }

private slots:
    void theWindowFitsASmallScreen_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<QSize>("window");
        QTest::newRow("lab 1024x640") << QSize(1024, 640) << QSize(1024, 640);
        QTest::newRow("narrow 1100x900") << QSize(1100, 900) << QSize(1100, 800);
        QTest::newRow("wide 1920x1080") << QSize(1920, 1080) << QSize(1280, 800);
    }

    void theWindowFitsASmallScreen()
    {
        QFETCH(QSize, screen);
        QFETCH(QSize, window);
        QCOMPARE(windowOn(screen), window);
    }
};

QTEST_GUILESS_MAIN(TestStudentWindowSize)
#include "tst_student_window_size.moc"
