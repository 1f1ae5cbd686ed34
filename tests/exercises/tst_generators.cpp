// The generators: same seed, same exercise; different seeds, different numbers; and every
// answer recomputed here from the parameters alone.
#include "attention/attend.h"
#include "attention/softmax.h"
#include "exercises/exercise.h"
#include "exercises/generators.h"
#include "by_hand.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace astrolabe::exercises;
namespace byHand = astrolabe::test::byHand;
using astrolabe::attention::Vector;

namespace {

constexpr int seedsPerKind = 60;

QByteArray fingerprint(const Exercise &e)
{
    return QJsonDocument(exerciseToJson(e)).toJson(QJsonDocument::Compact);
}

double largest(const Vector &v)
{
    return *std::max_element(v.begin(), v.end());
}

bool isWholeOrOneDecimal(double x)
{
    return std::abs(x * 10 - std::round(x * 10)) < 1e-9;
}

void compareVectors(const Vector &actual, const Vector &expected, double tolerance)
{
    QCOMPARE(actual.size(), expected.size());
    for (std::size_t i = 0; i < actual.size(); ++i)
        QVERIFY2(std::abs(actual[i] - expected[i]) <= tolerance,
                 qPrintable(QStringLiteral("entry %1: %2 vs %3").arg(i).arg(actual[i]).arg(expected[i])));
}

} // namespace

class TestGenerators : public QObject
{
    Q_OBJECT

private slots:
    void sameSeedSameExercise_data();
    void sameSeedSameExercise();
    void seedsGiveDifferentNumbers_data();
    void seedsGiveDifferentNumbers();
    void stepsAreFilledIn_data();
    void stepsAreFilledIn();

    void softmaxWeights_data();
    void softmaxWeights();
    void topPosition_data();
    void topPosition();
    void blendOutput_data();
    void blendOutput();
    void comparisons_data();
    void comparisons();
    void scaleEffect_data();
    void scaleEffect();
    void orderBlindness_data();
    void orderBlindness();
    void temperature_data();
    void temperature();
    void crossAttentionShapes_data();
    void crossAttentionShapes();

    void bilinearScore_data();
    void bilinearScore();
    void shiftedTargets_data();
    void shiftedTargets();
    void additiveScore_data();
    void additiveScore();
    void kernelSmoother_data();
    void kernelSmoother();

    void pathLength_data();
    void pathLength();

    void everyVariantOccurs();
    void causalReadout_data();
    void causalReadout();
    void sameNumbersEverywhere_data();
    void sameNumbersEverywhere();
    void inductionTarget_data();
    void inductionTarget();

private:
    void seedRows();
};

void TestGenerators::seedRows()
{
    QTest::addColumn<quint64>("seed");
    for (quint64 seed = 0; seed < seedsPerKind; ++seed)
        QTest::addRow("seed %llu", seed) << seed;
    QTest::addRow("seed 2^63-1") << quint64(9223372036854775807ULL);
}

static void kindRows()
{
    QTest::addColumn<QString>("kind");
    for (const QString &id : allKindIds())
        QTest::addRow("%s", qPrintable(id)) << id;
}

void TestGenerators::sameSeedSameExercise_data()
{
    kindRows();
}

void TestGenerators::sameSeedSameExercise()
{
    QFETCH(QString, kind);
    const ExerciseKind k = *kindFromId(kind);
    for (quint64 seed : {0ULL, 1ULL, 42ULL, 123456789ULL}) {
        const Exercise a = generateExercise(k, seed);
        const Exercise b = generateExercise(k, seed);
        QCOMPARE(a.seed, seed);
        QCOMPARE(a.kind, k);
        QCOMPARE(fingerprint(a), fingerprint(b));
        QCOMPARE(a.answer, b.answer);
    }
}

void TestGenerators::seedsGiveDifferentNumbers_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("atLeastDistinct");
    // 20 seeds each; comparisons has only 19 possible lengths, so fewer distinct ones.
    QTest::newRow("softmax-weights") << QStringLiteral("softmax-weights") << 18;
    QTest::newRow("top-position") << QStringLiteral("top-position") << 18;
    QTest::newRow("blend-output") << QStringLiteral("blend-output") << 18;
    QTest::newRow("comparisons") << QStringLiteral("comparisons") << 8;
    QTest::newRow("scale-effect") << QStringLiteral("scale-effect") << 15;
    QTest::newRow("order-blindness") << QStringLiteral("order-blindness") << 18;
    QTest::newRow("temperature") << QStringLiteral("temperature") << 18;
    QTest::newRow("project") << QStringLiteral("project") << 18;
    QTest::newRow("masked-weights") << QStringLiteral("masked-weights") << 18;
    QTest::newRow("causal-pairs") << QStringLiteral("causal-pairs") << 12;
    QTest::newRow("head-slice") << QStringLiteral("head-slice") << 18;
    QTest::newRow("attend") << QStringLiteral("attend") << 18;
    QTest::newRow("cost-scaling") << QStringLiteral("cost-scaling") << 12;
    QTest::newRow("pe-value") << QStringLiteral("pe-value") << 15;
    QTest::newRow("reordering") << QStringLiteral("reordering") << 18;
    QTest::newRow("scale-compare") << QStringLiteral("scale-compare") << 15;
    QTest::newRow("path-length") << QStringLiteral("path-length") << 18;
    QTest::newRow("bilinear-score") << QStringLiteral("bilinear-score") << 15;
    QTest::newRow("cross-attention-shapes") << QStringLiteral("cross-attention-shapes") << 18;
    QTest::newRow("shifted-targets") << QStringLiteral("shifted-targets") << 18;
    QTest::newRow("causal-readout") << QStringLiteral("causal-readout") << 15;
    QTest::newRow("additive-score") << QStringLiteral("additive-score") << 18;
    QTest::newRow("kernel-smoother") << QStringLiteral("kernel-smoother") << 18;
    QTest::newRow("induction-target") << QStringLiteral("induction-target") << 18;
}

