#include "audit_pack.h"

#include "content/pack_loader.h"

#include <QJsonDocument>
#include <QRegularExpression>

#include <QDirIterator>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

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

    static Run validate(const QStringList &extra) { return content(QStringLiteral("validate"), extra); }
    static Run audit(const QStringList &extra) { return content(QStringLiteral("audit"), extra); }

    static Run content(const QString &command, const QStringList &extra)
    {
        QProcess process;
        process.start(QStringLiteral(ASTROLABE_BIN),
                      QStringList{QStringLiteral("content"), command} + extra);
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

    // The bundled course has no problems; its warnings (glossary variants, longest right
    // options) are lines of their own before the summary, which counts them, and exit 0.
    void validPackPrintsASummary()
    {
        QFETCH(QStringList, arguments);
        const Run run = validate(arguments);
        QCOMPARE(run.code, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        const auto &pack = astrolabe::content::PackLoader::bundled();
        const int propositions = pack.propositionCount();
        QStringList lines = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        const QString summary = lines.takeLast();
        for (const QString &line : lines)
            QVERIFY2(line.startsWith(QLatin1String("warning: ")), qPrintable(line));
        // The course grows lesson by lesson (issue 18): 8 questions each.
        QCOMPARE(pack.questionCount(), 8 * int(pack.lessons().size()));
        const QString counts = QStringLiteral("%1 lessons, %2 questions, %3 propositions: no problems")
                                   .arg(pack.lessons().size())
                                   .arg(pack.questionCount())
                                   .arg(propositions);
        QCOMPARE(summary, lines.isEmpty()
                              ? counts + QLatin1Char('.')
                              : counts + QStringLiteral(", %1 warning%2.")
                                             .arg(lines.size())
                                             .arg(lines.size() == 1 ? QStringLiteral("")
                                                                    : QStringLiteral("s")));
    }

    // A pack without a glossary and with no lesson of mostly longest right options: no warning.
    void packWithoutWarningsPrintsOnlyTheSummary()
    {
        QTemporaryDir dir;
        QVERIFY(astrolabe::test::makeAuditCleanPack(dir.path()));
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("glossary.json"))));
        const Run run = validate({dir.path()});
        QCOMPARE(run.code, 0);
        QCOMPARE(run.out.count(QLatin1Char('\n')), 1);
        QVERIFY2(run.out.endsWith(QLatin1String(": no problems.\n")), qPrintable(run.out));
    }

    // One variant added to one prompt: one more warning line, naming file, field and term.
    void warningsNameFileFieldAndTerm()
    {
        QTemporaryDir dir;
        QVERIFY(astrolabe::test::makeAuditCleanPack(dir.path()));
        const Run before = validate({dir.path()});
        QVERIFY(astrolabe::test::editLesson(dir.path(), QStringLiteral("cost"), [](QJsonObject &l) {
            QJsonArray questions = l.value(QStringLiteral("questions")).toArray();
            QJsonObject q = questions.at(3).toObject();
            q[QStringLiteral("prompt")] = astrolabe::test::text(
                QStringLiteral("How wide?"), QStringLiteral("پهنای مدل چند است؟"));
            questions[3] = q;
            l[QStringLiteral("questions")] = questions;
        }));
        const Run after = validate({dir.path()});
        QCOMPARE(after.code, 0);
        const QStringList afterLines = after.out.split(QLatin1Char('\n'));
        const QStringList beforeLines = before.out.split(QLatin1Char('\n'));
        QStringList added;
        for (const QString &line : afterLines)
            if (!beforeLines.contains(line))
                added << line;
        QCOMPARE(added.size(), 2); // the warning and the new summary
        QVERIFY2(added.contains(QStringLiteral(
                     "warning: lessons/cost.json: questions[3].prompt.fa: uses «پهنای» (1 time); "
                     "the glossary's term: «بُعد» (dimension).")),
                 qPrintable(added.join(QLatin1Char('\n'))));
        const int warnings = int(before.out.count(QLatin1String("\nwarning: ")))
                             + (before.out.startsWith(QLatin1String("warning: ")) ? 1 : 0);
        QVERIFY2(after.out.endsWith(warnings == 0
                                        ? QStringLiteral(": no problems, 1 warning.\n")
                                        : QStringLiteral(": no problems, %1 warnings.\n").arg(warnings + 1)),
                 qPrintable(after.out.right(80)));
    }

    // content audit: a table on standard output, one line per failed rule on standard error.
    void auditOfACleanPackPasses()
    {
        QTemporaryDir dir;
        QVERIFY(astrolabe::test::makeAuditCleanPack(dir.path()));
        const Run run = audit({dir.path()});
        QCOMPARE(run.code, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        const QStringList lines = run.out.split(QLatin1Char('\n'));
        QVERIFY(lines.at(0).startsWith(QLatin1String("Lesson ")));
        QVERIFY(lines.at(0).endsWith(QLatin1String("Objectives without a question  Options without a why")));
        QVERIFY2(QRegularExpression(QStringLiteral("^bottleneck +3 +5 +\\d+ \\d+ \\d+ \\d+ +0, 0 +0 +0 +none +0$"))
                     .match(lines.at(1)).hasMatch(), qPrintable(lines.at(1)));
        // One row per lesson in course order, the last lesson's last.
        const auto &lessons = astrolabe::content::PackLoader::bundled().lessons();
        QVERIFY(lines.at(int(lessons.size())).startsWith(lessons.last().id + QLatin1Char(' ')));
        QVERIFY(run.out.contains(QLatin1String("  masking: causal-pairs/visible-pairs\n")));
        QVERIFY(run.out.endsWith(QLatin1String("\nEvery rule passes.\n")));
    }

    void auditNamesEachFailedRuleAndExitsOne()
    {
        QTemporaryDir dir;
        QVERIFY(astrolabe::test::makeAuditCleanPack(dir.path()));
        QVERIFY(astrolabe::test::editLesson(dir.path(), QStringLiteral("multi-head"), [](QJsonObject &l) {
            QJsonArray questions = l.value(QStringLiteral("questions")).toArray();
            questions[0] = astrolabe::test::passingChoice(QStringLiteral("multi-head.q1"));
            l[QStringLiteral("questions")] = questions;
        }));
        const Run run = audit({dir.path()});
        QCOMPARE(run.code, 1);
        QCOMPARE(run.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts),
                 (QStringList{
                     QStringLiteral("multi-head: generated-questions: 2 generated questions; a "
                                    "lesson needs at least 3."),
                     QStringLiteral("multi-head: unassessed-objective: no question lists "
                                    "objective 1 (\"%1\") in its \"objectives\".")
                         .arg(astrolabe::content::PackLoader::bundled()
                                  .lesson(QStringLiteral("multi-head"))->objectives.at(0).en)}));
        QVERIFY(run.out.endsWith(QLatin1String("\n2 rules failed; see the lines on standard error.\n")));

        const Run json = audit({dir.path(), QStringLiteral("--json")});
        QCOMPARE(json.code, 1);
        const QJsonObject root = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(root.value(QStringLiteral("passed")).toBool(true), false);
        const QJsonArray lessons = root.value(QStringLiteral("lessons")).toArray();
        QCOMPARE(lessons.size(), int(astrolabe::content::PackLoader::bundled().lessons().size()));
        const QJsonArray failures = root.value(QStringLiteral("failures")).toArray();
        QCOMPARE(failures.size(), 2);
        QCOMPARE(failures.at(0).toObject().value(QStringLiteral("rule")).toString(),
                 QStringLiteral("generated-questions"));
        QCOMPARE(failures.at(1).toObject().value(QStringLiteral("lesson")).toString(),
                 QStringLiteral("multi-head"));
        QJsonObject lesson;
        for (const QJsonValue &entry : lessons)
            if (entry.toObject().value(QStringLiteral("id")).toString() == QLatin1String("multi-head"))
                lesson = entry.toObject();
        QCOMPARE(lesson.value(QStringLiteral("id")).toString(), QStringLiteral("multi-head"));
        QCOMPARE(lesson.value(QStringLiteral("generated")).toInt(), 2);
        QCOMPARE(lesson.value(QStringLiteral("unassessedObjectives")).toArray(), (QJsonArray{1}));
    }

    // The bundled course is audited like any pack: the exit code says whether a line of
    // failures was printed (the course is being rewritten to pass; see issue 17).
    void auditOfTheBundledCourseIsConsistent()
    {
        const Run run = audit({});
        QVERIFY(run.code == 0 || run.code == 1);
        QCOMPARE(run.code == 0, run.err.isEmpty());
        static const QRegularExpression failure(
            QStringLiteral("^[a-z-]+(\\.q\\d+)?: [a-z-]+: .+$"));
        for (const QString &line : run.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            QVERIFY2(failure.match(line).hasMatch(), qPrintable(line));
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

    void auditWrongUsageFails()
    {
        const Run run = audit({QStringLiteral("a"), QStringLiteral("b")});
        QCOMPARE(run.code, 2);
        QCOMPARE(run.err, QStringLiteral("Usage: astrolabe content audit [DIR] [--json]\n"));
        const Run missing = audit({QStringLiteral("/nonexistent/pack")});
        QCOMPARE(missing.code, 1);
        QCOMPARE(missing.err, QStringLiteral("The pack has problems; run astrolabe content "
                                             "validate on it first.\n"));
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
