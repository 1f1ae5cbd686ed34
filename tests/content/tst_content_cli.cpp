#include "content/pack_loader.h"

#include <QDirIterator>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

// `astrolabe content validate [DIR]` as a teacher or a script runs it.
class TestContentCli : public QObject
{
    Q_OBJECT

private:
    struct Run
    {
        int code;
        QString out;
        QString err;
    };

    static Run validate(const QStringList &extra)
    {
        QProcess process;
        process.start(QStringLiteral(ASTROLABE_BIN),
                      QStringList{QStringLiteral("content"), QStringLiteral("validate")} + extra);
        process.waitForFinished(60000);
        return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                QString::fromUtf8(process.readAllStandardError())};
    }

private slots:
    void validPackPrintsASummary_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("bundled") << QStringList{};
        QTest::newRow("source directory") << QStringList{QStringLiteral(ASTROLABE_SOURCE_DIR "/resources/content")};
    }

    void validPackPrintsASummary()
    {
        QFETCH(QStringList, arguments);
        const Run run = validate(arguments);
        QCOMPARE(run.code, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        const int propositions = astrolabe::content::PackLoader::bundled().propositionCount();
        QCOMPARE(run.out, QStringLiteral("8 lessons, 64 questions, %1 propositions: no problems.\n").arg(propositions));
    }

    void brokenPackPrintsEachProblemAndFails()
    {
        QTemporaryDir dir;
        const QString from = QStringLiteral(ASTROLABE_SOURCE_DIR "/resources/content");
        QDirIterator it(from, {QStringLiteral("*.json")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString source = it.next();
            const QString target = QDir(dir.path()).filePath(QDir(from).relativeFilePath(source));
            QDir().mkpath(QFileInfo(target).path());
            QVERIFY(QFile::copy(source, target));
        }
        QFile::remove(QDir(dir.path()).filePath(QStringLiteral("lessons/cost.json")));
        QFile extra(QDir(dir.path()).filePath(QStringLiteral("lessons/draft.json")));
        QVERIFY(extra.open(QIODevice::WriteOnly));
        extra.write("{");
        extra.close();

        const Run run = validate({dir.path()});
        QCOMPARE(run.code, 1);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts),
                 (QStringList{QStringLiteral("lessons/cost.json: the file does not exist."),
                              QStringLiteral("lessons/draft.json: this lesson is not listed in course.json, so no learner would see it.")}));
    }

    void wrongUsageFails_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("two directories") << QStringList{QStringLiteral("a"), QStringLiteral("b")};
    }

    void wrongUsageFails()
    {
        QFETCH(QStringList, arguments);
        const Run run = validate(arguments);
        QVERIFY(run.code != 0);
        QVERIFY(!run.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestContentCli)
#include "tst_content_cli.moc"