void TestGenerators::seedsGiveDifferentNumbers()
{
    QFETCH(QString, kind);
    QFETCH(int, atLeastDistinct);
    QSet<QByteArray> parameters;
    for (quint64 seed = 1; seed <= 20; ++seed)
        parameters.insert(QJsonDocument(generateExercise(*kindFromId(kind), seed).parametersJson())
                              .toJson(QJsonDocument::Compact));
    QVERIFY2(parameters.size() >= atLeastDistinct,
             qPrintable(QStringLiteral("only %1 distinct").arg(parameters.size())));
    // Neighbouring seeds differ.
    QVERIFY(fingerprint(generateExercise(*kindFromId(kind), 7))
            != fingerprint(generateExercise(*kindFromId(kind), 8)));
}

void TestGenerators::stepsAreFilledIn_data()
{
    kindRows();
}

void TestGenerators::stepsAreFilledIn()
{
    QFETCH(QString, kind);
    static const QRegularExpression placeholder(QStringLiteral("%\\d"));
    for (quint64 seed = 0; seed < seedsPerKind; ++seed) {
        const Exercise e = generateExercise(*kindFromId(kind), seed);
        QVERIFY(!e.steps.empty());
        QVERIFY(!e.prompt.text().isEmpty());
        QVERIFY2(!e.prompt.text().contains(placeholder), qPrintable(e.prompt.text()));
        std::vector<Step> texts = e.steps;
        const std::vector<Step> hints = e.hintLines();
        texts.insert(texts.end(), hints.begin(), hints.end());
        for (const Step &step : texts) {
            QVERIFY2(!step.text().contains(placeholder), qPrintable(step.text()));
            QVERIFY(!step.text().contains(QLatin1String("nan")));
            QVERIFY(!step.text().contains(QLatin1String("inf")));
        }
    }
}

void TestGenerators::softmaxWeights_data()
{
    seedRows();
}

void TestGenerators::softmaxWeights()
{
    QFETCH(quint64, seed);
    const Exercise e = generateSoftmaxWeights(seed);
    const auto &p = std::get<SoftmaxWeightsParameters>(e.parameters);
    QVERIFY(p.scores.size() >= 2 && p.scores.size() <= 4);
    for (double s : p.scores)
        QVERIFY(isWholeOrOneDecimal(s) && s >= -2 && s <= 4);
    QCOMPARE(e.answer.type(), Answer::Type::Vector);
    compareVectors(e.answer.vector(), byHand::softmax(p.scores), 1e-12);
    QCOMPARE(e.tolerance, 0.01);
    // The last steps divide and give the weights.
    const std::vector<double> last = e.steps.back().numbers();
    QCOMPARE(last.size(), std::size_t(3));
    QVERIFY(std::abs(last[2] - e.answer.vector().back()) < 1e-12);
}

void TestGenerators::topPosition_data()
{
    seedRows();
}

void TestGenerators::topPosition()
{
    QFETCH(quint64, seed);
    const Exercise e = generateTopPosition(seed);
    const auto &p = std::get<TopPositionParameters>(e.parameters);
    QVERIFY(p.keys.size() >= 2 && p.keys.size() <= 4);
    const auto attended = astrolabe::attention::attend(p.query, p.keys, p.keys);
    const Vector &w = attended.weights;
    const auto top = std::max_element(w.begin(), w.end()) - w.begin();
    // No tie at the top: the runner-up is visibly smaller.
    Vector sorted = attended.scores;
    std::sort(sorted.rbegin(), sorted.rend());
    QVERIFY(sorted[0] - sorted[1] >= 1.0);
    QCOMPARE(e.answer.type(), Answer::Type::Position);
    QCOMPARE(e.answer.position(), int(top) + 1);
    QCOMPARE(e.answer.positionCount(), int(p.keys.size()));
}

void TestGenerators::blendOutput_data()
{
    seedRows();
}

void TestGenerators::blendOutput()
{
    QFETCH(quint64, seed);
    const Exercise e = generateBlendOutput(seed);
    const auto &p = std::get<BlendOutputParameters>(e.parameters);
    QVERIFY(p.weights.size() >= 2 && p.weights.size() <= 4);
    QCOMPARE(p.values.size(), p.weights.size());
    double total = 0.0;
    for (double w : p.weights) {
        QVERIFY(w >= 0.1 - 1e-12 && isWholeOrOneDecimal(w));
        total += w;
    }
    QVERIFY(std::abs(total - 1.0) < 1e-12);
    Vector expected(p.values.front().size(), 0.0);
    for (std::size_t i = 0; i < p.weights.size(); ++i)
        for (std::size_t j = 0; j < expected.size(); ++j)
            expected[j] += p.weights[i] * p.values[i][j];
    compareVectors(e.answer.vector(), expected, 1e-12);
    QCOMPARE(e.tolerance, 0.01);
}

void TestGenerators::comparisons_data()
{
    seedRows();
}

void TestGenerators::comparisons()
{
    QFETCH(quint64, seed);
    const Exercise e = generateComparisons(seed);
    const int n = std::get<ComparisonsParameters>(e.parameters).length;
    QVERIFY(n >= 2);
    QCOMPARE(e.answer.type(), Answer::Type::Number);
    QCOMPARE(e.answer.number(), double(n) * n);
    QCOMPARE(e.tolerance, 0.0);
}

void TestGenerators::scaleEffect_data()
{
    seedRows();
}

void TestGenerators::scaleEffect()
{
    QFETCH(quint64, seed);
    const Exercise e = generateScaleEffect(seed);
    const auto &p = std::get<ScaleEffectParameters>(e.parameters);
    QVERIFY(p.dimension == 4 || p.dimension == 16 || p.dimension == 64);
    QVERIFY(p.rawScores.size() >= 2 && p.rawScores.size() <= 4);
    Vector scaled;
    for (double s : p.rawScores) {
        QCOMPARE(s, std::round(s)); // raw scores are whole numbers
        scaled.push_back(s / std::sqrt(double(p.dimension)));
    }
    const double topScaled = largest(byHand::softmax(scaled));
    const double topRaw = largest(astrolabe::attention::softmax(p.rawScores));
    QVERIFY(topRaw > topScaled); // scaling flattens: never a tie
    switch (p.question) {
    case ScaleEffectParameters::Question::TopWeightAfterScaling:
        QCOMPARE(e.answer.type(), Answer::Type::Number);
        QVERIFY(std::abs(e.answer.number() - topScaled) < 1e-12);
        QCOMPARE(e.tolerance, 0.01);
        break;
    case ScaleEffectParameters::Question::WithScaling:
        QCOMPARE(e.answer.choice(), QStringLiteral("flatter"));
        break;
    case ScaleEffectParameters::Question::WithoutScaling:
        QCOMPARE(e.answer.choice(), QStringLiteral("sharper"));
        break;
    }
}

