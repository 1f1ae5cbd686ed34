// astrolabe exercise, run as a learner's script would: deterministic output, the JSON keys,
// and one-sentence errors with exit code 2.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include <cmath>

namespace {

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Run astrolabe(const QStringList &args)
{
    QProcess process;
    process.start(QStringLiteral(ASTROLABE_BIN), args);
    Run run;
    if (!process.waitForFinished(30000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.code = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

const QStringList kinds = {"softmax-weights", "top-position", "blend-output", "comparisons",
                           "scale-effect", "order-blindness", "temperature", "project",
                           "masked-weights", "causal-pairs", "head-slice", "attend",
                           "cost-scaling", "pe-value", "reordering", "scale-compare",
                           "bilinear-score", "cross-attention-shapes", "shifted-targets",
                           "causal-readout", "additive-score", "kernel-smoother", "path-length",
                           "kv-cache-size", "online-softmax-merge", "rope-rotation",
                           "hull-bounds", "receptive-field", "gradient-decay", "induction-target",
                           "alternative-weights",
                           "sink-weight", "layer-norm", "residual-sum", "ffn-apply",
                           "param-count", "relative-offset", "alibi-bias",
                           "linear-associativity", "window-pairs", "rope-interpolation"};

} // namespace

class TestExerciseCli : public QObject
{
    Q_OBJECT

private slots:
    void jsonIsDeterministic_data();
    void jsonIsDeterministic();
    void textIsDeterministic_data();
    void textIsDeterministic();
    void maskedWeightsJson();
    void seedsDiffer();
    void errors_data();
    void errors();
};

void TestExerciseCli::jsonIsDeterministic_data()
{
    QTest::addColumn<QString>("kind");
    for (const QString &k : kinds)
        QTest::newRow(qPrintable(k)) << k;
}

void TestExerciseCli::jsonIsDeterministic()
{
    QFETCH(QString, kind);
    const QStringList args{"exercise", "--kind", kind, "--seed", "17", "--json"};
    const Run first = astrolabe(args);
    const Run second = astrolabe(args);
    QCOMPARE(first.code, 0);
    QVERIFY(first.err.isEmpty());
    QCOMPARE(first.out, second.out);

    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(first.out, &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QVERIFY(doc.isObject());
    const QJsonObject o = doc.object();
    QStringList keys = o.keys();
    keys.sort();
    QCOMPARE(keys, (QStringList{"answer", "hints", "kind", "parameters", "seed", "steps",
                                "tolerance"}));
    QCOMPARE(o.value("kind").toString(), kind);
    QCOMPARE(o.value("seed").toInteger(), 17);
    QVERIFY(o.value("parameters").isObject());
    QVERIFY(!o.value("parameters").toObject().isEmpty());
    QVERIFY(o.value("answer").isObject());
    QVERIFY(o.value("answer").toObject().contains("value"));
    QVERIFY(o.value("tolerance").isDouble());
    const QJsonArray steps = o.value("steps").toArray();
    QVERIFY(!steps.isEmpty());
    for (const QJsonValue &step : steps) {
        QVERIFY(step.toObject().value("text").isString());
        QVERIFY(!step.toObject().value("text").toString().isEmpty());
        QVERIFY(step.toObject().value("numbers").isArray());
    }
    QVERIFY(o.value("hints").isArray());
}

// A kind of issue 17, read field by field as a script would: a masked-weights exercise gives
// its variant, scores and mask, the weights with exact zeros where the mask hides, and the
// steps and hints with their numbers.
void TestExerciseCli::maskedWeightsJson()
{
    for (int seed = 0; seed < 12; ++seed) {
        const Run run = astrolabe({"exercise", "--kind", "masked-weights", "--seed",
                                   QString::number(seed), "--json"});
        QCOMPARE(run.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(o.value("kind").toString(), QStringLiteral("masked-weights"));
        const QJsonObject p = o.value("parameters").toObject();
        const QString variant = p.value("variant").toString();
        QVERIFY(variant == "padding" || variant == "causal");
        const QJsonArray scores = p.value("scores").toArray();
        QList<int> hidden; // 1-based
        if (variant == "padding") {
            for (const QJsonValue &h : p.value("hidden").toArray())
                hidden << h.toInt();
        } else {
            QCOMPARE(p.value("length").toInt(), int(scores.size()));
            for (int j = p.value("position").toInt() + 1; j <= scores.size(); ++j)
                hidden << j;
        }
        QVERIFY(!hidden.isEmpty());
        const QJsonObject answer = o.value("answer").toObject();
        QCOMPARE(answer.value("type").toString(), QStringLiteral("vector"));
        const QJsonArray weights = answer.value("value").toArray();
        QCOMPARE(weights.size(), scores.size());
        double total = 0.0, visibleExp = 0.0;
        for (int j = 1; j <= scores.size(); ++j)
            if (!hidden.contains(j))
                visibleExp += std::exp(scores.at(j - 1).toDouble());
        for (int j = 1; j <= scores.size(); ++j) {
            const double w = weights.at(j - 1).toDouble();
            total += w;
            if (hidden.contains(j))
                QCOMPARE(w, 0.0);
            else
                QVERIFY(std::abs(w - std::exp(scores.at(j - 1).toDouble()) / visibleExp) < 1e-9);
        }
        QVERIFY(std::abs(total - 1.0) < 1e-9);
        QCOMPARE(o.value("tolerance").toDouble(), 0.01);
        QVERIFY(!o.value("hints").toArray().isEmpty());
        QVERIFY(QString::fromUtf8(run.out).contains(QString::fromUtf8("−∞")));
    }
}

void TestExerciseCli::textIsDeterministic_data()
{
    jsonIsDeterministic_data();
}

void TestExerciseCli::textIsDeterministic()
{
    QFETCH(QString, kind);
    const QStringList args{"exercise", "--kind", kind, "--seed", "5"};
    const Run first = astrolabe(args);
    QCOMPARE(first.code, 0);
    QCOMPARE(first.out, astrolabe(args).out);
    for (const char *label : {"Kind: ", "Parameters:", "Answer: ", "Tolerance: ", "Steps:"})
        QVERIFY2(first.out.contains(label), label);
}

void TestExerciseCli::seedsDiffer()
{
    const Run a = astrolabe({"exercise", "--kind", "softmax-weights", "--seed", "1", "--json"});
    const Run b = astrolabe({"exercise", "--kind", "softmax-weights", "--seed", "2", "--json"});
    QCOMPARE(a.code, 0);
    QCOMPARE(b.code, 0);
    const QJsonObject pa = QJsonDocument::fromJson(a.out).object().value("parameters").toObject();
    const QJsonObject pb = QJsonDocument::fromJson(b.out).object().value("parameters").toObject();
    QVERIFY(pa != pb);
}

void TestExerciseCli::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("unknown kind") << QStringList{"exercise", "--kind", "nope", "--seed", "1"}
                                  << "softmax-weights, top-position, blend-output, comparisons, "
                                     "scale-effect, order-blindness, temperature";
    QTest::newRow("missing kind") << QStringList{"exercise", "--seed", "1"} << "--kind";
    QTest::newRow("missing seed") << QStringList{"exercise", "--kind", "comparisons"} << "--seed";
    QTest::newRow("seed not a number") << QStringList{"exercise", "--kind", "comparisons", "--seed", "abc"}
                                       << "--seed";
    QTest::newRow("seed fractional") << QStringList{"exercise", "--kind", "comparisons", "--seed", "1.5"}
                                     << "--seed";
    QTest::newRow("seed negative") << QStringList{"exercise", "--kind", "comparisons", "--seed", "-1"}
                                   << "--seed";
    QTest::newRow("seed without value") << QStringList{"exercise", "--kind", "comparisons", "--seed"}
                                        << "--seed";
    QTest::newRow("unknown option") << QStringList{"exercise", "--kind", "comparisons", "--seed", "1", "--yaml"}
                                    << "--yaml";
}

void TestExerciseCli::errors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const Run run = astrolabe(args);
    QCOMPARE(run.code, 2);
    QVERIFY(run.out.isEmpty());
    const QString err = QString::fromUtf8(run.err).trimmed();
    QVERIFY2(err.contains(mentions), qPrintable(err));
    QVERIFY2(!err.contains(QLatin1Char('\n')), "one sentence on one line");
    QVERIFY(err.endsWith(QLatin1Char('.')));
}

QTEST_GUILESS_MAIN(TestExerciseCli)
#include "tst_exercise_cli.moc"
