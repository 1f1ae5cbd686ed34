// astrolabe exercise, run as a learner's script would: deterministic output, the JSON keys,
// and one-sentence errors with exit code 2.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

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

const QStringList kinds = {QStringLiteral("softmax-weights"),
                           QStringLiteral("top-position"),
                           QStringLiteral("blend-output"),
                           QStringLiteral("comparisons"),
                           QStringLiteral("scale-effect"),
                           QStringLiteral("order-blindness"),
                           QStringLiteral("temperature"),
                           QStringLiteral("project"),
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
    const QStringList args{QStringLiteral("exercise"),
                           QStringLiteral("--kind"),
                           kind,
                           QStringLiteral("--seed"),
                           QStringLiteral("17"),
                           QStringLiteral("--json")};
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
    QCOMPARE(keys,
             (QStringList{QStringLiteral("answer"), QStringLiteral("hints"), QStringLiteral("kind"),
                          QStringLiteral("parameters"), QStringLiteral("seed"),
                          QStringLiteral("steps"), QStringLiteral("tolerance")}));
    QCOMPARE(o.value(QStringLiteral("kind")).toString(), kind);
    QCOMPARE(o.value(QStringLiteral("seed")).toInteger(), 17);
    QVERIFY(o.value(QStringLiteral("parameters")).isObject());
    QVERIFY(!o.value(QStringLiteral("parameters")).toObject().isEmpty());
    QVERIFY(o.value(QStringLiteral("answer")).isObject());
    QVERIFY(o.value(QStringLiteral("answer")).toObject().contains(QStringLiteral("value")));
    QVERIFY(o.value(QStringLiteral("tolerance")).isDouble());
    const QJsonArray steps = o.value(QStringLiteral("steps")).toArray();
    QVERIFY(!steps.isEmpty());
    for (const QJsonValue &step : steps) {
        QVERIFY(step.toObject().value(QStringLiteral("text")).isString());
        QVERIFY(!step.toObject().value(QStringLiteral("text")).toString().isEmpty());
        QVERIFY(step.toObject().value(QStringLiteral("numbers")).isArray());
    }
    QVERIFY(o.value(QStringLiteral("hints")).isArray());
}

// A kind of issue 17, read field by field as a script would: a masked-weights exercise gives
// its variant, scores and mask, the weights with exact zeros where the mask hides, and the
// steps and hints with their numbers.
void TestExerciseCli::maskedWeightsJson()
{
    for (int seed = 0; seed < 12; ++seed) {
        const Run run = astrolabe({QStringLiteral("exercise"), QStringLiteral("--kind"),
                                   QStringLiteral("masked-weights"), QStringLiteral("--seed"),
                                   QString::number(seed), QStringLiteral("--json")});
        QCOMPARE(run.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("masked-weights"));
        const QJsonObject p = o.value(QStringLiteral("parameters")).toObject();
        const QString variant = p.value(QStringLiteral("variant")).toString();
        QVERIFY(variant == QStringLiteral("padding") || variant == QStringLiteral("causal"));
        const QJsonArray scores = p.value(QStringLiteral("scores")).toArray();
        QList<int> hidden; // 1-based
        if (variant == QStringLiteral("padding")) {
            for (const QJsonValue &h : p.value(QStringLiteral("hidden")).toArray())
                hidden << h.toInt();
        } else {
            QCOMPARE(p.value(QStringLiteral("length")).toInt(), int(scores.size()));
            for (int j = p.value(QStringLiteral("position")).toInt() + 1; j <= scores.size(); ++j)
                hidden << j;
        }
        QVERIFY(!hidden.isEmpty());
        const QJsonObject answer = o.value(QStringLiteral("answer")).toObject();
        QCOMPARE(answer.value(QStringLiteral("type")).toString(), QStringLiteral("vector"));
        const QJsonArray weights = answer.value(QStringLiteral("value")).toArray();
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
        QCOMPARE(o.value(QStringLiteral("tolerance")).toDouble(), 0.01);
        QVERIFY(!o.value(QStringLiteral("hints")).toArray().isEmpty());
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
    const QStringList args{QStringLiteral("exercise"), QStringLiteral("--kind"), kind,
                           QStringLiteral("--seed"), QStringLiteral("5")};
    const Run first = astrolabe(args);
    QCOMPARE(first.code, 0);
    QCOMPARE(first.out, astrolabe(args).out);
    for (const char *label : {"Kind: ", "Parameters:", "Answer: ", "Tolerance: ", "Steps:"})
        QVERIFY2(first.out.contains(label), label);
}

void TestExerciseCli::seedsDiffer()
{
    const Run a = astrolabe({QStringLiteral("exercise"), QStringLiteral("--kind"),
                             QStringLiteral("softmax-weights"), QStringLiteral("--seed"),
                             QStringLiteral("1"), QStringLiteral("--json")});
    const Run b = astrolabe({QStringLiteral("exercise"), QStringLiteral("--kind"),
                             QStringLiteral("softmax-weights"), QStringLiteral("--seed"),
                             QStringLiteral("2"), QStringLiteral("--json")});
    QCOMPARE(a.code, 0);
    QCOMPARE(b.code, 0);
    const QJsonObject pa =
        QJsonDocument::fromJson(a.out).object().value(QStringLiteral("parameters")).toObject();
    const QJsonObject pb =
        QJsonDocument::fromJson(b.out).object().value(QStringLiteral("parameters")).toObject();
    QVERIFY(pa != pb);
}

void TestExerciseCli::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("unknown kind") << QStringList{QStringLiteral("exercise"),
                                                 QStringLiteral("--kind"), QStringLiteral("nope"),
                                                 QStringLiteral("--seed"), QStringLiteral("1")}
                                  << "softmax-weights, top-position, blend-output, comparisons, "
                                     "scale-effect, order-blindness, temperature";
    QTest::newRow("missing kind") << QStringList{QStringLiteral("exercise"),
                                                 QStringLiteral("--seed"), QStringLiteral("1")}
                                  << "--kind";
    QTest::newRow("missing seed") << QStringList{QStringLiteral("exercise"),
                                                 QStringLiteral("--kind"),
                                                 QStringLiteral("comparisons")}
                                  << "--seed";
    QTest::newRow("seed not a number")
        << QStringList{QStringLiteral("exercise"), QStringLiteral("--kind"),
                       QStringLiteral("comparisons"), QStringLiteral("--seed"),
                       QStringLiteral("abc")}
        << "--seed";
    QTest::newRow("seed fractional")
        << QStringList{QStringLiteral("exercise"), QStringLiteral("--kind"),
                       QStringLiteral("comparisons"), QStringLiteral("--seed"),
                       QStringLiteral("1.5")}
        << "--seed";
    QTest::newRow("seed negative")
        << QStringList{QStringLiteral("exercise"), QStringLiteral("--kind"),
                       QStringLiteral("comparisons"), QStringLiteral("--seed"),
                       QStringLiteral("-1")}
        << "--seed";
    QTest::newRow("seed without value")
        << QStringList{QStringLiteral("exercise"), QStringLiteral("--kind"),
                       QStringLiteral("comparisons"), QStringLiteral("--seed")}
        << "--seed";
    QTest::newRow("unknown option")
        << QStringList{QStringLiteral("exercise"),    QStringLiteral("--kind"),
                       QStringLiteral("comparisons"), QStringLiteral("--seed"),
                       QStringLiteral("1"),           QStringLiteral("--yaml")}
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