void TestGenerators::orderBlindness_data()
{
    seedRows();
}

void TestGenerators::orderBlindness()
{
    QFETCH(quint64, seed);
    const Exercise e = generateOrderBlindness(seed);
    const auto &p = std::get<OrderBlindnessParameters>(e.parameters);
    using Variant = OrderBlindnessParameters::Variant;
    const std::size_t n = p.keys.size();
    QVERIFY(n >= 2 && n <= 4);
    std::vector<Vector> keysBefore = p.keys, keysAfter, valuesAfter;
    for (std::size_t i = 0; i < n; ++i) {
        const auto from = std::size_t(p.order[i]);
        Vector key = p.keys[from];
        if (p.variant == Variant::WithPositions)
            for (std::size_t j = 0; j < key.size(); ++j) {
                key[j] += p.positions[i][j];
                keysBefore[i][j] += p.positions[i][j];
            }
        keysAfter.push_back(key);
        valuesAfter.push_back(p.variant == Variant::KeysOnly ? p.values[i] : p.values[from]);
    }
    const Vector before = astrolabe::attention::attend(p.query, keysBefore, p.values).output;
    const Vector after = astrolabe::attention::attend(p.query, keysAfter, valuesAfter).output;
    double change = 0.0;
    for (std::size_t j = 0; j < before.size(); ++j)
        change = std::max(change, std::abs(before[j] - after[j]));
    QCOMPARE(e.answer.type(), Answer::Type::Choice);
    if (e.answer.choice() == QLatin1String("yes"))
        QVERIFY2(change >= 0.05, "a change a learner can see at 2 decimals");
    else
        QVERIFY(change < 1e-9);
    QCOMPARE(e.answer.choice() == QLatin1String("no"), p.variant == Variant::PairsTogether);
}

void TestGenerators::temperature_data()
{
    seedRows();
}

void TestGenerators::temperature()
{
    QFETCH(quint64, seed);
    const Exercise e = generateTemperature(seed);
    const auto &p = std::get<TemperatureParameters>(e.parameters);
    QVERIFY(p.temperature == 0.5 || p.temperature == 2.0 || p.temperature == 4.0);
    Vector divided;
    for (double s : p.scores)
        divided.push_back(s / p.temperature);
    const double atT = largest(byHand::softmax(divided));
    const double atOne = largest(byHand::softmax(p.scores));
    if (p.question == TemperatureParameters::Question::TopWeight) {
        QVERIFY(std::abs(e.answer.number() - atT) < 1e-12);
    } else {
        const QString expected = atT > atOne ? QStringLiteral("sharper") : QStringLiteral("flatter");
        QCOMPARE(e.answer.choice(), expected);
    }
}

void TestGenerators::crossAttentionShapes_data()
{
    seedRows();
}

// The shapes worked out again from the rules alone: m queries from the decoder, n keys and n
// values from the encoder, every head at width d_model / h.
void TestGenerators::crossAttentionShapes()
{
    QFETCH(quint64, seed);
    const Exercise e = generateCrossAttentionShapes(seed);
    const auto &p = std::get<CrossAttentionShapesParameters>(e.parameters);
    using V = CrossAttentionShapesParameters::Variant;
    QVERIFY(p.queries >= 2 && p.queries <= 12);
    QVERIFY(p.sources >= 3 && p.sources <= 40);
    QVERIFY(p.heads >= 2 && p.modelWidth % p.heads == 0);
    const int dHead = p.modelWidth / p.heads;
    QVERIFY(dHead == 16 || dHead == 32 || dHead == 64);
    // No slip lands on the right answer: m, n and d_head all differ.
    QVERIFY(p.queries != p.sources && p.sources != dHead && p.queries != dHead);
    QCOMPARE(e.answer.type(), Answer::Type::Vector);
    QCOMPARE(e.tolerance, 0.0);
    Vector expected;
    switch (p.variant) {
    case V::Weights: // (m x d_head)(d_head x n)
        expected = {double(p.queries), double(p.sources)};
        break;
    case V::Output: // (m x n)(n x d_head)
        expected = {double(p.queries), double(dHead)};
        break;
    case V::WhichMustMatch: // K's columns = the query width; V's rows = K's rows
        expected = {double(dHead), double(p.sources)};
        break;
    }
    compareVectors(e.answer.vector(), expected, 0.0);
    // The JSON names what the catalog's placeholders promise.
    const QJsonObject json = e.parametersJson();
    QCOMPARE(json.value("m").toInt(), p.queries);
    QCOMPARE(json.value("n").toInt(), p.sources);
    QCOMPARE(json.value("d_head").toInt(), dHead);
    QCOMPARE(json.contains("d_model"), p.variant != V::WhichMustMatch);
}

void TestGenerators::shiftedTargets_data()
{
    seedRows();
}

