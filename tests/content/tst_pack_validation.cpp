#include "pack_copy.h"

#include "content/exercise_catalog.h"
#include "content/pack_file.h"
#include "content/pack_loader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTranslator>
#include <QTest>

#include <algorithm>

using namespace astrolabe::content;

namespace {

// How a test breaks a copy of the bundled pack.
enum class Edit {
    Set,        // set the JSON value at path (a/b/0/c) to the given JSON
    Remove,     // remove the object key or array item at path
    Replace,    // replace the first occurrence of text `path` in the file by `value`
    Append,     // append `value` repeated until the file is larger than the limit
    WriteFile,  // write `value` to the (new) file
};

QJsonValue edited(const QJsonValue &node, QStringList path, Edit edit, const QJsonValue &value)
{
    if (path.isEmpty())
        return value;
    const QString step = path.takeFirst();
    if (node.isArray()) {
        QJsonArray array = node.toArray();
        const int index = step.toInt();
        if (index < 0 || index >= array.size()) // an edit the pack no longer fits: say where
            qFatal("The edit's path steps to [%d] of an array of %d.", index,
                   static_cast<int>(array.size()));
        if (path.isEmpty() && edit == Edit::Remove)
            array.removeAt(index);
        else
            array[index] = edited(array.at(index), path, edit, value);
        return array;
    }
    QJsonObject object = node.toObject();
    if (path.isEmpty() && edit == Edit::Remove)
        object.remove(step);
    else
        object[step] = edited(object.value(step), path, edit, value);
    return object;
}

void apply(const QString &dir, const QString &file, Edit edit, const QString &path, const QString &value)
{
    QFile f(QDir(dir).filePath(file));
    QByteArray bytes;
    if (edit != Edit::WriteFile) {
        QVERIFY(f.open(QIODevice::ReadOnly));
        bytes = f.readAll();
        f.close();
    }
    switch (edit) {
    case Edit::Set:
    case Edit::Remove: {
        const QJsonValue parsed = QJsonDocument::fromJson("[" + value.toUtf8() + "]").array().at(0);
        const QJsonValue root = edited(QJsonDocument::fromJson(bytes).object(),
                                       path.split(QLatin1Char('/')), edit, parsed);
        bytes = QJsonDocument(root.toObject()).toJson();
        break;
    }
    case Edit::Replace:
        QVERIFY2(bytes.contains(path.toUtf8()), qPrintable(path));
        bytes.replace(bytes.indexOf(path.toUtf8()), path.toUtf8().size(), value.toUtf8());
        break;
    case Edit::Append:
        while (bytes.size() <= PackFile::maxBytes)
            bytes += value.toUtf8();
        break;
    case Edit::WriteFile:
        QDir().mkpath(QFileInfo(f.fileName()).path());
        bytes = value.toUtf8();
        break;
    }
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

QStringList messages(const Problems &problems)
{
    QStringList lines;
    for (const Problem &problem : problems)
        lines << problem.toString();
    return lines;
}

} // namespace

Q_DECLARE_METATYPE(Edit)

// A teacher's broken pack is refused with a message that says which file, which field and why.
class TestPackValidation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // "has 7 questions", not "has 7 question(s)": the English plural forms the window and
        // the command line install.
        static QTranslator plurals;
        QVERIFY(plurals.load(QStringLiteral(ASTROLABE_EN_QM)));
        QCoreApplication::installTranslator(&plurals);
    }

    void brokenPackGivesItsMessage_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<Edit>("edit");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("message");

        QTest::newRow("duplicate question id")
            << "lessons/softmax.json" << Edit::Set << "questions/1/id" << "\"softmax.q1\""
            << "lessons/softmax.json: questions[1].id: the id \"softmax.q1\" is used twice (first at lessons/softmax.json questions[0].id).";
        QTest::newRow("duplicate proposition id")
            << "corpus/II.json" << Edit::Set << "propositions/1/id" << "\"II.1.P01\""
            << "corpus/II.json: propositions[1].id: the id \"II.1.P01\" is used twice (first at corpus/II.json propositions[0].id).";
        QTest::newRow("duplicate lesson id")
            << "course.json" << Edit::Set << "chapters/1/lessons/1/id" << "\"softmax\""
            << "course.json: chapters[1].lessons[1].id: the id \"softmax\" is used twice (first at course.json chapters[1].lessons[0].id).";
        QTest::newRow("dangling proposition")
            << "corpus/II.json" << Edit::Set << "propositions/1/dependsOn" << "[\"I.9.P09\"]"
            << "corpus/II.json: propositions[1].dependsOn[0]: the proposition \"I.9.P09\" does not exist.";
        QTest::newRow("dangling question")
            << "corpus/III.json" << Edit::Set << "propositions/0/problems/0" << "\"masking.q3\""
            << "corpus/III.json: propositions[0].problems[0]: the question \"masking.q3\" does not exist.";
        QTest::newRow("option field misspelt")
            << "lessons/softmax.json" << Edit::Set << "questions/0/options/1/wyh" << "{\"en\": \"x\"}"
            << "lessons/softmax.json: questions[0].options[1].wyh: this field is unknown (a misspelling?); known fields here: en, fa, why.";
        QTest::newRow("option's why without Persian")
            << "lessons/softmax.json" << Edit::Set << "questions/0/options/2/why" << "{\"en\": \"Because.\"}"
            << "lessons/softmax.json: questions[0].options[2].why: the Persian text (\"fa\") is missing or empty.";
        QTest::newRow("option's why not a text")
            << "lessons/softmax.json" << Edit::Set << "questions/0/options/0/why" << "\"Because.\""
            << "lessons/softmax.json: questions[0].options[0].why: must be a text in both languages: {\"en\": \"...\", \"fa\": \"...\"}.";
        QTest::newRow("dangling lesson")
            << "lessons/cost.json" << Edit::Set << "prerequisites" << "[\"attention-101\"]"
            << "lessons/cost.json: prerequisites[0]: the lesson \"attention-101\" does not exist.";
        QTest::newRow("7 questions")
            << "lessons/scaling.json" << Edit::Remove << "questions/7" << "null"
            << "lessons/scaling.json: questions: has 7 questions; a lesson has exactly 8.";
        QTest::newRow("missing Persian")
            << "lessons/learned-lookup.json" << Edit::Set << "objectives/0" << "{\"en\": \"Compute weights.\"}"
            << "lessons/learned-lookup.json: objectives[0]: the Persian text (\"fa\") is missing or empty.";
        QTest::newRow("empty English")
            << "corpus/II.json" << Edit::Set << "propositions/0/corollary/en" << "\"  \""
            << "corpus/II.json: propositions[0].corollary: the English text (\"en\") is missing or empty.";
        QTest::newRow("unknown exercise kind")
            << "lessons/softmax.json" << Edit::Set << "questions/1/exercise" << "\"softmax-weight\""
            << "lessons/softmax.json: questions[1].exercise: the exercise kind \"softmax-weight\" is unknown; known kinds: softmax-weights, top-position, blend-output, comparisons, scale-effect, order-blindness, temperature, project, masked-weights, causal-pairs, head-slice, attend, cost-scaling, pe-value, reordering, scale-compare, bilinear-score, cross-attention-shapes, shifted-targets, causal-readout, additive-score, kernel-smoother, path-length, kv-cache-size, online-softmax-merge, rope-rotation, hull-bounds, receptive-field, gradient-decay, induction-target, alternative-weights, sink-weight, layer-norm, residual-sum, ffn-apply, param-count, relative-offset, alibi-bias, linear-associativity, window-pairs, rope-interpolation.";
        QTest::newRow("unknown figure")
            << "lessons/learned-lookup.json" << Edit::Set << "read/6/figure" << "\"pie-chart\""
            << "lessons/learned-lookup.json: read[6].figure: the figure kind \"pie-chart\" is unknown; known figures: softmax-bars, attention-weights, attention-heatmap, scale-comparison, order-shuffle, positional-encoding, multi-head, cost-growth, score-table, cost-timing, rope-scores, receptive-field, gradient-decay.";
        QTest::newRow("figure with mismatched sizes")
            << "corpus/III.json" << Edit::Set << "propositions/2/figure/keys/1" << "[0, 1, 1]"
            << "corpus/III.json: propositions[2].figure.keys[1]: has 3 numbers but the first vector has 2; all must have the same length.";
        QTest::newRow("score table with a misshapen W_K")
            << "lessons/projections.json" << Edit::Set << "read/6/w_k" << "[[1, 0, 0], [0, 1, 0]]"
            << "lessons/projections.json: read[6].w_k: each vector must have 2 numbers, as many as w_q.";
        QTest::newRow("lesson cycle")
            << "lessons/learned-lookup.json" << Edit::Set << "prerequisites" << "[\"softmax\"]"
            << "lessons/learned-lookup.json: prerequisites: the lessons are prerequisites of each other in a cycle: learned-lookup → softmax → learned-lookup.";
        QTest::newRow("proposition cycle")
            << "corpus/II.json" << Edit::Set << "propositions/0/dependsOn" << "[\"II.3.P01\"]"
            << "corpus/II.json: propositions[0].dependsOn: the propositions depend on each other in a cycle: II.1.P01 → II.3.P01 → II.2.P04 → II.2.P03 → II.1.P01.";
        QTest::newRow("correct option missing")
            << "lessons/softmax.json" << Edit::Set << "questions/3/correct" << "5"
            << "lessons/softmax.json: questions[3].options: the correct option 5 does not exist; there are 3 options, numbered from 1.";
        QTest::newRow("unknown placeholder")
            << "lessons/cost.json" << Edit::Set << "questions/0/prompt/en" << "\"A sequence has {n} tokens.\""
            << "lessons/cost.json: questions[0].prompt: the placeholder {n} is not known for comparisons; it may use: {length}.";
        QTest::newRow("placeholder of another variant")
            << "lessons/masking.json" << Edit::Set << "questions/2"
            << "{\"id\": \"masking.q9\", \"type\": \"generated\", "
               "\"exercise\": \"masked-weights\", \"variant\": \"causal\", "
               "\"prompt\": {\"en\": \"Scores {scores}, hidden {hidden}.\", \"fa\": \"{scores}\"}, "
               "\"explanation\": {\"en\": \"a\", \"fa\": \"b\"}, \"targetSeconds\": 90}"
            << "lessons/masking.json: questions[2].prompt: the placeholder {hidden} is not known for masked-weights; it may use: {scores}, {position}, {length}.";
        QTest::newRow("unknown variant of a new kind")
            << "lessons/scaling.json" << Edit::Set << "questions/2/exercise" << "\"scale-compare\""
            << "lessons/scaling.json: questions[2].variant: the variant \"top-weight-after-scaling\" is unknown for scale-compare; it may be: top-weights, scaled-weights, sharper-head.";
        QTest::newRow("variant missing")
            << "lessons/scaling.json" << Edit::Remove << "questions/2/variant" << "null"
            << "lessons/scaling.json: questions[2].variant: this field is missing.";
        QTest::newRow("watch out of order")
            << "lessons/softmax.json" << Edit::Set << "watch/steps/1/stage" << "\"blend\""
            << "lessons/softmax.json: watch.steps[2].stage: the stage \"scores\" comes after \"blend\"; the steps follow the computation: inputs, compare, scores, scale, mask, softmax, blend.";
        QTest::newRow("misspelt field")
            << "lessons/masking.json" << Edit::Set << "questions/0/hnit" << "{\"en\": \"a\", \"fa\": \"b\"}"
            << "lessons/masking.json: questions[0].hnit: this field is unknown (a misspelling?); known fields here: id, type, prompt, explanation, hint, targetSeconds, objectives, options, correct.";
        QTest::newRow("used-by written by hand")
            << "corpus/II.json" << Edit::Set << "propositions/0/usedBy" << "[\"III.1.P02\"]"
            << "corpus/II.json: propositions[0].usedBy: is derived from the other propositions' \"dependsOn\"; remove it.";
        QTest::newRow("malformed JSON")
            << "lessons/positions.json" << Edit::Replace << "\"summary\": {" << "\"summary\" {"
            << "lessons/positions.json: the file is not valid JSON: missing name separator at line 3, column 14.";
        QTest::newRow("oversized file")
            << "corpus/III.json" << Edit::Append << QString() << QString(1024, QLatin1Char(' '))
            << "corpus/III.json: the file is 4.0 MiB, larger than the limit of 4 MiB; it was not read.";
        QTest::newRow("nested absurdly deep")
            << "lessons/multi-head.json" << Edit::Replace << "\"prerequisites\": ["
            << QStringLiteral("\"deep\": %1 0 %2, \"prerequisites\": [").arg(QString(40, QLatin1Char('[')), QString(40, QLatin1Char(']')))
            << "lessons/multi-head.json: the JSON is nested more than 32 levels deep; it was not parsed.";
        QTest::newRow("lesson file not listed")
            << "lessons/extra.json" << Edit::WriteFile << QString() << "{}"
            << "lessons/extra.json: this lesson is not listed in course.json, so no learner would see it.";
        QTest::newRow("lesson file missing")
            << "course.json" << Edit::Set << "chapters/2/lessons/0/id" << "\"attention-masks\""
            << "lessons/attention-masks.json: the file does not exist.";
    }

    void brokenPackGivesItsMessage()
    {
        QFETCH(QString, file);
        QFETCH(Edit, edit);
        QFETCH(QString, path);
        QFETCH(QString, value);
        QFETCH(QString, message);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(astrolabe::test::copyPack(PackLoader::bundledDirectory(), dir.path()));
        apply(dir.path(), file, edit, path, value);
        if (QTest::currentTestFailed())
            return;
        const LoadResult result = PackLoader::load(dir.path());
        QVERIFY(!result.isValid());
        const QStringList lines = messages(result.problems);
        QVERIFY2(lines.contains(message), qPrintable(lines.join(QLatin1Char('\n'))));
    }

    // Not only the first problem: every one of several independent problems is reported.
    void everyProblemIsReported()
    {
        QTemporaryDir dir;
        QVERIFY(astrolabe::test::copyPack(PackLoader::bundledDirectory(), dir.path()));
        apply(dir.path(), QStringLiteral("lessons/softmax.json"), Edit::Set, QStringLiteral("questions/0/correct"), QStringLiteral("9"));
        apply(dir.path(), QStringLiteral("lessons/cost.json"), Edit::Set, QStringLiteral("objectives/2/fa"), QStringLiteral("\"\""));
        apply(dir.path(), QStringLiteral("corpus/II.json"), Edit::Set, QStringLiteral("propositions/2/figure/figure"), QStringLiteral("\"pie\""));
        apply(dir.path(), QStringLiteral("lessons/masking.json"), Edit::Replace, QStringLiteral("{"), QStringLiteral("{{"));
        const QStringList lines = messages(PackLoader::load(dir.path()).problems);
        QCOMPARE(lines.size(), 4);
        QVERIFY(lines.at(0).startsWith(QLatin1String("lessons/softmax.json: questions[0].options: the correct option 9")));
        QVERIFY(lines.at(1).startsWith(QLatin1String("lessons/masking.json: the file is not valid JSON")));
        QVERIFY(lines.at(2).startsWith(QLatin1String("lessons/cost.json: objectives[2]: the Persian text")));
        QVERIFY(lines.at(3).startsWith(QLatin1String("corpus/II.json: propositions[2].figure.figure: the figure kind \"pie\"")));
    }

    // A lesson may ask with the kinds of issue 17 and after: every new kind and variant, with all the
    // placeholders it offers, loads without a problem.
    void newKindsAreAccepted()
    {
        QTemporaryDir dir;
        QVERIFY(astrolabe::test::copyPack(PackLoader::bundledDirectory(), dir.path()));
        const QStringList kinds = {QStringLiteral("project"),
                                   QStringLiteral("masked-weights"),
                                   QStringLiteral("causal-pairs"),
                                   QStringLiteral("head-slice"),
                                   QStringLiteral("attend"),
                                   QStringLiteral("cost-scaling"),
                                   QStringLiteral("pe-value"),
                                   QStringLiteral("reordering"),
                                   QStringLiteral("scale-compare"),
                                   QStringLiteral("bilinear-score"),
                                   QStringLiteral("cross-attention-shapes"),
                                   QStringLiteral("shifted-targets"),
                                   QStringLiteral("causal-readout"),
                                   QStringLiteral("additive-score"),
                                   QStringLiteral("kernel-smoother"),
                                   QStringLiteral("path-length"),
                                   QStringLiteral("kv-cache-size"),
                                   QStringLiteral("online-softmax-merge"),
                                   QStringLiteral("rope-rotation"),
                                   QStringLiteral("hull-bounds"),
                                   QStringLiteral("receptive-field"),
                                   QStringLiteral("gradient-decay"),
                                   QStringLiteral("induction-target"),
                                   QStringLiteral("alternative-weights"),
                                   QStringLiteral("sink-weight"),
                                   QStringLiteral("layer-norm"),
                                   QStringLiteral("residual-sum"),
                                   QStringLiteral("ffn-apply"),
                                   QStringLiteral("param-count"),
                                   QStringLiteral("relative-offset"),
                                   QStringLiteral("alibi-bias"),
                                   QStringLiteral("linear-associativity"),
                                   QStringLiteral("window-pairs"),
                                   QStringLiteral("rope-interpolation")};
        QJsonArray questions;
        int index = 0;
        for (const QString &kind : kinds)
            for (const QString &variant : ExerciseCatalog::variants(kind)) {
                QString prompt;
                for (const QString &name : ExerciseCatalog::placeholders(kind, variant))
                    prompt += QLatin1Char('{') + name + QStringLiteral("} ");
                const QJsonObject text{{QStringLiteral("en"), prompt},
                                       {QStringLiteral("fa"), prompt}};
                questions.append(
                    QJsonObject{{QStringLiteral("id"), QStringLiteral("masking.q%1").arg(++index)},
                                {QStringLiteral("type"), QStringLiteral("generated")},
                                {QStringLiteral("exercise"), kind},
                                {QStringLiteral("variant"), variant},
                                {QStringLiteral("prompt"), text},
                                {QStringLiteral("explanation"), text},
                                {QStringLiteral("targetSeconds"), 90}});
            }
        QCOMPARE(index, 83); // the variants of the kinds above
        // The lesson keeps its 8 question ids (as course.json lists them); the others are
        // checked through them one batch at a time.
        const QList<int> ids = {1, 11, 9, 4, 10, 6, 7, 12};
        for (int first = 0; first < questions.size(); first += 8) {
            QJsonArray batch;
            for (int i = 0; i < 8; ++i) {
                QJsonObject q = questions.at((first + i) % questions.size()).toObject();
                q[QStringLiteral("id")] = QStringLiteral("masking.q%1").arg(ids.at(i));
                batch.append(q);
            }
            apply(dir.path(), QStringLiteral("lessons/masking.json"), Edit::Set,
                  QStringLiteral("questions"), QString::fromUtf8(QJsonDocument(batch).toJson()));
            const LoadResult result = PackLoader::load(dir.path());
            QVERIFY2(result.isValid(),
                     qPrintable(messages(result.problems).join(QLatin1Char('\n'))));
        }
    }

    void missingDirectoryIsOneProblem()
    {
        const LoadResult result = PackLoader::load(QStringLiteral("/nonexistent/pack"));
        QCOMPARE(messages(result.problems),
                 QStringList{QStringLiteral("/nonexistent/pack: the content pack directory does not exist.")});
    }

    void nestingDepthIsCountedWithoutParsing_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<int>("depth");
        QTest::newRow("flat") << QByteArray("{}") << 1;
        QTest::newRow("nested") << QByteArray("{\"a\": [[1], {\"b\": []}]}") << 4;
        QTest::newRow("brackets in strings") << QByteArray("{\"a\": \"[[[[{{{{\\\"]]\"}") << 1;
        QTest::newRow("unterminated") << QByteArray("[[[[[[") << 6;
        QTest::newRow("escaped backslash ends a string")
            << QByteArray("{\"a\": \"x\\\\\", \"b\": [[1]]}") << 3;
        QTest::newRow("escaped quote after an escaped backslash")
            << QByteArray("{\"a\": \"\\\\\\\"[[\", \"b\": [1]}") << 2;
        QTest::newRow("unterminated string") << QByteArray("[{\"a\": \"[[[[") << 2;
    }

    void nestingDepthIsCountedWithoutParsing()
    {
        QFETCH(QByteArray, json);
        QFETCH(int, depth);
        QCOMPARE(PackFile::nestingDepth(json, 100), depth);
    }

    // The count skips strings by searching for quotes; on random text made of the characters
    // that matter, and on every lesson of the bundled pack, it agrees with a byte-by-byte count.
    void nestingDepthAgreesWithAByteByByteCount()
    {
        const auto byteByByte = [](const QByteArray &bytes, int limit) {
            int depth = 0, deepest = 0;
            bool inString = false, escaped = false;
            for (const char c : bytes) {
                if (inString) {
                    if (escaped)
                        escaped = false;
                    else if (c == '\\')
                        escaped = true;
                    else if (c == '"')
                        inString = false;
                    continue;
                }
                if (c == '"') {
                    inString = true;
                } else if (c == '[' || c == '{') {
                    deepest = std::max(deepest, ++depth);
                    if (deepest > limit)
                        return deepest;
                } else if (c == ']' || c == '}') {
                    --depth;
                }
            }
            return deepest;
        };
        QRandomGenerator random(20261204);
        const char alphabet[] = {'"', '\\', '[', ']', '{', '}', 'a', ' '};
        for (int round = 0; round < 20000; ++round) {
            QByteArray bytes;
            const int length = random.bounded(1, 40);
            for (int i = 0; i < length; ++i)
                bytes.append(alphabet[random.bounded(int(sizeof alphabet))]);
            const int limit = random.bounded(1, 12);
            QVERIFY2(PackFile::nestingDepth(bytes, limit) == byteByByte(bytes, limit),
                     bytes.constData());
        }
        const QDir lessons(PackLoader::bundledDirectory() + QStringLiteral("/lessons"));
        for (const QString &name : lessons.entryList(QDir::Files)) {
            QFile file(lessons.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray bytes = file.readAll();
            QCOMPARE(PackFile::nestingDepth(bytes, 100), byteByByte(bytes, 100));
        }
    }
};

QTEST_GUILESS_MAIN(TestPackValidation)
#include "tst_pack_validation.moc"
