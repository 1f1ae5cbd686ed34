#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

// Issue 16, end to end: the executable started on an empty data folder without --page (a new
// student's first start) shows the welcome over the sky; with --page sky it does not. The
// welcome is a panel of 720 px in the middle of the 1280×800 picture: a column just inside its
// leading edge is the panel's colour from top to bottom.
class TestStudentFirstStart : public QObject
{
    Q_OBJECT

private:
    // How many pixels of the column x = 295, from y = 200 to 599, have the welcome panel's
    // colour (Theme.panel, #141a3a) in a picture of a first start with these arguments.
    static int panelPixels(const QStringList &arguments, const QString &language)
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("first.png"));
        QProcess app;
        app.start(QStringLiteral(ASTROLABE_BIN),
                  QStringList{QStringLiteral("--data-dir"), dir.filePath(QStringLiteral("data")),
                              QStringLiteral("--lang"), language, QStringLiteral("--grab"), file}
                      + arguments);
        if (!app.waitForFinished(60000) || app.exitCode() != 0)
            return -1;
        const QImage image(file);
        if (image.size() != QSize(1280, 800))
            return -1;
        const int x = language == QLatin1String("fa") ? 1280 - 1 - 295 : 295;
        int count = 0;
        for (int y = 200; y < 600; ++y)
            count += image.pixelColor(x, y) == QColor(QStringLiteral("#141a3a")) ? 1 : 0;
        return count;
    }

private slots:
    void aFirstStartShowsTheWelcome_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("fa") << QStringLiteral("fa");
    }

    void aFirstStartShowsTheWelcome()
    {
        QFETCH(QString, language);
        const int welcome = panelPixels({}, language);
        QVERIFY2(welcome >= 390, qPrintable(QString::number(welcome)));
        const int sky = panelPixels({QStringLiteral("--page"), QStringLiteral("sky")}, language);
        QVERIFY2(sky >= 0 && sky < 40, qPrintable(QString::number(sky)));
    }
};

QTEST_GUILESS_MAIN(TestStudentFirstStart)
#include "tst_student_first_start.moc"