// Teacher forcing, recounted here: input position i of the sequence t1 .. tn is trained on
// t(i+1); a batch makes one prediction per token that has a token before it in its sequence.
void TestGenerators::shiftedTargets()
{
    QFETCH(quint64, seed);
    const Exercise e = generateShiftedTargets(seed);
    const auto &p = std::get<ShiftedTargetsParameters>(e.parameters);
    QCOMPARE(e.tolerance, 0.0);
    QCOMPARE(e.answer.type(), Answer::Type::Number);
    QCOMPARE(e.steps.size(), std::size_t(3));
    if (p.variant == ShiftedTargetsParameters::Variant::TargetOf) {
        const int n = int(p.tokens.size());
        QVERIFY(n >= 5 && n <= 8);
        QVERIFY(p.position >= 0 && p.position <= n - 2);
        QSet<int> distinct;
        for (int t : p.tokens) {
            QVERIFY(t >= 10 && t <= 99);
            distinct.insert(t);
        }
        QCOMPARE(distinct.size(), n);
        // Written out as a table: input slot k holds t(k), its target sits one slot further on.
        int target = -1;
        for (int k = 0; k + 1 < n; ++k)
            if (k == p.position)
                target = p.tokens[std::size_t(k) + 1];
        QCOMPARE(e.answer.number(), double(target));
        // The slips give other numbers: the token itself, the one before it.
        QVERIFY(e.answer.number() != p.tokens[std::size_t(p.position)]);
        QVERIFY(p.position == 0 || e.answer.number() != p.tokens[std::size_t(p.position) - 1]);
        QCOMPARE(e.steps.back().numbers().back(), double(target));
    } else {
        QVERIFY(p.lengths.size() >= 2 && p.lengths.size() <= 4);
        QVERIFY(p.tokens.empty());
        int longest = 0;
        int predictions = 0;
        for (int n : p.lengths) {
            QVERIFY(n >= 3 && n <= 12);
            longest = std::max(longest, n);
            for (int token = 2; token <= n; ++token) // every token but the first is a target
                ++predictions;
        }
        QCOMPARE(e.answer.number(), double(predictions));
        // Counting the padded slots, or every token, would give another number.
        QVERIFY(e.answer.number() != double(p.lengths.size()) * (longest - 1));
        QVERIFY(e.answer.number() != double(p.lengths.size()) * longest);
        QCOMPARE(e.steps.back().numbers().back(), double(predictions));
    }
}

void TestGenerators::pathLength_data()
{
    seedRows();
}

// The steps counted again by walking the sequence one hop at a time: along the recurrence one
// position per step; in attention straight from i to j; through causal convolutions of width k
// a layer at a time, each reaching back k - 1 positions further than the one below it.
void TestGenerators::pathLength()
{
    QFETCH(quint64, seed);
    const Exercise e = generatePathLength(seed);
    const auto &p = std::get<PathLengthParameters>(e.parameters);
    using V = PathLengthParameters::Variant;
    QVERIFY(p.from >= 0 && p.from < p.to && p.to < p.length);
    QCOMPARE(e.tolerance, 0.0);
    int recurrentSteps = 0;
    for (int at = p.from; at != p.to; ++at)
        ++recurrentSteps;
    switch (p.variant) {
    case V::Recurrent:
        QVERIFY(p.to - p.from >= 2);
        QVERIFY(!(p.from == 0 && p.to == p.length - 1)); // not the ends: two different numbers
        compareVectors(e.answer.vector(), {double(recurrentSteps), double(p.length - 1)}, 0.0);
        break;
    case V::Attention:
        QVERIFY(p.to - p.from >= 2);
        compareVectors(e.answer.vector(), {double(recurrentSteps), 1.0}, 0.0);
        break;
    case V::Convolution: {
        QVERIFY(p.kernel >= 3 && p.kernel <= 5);
        int layers = 0;
        for (int reach = 0; reach < p.to - p.from; reach += p.kernel - 1)
            ++layers;
        QCOMPARE(e.answer.type(), Answer::Type::Number);
        QCOMPARE(e.answer.number(), double(layers));
        QVERIFY(layers >= 2 && layers <= 6);
        break;
    }
    }
    // The JSON names what the catalog's placeholders promise, positions counted from 1.
    const QJsonObject json = e.parametersJson();
    QCOMPARE(json.value("length").toInt(), p.length);
    QCOMPARE(json.value("from").toInt(), p.from + 1);
    QCOMPARE(json.value("to").toInt(), p.to + 1);
    QCOMPARE(json.contains("kernel"), p.variant == V::Convolution);
}

void TestGenerators::everyVariantOccurs()
{
    QSet<QString> seen;
    for (quint64 seed = 0; seed < 200; ++seed) {
        const Exercise scale = generateScaleEffect(seed);
        seen.insert(QStringLiteral("scale:") + scale.parametersJson().value("question").toString());
        const Exercise order = generateOrderBlindness(seed);
        seen.insert(QStringLiteral("order:") + order.parametersJson().value("variant").toString());
        const Exercise temp = generateTemperature(seed);
        seen.insert(QStringLiteral("temp:") + temp.parametersJson().value("question").toString()
                    + temp.answer.choice());
        seen.insert(QStringLiteral("len:%1").arg(generateSoftmaxWeights(seed).answer.vector().size()));
        const Exercise bilinear = generateBilinearScore(seed);
        const QString variant = bilinear.parametersJson().value("variant").toString();
        seen.insert(QStringLiteral("bilinear:") + variant);
        if (variant == QLatin1String("blind-direction"))
            seen.insert(bilinear.answer.vector().at(0) == bilinear.answer.vector().at(1)
                            ? QStringLiteral("bilinear:same") : QStringLiteral("bilinear:moved"));
        seen.insert(QStringLiteral("kernel:")
                    + generateKernelSmoother(seed).parametersJson().value("variant").toString());
        seen.insert(QStringLiteral("shapes:")
                    + generateCrossAttentionShapes(seed).parametersJson().value("variant").toString());
        seen.insert(QStringLiteral("shift:")
                    + generateShiftedTargets(seed).parametersJson().value("variant").toString());
        const Exercise additive = generateAdditiveScore(seed);
        seen.insert(QStringLiteral("additive:")
                    + additive.parametersJson().value("variant").toString());
        if (additive.parametersJson().value("variant").toString() == QLatin1String("dot"))
            seen.insert(QStringLiteral("additive:keys%1")
                            .arg(additive.parametersJson().value("keys").toArray().size()));
        seen.insert(QStringLiteral("path:")
                    + generatePathLength(seed).parametersJson().value("variant").toString());
        seen.insert(QStringLiteral("induction:")
                    + generateInductionTarget(seed).parametersJson().value("variant").toString());
    }
    const QStringList expected = {
        "scale:top-weight-after-scaling", "scale:with-scaling", "scale:without-scaling",
        "order:pairs-together", "order:keys-only", "order:with-positions",
        "temp:top-weight", "temp:sharper-or-flattersharper", "temp:sharper-or-flatterflatter",
        "len:2", "len:3", "len:4",
        "bilinear:two-ways", "bilinear:rank-bound", "bilinear:blind-direction",
        "bilinear:same", "bilinear:moved",
        "shapes:weights", "shapes:output", "shapes:which-must-match",
        "shift:target-of", "shift:predictions-per-pass",
        "additive:additive", "additive:general", "additive:dot", "additive:keys2", "additive:keys3",
        "kernel:estimate", "kernel:same-as-attention", "kernel:bandwidth-limit",
        "path:recurrent", "path:attention", "path:convolution",
        "induction:previous-token", "induction:attends-to", "induction:predicts"};
    for (const QString &key : expected)
        QVERIFY2(seen.contains(key), qPrintable(key));
}

