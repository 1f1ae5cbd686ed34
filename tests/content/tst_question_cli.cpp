// `astrolabe question show ID --seed N [--count K] [--lang en|fa] [--json]` (issue 17): the
// question as a learner sees it on the attempt made from seed N. The same seed gives the same
// output; `correct` points at the pack's right option among the options in their shown order;
// over seeds 1..200 the right option of every choice question is shown at every place; Persian
// text with --lang fa; a generated question's answer is its exercise's; mistakes exit 2.

#include "cli_runner.h"
#include "content/pack_loader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;
using test::runCli;

namespace {

QList<QJsonObject> jsonLines(const QString &out)
{
    QList<QJsonObject> objects;
    for (const QString &line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        objects << QJsonDocument::fromJson(line.toUtf8()).object();
    return objects;
}

QStringList strings(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list << item.toString();
    return list;
}

} // namespace

class TestQuestionCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    test::CliResult show(const QStringList &args)
    {
        return runCli(m_dir.path(), QStringList{QStringLiteral("question"),
                                                QStringLiteral("show")} + args);
    }

private slots:
    void sameSeedSameOutput_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("json");
        for (const char *id : {"softmax.q1", "softmax.q2", "softmax.q6"}) {
            QTest::addRow("%s text", id) << QString::fromLatin1(id) << false;
            QTest::addRow("%s json", id) << QString::fromLatin1(id) << true;
        }
    }

    void sameSeedSameOutput()
    {
        QFETCH(QString, id);
        QFETCH(bool, json);
        QStringList args{id, QStringLiteral("--seed"), QStringLiteral("41"),
                         QStringLiteral("--count"), QStringLiteral("3")};
        if (json)
            args << QStringLiteral("--json");
        const test::CliResult a = show(args);
        const test::CliResult b = show(args);
        QCOMPARE(a.exitCode, 0);
        QVERIFY(a.err.isEmpty());
        QVERIFY(!a.out.isEmpty());
        QCOMPARE(a.out, b.out);
        if (!json)
            return;
        // K attempts are those of seeds N, N+1, ...: the second is seed 42's alone.
        const QList<QJsonObject> lines = jsonLines(a.out);
        QCOMPARE(lines.size(), 3);
        const test::CliResult second = show({id, QStringLiteral("--seed"), QStringLiteral("42"),
                                             QStringLiteral("--json")});
        QCOMPARE(jsonLines(second.out), QList<QJsonObject>{lines.at(1)});
        QCOMPARE(lines.at(0).value(QStringLiteral("id")).toString(), id);
    }

    void correctIsThePacksRightOption()
    {
        const content::ContentPack &pack = content::PackLoader::bundled();
        int choices = 0;
        for (const content::Lesson &lesson : pack.lessons()) {
            for (const QString &id : lesson.questionIds()) {
                const content::Question &question = *pack.question(id);
                if (!question.isChoice())
                    continue;
                ++choices;
                const test::CliResult run = show({id, QStringLiteral("--seed"),
                                                  QStringLiteral("1"), QStringLiteral("--count"),
                                                  QStringLiteral("200"), QStringLiteral("--json")});
                QCOMPARE(run.exitCode, 0);
                const QList<QJsonObject> lines = jsonLines(run.out);
                QCOMPARE(lines.size(), 200);
                QStringList packOptions;
                for (const content::LocalizedText &option : question.options)
                    packOptions << option.text(QStringLiteral("en"));
                const QString right = packOptions.at(question.correct - 1);
                QSet<int> places;
                QSet<QString> orders;
                for (const QJsonObject &line : lines) {
                    QCOMPARE(line.value(QStringLiteral("type")).toString(),
                             QStringLiteral("choice"));
                    const QStringList shown = strings(line.value(QStringLiteral("options")));
                    QStringList sorted = shown;
                    sorted.sort();
                    QStringList expected = packOptions;
                    expected.sort();
                    QCOMPARE(sorted, expected); // every option, once
                    const int correct = line.value(QStringLiteral("correct")).toInt(-1);
                    QCOMPARE(shown.value(correct), right);
                    // Each option's own why travels with it, in the shown order.
                    const QStringList whys = strings(line.value(QStringLiteral("why")));
                    QCOMPARE(whys.size(), shown.size());
                    for (int i = 0; i < shown.size(); ++i) {
                        const int inPack = int(packOptions.indexOf(shown.at(i)));
                        QCOMPARE(whys.at(i),
                                 question.optionWhy.at(inPack).text(QStringLiteral("en")));
                        QVERIFY2(!whys.at(i).isEmpty(), qPrintable(id));
                    }
                    places << correct;
                    orders << shown.join(QLatin1Char('|'));
                }
                // Over seeds 1..200 the right option is shown at every place.
                QCOMPARE(places.size(), int(packOptions.size()));
                QVERIFY(orders.size() > 1);
            }
        }
        QVERIFY(choices >= 20);
    }

    void persianText()
    {
        const content::Question &question =
            *content::PackLoader::bundled().question(QStringLiteral("softmax.q1"));
        const test::CliResult run = show({QStringLiteral("softmax.q1"), QStringLiteral("--seed"),
                                          QStringLiteral("5"), QStringLiteral("--lang"),
                                          QStringLiteral("fa"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject fa = jsonLines(run.out).value(0);
        QVERIFY(fa.value(QStringLiteral("prompt"))
                    .toString()
                    .endsWith(question.prompt.text(QStringLiteral("fa"))));
        const QJsonObject en = jsonLines(show({QStringLiteral("softmax.q1"),
                                               QStringLiteral("--seed"), QStringLiteral("5"),
                                               QStringLiteral("--json")})
                                             .out)
                                   .value(0);
        // The same attempt in the other language: the same order, the same right place.
        QCOMPARE(fa.value(QStringLiteral("correct")), en.value(QStringLiteral("correct")));
        const QStringList faOptions = strings(fa.value(QStringLiteral("options")));
        const QStringList enOptions = strings(en.value(QStringLiteral("options")));
        for (int i = 0; i < enOptions.size(); ++i) {
            for (int option = 0; option < question.options.size(); ++option)
                if (question.options.at(option).text(QStringLiteral("en")) == enOptions.at(i))
                    QVERIFY(faOptions.at(i).endsWith(
                        question.options.at(option).text(QStringLiteral("fa"))));
        }
        // A generated question's worked steps in Persian digits.
        const test::CliResult steps = show({QStringLiteral("softmax.q2"), QStringLiteral("--seed"),
                                            QStringLiteral("5"), QStringLiteral("--lang"),
                                            QStringLiteral("fa")});
        QCOMPARE(steps.exitCode, 0);
        QVERIFY2(steps.out.contains(QChar(0x06F1)) || steps.out.contains(QChar(0x06F2)),
                 qPrintable(steps.out));
    }

    void generatedAnswerIsTheExercises()
    {
        const test::CliResult run = show({QStringLiteral("softmax.q2"), QStringLiteral("--seed"),
                                          QStringLiteral("9"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject line = jsonLines(run.out).value(0);
        QCOMPARE(line.value(QStringLiteral("type")).toString(), QStringLiteral("generated"));
        const QString kind = line.value(QStringLiteral("kind")).toString();
        const content::ContentPack &pack = content::PackLoader::bundled();
        QCOMPARE(kind, pack.question(QStringLiteral("softmax.q2"))->exercise);
        QVERIFY(!line.value(QStringLiteral("steps")).toArray().isEmpty());
        QVERIFY(!line.value(QStringLiteral("prompt")).toString().contains(QLatin1Char('{')));
        const test::CliResult exercise =
            runCli(m_dir.path(), {QStringLiteral("exercise"), QStringLiteral("--kind"), kind,
                                  QStringLiteral("--seed"),
                                  line.value(QStringLiteral("seed")).toString(),
                                  QStringLiteral("--json")});
        QCOMPARE(exercise.exitCode, 0);
        const QJsonObject expected = jsonLines(exercise.out).value(0);
        const QJsonObject answer = expected.value(QStringLiteral("answer")).toObject();
        QCOMPARE(line.value(QStringLiteral("answer")), answer.value(QStringLiteral("value")));

        // A question answered in words ("sharper" or "flatter") has a string answer.
        const test::CliResult yesNo = show({QStringLiteral("softmax.q6"), QStringLiteral("--seed"),
                                            QStringLiteral("3"), QStringLiteral("--json")});
        QCOMPARE(yesNo.exitCode, 0);
        QVERIFY(jsonLines(yesNo.out).value(0).value(QStringLiteral("answer")).isString());
    }

    void mistakesExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        const QString seed = QStringLiteral("--seed");
        QTest::newRow("unknown id") << QStringList{QStringLiteral("softmax.q99"), seed,
                                                   QStringLiteral("1")};
        QTest::newRow("no seed") << QStringList{QStringLiteral("softmax.q1")};
        QTest::newRow("seed not a number") << QStringList{QStringLiteral("softmax.q1"), seed,
                                                          QStringLiteral("seven")};
        QTest::newRow("negative seed") << QStringList{QStringLiteral("softmax.q1"), seed,
                                                      QStringLiteral("-1")};
        QTest::newRow("bad language") << QStringList{QStringLiteral("softmax.q1"), seed,
                                                     QStringLiteral("1"), QStringLiteral("--lang"),
                                                     QStringLiteral("de")};
        QTest::newRow("bad count") << QStringList{QStringLiteral("softmax.q1"), seed,
                                                  QStringLiteral("1"), QStringLiteral("--count"),
                                                  QStringLiteral("0")};
        QTest::newRow("no id") << QStringList{seed, QStringLiteral("1")};
    }

    void mistakesExitTwo()
    {
        QFETCH(QStringList, args);
        const test::CliResult run = show(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(test::isOneSentence(run.err), qPrintable(run.err));
        const test::CliResult bare = runCli(m_dir.path(), {QStringLiteral("question")});
        QCOMPARE(bare.exitCode, 2);
        QVERIFY(bare.err.startsWith(QStringLiteral("Usage: astrolabe question show ID")));
    }
};

QTEST_GUILESS_MAIN(TestQuestionCli)
#include "tst_question_cli.moc"