void TestGenerators::bilinearScore_data()
{
    seedRows();
}

// Every answer recomputed from the parameters with loops written out here: x W by hand, and
// the bilinear form's rank bound as min(d_model, d_head).
void TestGenerators::bilinearScore()
{
    QFETCH(quint64, seed);
    using Rows = std::vector<Vector>;
    const auto times = [](const Vector &x, const Rows &w) {
        Vector out(w.front().size(), 0.0);
        for (std::size_t i = 0; i < x.size(); ++i)
            for (std::size_t j = 0; j < out.size(); ++j)
                out[j] += x[i] * w[i][j];
        return out;
    };
    // x (W_Q W_Kᵀ) yᵀ = sum over i, j of x_i (row i of W_Q · row j of W_K) y_j.
    const auto form = [](const Vector &x, const Rows &wq, const Rows &wk, const Vector &y) {
        double sum = 0.0;
        for (std::size_t i = 0; i < x.size(); ++i)
            for (std::size_t j = 0; j < y.size(); ++j)
                sum += x[i] * byHand::dot(wq[i], wk[j]) * y[j];
        return sum;
    };
    const Exercise e = generateBilinearScore(seed);
    const auto &p = std::get<BilinearScoreParameters>(e.parameters);
    QCOMPARE(e.tolerance, 0.0);
    using V = BilinearScoreParameters::Variant;
    if (p.variant == V::RankBound) {
        QVERIFY(p.modelWidth >= 2 && p.headWidth >= 1 && p.headWidth != p.modelWidth);
        const double bound = std::min(p.modelWidth, p.headWidth);
        QCOMPARE(e.answer.vector(), (Vector{bound, p.modelWidth - bound}));
        return;
    }
    QCOMPARE(p.query.size(), std::size_t(3));
    QCOMPARE(p.queryWeights.size(), std::size_t(3));
    QCOMPARE(p.keyWeights.front().size(), std::size_t(2));
    // Small whole numbers throughout, for working by hand.
    const auto small = [](const Vector &v, double limit) {
        return std::all_of(v.begin(), v.end(), [limit](double x) {
            return x == std::round(x) && std::abs(x) <= limit;
        });
    };
    QVERIFY(small(p.query, 2) && small(p.key, 2) && small(p.change, 1));
    for (std::size_t i = 0; i < 3; ++i)
        QVERIFY(small(p.queryWeights[i], 2) && small(p.keyWeights[i], 2));
    const Vector q = times(p.query, p.queryWeights);
    const double score = byHand::dot(q, times(p.key, p.keyWeights));
    QCOMPARE(form(p.query, p.queryWeights, p.keyWeights, p.key), score);
    QVERIFY(score != byHand::dot(p.query, p.key) || p.variant == V::BlindDirection);
    if (p.variant == V::TwoWays) {
        QVERIFY(score != 0.0);
        QCOMPARE(e.answer.type(), Answer::Type::Number);
        QCOMPARE(e.answer.number(), score);
        return;
    }
    const Vector moved = byHand::add(p.key, p.change);
    const double after = byHand::dot(q, times(moved, p.keyWeights));
    QCOMPARE(form(p.query, p.queryWeights, p.keyWeights, moved), after);
    QCOMPARE(e.answer.vector(), (Vector{score, after}));
    QVERIFY(score != 0.0);
    QVERIFY(byHand::dot(p.query, p.change) != 0.0); // ignoring W_K would move the score
    const Vector shift = times(p.change, p.keyWeights);
    const bool blind = std::all_of(shift.begin(), shift.end(), [](double x) { return x == 0.0; });
    QCOMPARE(after == score, blind);
}

void TestGenerators::causalReadout_data()
{
    seedRows();
}

// Equal scores under a causal mask: the query at position i weighs keys 1..i by 1/i each, so
// with only the first value c nonzero its output is c / i, worked out here without the core.
void TestGenerators::causalReadout()
{
    QFETCH(quint64, seed);
    const Exercise e = generateCausalReadout(seed);
    const auto &p = std::get<CausalReadoutParameters>(e.parameters);
    const int n = int(p.values.size());
    const double c = p.values.front();
    QVERIFY(n >= 4 && n <= 12);
    QVERIFY(c >= 1 && c <= 9 && c == std::round(c));
    for (int j = 1; j < n; ++j)
        QCOMPARE(p.values[std::size_t(j)], 0.0);
    const int i = p.position + 1;
    QVERIFY(i >= 2 && i <= n);
    // By hand: softmax of i equal scores, then the weighted sum of the values.
    const Vector weights = byHand::softmax(Vector(std::size_t(i), p.score));
    double byHandOutput = 0.0;
    for (int j = 0; j < i; ++j)
        byHandOutput += weights[std::size_t(j)] * p.values[std::size_t(j)];
    QVERIFY(std::abs(byHandOutput - c / i) < 1e-12);
    if (p.variant == CausalReadoutParameters::Variant::OutputAt) {
        QCOMPARE(e.answer.type(), Answer::Type::Number);
        QVERIFY(std::abs(e.answer.number() - byHandOutput) < 1e-12);
        QCOMPARE(e.tolerance, 0.01);
        // Forgetting the mask (the mean over all n) or miscounting by one is marked wrong.
        QVERIFY(i < n);
        QVERIFY(std::abs(c / n - e.answer.number()) > e.tolerance);
        QVERIFY(std::abs(c / (i + 1) - e.answer.number()) > e.tolerance);
    } else {
        QCOMPARE(e.answer.type(), Answer::Type::Position);
        QCOMPARE(e.answer.position(), i);
        QCOMPARE(e.answer.positionCount(), n);
        QCOMPARE(e.tolerance, 0.0);
        QVERIFY(std::abs(p.output - c / i) < 1e-12);
        QVERIFY(std::abs(p.output * 1000 - std::round(p.output * 1000)) < 1e-9); // shown exactly
        QVERIFY(p.output != 1.0);
        // No other position gives the same output.
        for (int j = 1; j <= n; ++j)
            if (j != i)
                QVERIFY(std::abs(c / j - p.output) > 1e-9);
    }
}

void TestGenerators::additiveScore_data()
{
    seedRows();
}

// Every answer recomputed from the parameters with loops written out here: W x entry by entry,
// tanh from <cmath>, and Q Kᵀ as a dot product per pair.
void TestGenerators::additiveScore()
{
    QFETCH(quint64, seed);
    using Rows = std::vector<Vector>;
    const auto times = [](const Rows &w, const Vector &x) {
        Vector out;
        for (const Vector &row : w)
            out.push_back(byHand::dot(row, x));
        return out;
    };
    const auto small = [](const Vector &v, double low, double high) {
        return std::all_of(v.begin(), v.end(), [low, high](double x) {
            return x == std::round(x) && x >= low && x <= high;
        });
    };
    const Exercise e = generateAdditiveScore(seed);
    const auto &p = std::get<AdditiveScoreParameters>(e.parameters);
    using V = AdditiveScoreParameters::Variant;
    if (p.variant == V::Dot) {
        QCOMPARE(e.tolerance, 0.0);
        QCOMPARE(p.queries.size(), std::size_t(2));
        QVERIFY(p.keys.size() == 2 || p.keys.size() == 3);
        Vector expected;
        for (const Vector &q : p.queries) {
            QCOMPARE(q.size(), std::size_t(2));
            QVERIFY(small(q, -1, 2) && !(q[0] == 0 && q[1] == 0));
            for (const Vector &k : p.keys)
                expected.push_back(byHand::dot(q, k));
        }
        QCOMPARE(e.answer.type(), Answer::Type::Vector);
        QCOMPARE(e.answer.vector(), expected);
        QVERIFY(p.queries[0] != p.queries[1] && p.keys[0] != p.keys[1]);
        QVERIFY(std::any_of(expected.begin(), expected.end(),
                            [&](double x) { return x != expected.front(); }));
        if (p.keys.size() == 2) // not symmetric: K Qᵀ would be a different table
            QVERIFY(expected[1] != expected[2]);
        const QJsonObject json = e.parametersJson();
        QVERIFY(json.contains("queries") && json.contains("keys") && !json.contains("q"));
        return;
    }
    QVERIFY(small(p.query, -1, 2) && small(p.key, -1, 2));
    QCOMPARE(e.answer.type(), Answer::Type::Number);
    if (p.variant == V::General) {
        QCOMPARE(e.tolerance, 0.0);
        QVERIFY(small(p.queryRows[0], -1, 2) && small(p.queryRows[1], -1, 2));
        const double score = byHand::dot(p.query, times(p.queryRows, p.key));
        QCOMPARE(e.answer.number(), score);
        QVERIFY(score != 0.0);
        QVERIFY(score != byHand::dot(p.query, p.key));                   // W left out
        QVERIFY(score != byHand::dot(p.key, times(p.queryRows, p.query))); // kᵀ W q
        QVERIFY(!e.parametersJson().contains("u"));
        return;
    }
    QCOMPARE(e.tolerance, 0.02);
    for (std::size_t i = 0; i < 2; ++i)
        QVERIFY(small(p.queryRows[i], -1, 1) && small(p.keyRows[i], -1, 1));
    QVERIFY(std::all_of(p.output.begin(), p.output.end(),
                        [](double x) { return x == -1 || x == 1 || x == 2; }));
    const Vector hidden = byHand::add(times(p.queryRows, p.query), times(p.keyRows, p.key));
    QVERIFY(std::all_of(hidden.begin(), hidden.end(), [](double h) { return std::abs(h) <= 2; }));
    QVERIFY(hidden[0] != 0.0 && hidden[1] != 0.0);
    double score = 0.0;
    for (std::size_t i = 0; i < hidden.size(); ++i)
        score += p.output[i] * std::tanh(hidden[i]);
    QVERIFY(std::abs(e.answer.number() - score) < 1e-12);
    QVERIFY(std::abs(score) >= 0.1);
    // Leaving tanh out (v · (W q + U k)) never passes.
    QVERIFY(std::abs(byHand::dot(p.output, hidden) - score) > e.tolerance);
    const QJsonObject json = e.parametersJson();
    for (const char *name : {"q", "k", "w", "u", "v"})
        QVERIFY2(json.contains(QLatin1String(name)), name);
}

void TestGenerators::sameNumbersEverywhere_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QByteArray>("parameters");
    // Pinned: a seed stored with a learner's answer must regenerate the same exercise on every
    // machine and in every later version (mt19937_64 is fully specified; the mapping is ours).
    QTest::newRow("softmax-weights") << "softmax-weights" << QByteArray(R"({"scores":[1.6,-0.2,2,2.1]})");
    QTest::newRow("top-position") << "top-position"
                                  << QByteArray(R"({"keys":[[0,1],[-2,1],[-2,0],[3,-1]],"query":[1,0]})");
    QTest::newRow("blend-output")
        << "blend-output"
        << QByteArray(R"({"values":[[0,-3],[-3,3],[2,5],[1,4]],"weights":[0.4,0.2,0.3,0.1]})");
    QTest::newRow("comparisons") << "comparisons" << QByteArray(R"({"length":11})");
    QTest::newRow("scale-effect")
        << "scale-effect" << QByteArray(R"({"d":64,"question":"with-scaling","raw_scores":[4,24]})");
    QTest::newRow("order-blindness")
        << "order-blindness"
        << QByteArray(R"({"keys":[[2,-1],[0,1]],"order":[2,1],"positions":[[-1,1],[0,-1]],)"
                      R"("query":[-1,-1],"values":[[-3,-3],[4,0]],"variant":"with-positions"})");
    QTest::newRow("temperature")
        << "temperature"
        << QByteArray(R"({"question":"sharper-or-flatter","scores":[1.6,-0.2,2,2.1],"temperature":0.5})");
    QTest::newRow("project")
        << "project"
        << QByteArray(R"({"inputs":[[-2,-1],[-1,2]],"variant":"both-directions",)"
                      R"("w_k":[[-1,0],[0,2]],"w_q":[[0,-1],[0,-1]]})");
    QTest::newRow("masked-weights")
        << "masked-weights"
        << QByteArray(R"({"length":3,"position":2,"scores":[2,2.1,2.9],"variant":"causal"})");
    QTest::newRow("causal-pairs")
        << "causal-pairs" << QByteArray(R"({"length":20,"variant":"hidden-pairs"})");
    QTest::newRow("head-slice")
        << "head-slice"
        << QByteArray(R"({"head":1,"head_width":2,"heads":2,"keys":[[0,-2,2,0],[1,1,0,0],[1,1,2,2]],)"
                      R"("query":[-1,2,-1,2],"values":[[4,3,1,4],[-2,1,-1,-3],[3,-1,-3,0]],)"
                      R"("variant":"output"})");
    QTest::newRow("attend")
        << "attend"
        << QByteArray(R"({"d":2,"keys":[[2,2],[1,-2],[3,2]],"query":[-1,1],)"
                      R"("values":[[-1,0],[2,4],[2,4]],"variant":"output"})");
    QTest::newRow("cost-scaling")
        << "cost-scaling"
        << QByteArray(R"({"bytes":2,"d_model":4096,"layers":12,"length":2048,"variant":"kv-cache"})");
    QTest::newRow("pe-value")
        << "pe-value" << QByteArray(R"({"column":1,"d":4,"i":0,"pos":3,"variant":"value"})");
    QTest::newRow("reordering")
        << "reordering"
        << QByteArray(R"({"keys":[[2,-1],[2,0]],"order":[2,1],"positions":[[-1,1],[1,0]],)"
                      R"("query":[-1,-1],"variant":"with-positions"})");
    QTest::newRow("scale-compare")
        << "scale-compare"
        << QByteArray(R"({"d_1":4,"d_2":64,"raw_scores_1":[3,1],"raw_scores_2":[16,12],)"
                      R"("variant":"sharper-head"})");
    QTest::newRow("bilinear-score")
        << "bilinear-score"
        << QByteArray(R"({"u":[1,0,1],"variant":"blind-direction","w_k":[[0,1],[2,0],[0,0]],)"
                      R"("w_q":[[2,2],[2,-1],[1,1]],"x":[0,0,-1],"y":[1,0,-1]})");
    QTest::newRow("cross-attention-shapes")
        << "cross-attention-shapes"
        << QByteArray(R"({"d_head":64,"m":5,"n":37,"variant":"which-must-match"})");
    QTest::newRow("shifted-targets")
        << "shifted-targets"
        << QByteArray(R"({"length":5,"position":1,"tokens":[31,36,24,64,37],"variant":"target-of"})");
    QTest::newRow("causal-readout")
        << "causal-readout"
        << QByteArray(R"({"length":5,"position":4,"score":-1,"values":[3,0,0,0,0],"variant":"output-at"})");
    QTest::newRow("additive-score")
        << "additive-score"
        << QByteArray(R"({"keys":[[2,2],[-1,1]],"queries":[[1,0],[-1,2]],"variant":"dot"})");
    QTest::newRow("kernel-smoother")
        << "kernel-smoother"
        << QByteArray(R"({"points":[[2,0],[4,6],[6,3]],"variant":"bandwidth-limit","x":4})");
    QTest::newRow("path-length")
        << "path-length"
        << QByteArray(R"({"from":15,"kernel":3,"length":22,"to":19,"variant":"convolution"})");
    // Recomputed by hand: 24 stands at positions 1 and 6; after the first 24 came 31.
    QTest::newRow("induction-target")
        << "induction-target"
        << QByteArray(R"({"length":6,"position":6,"tokens":[24,31,64,37,70,24],"variant":"predicts"})");
}

void TestGenerators::kernelSmoother_data()
{
    seedRows();
}

// Nadaraya–Watson worked again from the kernel written out: e^(−(x − xᵢ)²/2) divided by the
// sum, or e^(q · k / 2) divided by the sum (softmax of q · k / √4); the limits from the nearest
// point found by distance and from the plain mean.
void TestGenerators::kernelSmoother()
{
    QFETCH(quint64, seed);
    const Exercise e = generateKernelSmoother(seed);
    const auto &p = std::get<KernelSmootherParameters>(e.parameters);
    using V = KernelSmootherParameters::Variant;
    QCOMPARE(e.tolerance, 0.05);
    const QJsonObject json = e.parametersJson();
    auto estimateOf = [&p](const Vector &kernel) {
        double total = 0.0, weighted = 0.0;
        for (std::size_t i = 0; i < kernel.size(); ++i) {
            total += kernel[i];
            weighted += kernel[i] * p.outputs[i];
        }
        return weighted / total;
    };
    Vector gaussian;
    for (double xi : p.inputs) {
        QVERIFY(std::abs(p.x - xi) <= 2.0); // kernel values e^0, e^−0.5 or e^−2 only
        gaussian.push_back(std::exp(-(p.x - xi) * (p.x - xi) / 2.0));
    }
    double mean = 0.0;
    for (double y : p.outputs)
        mean += y / double(p.outputs.size());
    switch (p.variant) {
    case V::Estimate: {
        QCOMPARE(e.answer.type(), Answer::Type::Number);
        QVERIFY(std::abs(e.answer.number() - estimateOf(gaussian)) < 1e-12);
        QVERIFY(std::abs(e.answer.number() - mean) >= 0.2);
        QCOMPARE(json.value("points").toArray().size(), int(p.inputs.size()));
        QCOMPARE(json.value("x").toDouble(), p.x);
        break;
    }
    case V::SameAsAttention: {
        QCOMPARE(p.query.size(), std::size_t(4));
        Vector scores;
        for (const Vector &k : p.keys)
            scores.push_back(byHand::dot(p.query, k));
        const Vector w = byHand::softmax(scores, 2.0);
        double output = 0.0;
        for (std::size_t i = 0; i < w.size(); ++i)
            output += w[i] * p.outputs[i];
        QCOMPARE(e.answer.type(), Answer::Type::Number);
        QVERIFY(std::abs(e.answer.number() - output) < 1e-12);
        // The same number as attention with one-number values.
        std::vector<Vector> values;
        for (double y : p.outputs)
            values.push_back({y});
        QVERIFY(std::abs(astrolabe::attention::attend(p.query, p.keys, values).output[0] - output)
                < 1e-12);
        QCOMPARE(json.value("d").toInt(), 4);
        break;
    }
    case V::BandwidthLimit: {
        QCOMPARE(e.answer.type(), Answer::Type::Vector);
        std::size_t closest = 0;
        int ties = 0;
        for (std::size_t i = 0; i < p.inputs.size(); ++i)
            if (std::abs(p.x - p.inputs[i]) < std::abs(p.x - p.inputs[closest]))
                closest = i;
        for (double xi : p.inputs)
            ties += std::abs(p.x - xi) == std::abs(p.x - p.inputs[closest]) ? 1 : 0;
        QCOMPARE(ties, 1); // the nearest point is unique
        compareVectors(e.answer.vector(), {p.outputs[closest], estimateOf(gaussian), mean}, 1e-12);
        const Vector &a = e.answer.vector();
        QVERIFY(std::abs(a[0] - a[2]) >= 0.5 && std::abs(a[1] - a[0]) >= 0.2
                && std::abs(a[1] - a[2]) >= 0.2);
        break;
    }
    }
    // Never one of the outputs: the weighting has to be done.
    if (p.variant != V::BandwidthLimit)
        for (double y : p.outputs)
            QVERIFY(std::abs(e.answer.number() - y) >= 0.2);
    QVERIFY(!e.hints.empty());
}

void TestGenerators::sameNumbersEverywhere()
{
    QFETCH(QString, kind);
    QFETCH(QByteArray, parameters);
    const QJsonObject expected = QJsonDocument::fromJson(parameters).object();
    QVERIFY(!expected.isEmpty());
    QCOMPARE(generateExercise(*kindFromId(kind), 2026).parametersJson(), expected);
}

void TestGenerators::inductionTarget_data()
{
    seedRows();
}

// Read off the sequence by hand, as a learner would: the previous-token head at position i
// reads position i - 1 and copies its token; at the repeated token, the induction head looks
// for the earlier occurrence of the same token, steps one place on and copies what stands there.
void TestGenerators::inductionTarget()
{
    QFETCH(quint64, seed);
    const Exercise e = generateInductionTarget(seed);
    const auto &p = std::get<InductionTargetParameters>(e.parameters);
    using V = InductionTargetParameters::Variant;
    const int n = int(p.tokens.size());
    QVERIFY(n >= 6 && n <= 9);
    QCOMPARE(e.tolerance, 0.0);
    QSet<int> distinct;
    for (int t : p.tokens) {
        QVERIFY(t >= 10 && t <= 99);
        distinct.insert(t);
    }
    QCOMPARE(distinct.size(), n - 1); // exactly one token comes back
    QVERIFY(p.first >= 0 && p.first + 3 <= p.second && p.second < n);
    QCOMPARE(p.tokens[std::size_t(p.first)], p.tokens[std::size_t(p.second)]);
    const auto at = [&p](int i) { return p.tokens[std::size_t(i)]; };
    switch (p.variant) {
    case V::PreviousToken:
        QVERIFY(p.position >= 1 && p.position < n);
        QCOMPARE(e.answer.type(), Answer::Type::Vector);
        compareVectors(e.answer.vector(), {double(p.position), double(at(p.position - 1))}, 0.0);
        break;
    case V::AttendsTo:
    case V::Predicts: {
        QCOMPARE(p.position, p.second);
        int earlier = -1;
        for (int j = 0; j < p.position; ++j)
            if (at(j) == at(p.position))
                earlier = j;
        QCOMPARE(earlier, p.first);
        if (p.variant == V::AttendsTo) {
            QCOMPARE(e.answer.type(), Answer::Type::Position);
            QCOMPARE(e.answer.position(), earlier + 2); // 1-based position of the token after
            QCOMPARE(e.answer.positionCount(), n);
            QVERIFY(e.answer.position() != earlier + 1); // not the earlier A itself
        } else {
            QCOMPARE(e.answer.type(), Answer::Type::Number);
            QCOMPARE(e.answer.number(), double(at(earlier + 1)));
            QVERIFY(e.answer.number() != at(p.position)); // not the repeated token
            QVERIFY(e.answer.number() != at(p.position - 1)); // not the token just before
        }
        QCOMPARE(e.steps.size(), std::size_t(3));
        break;
    }
    }
    const QJsonObject json = e.parametersJson();
    QCOMPARE(json.value("length").toInt(), n);
    QCOMPARE(json.value("position").toInt(), p.position + 1);
    QCOMPARE(json.value("tokens").toArray().size(), n);
}

QTEST_APPLESS_MAIN(TestGenerators)
#include "tst_generators.moc"
