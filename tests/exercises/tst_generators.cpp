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
#include <QTest>

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
    void onlineSoftmaxMerge_data();
    void onlineSoftmaxMerge();

    void ropeRotation_data();
    void ropeRotation();
    void hullBounds_data();
    void hullBounds();
    void receptiveField_data();
    void receptiveField();
    void gradientDecay_data();
    void gradientDecay();

    void everyVariantOccurs();
    void causalReadout_data();
    void causalReadout();
    void sameNumbersEverywhere_data();
    void sameNumbersEverywhere();
    void inductionTarget_data();
    void inductionTarget();

    void kvCacheSize_data();
    void kvCacheSize();
    void sinkWeight_data();
    void sinkWeight();
    void layerNorm_data();
    void layerNorm();
    void residualSum_data();
    void residualSum();
    void ffnApply_data();
    void ffnApply();
    void paramCount_data();
    void paramCount();
    void relativeOffset_data();
    void relativeOffset();
    void linearAssociativity_data();
    void linearAssociativity();
    void windowPairs_data();
    void windowPairs();

    void alternativeWeights_data();
    void alternativeWeights();

    void ropeRotationKeepsItsSeeds_data();
    void ropeRotationKeepsItsSeeds();
    void alibiBias_data();
    void alibiBias();

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
    QTest::newRow("hull-bounds") << QStringLiteral("hull-bounds") << 18;
    QTest::newRow("bilinear-score") << QStringLiteral("bilinear-score") << 15;
    QTest::newRow("cross-attention-shapes") << QStringLiteral("cross-attention-shapes") << 18;
    QTest::newRow("shifted-targets") << QStringLiteral("shifted-targets") << 18;
    QTest::newRow("causal-readout") << QStringLiteral("causal-readout") << 15;
    QTest::newRow("additive-score") << QStringLiteral("additive-score") << 18;
    QTest::newRow("kernel-smoother") << QStringLiteral("kernel-smoother") << 18;
    QTest::newRow("kv-cache-size") << QStringLiteral("kv-cache-size") << 18;
    QTest::newRow("online-softmax-merge") << QStringLiteral("online-softmax-merge") << 18;
    QTest::newRow("rope-rotation") << QStringLiteral("rope-rotation") << 18;
    QTest::newRow("receptive-field") << QStringLiteral("receptive-field") << 15;
    QTest::newRow("gradient-decay") << QStringLiteral("gradient-decay") << 12;
    QTest::newRow("induction-target") << QStringLiteral("induction-target") << 18;
    QTest::newRow("alternative-weights") << QStringLiteral("alternative-weights") << 18;
    QTest::newRow("sink-weight") << QStringLiteral("sink-weight") << 18;
    QTest::newRow("layer-norm") << QStringLiteral("layer-norm") << 18;
    QTest::newRow("residual-sum") << QStringLiteral("residual-sum") << 18;
    QTest::newRow("ffn-apply") << QStringLiteral("ffn-apply") << 18;
    QTest::newRow("param-count") << QStringLiteral("param-count") << 15;
    QTest::newRow("relative-offset") << QStringLiteral("relative-offset") << 18;
    QTest::newRow("alibi-bias") << QStringLiteral("alibi-bias") << 18;
    QTest::newRow("linear-associativity") << QStringLiteral("linear-associativity") << 18;
    QTest::newRow("window-pairs") << QStringLiteral("window-pairs") << 18;
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
    QCOMPARE(json.value(QStringLiteral("m")).toInt(), p.queries);
    QCOMPARE(json.value(QStringLiteral("n")).toInt(), p.sources);
    QCOMPARE(json.value(QStringLiteral("d_head")).toInt(), dHead);
    QCOMPARE(json.contains(QStringLiteral("d_model")), p.variant != V::WhichMustMatch);
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
    QCOMPARE(json.value(QStringLiteral("length")).toInt(), p.length);
    QCOMPARE(json.value(QStringLiteral("from")).toInt(), p.from + 1);
    QCOMPARE(json.value(QStringLiteral("to")).toInt(), p.to + 1);
    QCOMPARE(json.contains(QStringLiteral("kernel")), p.variant == V::Convolution);
}

void TestGenerators::receptiveField_data()
{
    seedRows();
}

// The window counted again by walking down the stack: the positions one output can read, layer
// by layer, as a set of offsets (an output reads the offsets 0, d, 2d, ..., (k - 1) d below it);
// the layers needed by adding layers until the window holds the span.
void TestGenerators::receptiveField()
{
    QFETCH(quint64, seed);
    const Exercise e = generateReceptiveField(seed);
    const auto &p = std::get<ReceptiveFieldParameters>(e.parameters);
    using V = ReceptiveFieldParameters::Variant;
    QCOMPARE(e.tolerance, 0.0);
    const auto window = [&p](const std::vector<int> &dilations) {
        QSet<int> reached{0};
        for (int d : dilations) {
            QSet<int> next;
            for (int at : reached)
                for (int tap = 0; tap < p.kernel; ++tap)
                    next.insert(at + tap * d);
            reached = next;
        }
        const QList<int> list = reached.values();
        const int lowest = *std::min_element(list.begin(), list.end());
        const int highest = *std::max_element(list.begin(), list.end());
        return highest - lowest + 1;
    };
    const auto ones = [](int layers) { return std::vector<int>(std::size_t(layers), 1); };
    const auto powers = [](int layers, int base) {
        std::vector<int> d;
        for (int l = 0, x = 1; l < layers; ++l, x *= base)
            d.push_back(x);
        return d;
    };
    const QJsonObject json = e.parametersJson();
    QCOMPARE(json.value(QStringLiteral("kernel")).toInt(), p.kernel);
    switch (p.variant) {
    case V::Contiguous:
        QVERIFY(p.layers >= 2 && p.layers <= 8 && p.kernel >= 2 && p.kernel <= 7);
        QCOMPARE(e.answer.number(), double(window(ones(p.layers))));
        QCOMPARE(e.answer.number(), double(p.layers * (p.kernel - 1) + 1));
        QCOMPARE(json.value(QStringLiteral("layers")).toInt(), p.layers);
        break;
    case V::Dilated: {
        QVERIFY(p.kernel == 2 || p.kernel == 3);
        const int base = p.dilations.at(1);
        QVERIFY(base == 2 || base == 3);
        QCOMPARE(p.dilations, powers(p.layers, base));
        QCOMPARE(e.answer.number(), double(window(p.dilations)));
        // No dilation would give fewer positions.
        QVERIFY(e.answer.number() > window(ones(p.layers)));
        QCOMPARE(json.value(QStringLiteral("dilations")).toArray().size(), p.layers);
        break;
    }
    case V::LayersNeeded: {
        QVERIFY(p.span > p.kernel * p.kernel && p.span <= 100);
        int contiguous = 0;
        while (window(ones(contiguous)) < p.span)
            ++contiguous;
        int dilated = 0;
        while (window(powers(dilated, p.kernel)) < p.span)
            ++dilated;
        compareVectors(e.answer.vector(), {double(contiguous), double(dilated)}, 0.0);
        QVERIFY(dilated >= 3 && dilated < contiguous);
        QCOMPARE(json.value(QStringLiteral("span")).toInt(), p.span);
        QVERIFY(!json.contains(QStringLiteral("layers")));
        break;
    }
    }
}

void TestGenerators::gradientDecay_data()
{
    seedRows();
}

// The bound multiplied out one Jacobian at a time: γ × γ × ... (t - 1 factors), and the first
// step below ε found by multiplying until the product drops under it.
void TestGenerators::gradientDecay()
{
    QFETCH(quint64, seed);
    const Exercise e = generateGradientDecay(seed);
    const auto &p = std::get<GradientDecayParameters>(e.parameters);
    using V = GradientDecayParameters::Variant;
    QVERIFY(p.gamma >= 0.5 && p.gamma <= 0.9);
    const QJsonObject json = e.parametersJson();
    QCOMPARE(json.value(QStringLiteral("gamma")).toDouble(), p.gamma);
    if (p.variant == V::Bound) {
        double product = 1.0;
        for (int factor = 1; factor <= p.steps - 1; ++factor)
            product *= p.gamma;
        QCOMPARE(e.tolerance, 0.005);
        QVERIFY(std::abs(e.answer.number() - product) < 1e-12);
        QVERIFY(product >= 0.06 && product <= 0.6);
        // One Jacobian too many lands outside the tolerance.
        QVERIFY(std::abs(product * p.gamma - product) > e.tolerance);
        QCOMPARE(json.value(QStringLiteral("steps")).toInt(), p.steps);
        return;
    }
    QCOMPARE(e.tolerance, 0.0);
    int step = 1;
    double product = 1.0;
    while (product >= p.threshold) {
        product *= p.gamma;
        ++step;
    }
    QCOMPARE(e.answer.number(), double(step));
    QVERIFY(product < 0.99 * p.threshold && product / p.gamma > 1.01 * p.threshold);
    QCOMPARE(json.value(QStringLiteral("threshold")).toDouble(), p.threshold);
}

void TestGenerators::everyVariantOccurs()
{
    QSet<QString> seen;
    for (quint64 seed = 0; seed < 200; ++seed) {
        const Exercise scale = generateScaleEffect(seed);
        seen.insert(QStringLiteral("scale:") +
                    scale.parametersJson().value(QStringLiteral("question")).toString());
        const Exercise order = generateOrderBlindness(seed);
        seen.insert(QStringLiteral("order:") +
                    order.parametersJson().value(QStringLiteral("variant")).toString());
        const Exercise temp = generateTemperature(seed);
        seen.insert(QStringLiteral("temp:") +
                    temp.parametersJson().value(QStringLiteral("question")).toString() +
                    temp.answer.choice());
        seen.insert(QStringLiteral("len:%1").arg(generateSoftmaxWeights(seed).answer.vector().size()));
        const Exercise bilinear = generateBilinearScore(seed);
        const QString variant =
            bilinear.parametersJson().value(QStringLiteral("variant")).toString();
        seen.insert(QStringLiteral("bilinear:") + variant);
        if (variant == QLatin1String("blind-direction"))
            seen.insert(bilinear.answer.vector().at(0) == bilinear.answer.vector().at(1)
                            ? QStringLiteral("bilinear:same") : QStringLiteral("bilinear:moved"));
        seen.insert(QStringLiteral("kernel:") + generateKernelSmoother(seed)
                                                    .parametersJson()
                                                    .value(QStringLiteral("variant"))
                                                    .toString());
        seen.insert(QStringLiteral("shapes:") + generateCrossAttentionShapes(seed)
                                                    .parametersJson()
                                                    .value(QStringLiteral("variant"))
                                                    .toString());
        seen.insert(QStringLiteral("shift:") + generateShiftedTargets(seed)
                                                   .parametersJson()
                                                   .value(QStringLiteral("variant"))
                                                   .toString());
        const Exercise additive = generateAdditiveScore(seed);
        seen.insert(QStringLiteral("additive:") +
                    additive.parametersJson().value(QStringLiteral("variant")).toString());
        if (additive.parametersJson().value(QStringLiteral("variant")).toString() ==
            QLatin1String("dot"))
            seen.insert(
                QStringLiteral("additive:keys%1")
                    .arg(additive.parametersJson().value(QStringLiteral("keys")).toArray().size()));
        seen.insert(
            QStringLiteral("path:") +
            generatePathLength(seed).parametersJson().value(QStringLiteral("variant")).toString());
        seen.insert(
            QStringLiteral("kv:") +
            generateKvCacheSize(seed).parametersJson().value(QStringLiteral("variant")).toString());
        const Exercise merge = generateOnlineSoftmaxMerge(seed);
        seen.insert(QStringLiteral("merge:") +
                    merge.parametersJson().value(QStringLiteral("variant")).toString());
        const auto &mp = std::get<OnlineSoftmaxMergeParameters>(merge.parameters);
        seen.insert(QStringLiteral("merge:raised-by-%1")
                        .arg(*std::max_element(mp.scores1.begin(), mp.scores1.end())
                                     > *std::max_element(mp.scores2.begin(), mp.scores2.end())
                                 ? 1 : 2));
        seen.insert(QStringLiteral("rope:") + generateRopeRotation(seed)
                                                  .parametersJson()
                                                  .value(QStringLiteral("variant"))
                                                  .toString());
        const QJsonObject interpolation = generateRopeInterpolation(seed).parametersJson();
        seen.insert(QStringLiteral("rope-interpolation:x%1")
                        .arg(interpolation.value(QStringLiteral("length")).toInt()
                             / interpolation.value(QStringLiteral("trained")).toInt()));
        const Exercise hull = generateHullBounds(seed);
        seen.insert(QStringLiteral("hull:") +
                    hull.parametersJson().value(QStringLiteral("variant")).toString() +
                    hull.answer.choice());
        seen.insert(QStringLiteral("field:") + generateReceptiveField(seed)
                                                   .parametersJson()
                                                   .value(QStringLiteral("variant"))
                                                   .toString());
        seen.insert(QStringLiteral("decay:") + generateGradientDecay(seed)
                                                   .parametersJson()
                                                   .value(QStringLiteral("variant"))
                                                   .toString());
        seen.insert(QStringLiteral("induction:") + generateInductionTarget(seed)
                                                       .parametersJson()
                                                       .value(QStringLiteral("variant"))
                                                       .toString());
        const Exercise alternative = generateAlternativeWeights(seed);
        seen.insert(QStringLiteral("alternative:")
                    + alternative.parametersJson().value(QStringLiteral("variant")).toString());
        seen.insert(
            QStringLiteral("alternative:n%1")
                .arg(
                    alternative.parametersJson().value(QStringLiteral("values")).toArray().size()));
        const Exercise sink = generateSinkWeight(seed);
        seen.insert(QStringLiteral("sink:") +
                    sink.parametersJson().value(QStringLiteral("variant")).toString());
        seen.insert(QStringLiteral("sink:length%1")
                        .arg(sink.parametersJson().value(QStringLiteral("length")).toInt()));
        seen.insert(
            QStringLiteral("layer-norm:") +
            generateLayerNorm(seed).parametersJson().value(QStringLiteral("variant")).toString());
        const QJsonObject ffn = generateFfnApply(seed).parametersJson();
        seen.insert(QStringLiteral("ffn-apply:%1x%2")
                        .arg(ffn.value(QStringLiteral("d_model")).toInt())
                        .arg(ffn.value(QStringLiteral("d_ff")).toInt()));
        seen.insert(
            QStringLiteral("param-count:") +
            generateParamCount(seed).parametersJson().value(QStringLiteral("variant")).toString());
        seen.insert(QStringLiteral("residual-sum:layers%1")
                        .arg(generateResidualSum(seed)
                                 .parametersJson()
                                 .value(QStringLiteral("layers"))
                                 .toInt()));
        const Exercise relative = generateRelativeOffset(seed);
        const QJsonObject rj = relative.parametersJson();
        seen.insert(QStringLiteral("relative:") + rj.value(QStringLiteral("variant")).toString());
        if (rj.value(QStringLiteral("variant")).toString() == QLatin1String("clipped-index"))
            seen.insert(relative.answer.vector().at(0) < 0 ? QStringLiteral("relative:left-first")
                                                           : QStringLiteral("relative:right-first"));
        const QJsonObject alibi = generateAlibiBias(seed).parametersJson();
        seen.insert(QStringLiteral("alibi:") + alibi.value(QStringLiteral("variant")).toString());
        if (alibi.contains(QStringLiteral("heads")))
            seen.insert(
                QStringLiteral("alibi:heads%1").arg(alibi.value(QStringLiteral("heads")).toInt()));
        if (alibi.contains(QStringLiteral("scores")))
            seen.insert(QStringLiteral("alibi:keys%1")
                            .arg(alibi.value(QStringLiteral("scores")).toArray().size()));
        const Exercise linear = generateLinearAssociativity(seed);
        seen.insert(QStringLiteral("linear:") +
                    linear.parametersJson().value(QStringLiteral("variant")).toString());
        if (linear.parametersJson().value(QStringLiteral("variant")).toString() ==
            QLatin1String("mult-count"))
            seen.insert(linear.answer.vector().at(0) > linear.answer.vector().at(1)
                            ? QStringLiteral("linear:regrouping-pays")
                            : QStringLiteral("linear:regrouping-costs"));
        else
            seen.insert(QStringLiteral("linear:n%1")
                            .arg(linear.parametersJson().value(QStringLiteral("n")).toInt()));
        const Exercise window = generateWindowPairs(seed);
        seen.insert(QStringLiteral("window:") +
                    window.parametersJson().value(QStringLiteral("variant")).toString());
        if (window.parametersJson().value(QStringLiteral("variant")).toString() ==
            QLatin1String("reach"))
            seen.insert(window.answer.vector().at(0) == 1 ? QStringLiteral("window:cut-at-start")
                                                           : QStringLiteral("window:cut-at-end"));
    }
    const QStringList expected = {QStringLiteral("scale:top-weight-after-scaling"),
                                  QStringLiteral("scale:with-scaling"),
                                  QStringLiteral("scale:without-scaling"),
                                  QStringLiteral("order:pairs-together"),
                                  QStringLiteral("order:keys-only"),
                                  QStringLiteral("order:with-positions"),
                                  QStringLiteral("temp:top-weight"),
                                  QStringLiteral("temp:sharper-or-flattersharper"),
                                  QStringLiteral("temp:sharper-or-flatterflatter"),
                                  QStringLiteral("len:2"),
                                  QStringLiteral("len:3"),
                                  QStringLiteral("len:4"),
                                  QStringLiteral("bilinear:two-ways"),
                                  QStringLiteral("bilinear:rank-bound"),
                                  QStringLiteral("bilinear:blind-direction"),
                                  QStringLiteral("bilinear:same"),
                                  QStringLiteral("bilinear:moved"),
                                  QStringLiteral("shapes:weights"),
                                  QStringLiteral("shapes:output"),
                                  QStringLiteral("shapes:which-must-match"),
                                  QStringLiteral("shift:target-of"),
                                  QStringLiteral("shift:predictions-per-pass"),
                                  QStringLiteral("additive:additive"),
                                  QStringLiteral("additive:general"),
                                  QStringLiteral("additive:dot"),
                                  QStringLiteral("additive:keys2"),
                                  QStringLiteral("additive:keys3"),
                                  QStringLiteral("kernel:estimate"),
                                  QStringLiteral("kernel:same-as-attention"),
                                  QStringLiteral("kernel:bandwidth-limit"),
                                  QStringLiteral("path:recurrent"),
                                  QStringLiteral("path:attention"),
                                  QStringLiteral("path:convolution"),
                                  QStringLiteral("kv:mha"),
                                  QStringLiteral("kv:gqa"),
                                  QStringLiteral("kv:mqa"),
                                  QStringLiteral("kv:ratio"),
                                  QStringLiteral("merge:normaliser"),
                                  QStringLiteral("merge:rescaled-output"),
                                  QStringLiteral("merge:weight-of"),
                                  QStringLiteral("merge:raised-by-1"),
                                  QStringLiteral("merge:raised-by-2"),
                                  QStringLiteral("rope:rotate"),
                                  QStringLiteral("rope:score"),
                                  QStringLiteral("rope:same-offset"),
                                  QStringLiteral("rope:frequency"),
                                  QStringLiteral("rope-interpolation:x2"),
                                  QStringLiteral("rope-interpolation:x4"),
                                  QStringLiteral("rope-interpolation:x8"),
                                  QStringLiteral("hull:reachableyes"),
                                  QStringLiteral("hull:reachableno"),
                                  QStringLiteral("hull:coordinate-range"),
                                  QStringLiteral("field:contiguous"),
                                  QStringLiteral("field:dilated"),
                                  QStringLiteral("field:layers-needed"),
                                  QStringLiteral("decay:bound"),
                                  QStringLiteral("decay:below-threshold"),
                                  QStringLiteral("induction:previous-token"),
                                  QStringLiteral("induction:attends-to"),
                                  QStringLiteral("induction:predicts"),
                                  QStringLiteral("alternative:same-output"),
                                  QStringLiteral("alternative:output-change"),
                                  QStringLiteral("alternative:n4"),
                                  QStringLiteral("alternative:n5"),
                                  QStringLiteral("sink:sink-share"),
                                  QStringLiteral("sink:evicted"),
                                  QStringLiteral("sink:kept-sink"),
                                  QStringLiteral("sink:length4"),
                                  QStringLiteral("sink:length5"),
                                  QStringLiteral("layer-norm:normalise"),
                                  QStringLiteral("layer-norm:with-gain-bias"),
                                  QStringLiteral("residual-sum:layers2"),
                                  QStringLiteral("residual-sum:layers3"),
                                  QStringLiteral("ffn-apply:2x3"),
                                  QStringLiteral("ffn-apply:2x4"),
                                  QStringLiteral("ffn-apply:3x3"),
                                  QStringLiteral("ffn-apply:3x4"),
                                  QStringLiteral("param-count:ffn"),
                                  QStringLiteral("param-count:attention"),
                                  QStringLiteral("param-count:share"),
                                  QStringLiteral("relative:clipped-index"),
                                  QStringLiteral("relative:table-size"),
                                  QStringLiteral("relative:shift-invariance"),
                                  QStringLiteral("relative:left-first"),
                                  QStringLiteral("relative:right-first"),
                                  QStringLiteral("alibi:slope"),
                                  QStringLiteral("alibi:biased-weights"),
                                  QStringLiteral("alibi:heads4"),
                                  QStringLiteral("alibi:heads16"),
                                  QStringLiteral("alibi:heads32"),
                                  QStringLiteral("alibi:keys3"),
                                  QStringLiteral("alibi:keys4"),
                                  QStringLiteral("alibi:keys5"),
                                  QStringLiteral("linear:same-output"),
                                  QStringLiteral("linear:mult-count"),
                                  QStringLiteral("linear:n2"),
                                  QStringLiteral("linear:n3"),
                                  QStringLiteral("linear:regrouping-pays"),
                                  QStringLiteral("linear:regrouping-costs"),
                                  QStringLiteral("window:pairs"),
                                  QStringLiteral("window:reach"),
                                  QStringLiteral("window:cut-at-start"),
                                  QStringLiteral("window:cut-at-end")};
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
        QVERIFY(json.contains(QStringLiteral("queries")) && json.contains(QStringLiteral("keys")) &&
                !json.contains(QStringLiteral("q")));
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
        QVERIFY(!e.parametersJson().contains(QStringLiteral("u")));
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
    // 2 × 2 sequences × 16 layers × 2048 tokens × 2 groups × 64 × 4 bytes = 64 MiB.
    QTest::newRow("kv-cache-size")
        << "kv-cache-size"
        << QByteArray(R"({"batch":2,"bytes":4,"d_head":64,"heads":16,"kv_heads":2,"layers":16,)"
                      R"("length":2048,"variant":"gqa"})");
    // Worked by hand: block 1 (0, 0) alone gives position 2 the weight 1 / 2; merged, m = 3 and
    // ℓ = 2e⁻³ + e⁻³ + 1 ≈ 1.149, so its weight is e⁻³ / 1.149 ≈ 0.043.
    QTest::newRow("online-softmax-merge")
        << "online-softmax-merge"
        << QByteArray(R"({"block_1":[0,0],"block_2":[0,3],"position":2,"variant":"weight-of"})");
    QTest::newRow("rope-rotation")
        << "rope-rotation"
        << QByteArray(R"({"k":[-3,1],"m":3,"n":7,"q":[0,3],"theta":1,"variant":"score"})");
    QTest::newRow("hull-bounds")
        << "hull-bounds"
        << QByteArray(R"({"candidate":[-4.2,0.6,1.4],"values":[[5,2,0],[-3,-3,3],[2,5,1]],)"
                      R"("variant":"reachable"})");
    // Width 2, 86 positions: 85 layers without dilation (85 + 1 = 86), 7 with the dilations
    // 1, 2, 4, ... (2^7 = 128; 2^6 = 64 falls short).
    QTest::newRow("receptive-field")
        << "receptive-field"
        << QByteArray(R"({"kernel":2,"span":86,"variant":"layers-needed"})");
    // 0.7^8 ≈ 0.0576 is still above 0.05, 0.7^9 ≈ 0.0404 is below: the bound first falls
    // below 0.05 at step t = 10.
    QTest::newRow("gradient-decay")
        << "gradient-decay"
        << QByteArray(R"({"gamma":0.7,"threshold":0.05,"variant":"below-threshold"})");
    // Recomputed by hand: 24 stands at positions 1 and 6; after the first 24 came 31.
    QTest::newRow("induction-target")
        << "induction-target"
        << QByteArray(R"({"length":6,"position":6,"tokens":[24,31,64,37,70,24],"variant":"predicts"})");
    // Recomputed by hand: (−3, 3) stands at positions 1 and 2, so 0.1 taken from position 1 goes
    // to position 2: (0.3, 0.3, 0.3, 0.1), and both weight vectors give
    // 0.6 (−3, 3) + 0.3 (1, 4) + 0.1 (0, 4) = (−1.5, 3.4).
    QTest::newRow("alternative-weights")
        << "alternative-weights"
        << QByteArray(R"({"amount":0.1,"from":1,"values":[[-3,3],[-3,3],[1,4],[0,4]],)"
                      R"("variant":"same-output","weights":[0.4,0.2,0.3,0.1]})");
    // Recomputed by hand: e⁴ + e + e + 1 ≈ 61.03; without position 1 the sum is e + e + 1 ≈ 6.44,
    // so position 3 gets e / 6.44 ≈ 0.42; without position 2 it is 58.32 and e / 58.32 ≈ 0.047.
    QTest::newRow("sink-weight")
        << "sink-weight"
        << QByteArray(R"({"length":4,"position":3,"scores":[4,1,1,0],"variant":"kept-sink"})");
    // Recomputed by hand: the mean of (1, 7, −1, 1) is 2, the deviations (−1, 5, −3, −1) have
    // squares adding up to 36, so σ² = 9, σ = 3 and x̂ = (−1/3, 5/3, −1, −1/3).
    QTest::newRow("layer-norm")
        << "layer-norm" << QByteArray(R"({"variant":"normalise","width":4,"x":[1,7,-1,1]})");
    // Recomputed by hand: the six writes add up to (2.3, −1.6, 1.3), and with the embedding
    // (−2, −1, −1) the stream is (0.3, −2.6, 0.3).
    QTest::newRow("residual-sum")
        << "residual-sum"
        << QByteArray(R"({"embedding":[-2,-1,-1],"layers":3,"sublayers":6,"writes":[[0.7,0.2,-0.1],)"
                      R"([-1,-0.7,1],[0.4,-0.6,-0.6],[0.8,-0.6,-0.1],[0.5,-0.7,0.2],[0.9,0.8,0.9]]})");
    // Recomputed by hand: x W₁ = −(−1, 2, 0) − (−2, 2, 0) + 2 (1, 1, 0) = (5, −2, 0); with b₁,
    // (4.4, −2.1, 0.5); the ReLU gives (4.4, 0, 0.5); h W₂ = 4.4 (2, 2, −2) + 0.5 (1, 1, 2)
    // = (9.3, 9.3, −7.8); with b₂, (8.3, 9.2, −7.7).
    QTest::newRow("ffn-apply")
        << "ffn-apply"
        << QByteArray(R"({"b1":[-0.6,-0.1,0.5],"b2":[-1,-0.1,0.1],"d_ff":3,"d_model":3,)"
                      R"("w1":[[-1,2,0],[-2,2,0],[1,1,0]],"w2":[[2,2,-2],[1,1,2],[1,1,2]],"x":[-1,-1,2]})");
    // Recomputed by hand: 2 × 256 × 1536 + 1536 + 256 = 788,224 and 4 × 256² + 4 × 256
    // = 263,168, so the share is 788,224 / 1,051,392 ≈ 0.7497.
    QTest::newRow("param-count")
        << "param-count"
        << QByteArray(R"({"d_ff":1536,"d_head":64,"d_model":256,"heads":4,"variant":"share"})");
    // Read again by hand: the key at 4 is one place right of the query at 3, so r = 1 and
    // q · w₁ = 1.3 (entry 4 of the list from r = −2); −0.8 + 1.3 = 0.5, and at 51 and 52 the
    // offset is still 1, so the score is 0.5 again.
    QTest::newRow("relative-offset")
        << "relative-offset"
        << QByteArray(R"({"clip":2,"content":-0.8,"key":4,"key_shifted":52,"length":6,"query":3,)"
                      R"("query_shifted":51,"shift":48,"terms":[0.3,1.4,1,1.3,0.2],)"
                      R"("variant":"shift-invariance"})");
    // Recomputed by hand: 4 heads start at 2^(−8/4) = 1/4; the key at 3 is 10 positions behind
    // the query at 13, so the bias is −0.25 × 10 = −2.5.
    QTest::newRow("alibi-bias")
        << "alibi-bias"
        << QByteArray(R"({"head":1,"heads":4,"key":3,"position":13,"variant":"slope"})");
    // Recomputed by hand: S = φ(K)ᵀ V has the rows 3 (0, 3) + 1 (3, 3) + 2 (0, 2) = (3, 16) and
    // 1 (0, 3) + 0 (3, 3) + 1 (0, 2) = (0, 5); z = (6, 2); at position 1, φ(q) = (3, 2) gives
    // (9, 58) / 22 = (0.409, 2.636).
    QTest::newRow("linear-associativity")
        << "linear-associativity"
        << QByteArray(R"({"d":2,"n":3,"phi_k":[[3,1],[1,0],[2,1]],"phi_q":[[3,2],[3,0],[3,0]],)"
                      R"("position":1,"r":2,"values":[[0,3],[3,3],[0,2]],"variant":"same-output"})");
    // Recomputed by hand: 34 queries × 5 keys = 170, less 1 + 2 keys at each end: 164 pairs.
    QTest::newRow("window-pairs")
        << "window-pairs"
        << QByteArray(R"({"half_width":2,"length":34,"variant":"pairs","window":5})");
}

// PINNED-RELATIVE

void TestGenerators::ropeRotation_data()
{
    seedRows();
}

// Rotary turns worked again with the rotation written out, (x cos a − y sin a, x sin a + y cos a),
// both vectors turned by their own positions and the products summed; the frequency as
// 1 / base^(2i/d) times the position.
namespace {

// One rope-rotation or rope-interpolation exercise, checked by hand.
void checkRope(const Exercise &e)
{
    const auto &p = std::get<RopeRotationParameters>(e.parameters);
    using V = RopeRotationParameters::Variant;
    const QJsonObject json = e.parametersJson();
    auto turn = [](const Vector &v, double a) {
        return Vector{v[0] * std::cos(a) - v[1] * std::sin(a),
                      v[0] * std::sin(a) + v[1] * std::cos(a)};
    };
    auto scoreAt = [&](int m, int n) {
        const Vector q = turn(p.query, m * p.theta);
        const Vector k = turn(p.key, n * p.theta);
        return q[0] * k[0] + q[1] * k[1];
    };
    QCOMPARE(json.value(QStringLiteral("m")).toInt(), p.position);
    switch (p.variant) {
    case V::Rotate: {
        QCOMPARE(p.query.size(), std::size_t(2));
        QVERIFY(p.position >= 1 && p.position <= 8);
        const Vector turned = turn(p.query, p.position * p.theta);
        const double length = std::sqrt(p.query[0] * p.query[0] + p.query[1] * p.query[1]);
        QVERIFY(length > 0.0);
        compareVectors(e.answer.vector(), {turned[0], turned[1], length}, 1e-12);
        // The length of the turned vector is the length of the vector.
        QVERIFY(std::abs(std::hypot(turned[0], turned[1]) - length) < 1e-12);
        QVERIFY(std::max(std::abs(turned[0] - p.query[0]), std::abs(turned[1] - p.query[1])) >= 0.3);
        QCOMPARE(e.tolerance, 0.02);
        QCOMPARE(json.value(QStringLiteral("x")).toArray().size(), 2);
        break;
    }
    case V::Score: {
        QVERIFY(p.position != p.keyPosition);
        const double s = scoreAt(p.position, p.keyPosition);
        QCOMPARE(e.answer.type(), Answer::Type::Number);
        QVERIFY(std::abs(e.answer.number() - s) < 1e-12);
        const double plain = p.query[0] * p.key[0] + p.query[1] * p.key[1];
        QVERIFY(std::abs(s - plain) >= 0.3);
        QVERIFY(std::abs(s - scoreAt(p.keyPosition, p.position)) >= 0.3);
        // q · R((n − m)θ) k: the same number.
        const Vector k = turn(p.key, (p.keyPosition - p.position) * p.theta);
        QVERIFY(std::abs(s - (p.query[0] * k[0] + p.query[1] * k[1])) < 1e-9);
        QCOMPARE(e.tolerance, 0.05);
        QCOMPARE(json.value(QStringLiteral("n")).toInt(), p.keyPosition);
        break;
    }
    case V::SameOffset: {
        QVERIFY(p.position != p.keyPosition);
        QVERIFY(p.shift >= 2 && p.shift <= 6);
        const double first = scoreAt(p.position, p.keyPosition);
        const double second = scoreAt(p.position + p.shift, p.keyPosition + p.shift);
        QVERIFY(std::abs(first - second) < 1e-9);
        compareVectors(e.answer.vector(), {first, second}, 1e-9);
        QVERIFY(std::abs(first - (p.query[0] * p.key[0] + p.query[1] * p.key[1])) >= 0.3);
        QCOMPARE(json.value(QStringLiteral("m2")).toInt() - json.value(QStringLiteral("m")).toInt(),
                 json.value(QStringLiteral("n2")).toInt() -
                     json.value(QStringLiteral("n")).toInt());
        break;
    }
    case V::Interpolated: {
        // Trained on L, reading L′ = 2L, 4L or 8L; m beyond L, a multiple of L′ / L.
        QVERIFY(p.trained == 256 || p.trained == 512 || p.trained == 1024 || p.trained == 2048);
        QVERIFY(p.theta == 0.01 || p.theta == 0.02 || p.theta == 0.05);
        const int factor = p.length / p.trained;
        QCOMPARE(p.length, factor * p.trained);
        QVERIFY(factor == 2 || factor == 4 || factor == 8);
        QVERIFY(p.position > p.trained && p.position < p.length);
        QCOMPARE(p.position % factor, 0);
        const double scaled = double(p.position) * p.trained / p.length;
        QCOMPARE(scaled, double(p.position / factor));
        QVERIFY(scaled < p.trained);
        const double angle = scaled * p.theta;
        const Vector turned = turn(p.query, angle);
        compareVectors(e.answer.vector(), {angle, turned[0], turned[1]}, 1e-9);
        // Forgetting to interpolate (m θ) or not turning at all gives another vector.
        const Vector plain = turn(p.query, p.position * p.theta);
        QVERIFY(std::max(std::abs(turned[0] - plain[0]), std::abs(turned[1] - plain[1])) >= 0.3);
        QVERIFY(std::max(std::abs(turned[0] - p.query[0]), std::abs(turned[1] - p.query[1])) >= 0.3);
        QVERIFY(angle >= 0.3 && angle <= 8.0);
        QCOMPARE(e.tolerance, 0.02);
        QCOMPARE(json.value(QStringLiteral("trained")).toInt(), p.trained);
        QCOMPARE(json.value(QStringLiteral("length")).toInt(), p.length);
        QCOMPARE(json.value(QStringLiteral("x")).toArray().size(), 2);
        break;
    }
    case V::Frequency: {
        const double power = std::pow(double(p.base), 2.0 * p.pair / p.width);
        const double rounded = std::round(power);
        QVERIFY(rounded == 10.0 || rounded == 100.0 || rounded == 1000.0);
        QVERIFY(std::abs(power - rounded) < 1e-9);
        const double angle = p.position / rounded;
        QCOMPARE(e.answer.type(), Answer::Type::Number);
        QVERIFY(std::abs(e.answer.number() - angle) < 1e-9);
        QVERIFY(angle >= 0.01 && angle <= 30.0);
        QCOMPARE(e.tolerance, 0.005);
        QCOMPARE(json.value(QStringLiteral("d")).toInt(), p.width);
        QCOMPARE(json.value(QStringLiteral("i")).toInt(), p.pair);
        break;
    }
    }
    QVERIFY(!e.hints.empty());
}

} // namespace

// rope-rotation draws the lesson rope's four variants only, as it did before the lesson
// alibi-nope; rope-interpolation (a kind of its own, so that no seed of rope-rotation changed)
// gives the interpolated pair.
void TestGenerators::ropeRotation()
{
    QFETCH(quint64, seed);
    const Exercise rotation = generateRopeRotation(seed);
    QVERIFY(std::get<RopeRotationParameters>(rotation.parameters).variant
            != RopeRotationParameters::Variant::Interpolated);
    checkRope(rotation);
    const Exercise interpolation = generateRopeInterpolation(seed);
    QCOMPARE(interpolation.kind, ExerciseKind::RopeInterpolation);
    QVERIFY(std::get<RopeRotationParameters>(interpolation.parameters).variant
            == RopeRotationParameters::Variant::Interpolated);
    checkRope(interpolation);
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
        QCOMPARE(json.value(QStringLiteral("points")).toArray().size(), int(p.inputs.size()));
        QCOMPARE(json.value(QStringLiteral("x")).toDouble(), p.x);
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
        QCOMPARE(json.value(QStringLiteral("d")).toInt(), 4);
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

void TestGenerators::onlineSoftmaxMerge_data()
{
    seedRows();
}

void TestGenerators::hullBounds_data()
{
    seedRows();
}

// The merge worked again with the exponentials written out: each block's maximum and sum
// e^(s − m_b), both sums brought to the larger maximum by e^(m_b − m), and every answer checked
// against one softmax over the whole list (byHand::softmax), which the merge must reproduce.
void TestGenerators::onlineSoftmaxMerge()
{
    QFETCH(quint64, seed);
    const Exercise e = generateOnlineSoftmaxMerge(seed);
    const auto &p = std::get<OnlineSoftmaxMergeParameters>(e.parameters);
    using V = OnlineSoftmaxMergeParameters::Variant;
    const QJsonObject json = e.parametersJson();
    QCOMPARE(json.value(QStringLiteral("block_1")).toArray().size(), int(p.scores1.size()));
    QCOMPARE(json.value(QStringLiteral("block_2")).toArray().size(), int(p.scores2.size()));
    QVERIFY(p.scores1.size() >= 2 && p.scores1.size() <= 3);
    QVERIFY(p.scores2.size() >= 2 && p.scores2.size() <= 3);
    Vector all = p.scores1;
    all.insert(all.end(), p.scores2.begin(), p.scores2.end());
    for (double s : all)
        QVERIFY(s == std::round(s) && s >= -1 && s <= 3);
    const double m1 = largest(p.scores1), m2 = largest(p.scores2);
    QVERIFY(m1 != m2); // one block is always rescaled
    const double m = std::max(m1, m2);
    double l1 = 0.0, l2 = 0.0, total = 0.0;
    for (double s : p.scores1)
        l1 += std::exp(s - m1);
    for (double s : p.scores2)
        l2 += std::exp(s - m2);
    for (double s : all)
        total += std::exp(s);
    const double l = l1 * std::exp(m1 - m) + l2 * std::exp(m2 - m);
    QVERIFY(std::abs(l * std::exp(m) - total) < 1e-9 * total); // the one-pass normaliser
    const Vector weights = byHand::softmax(all);
    QVERIFY(largest(weights) <= 0.95);
    QVERIFY(*std::min_element(weights.begin(), weights.end()) >= 0.005);
    QVERIFY(!e.hints.empty());
    switch (p.variant) {
    case V::Normaliser:
        QCOMPARE(e.tolerance, 0.05);
        compareVectors(e.answer.vector(), {m, l}, 1e-12);
        QVERIFY(std::abs((l1 + l2) - l) >= 0.1); // adding the sums unscaled is visibly wrong
        QVERIFY(!json.contains(QStringLiteral("values_1")) &&
                !json.contains(QStringLiteral("position")));
        break;
    case V::RescaledOutput: {
        QCOMPARE(e.tolerance, 0.05);
        QVERIFY(m2 > m1); // the second block raises the maximum
        QCOMPARE(p.values1.size(), p.scores1.size());
        QCOMPARE(p.values2.size(), p.scores2.size());
        double a1 = 0.0, a2 = 0.0, oneSoftmax = 0.0;
        for (std::size_t i = 0; i < p.scores1.size(); ++i)
            a1 += std::exp(p.scores1[i] - m1) * p.values1[i];
        for (std::size_t i = 0; i < p.scores2.size(); ++i)
            a2 += std::exp(p.scores2[i] - m2) * p.values2[i];
        Vector values = p.values1;
        values.insert(values.end(), p.values2.begin(), p.values2.end());
        for (std::size_t i = 0; i < all.size(); ++i)
            oneSoftmax += weights[i] * values[i];
        const double rescaled = a1 * std::exp(m1 - m2);
        compareVectors(e.answer.vector(), {rescaled, (rescaled + a2) / l}, 1e-12);
        QVERIFY(std::abs(e.answer.vector()[1] - oneSoftmax) < 1e-12);
        QVERIFY(rescaled >= 0.1);
        QVERIFY(std::abs(oneSoftmax - (a1 + a2) / (l1 + l2)) >= 0.1); // no rescaling: wrong
        QVERIFY(std::abs(oneSoftmax - a2 / l2) >= 0.1);                // block 2 alone: wrong
        QCOMPARE(json.value(QStringLiteral("values_1")).toArray().size(), int(p.values1.size()));
        break;
    }
    case V::WeightOf: {
        QCOMPARE(e.tolerance, 0.02);
        QVERIFY(p.position >= 0 && p.position < int(all.size()));
        QCOMPARE(json.value(QStringLiteral("position")).toInt(), p.position + 1);
        const bool inFirst = p.position < int(p.scores1.size());
        const Vector own = byHand::softmax(inFirst ? p.scores1 : p.scores2);
        const double local = own[inFirst ? std::size_t(p.position)
                                         : std::size_t(p.position) - p.scores1.size()];
        const double global = weights[std::size_t(p.position)];
        compareVectors(e.answer.vector(), {local, global}, 1e-12);
        QVERIFY(local - global >= 0.03);
        QVERIFY(largest(own) <= 0.95);
        break;
    }
    }
}

// The bounds found again column by column; a "yes" candidate rebuilt from its weights, a "no"
// candidate checked to leave its range in one coordinate only.
void TestGenerators::hullBounds()
{
    QFETCH(quint64, seed);
    const Exercise e = generateHullBounds(seed);
    const auto &p = std::get<HullBoundsParameters>(e.parameters);
    using V = HullBoundsParameters::Variant;
    QCOMPARE(e.tolerance, 0.0);
    QVERIFY(p.values.size() == 3 || p.values.size() == 4);
    const std::size_t width = p.values.front().size();
    QVERIFY(width == 2 || width == 3);
    Vector low(width, 1e9), high(width, -1e9);
    for (const Vector &v : p.values) {
        QCOMPARE(v.size(), width);
        for (std::size_t c = 0; c < width; ++c) {
            low[c] = std::min(low[c], v[c]);
            high[c] = std::max(high[c], v[c]);
        }
    }
    for (std::size_t c = 0; c < width; ++c)
        QVERIFY(low[c] < high[c]);
    const QJsonObject json = e.parametersJson();
    QCOMPARE(json.value(QStringLiteral("values")).toArray().size(), int(p.values.size()));
    switch (p.variant) {
    case V::Reachable: {
        QCOMPARE(e.answer.type(), Answer::Type::Choice);
        QCOMPARE(p.candidate.size(), width);
        QCOMPARE(json.value(QStringLiteral("candidate")).toArray().size(), int(width));
        int outside = 0;
        for (std::size_t c = 0; c < width; ++c)
            outside += p.candidate[c] < low[c] || p.candidate[c] > high[c];
        if (e.answer.choice() == QLatin1String("yes")) {
            QCOMPARE(outside, 0);
            QCOMPARE(p.weights.size(), p.values.size());
            double total = 0.0;
            Vector blend(width, 0.0);
            for (std::size_t i = 0; i < p.weights.size(); ++i) {
                QVERIFY(p.weights[i] > 0.0);
                total += p.weights[i];
                for (std::size_t c = 0; c < width; ++c)
                    blend[c] += p.weights[i] * p.values[i][c];
            }
            QVERIFY(std::abs(total - 1.0) < 1e-12);
            compareVectors(p.candidate, blend, 1e-9);
            // Positive weights: strictly inside every range.
            for (std::size_t c = 0; c < width; ++c)
                QVERIFY(p.candidate[c] > low[c] && p.candidate[c] < high[c]);
        } else {
            QCOMPARE(e.answer.choice(), QStringLiteral("no"));
            QCOMPARE(outside, 1); // one coordinate only: checking them all is the skill
            QVERIFY(p.outside >= 0);
            const auto c = std::size_t(p.outside);
            QVERIFY(p.candidate[c] < low[c] - 0.25 || p.candidate[c] > high[c] + 0.25);
        }
        break;
    }
    case V::CoordinateRange: {
        QVERIFY(p.coordinate >= 0 && std::size_t(p.coordinate) < width);
        QCOMPARE(json.value(QStringLiteral("coordinate")).toInt(), p.coordinate + 1);
        const auto c = std::size_t(p.coordinate);
        compareVectors(e.answer.vector(), {low[c], high[c]}, 0.0);
        // The range of every number in the values is another answer.
        const double lowest = *std::min_element(low.begin(), low.end());
        const double highest = *std::max_element(high.begin(), high.end());
        QVERIFY(lowest != low[c] || highest != high[c]);
        // Any softmax weights land inside: a few from the core.
        for (const Vector &scores : {Vector(p.values.size(), 0.0),
                                     Vector{3.0, -1.0, 0.5, 2.0}}) {
            Vector w = byHand::softmax(Vector(scores.begin(), scores.begin() + long(p.values.size())));
            double out = 0.0;
            for (std::size_t i = 0; i < w.size(); ++i)
                out += w[i] * p.values[i][c];
            QVERIFY(out > low[c] && out < high[c]);
        }
        break;
    }
    }
    QVERIFY(!e.steps.empty());
}

void TestGenerators::sameNumbersEverywhere()
{
    QFETCH(QString, kind);
    QFETCH(QByteArray, parameters);
    const QJsonObject expected = QJsonDocument::fromJson(parameters).object();
    QVERIFY(!expected.isEmpty());
    QCOMPARE(generateExercise(*kindFromId(kind), 2026).parametersJson(), expected);
}

void TestGenerators::kvCacheSize_data()
{
    seedRows();
}

void TestGenerators::inductionTarget_data()
{
    seedRows();
}

// The cache counted again as the lesson counts it, a factor at a time: a key and a value of
// d_head numbers for each key-value head (h of them, g of them, or one), then per layer, per
// token, per sequence and per byte; the ratio as h / g and the multi-head size divided by it.
void TestGenerators::kvCacheSize()
{
    QFETCH(quint64, seed);
    const Exercise e = generateKvCacheSize(seed);
    const auto &p = std::get<KvCacheSizeParameters>(e.parameters);
    using V = KvCacheSizeParameters::Variant;
    QCOMPARE(e.tolerance, 0.0);
    QVERIFY(p.layers % 4 == 0 && p.layers >= 8 && p.layers <= 48);
    QVERIFY(p.length == 1024 || p.length == 2048 || p.length == 4096 || p.length == 8192);
    QVERIFY(p.headWidth == 64 || p.headWidth == 128);
    QVERIFY(p.bytes == 2 || p.bytes == 4);
    QVERIFY(p.heads >= 8 && p.heads <= 32);
    QVERIFY(p.kvHeads >= 1 && p.heads % p.kvHeads == 0);
    auto cacheMiB = [&p](int kvHeads, int batch) {
        double numbers = 1.0;
        for (int factor : {2, kvHeads, p.headWidth, p.layers, p.length, batch})
            numbers *= factor;
        return numbers * p.bytes / (1024.0 * 1024.0);
    };
    const QJsonObject json = e.parametersJson();
    switch (p.variant) {
    case V::Mha:
    case V::Gqa:
    case V::Mqa: {
        if (p.variant == V::Mha)
            QCOMPARE(p.kvHeads, p.heads);
        else if (p.variant == V::Mqa)
            QCOMPARE(p.kvHeads, 1);
        else
            QVERIFY(p.kvHeads > 1 && p.kvHeads < p.heads);
        QCOMPARE(e.answer.type(), Answer::Type::Number);
        const double answer = e.answer.number();
        QCOMPARE(answer, cacheMiB(p.kvHeads, p.batch));
        QCOMPARE(answer, std::round(answer)); // whole MiB
        QVERIFY(answer >= 1);
        // The usual slips give visibly different numbers: forgetting the value (no factor 2),
        // or counting every query head when only g keep keys and values.
        QVERIFY(answer != cacheMiB(p.kvHeads, p.batch) / 2);
        if (p.variant != V::Mha)
            QVERIFY(answer != cacheMiB(p.heads, p.batch));
        QCOMPARE(json.value(QStringLiteral("batch")).toInt(), p.batch);
        QCOMPARE(json.contains(QStringLiteral("kv_heads")), p.variant == V::Gqa);
        QVERIFY(!json.contains(QStringLiteral("mha_mib")));
        QVERIFY(e.prompt.text().contains(QString::fromUtf8("1024 × 1024")));
        break;
    }
    case V::Ratio: {
        QVERIFY(p.kvHeads < p.heads);
        QCOMPARE(p.batch, 1);
        QCOMPARE(e.answer.type(), Answer::Type::Vector);
        const double full = cacheMiB(p.heads, 1);
        const double factor = double(p.heads) / p.kvHeads;
        QCOMPARE(json.value(QStringLiteral("mha_mib")).toDouble(), full);
        QCOMPARE(full, std::round(full));
        compareVectors(e.answer.vector(), {factor, full / factor}, 0.0);
        QCOMPARE(full / factor, std::round(full / factor));
        QCOMPARE(json.value(QStringLiteral("kv_heads")).toInt(), p.kvHeads);
        QVERIFY(!json.contains(QStringLiteral("batch")));
        break;
    }
    }
    for (const char *name : {"layers", "length", "heads", "d_head", "bytes"})
        QVERIFY2(json.contains(QLatin1String(name)), name);
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
    QCOMPARE(json.value(QStringLiteral("length")).toInt(), n);
    QCOMPARE(json.value(QStringLiteral("position")).toInt(), p.position + 1);
    QCOMPARE(json.value(QStringLiteral("tokens")).toArray().size(), n);
}

void TestGenerators::alternativeWeights_data()
{
    seedRows();
}

void TestGenerators::sinkWeight_data()
{
    seedRows();
}

// Worked again from the parameters with the sums written out: the output Σ wᵢ vᵢ coordinate by
// coordinate; for same-output, the weight goes to the one other position whose value is the
// same, and the new weights blend into the same output; for output-change, the new weights are
// blended in full (not through the shortcut amount (v_to − v_from)).
void TestGenerators::alternativeWeights()
{
    QFETCH(quint64, seed);
    const Exercise e = generateAlternativeWeights(seed);
    const auto &p = std::get<AlternativeWeightsParameters>(e.parameters);
    using V = AlternativeWeightsParameters::Variant;
    const int n = int(p.values.size());
    QVERIFY(n == 4 || n == 5);
    QCOMPARE(int(p.weights.size()), n);
    QCOMPARE(e.tolerance, 0.01);
    double total = 0.0;
    for (double w : p.weights) {
        QVERIFY(w >= 0.1 - 1e-12 && isWholeOrOneDecimal(w));
        total += w;
    }
    QVERIFY(std::abs(total - 1.0) < 1e-9);
    for (const Vector &v : p.values) {
        QCOMPARE(v.size(), std::size_t(2));
        for (double x : v)
            QVERIFY(x >= -3 && x <= 5 && x == std::round(x));
    }
    // Exactly one pair of equal values, `from` and `repeat`, and not the zero vector.
    int equalPairs = 0;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            if (p.values[std::size_t(i)] == p.values[std::size_t(j)]) {
                ++equalPairs;
                QCOMPARE(std::min(p.from, p.repeat), i);
                QCOMPARE(std::max(p.from, p.repeat), j);
            }
    QCOMPARE(equalPairs, 1);
    QVERIFY(p.values[std::size_t(p.from)] != Vector(2, 0.0));
    QVERIFY(isWholeOrOneDecimal(p.amount) && p.amount >= 0.1 - 1e-12);
    QVERIFY(p.weights[std::size_t(p.from)] - p.amount >= 0.1 - 1e-9);

    const auto blend = [&p](const Vector &w) {
        Vector out(2, 0.0);
        for (std::size_t i = 0; i < w.size(); ++i)
            for (std::size_t c = 0; c < 2; ++c)
                out[c] += w[i] * p.values[i][c];
        return out;
    };
    Vector moved = p.weights;
    moved[std::size_t(p.from)] -= p.amount;
    moved[std::size_t(p.to)] += p.amount;
    const Vector before = blend(p.weights);
    const Vector after = blend(moved);
    compareVectors(p.output, before, 1e-9);
    QCOMPARE(e.answer.type(), Answer::Type::Vector);
    const QJsonObject json = e.parametersJson();
    switch (p.variant) {
    case V::SameOutput:
        QCOMPARE(p.to, p.repeat);
        compareVectors(e.answer.vector(), moved, 1e-9);
        compareVectors(after, before, 1e-9); // the point of the variant
        // Slips give other vectors: the weight sent anywhere else, or never taken from `from`.
        for (int other = 0; other < n; ++other) {
            if (other == p.from || other == p.repeat)
                continue;
            Vector wrong = p.weights;
            wrong[std::size_t(p.from)] -= p.amount;
            wrong[std::size_t(other)] += p.amount;
            QVERIFY(byHand::add(blend(wrong), Vector{-before[0], -before[1]}) != Vector(2, 0.0));
        }
        QVERIFY(!json.contains(QStringLiteral("to")) && !json.contains(QStringLiteral("repeat")) &&
                !json.contains(QStringLiteral("output")));
        break;
    case V::OutputChange: {
        QVERIFY(p.to != p.from && p.to != p.repeat);
        compareVectors(e.answer.vector(), after, 1e-9);
        // The move shows, and the usual slips land elsewhere: the old output, the change with
        // its sign turned, the amount forgotten, or v_to added without taking v_from away.
        const Vector change = {after[0] - before[0], after[1] - before[1]};
        QVERIFY(std::abs(change[0]) + std::abs(change[1]) >= 0.1 - 1e-9);
        const Vector &from = p.values[std::size_t(p.from)];
        const Vector &to = p.values[std::size_t(p.to)];
        for (const Vector &slip : {before,
                                   Vector{before[0] - change[0], before[1] - change[1]},
                                   Vector{before[0] + to[0] - from[0], before[1] + to[1] - from[1]},
                                   Vector{before[0] + p.amount * to[0],
                                          before[1] + p.amount * to[1]}})
            QVERIFY(std::abs(slip[0] - after[0]) + std::abs(slip[1] - after[1]) > 0.02);
        QCOMPARE(json.value(QStringLiteral("repeat")).toInt(), p.repeat + 1);
        QCOMPARE(json.value(QStringLiteral("to")).toInt(), p.to + 1);
        QCOMPARE(json.value(QStringLiteral("output")).toArray().size(), 2);
        break;
    }
    }
    QCOMPARE(json.value(QStringLiteral("from")).toInt(), p.from + 1);
    QCOMPARE(json.value(QStringLiteral("amount")).toDouble(), p.amount);
    QCOMPARE(e.steps.size(), std::size_t(3));
}

// Worked again by hand as the lesson teaches it: softmax over every score, then over the scores
// of the keys left in the cache (the evicted key's term gone from the sum).
void TestGenerators::sinkWeight()
{
    QFETCH(quint64, seed);
    const Exercise e = generateSinkWeight(seed);
    const auto &p = std::get<SinkWeightParameters>(e.parameters);
    using V = SinkWeightParameters::Variant;
    const int n = int(p.scores.size());
    QVERIFY(n == 4 || n == 5);
    QVERIFY(p.scores[0] == 3 || p.scores[0] == 4);
    for (int j = 1; j < n; ++j) {
        const double s = p.scores[std::size_t(j)];
        QVERIFY(s >= -1 && s <= 2 && s == std::round(s));
    }
    QCOMPARE(e.tolerance, 0.01);
    QCOMPARE(e.answer.type(), Answer::Type::Vector);
    const Vector all = byHand::softmax(p.scores);
    const auto without = [&p](int j) {
        Vector kept = p.scores;
        kept.erase(kept.begin() + j);
        return byHand::softmax(kept);
    };
    QVERIFY(all[0] >= 0.5 && all[0] <= 0.95); // a sink, not a saturated softmax
    for (double w : all)
        QVERIFY(w >= 0.005);
    const QJsonObject json = e.parametersJson();
    QCOMPARE(json.value(QStringLiteral("length")).toInt(), n);
    QCOMPARE(json.value(QStringLiteral("scores")).toArray().size(), n);
    const Vector answer = e.answer.vector();
    switch (p.variant) {
    case V::SinkShare: {
        const double best = *std::max_element(all.begin() + 1, all.end());
        compareVectors(answer, {all[0], best}, 1e-12);
        // Leaving the sink out of the sum (the weight over the others alone) is a visible slip.
        const Vector rest = without(0);
        QVERIFY(*std::max_element(rest.begin(), rest.end()) - best > 2 * e.tolerance);
        QVERIFY(!json.contains(QStringLiteral("position")));
        break;
    }
    case V::Evicted: {
        QVERIFY(p.position >= 1 && p.position < n);
        const double before = all[std::size_t(p.position)];
        const double after = without(0)[std::size_t(p.position) - 1];
        compareVectors(answer, {before, after}, 1e-12);
        QVERIFY(std::abs(after - before / (1 - all[0])) < 1e-12); // one factor for every key
        QVERIFY(after - before > 2 * e.tolerance);
        QCOMPARE(json.value(QStringLiteral("position")).toInt(), p.position + 1);
        break;
    }
    case V::KeptSink: {
        QVERIFY(p.position >= 2 && p.position < n);
        const double window = without(0)[std::size_t(p.position) - 1];
        const double streaming = without(1)[std::size_t(p.position) - 1];
        compareVectors(answer, {window, streaming}, 1e-12);
        QVERIFY(window - streaming > 2 * e.tolerance);
        // Keeping the sink moves the weight far less than dropping it.
        const double before = all[std::size_t(p.position)];
        QVERIFY(streaming - before < window - before);
        QCOMPARE(json.value(QStringLiteral("position")).toInt(), p.position + 1);
        break;
    }
    }
    QCOMPARE(e.hints.size(), std::size_t(1));
    QCOMPARE(e.hints.front().name, QStringLiteral("exponentials"));
}

void TestGenerators::layerNorm_data()
{
    seedRows();
}

// Worked again by hand from the definition: the mean, the variance divided by d (not d − 1), each
// deviation over its square root; then γᵢ x̂ᵢ + βᵢ. Every slip named in the lesson must give an
// answer off by more than twice the tolerance.
void TestGenerators::layerNorm()
{
    QFETCH(quint64, seed);
    const Exercise e = generateLayerNorm(seed);
    const auto &p = std::get<LayerNormParameters>(e.parameters);
    using V = LayerNormParameters::Variant;
    QCOMPARE(p.x.size(), std::size_t(4));
    double sum = 0.0;
    for (double v : p.x) {
        QVERIFY(v >= -3 && v <= 7 && v == std::round(v));
        sum += v;
    }
    const double mean = sum / 4.0;
    QVERIFY(mean == std::round(mean) && mean != 0.0);
    double var = 0.0;
    for (double v : p.x)
        var += (v - mean) * (v - mean);
    var /= 4.0;
    QVERIFY(var > 0.0);
    const double sigma = std::sqrt(var);
    Vector xhat, noMean, sample, byVar;
    for (double v : p.x) {
        xhat.push_back((v - mean) / sigma);
        noMean.push_back(v / sigma);
        sample.push_back((v - mean) / std::sqrt(var * 4.0 / 3.0));
        byVar.push_back((v - mean) / var);
    }
    QCOMPARE(e.tolerance, 0.01);
    QCOMPARE(e.answer.type(), Answer::Type::Vector);
    const QJsonObject json = e.parametersJson();
    QCOMPARE(json.value(QStringLiteral("width")).toInt(), 4);
    QCOMPARE(json.value(QStringLiteral("x")).toArray().size(), 4);
    const auto farFrom = [&e](const Vector &a, const Vector &b) {
        double largest = 0.0;
        for (std::size_t i = 0; i < a.size(); ++i)
            largest = std::max(largest, std::abs(a[i] - b[i]));
        return largest > 2 * e.tolerance;
    };
    const Vector answer = e.answer.vector();
    if (p.variant == V::Normalise) {
        QVERIFY(p.gain.empty() && p.bias.empty());
        QVERIFY(!json.contains(QStringLiteral("gain")) && !json.contains(QStringLiteral("bias")));
        compareVectors(answer, xhat, 1e-12);
        for (const Vector &slip : {noMean, sample, byVar})
            QVERIFY(farFrom(slip, answer));
    } else {
        QCOMPARE(p.gain.size(), std::size_t(4));
        QCOMPARE(p.bias.size(), std::size_t(4));
        QCOMPARE(json.value(QStringLiteral("gain")).toArray().size(), 4);
        Vector y, noBias, noGain, biasFirst;
        for (std::size_t i = 0; i < 4; ++i) {
            QVERIFY(p.gain[i] >= 0.5 && p.gain[i] <= 2.0);
            QVERIFY(p.bias[i] >= -1.0 && p.bias[i] <= 1.0);
            y.push_back(p.gain[i] * xhat[i] + p.bias[i]);
            noBias.push_back(p.gain[i] * xhat[i]);
            noGain.push_back(xhat[i] + p.bias[i]);
            biasFirst.push_back(p.gain[i] * (xhat[i] + p.bias[i]));
        }
        compareVectors(answer, y, 1e-12);
        for (const Vector &slip : {noBias, noGain, biasFirst, xhat})
            QVERIFY(farFrom(slip, answer));
    }
    QCOMPARE(e.hints.size(), std::size_t(1));
    QCOMPARE(e.hints.front().name, QStringLiteral("root"));
}

void TestGenerators::residualSum_data()
{
    seedRows();
}

// Added up again by hand, coordinate by coordinate: the embedding plus all 2L writes. Leaving the
// embedding out, adding only the last layer's writes or only the attention writes, or taking the
// last write alone must each give an answer off by more than twice the tolerance.
void TestGenerators::residualSum()
{
    QFETCH(quint64, seed);
    const Exercise e = generateResidualSum(seed);
    const auto &p = std::get<ResidualSumParameters>(e.parameters);
    QVERIFY(p.layers == 2 || p.layers == 3);
    QCOMPARE(p.writes.size(), std::size_t(2 * p.layers));
    QCOMPARE(p.embedding.size(), std::size_t(3));
    for (double v : p.embedding)
        QVERIFY(v >= -2 && v <= 2 && v == std::round(v));
    Vector all = p.embedding, noEmbedding(3, 0.0), lastLayer = p.embedding,
           attentionOnly = p.embedding;
    for (std::size_t l = 0; l < p.writes.size(); ++l) {
        QCOMPARE(p.writes[l].size(), std::size_t(3));
        for (std::size_t i = 0; i < 3; ++i) {
            const double w = p.writes[l][i];
            QVERIFY(w >= -1.0 && w <= 1.0 && std::abs(w * 10 - std::round(w * 10)) < 1e-9);
            all[i] += w;
            noEmbedding[i] += w;
            if (l + 2 >= p.writes.size())
                lastLayer[i] += w;
            if (l % 2 == 0)
                attentionOnly[i] += w;
        }
    }
    QCOMPARE(e.tolerance, 0.01);
    compareVectors(e.answer.vector(), all, 1e-12);
    const auto farFrom = [&](const Vector &slip) {
        double largest = 0.0;
        for (std::size_t i = 0; i < 3; ++i)
            largest = std::max(largest, std::abs(slip[i] - all[i]));
        return largest > 2 * e.tolerance;
    };
    for (const Vector &slip : {noEmbedding, lastLayer, attentionOnly, p.writes.back()})
        QVERIFY(farFrom(slip));
    const QJsonObject json = e.parametersJson();
    QCOMPARE(json.value(QStringLiteral("layers")).toInt(), p.layers);
    QCOMPARE(json.value(QStringLiteral("sublayers")).toInt(), 2 * p.layers);
    QCOMPARE(json.value(QStringLiteral("writes")).toArray().size(), 2 * p.layers);
    QVERIFY(e.hints.empty());
}

void TestGenerators::ffnApply_data()
{
    seedRows();
}

// The layer worked again by hand, unit by unit: each pre-activation as x times a column of W₁
// plus its bias, the ReLU, then each output coordinate as the hidden values times a column of W₂
// plus b₂. Leaving out the ReLU, b₁ or b₂, taking the ReLU before adding b₁, or applying it to
// the output as well must each give an answer off by more than twice the tolerance.
void TestGenerators::ffnApply()
{
    QFETCH(quint64, seed);
    const Exercise e = generateFfnApply(seed);
    const auto &p = std::get<FfnApplyParameters>(e.parameters);
    const std::size_t d = p.x.size(), f = p.b1.size();
    QVERIFY(d == 2 || d == 3);
    QVERIFY(f == 3 || f == 4);
    QCOMPARE(p.w1.size(), d);
    QCOMPARE(p.w2.size(), f);
    QCOMPARE(p.b2.size(), d);
    const auto whole = [](double v) { return v == std::round(v) && v >= -2 && v <= 2; };
    for (double v : p.x)
        QVERIFY(whole(v));
    for (const Vector &row : p.w1) {
        QCOMPARE(row.size(), f);
        for (double v : row)
            QVERIFY(whole(v));
    }
    for (const Vector &row : p.w2) {
        QCOMPARE(row.size(), d);
        for (double v : row)
            QVERIFY(whole(v));
    }
    for (const Vector *b : {&p.b1, &p.b2})
        for (double v : *b)
            QVERIFY(isWholeOrOneDecimal(v) && v >= -1.0 && v <= 1.0);
    // x W₁ and x W₁ + b₁.
    Vector xw(f, 0.0), pre(f, 0.0), hidden(f, 0.0);
    int negative = 0, positive = 0;
    for (std::size_t j = 0; j < f; ++j) {
        for (std::size_t i = 0; i < d; ++i)
            xw[j] += p.x[i] * p.w1[i][j];
        pre[j] = xw[j] + p.b1[j];
        hidden[j] = pre[j] > 0 ? pre[j] : 0.0;
        negative += pre[j] < -1e-9;
        positive += pre[j] > 1e-9;
    }
    QVERIFY(negative >= 1 && positive >= 1 && negative + positive == int(f));
    const auto readOut = [&](const Vector &h, bool withB2) {
        Vector out(d, 0.0);
        for (std::size_t k = 0; k < d; ++k) {
            for (std::size_t j = 0; j < f; ++j)
                out[k] += h[j] * p.w2[j][k];
            if (withB2)
                out[k] += p.b2[k];
        }
        return out;
    };
    const Vector answer = readOut(hidden, true);
    QCOMPARE(e.tolerance, 0.01);
    compareVectors(e.answer.vector(), answer, 1e-9);
    Vector noB1(f), reluFirst(f);
    for (std::size_t j = 0; j < f; ++j) {
        noB1[j] = std::max(0.0, xw[j]);
        reluFirst[j] = std::max(0.0, xw[j]) + p.b1[j];
    }
    Vector reluOut = answer;
    for (double &v : reluOut)
        v = std::max(0.0, v);
    const auto farFrom = [&](const Vector &slip) {
        double most = 0.0;
        for (std::size_t k = 0; k < d; ++k)
            most = std::max(most, std::abs(slip[k] - answer[k]));
        return most > 2 * e.tolerance;
    };
    for (const Vector &slip : {readOut(pre, true), readOut(noB1, true), readOut(hidden, false),
                               readOut(reluFirst, true), reluOut})
        QVERIFY(farFrom(slip));
    const QJsonObject json = e.parametersJson();
    QCOMPARE(json.value(QStringLiteral("d_model")).toInt(), int(d));
    QCOMPARE(json.value(QStringLiteral("d_ff")).toInt(), int(f));
    QCOMPARE(json.value(QStringLiteral("w1")).toArray().size(), int(d));
    QCOMPARE(json.value(QStringLiteral("w2")).toArray().size(), int(f));
    QVERIFY(e.hints.empty());
}

void TestGenerators::paramCount_data()
{
    seedRows();
}

// Counted again from the shapes: W₁ d_model × d_ff and W₂ d_ff × d_model with biases of d_ff and
// d_model numbers; W_Q, W_K, W_V and W_O d_model × d_model (h heads of d_model / h side by side)
// with four biases of d_model. Every slip named in the lesson gives another answer: the biases
// left out, one matrix of the two (or three of the four) counted, every head counted at full
// width, the ratio FFN / attention given for the share, or attention's share instead.
void TestGenerators::paramCount()
{
    QFETCH(quint64, seed);
    const Exercise e = generateParamCount(seed);
    const auto &p = std::get<ParamCountParameters>(e.parameters);
    using V = ParamCountParameters::Variant;
    const double d = p.modelWidth, f = p.hiddenWidth, h = p.heads;
    QVERIFY(p.modelWidth >= 256 && p.modelWidth <= 1024);
    QVERIFY(p.modelWidth % p.heads == 0);
    const int dHead = p.modelWidth / p.heads;
    QVERIFY(dHead == 64 || dHead == 128);
    QCOMPARE(p.hiddenWidth % p.modelWidth, 0);
    const int ratio = p.hiddenWidth / p.modelWidth;
    QVERIFY(ratio == 3 || ratio == 4 || ratio == 6 || ratio == 8);
    const double ffn = d * f + f + f * d + d;
    const double attn = 4 * (d * d + d);
    const QJsonObject json = e.parametersJson();
    QCOMPARE(json.value(QStringLiteral("d_head")).toInt(), dHead);
    QCOMPARE(json.value(QStringLiteral("heads")).toInt(), p.heads);
    switch (p.variant) {
    case V::Ffn:
        QCOMPARE(e.tolerance, 0.0);
        QCOMPARE(e.answer.number(), ffn);
        for (double slip : {2 * d * f, d * f + f, d * f + d, 2 * d * f + 2 * f, ffn + attn})
            QVERIFY(slip != ffn);
        break;
    case V::Attention:
        QCOMPARE(e.tolerance, 0.0);
        QCOMPARE(e.answer.number(), attn);
        for (double slip : {4 * d * d, 3 * (d * d + d), h * 4 * d * d, 4 * d * dHead + 4 * d,
                            4 * d * d + 2 * d * f})
            QVERIFY(slip != attn);
        break;
    case V::Share: {
        QCOMPARE(e.tolerance, 0.005);
        const double share = ffn / (ffn + attn);
        QVERIFY(std::abs(e.answer.number() - share) < 1e-12);
        // Without the biases: d_ff / (d_ff + 2 d_model), within the tolerance.
        QVERIFY(std::abs(share - f / (f + 2 * d)) < e.tolerance);
        const double withoutWo = ffn / (ffn + 3 * (d * d + d));
        for (double slip : {ffn / attn, attn / (ffn + attn), withoutWo, ffn / (ffn + h * attn)})
            QVERIFY(std::abs(slip - share) > 2 * e.tolerance);
        break;
    }
    }
    QVERIFY(e.hints.empty());
}

void TestGenerators::relativeOffset_data()
{
    seedRows();
}

// Read again by hand from Shaw et al.'s definition: r = j − i, cut to k when it is larger and to
// −k when it is smaller; the table holds one vector for each of −k, …, k; the raw score is
// q · k plus the entry of the list at r (the list starts at r = −k). Each slip the lesson names
// must give another answer: no clipping, i − j instead of j − i, 2k vectors or one per training
// position, the offset of one moved token, the list read backwards, the position term alone.
// (The row number r + k is always another answer, since k ≥ 2.)
void TestGenerators::relativeOffset()
{
    QFETCH(quint64, seed);
    const Exercise e = generateRelativeOffset(seed);
    const auto &p = std::get<RelativeOffsetParameters>(e.parameters);
    using V = RelativeOffsetParameters::Variant;
    const QJsonObject json = e.parametersJson();
    QCOMPARE(json.value(QStringLiteral("clip")).toInt(), p.clip);
    QCOMPARE(e.answer.type(), Answer::Type::Vector);
    const Vector answer = e.answer.vector();
    QCOMPARE(answer.size(), std::size_t(2));
    const auto clipped = [&p](int offset) {
        if (offset > p.clip)
            return p.clip;
        if (offset < -p.clip)
            return -p.clip;
        return offset;
    };
    switch (p.variant) {
    case V::ClippedIndex: {
        QVERIFY(p.clip >= 2 && p.clip <= 5);
        QCOMPARE(e.tolerance, 0.0);
        QCOMPARE(p.keys.size(), std::size_t(2));
        QCOMPARE(json.value(QStringLiteral("query")).toInt(), p.query + 1);
        QCOMPARE(json.value(QStringLiteral("key_1")).toInt(), p.keys[0] + 1);
        QCOMPARE(json.value(QStringLiteral("key_2")).toInt(), p.keys[1] + 1);
        int inside = 0;
        int beyond = 0;
        for (std::size_t n = 0; n < 2; ++n) {
            const int key = p.keys[n];
            QVERIFY(key >= 0 && key < p.length && key != p.query);
            const int offset = key - p.query; // j − i
            QCOMPARE(answer[n], double(clipped(offset)));
            QVERIFY(answer[n] != double(-offset) && answer[n] != double(clipped(-offset)));
            if (std::abs(offset) <= p.clip)
                ++inside;
            else {
                ++beyond;
                QVERIFY(answer[n] != double(offset)); // forgetting to clip shows
            }
        }
        QCOMPARE(inside, 1);
        QCOMPARE(beyond, 1);
        QCOMPARE(json.value(QStringLiteral("length")).toInt(), p.length);
        break;
    }
    case V::TableSize: {
        QVERIFY(p.clip >= 2 && p.clip <= 16);
        QCOMPARE(e.tolerance, 0.0);
        int offsets = 0;
        for (int r = -p.clip; r <= p.clip; ++r)
            ++offsets;
        compareVectors(answer, Vector{double(offsets), double(offsets * p.dHead)}, 0.0);
        QVERIFY(answer[0] != 2.0 * p.clip && answer[0] != double(p.maxLength)
                && answer[0] != 2.0 * p.maxLength - 1);
        QVERIFY(answer[1] != double(p.maxLength * p.dHead));
        QCOMPARE(json.value(QStringLiteral("d_head")).toInt(), p.dHead);
        QCOMPARE(json.value(QStringLiteral("max_length")).toInt(), p.maxLength);
        QVERIFY(!json.contains(QStringLiteral("query")) && !json.contains(QStringLiteral("terms")));
        break;
    }
    case V::ShiftInvariance: {
        QVERIFY(p.clip == 2 || p.clip == 3);
        QCOMPARE(e.tolerance, 0.01);
        QCOMPARE(p.terms.size(), std::size_t(2 * p.clip + 1));
        QCOMPARE(p.keys.size(), std::size_t(1));
        const int key = p.keys[0];
        QVERIFY(key >= 0 && key < p.length && p.query >= 0 && p.query < p.length);
        QVERIFY(p.shift >= 1);
        const auto term = [&p](int r) { return p.terms[std::size_t(r + p.clip)]; };
        const int r = clipped(key - p.query);
        const double score = p.content + term(r);
        QVERIFY(std::abs(answer[0] - score) < 1e-9);
        QVERIFY(std::abs(answer[1] - score) < 1e-9);
        const auto other = [&](double slip) { return std::abs(slip - score) > 2 * e.tolerance; };
        QVERIFY(other(p.content + term(clipped(key + p.shift - p.query)))); // one token moved
        QVERIFY(other(p.content + term(clipped(p.query - key))));           // i − j
        QVERIFY(other(p.content + term(-r)));                              // list backwards
        QVERIFY(other(term(r)));                                            // no q · k
        QCOMPARE(json.value(QStringLiteral("query_shifted")).toInt(), p.query + p.shift + 1);
        QCOMPARE(json.value(QStringLiteral("key_shifted")).toInt(), key + p.shift + 1);
        QCOMPARE(json.value(QStringLiteral("terms")).toArray().size(), 2 * p.clip + 1);
        QCOMPARE(json.value(QStringLiteral("content")).toDouble(), p.content);
        break;
    }
    }
    QVERIFY(e.hints.empty());
    QVERIFY(!e.steps.empty());
}

// Position interpolation came after rotate, score, same-offset and frequency, as a kind of its
// own: every seed of rope-rotation gives the exercise it gave before. These rows are
// `astrolabe exercise --kind rope-rotation --seed N --json` from the build before it came, two
// seeds per variant, with the answer, and 2026, the seed pinned in sameNumbersEverywhere.
void TestGenerators::ropeRotationKeepsItsSeeds_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QByteArray>("parameters");
    QTest::addColumn<QByteArray>("answer");
    QTest::newRow("1 rotate") << quint64(1)
        << QByteArray(R"({"m":1,"theta":0.75,"variant":"rotate","x":[-1,1]})")
        << QByteArray("[-1.413327628897155,0.050050108850486774,1.4142135623730951]");
    QTest::newRow("6 rotate") << quint64(6)
        << QByteArray(R"({"m":3,"theta":0.75,"variant":"rotate","x":[0,1]})")
        << QByteArray("[-0.7780731968879212,-0.6281736227227391,1]");
    QTest::newRow("3 frequency") << quint64(3)
        << QByteArray(R"({"base":100,"d":4,"i":1,"m":8,"variant":"frequency"})")
        << QByteArray("[0.8]");
    QTest::newRow("4 frequency") << quint64(4)
        << QByteArray(R"({"base":10000,"d":8,"i":1,"m":69,"variant":"frequency"})")
        << QByteArray("[6.9]");
    QTest::newRow("5 same-offset") << quint64(5)
        << QByteArray(R"({"k":[3,2],"m":3,"m2":5,"n":1,"n2":3,"q":[2,0],"theta":0.5,)"
                      R"("variant":"same-offset"})")
        << QByteArray("[6.607697774440425,6.607697774440425]");
    QTest::newRow("10 same-offset") << quint64(10)
        << QByteArray(R"({"k":[1,0],"m":5,"m2":10,"n":4,"n2":9,"q":[0,2],"theta":0.25,)"
                      R"("variant":"same-offset"})")
        << QByteArray("[-0.49480791850904593,-0.4948079185090456]");
    QTest::newRow("8 score") << quint64(8)
        << QByteArray(R"({"k":[-1,-3],"m":8,"n":3,"q":[-2,2],"theta":0.75,"variant":"score"})")
        << QByteArray("[-1.2902531205805063]");
    QTest::newRow("16 score") << quint64(16)
        << QByteArray(R"({"k":[-2,-1],"m":3,"n":2,"q":[-2,1],"theta":0.5,"variant":"score"})")
        << QByteArray("[4.55044984008793]");
    QTest::newRow("2026 score") << quint64(2026)
        << QByteArray(R"({"k":[-3,1],"m":3,"n":7,"q":[0,3],"theta":1,"variant":"score"})")
        << QByteArray("[4.850291595180518]");
}

void TestGenerators::ropeRotationKeepsItsSeeds()
{
    QFETCH(quint64, seed);
    QFETCH(QByteArray, parameters);
    QFETCH(QByteArray, answer);
    const Exercise e = generateRopeRotation(seed);
    QCOMPARE(e.parametersJson(), QJsonDocument::fromJson(parameters).object());
    const QJsonArray expected = QJsonDocument::fromJson(answer).array();
    const Vector got = e.answer.type() == Answer::Type::Number ? Vector{e.answer.number()}
                                                                : e.answer.vector();
    QCOMPARE(int(got.size()), expected.size());
    for (int i = 0; i < expected.size(); ++i)
        QVERIFY(std::abs(got[std::size_t(i)] - expected.at(i).toDouble()) < 1e-12);
    // Seeds 2 and 12 gave rotate before, and still do.
    for (quint64 rotate : {quint64(2), quint64(12)})
        QCOMPARE(generateRopeRotation(rotate)
                     .parametersJson()
                     .value(QStringLiteral("variant"))
                     .toString(),
                 QStringLiteral("rotate"));
}

void TestGenerators::alibiBias_data()
{
    seedRows();
}

// ALiBi worked again: the slope as 2 to the power −8h/n, the bias as −m times the distance; the
// biased scores s_j − m (i − j) through softmax by hand, and the slips a learner makes.
void TestGenerators::alibiBias()
{
    QFETCH(quint64, seed);
    const Exercise e = generateAlibiBias(seed);
    const auto &p = std::get<AlibiBiasParameters>(e.parameters);
    using V = AlibiBiasParameters::Variant;
    const QJsonObject json = e.parametersJson();
    QCOMPARE(json.value(QStringLiteral("position")).toInt(), p.position);
    const auto farFrom = [&](const Vector &slip, const Vector &answer, double gap) {
        double largest = 0.0;
        for (std::size_t i = 0; i < answer.size(); ++i)
            largest = std::max(largest, std::abs(slip[i] - answer[i]));
        return largest >= gap;
    };
    switch (p.variant) {
    case V::Slope: {
        QVERIFY(p.heads == 4 || p.heads == 16 || p.heads == 32);
        QVERIFY(p.head >= 1 && 4 * p.head <= 3 * p.heads);
        QVERIFY(p.key >= 1 && p.key < p.position && p.position <= 40);
        const double m = std::pow(2.0, -8.0 * p.head / p.heads);
        QVERIFY(m >= 1.0 / 64 - 1e-15);
        const int d = p.position - p.key;
        const Vector answer = {m, -m * d};
        compareVectors(e.answer.vector(), answer, 1e-12);
        QCOMPARE(e.tolerance, 0.005);
        const double eight = std::pow(2.0, -double(p.head));
        const double early = std::pow(2.0, -8.0 * (p.head - 1) / p.heads);
        for (const Vector &slip : {Vector{eight, -eight * d}, Vector{early, -early * d},
                                   Vector{m, m * d}, Vector{m, -m * (d + 1)}})
            QVERIFY(farFrom(slip, answer, 0.02));
        QCOMPARE(json.value(QStringLiteral("heads")).toInt(), p.heads);
        QCOMPARE(json.value(QStringLiteral("head")).toInt(), p.head);
        QCOMPARE(json.value(QStringLiteral("key")).toInt(), p.key);
        QVERIFY(e.hints.empty());
        break;
    }
    case V::BiasedWeights: {
        QVERIFY(p.slope == 0.5 || p.slope == 0.25);
        QVERIFY(p.position >= 3 && p.position <= 5);
        QCOMPARE(int(p.scores.size()), p.position);
        Vector biased, plus, fromFirst;
        for (int j = 1; j <= p.position; ++j) {
            const double s = p.scores[std::size_t(j - 1)];
            QVERIFY(s == std::round(s) && s >= -1 && s <= 3);
            biased.push_back(s - p.slope * (p.position - j));
            plus.push_back(s + p.slope * (p.position - j));
            fromFirst.push_back(s - p.slope * (j - 1));
        }
        const Vector w = byHand::softmax(biased);
        compareVectors(e.answer.vector(), w, 1e-12);
        QCOMPARE(e.tolerance, 0.01);
        for (double x : w)
            QVERIFY(x >= 0.005 && x <= 0.95);
        for (const Vector &slip : {byHand::softmax(p.scores), byHand::softmax(plus),
                                   byHand::softmax(fromFirst)})
            QVERIFY(farFrom(slip, w, 0.03));
        QCOMPARE(json.value(QStringLiteral("slope")).toDouble(), p.slope);
        QCOMPARE(json.value(QStringLiteral("scores")).toArray().size(), p.position);
        QVERIFY(!e.hints.empty());
        break;
    }
    }
}

void TestGenerators::linearAssociativity_data()
{
    seedRows();
}

// Worked again by hand with loops written out here: S = φ(K)ᵀ V entry by entry, z = φ(K)ᵀ 1, the
// output φ(q) S / φ(q) · z, and the left-to-right order's row of φ(Q) φ(K)ᵀ giving the same; the
// counts n² (r + d) and 2 n r d + n r. The usual slips must give other answers.
void TestGenerators::linearAssociativity()
{
    QFETCH(quint64, seed);
    const Exercise e = generateLinearAssociativity(seed);
    const auto &p = std::get<LinearAssociativityParameters>(e.parameters);
    using V = LinearAssociativityParameters::Variant;
    const QJsonObject json = e.parametersJson();
    QCOMPARE(json.value(QStringLiteral("n")).toInt(), p.length);
    QCOMPARE(json.value(QStringLiteral("r")).toInt(), p.features);
    QCOMPARE(json.value(QStringLiteral("d")).toInt(), p.width);
    QCOMPARE(e.answer.type(), Answer::Type::Vector);
    QVERIFY(e.hints.empty());
    const Vector answer = e.answer.vector();
    if (p.variant == V::MultCount) {
        QCOMPARE(e.tolerance, 0.0);
        QVERIFY(p.length >= 3 && p.length <= 64);
        QVERIFY(!json.contains(QStringLiteral("phi_q")) &&
                !json.contains(QStringLiteral("position")));
        const double n = p.length, r = p.features, d = p.width;
        QCOMPARE(answer.size(), std::size_t(2));
        QCOMPARE(answer[0], n * n * r + n * n * d);
        QCOMPARE(answer[1], n * r * d + n * r * d + n * r);
        QVERIFY(answer[0] != answer[1]);
        // Leaving out the normaliser's n r is a visible slip.
        QVERIFY(answer[1] != 2 * n * r * d);
        return;
    }
    QCOMPARE(e.tolerance, 0.01);
    QVERIFY(p.length == 2 || p.length == 3);
    QCOMPARE(p.features, 2);
    QCOMPARE(p.width, 2);
    const std::size_t n = std::size_t(p.length);
    QCOMPARE(p.phiQ.size(), n);
    QCOMPARE(p.phiK.size(), n);
    QCOMPARE(p.values.size(), n);
    for (const auto *rows : {&p.phiQ, &p.phiK, &p.values})
        for (const Vector &row : *rows) {
            QCOMPARE(row.size(), std::size_t(2));
            for (double x : row)
                QVERIFY(x >= 0 && x <= 3 && x == std::round(x));
        }
    QCOMPARE(json.value(QStringLiteral("position")).toInt(), p.position + 1);
    double s[2][2] = {{0, 0}, {0, 0}};
    double z[2] = {0, 0};
    for (std::size_t j = 0; j < n; ++j)
        for (int a = 0; a < 2; ++a) {
            z[a] += p.phiK[j][std::size_t(a)];
            for (int c = 0; c < 2; ++c)
                s[a][c] += p.phiK[j][std::size_t(a)] * p.values[j][std::size_t(c)];
        }
    const Vector &q = p.phiQ[std::size_t(p.position)];
    const double denominator = q[0] * z[0] + q[1] * z[1];
    QVERIFY(denominator >= 2);
    const Vector output = {(q[0] * s[0][0] + q[1] * s[1][0]) / denominator,
                           (q[0] * s[0][1] + q[1] * s[1][1]) / denominator};
    compareVectors(answer, {s[0][0], s[0][1], s[1][0], s[1][1], output[0], output[1]}, 1e-12);
    // Left to right: row i of φ(Q) φ(K)ᵀ, then its weighted sum of the values over its sum.
    Vector left(2, 0.0);
    double total = 0.0;
    Vector scores;
    for (std::size_t j = 0; j < n; ++j) {
        const double a = q[0] * p.phiK[j][0] + q[1] * p.phiK[j][1];
        scores.push_back(a);
        total += a;
        for (int c = 0; c < 2; ++c)
            left[std::size_t(c)] += a * p.values[j][std::size_t(c)];
    }
    QCOMPARE(total, denominator);
    compareVectors({left[0] / total, left[1] / total}, output, 1e-12);
    // Slips: S transposed, the numerator undivided, softmax weights of the same scores.
    const auto farFrom = [&output](const Vector &slip) {
        return std::max(std::abs(slip[0] - output[0]), std::abs(slip[1] - output[1])) > 0.02;
    };
    QVERIFY(s[0][1] != s[1][0]); // Vᵀ φ(K) for φ(K)ᵀ V gives other entries
    QVERIFY(farFrom(left));
    const Vector soft = byHand::softmax(scores);
    Vector softOutput(2, 0.0);
    for (std::size_t j = 0; j < n; ++j)
        for (int c = 0; c < 2; ++c)
            softOutput[std::size_t(c)] += soft[j] * p.values[j][std::size_t(c)];
    QVERIFY(farFrom(softOutput));
}

void TestGenerators::windowPairs_data()
{
    seedRows();
}

// Counted again query by query (the keys |i − j| <= a that exist), and the reach spread layer by
// layer. Forgetting the cut ends, counting one end only, or taking w for a must give another
// answer.
void TestGenerators::windowPairs()
{
    QFETCH(quint64, seed);
    const Exercise e = generateWindowPairs(seed);
    const auto &p = std::get<WindowPairsParameters>(e.parameters);
    using V = WindowPairsParameters::Variant;
    const QJsonObject json = e.parametersJson();
    const int n = p.length, a = p.halfWidth, w = 2 * a + 1;
    QCOMPARE(json.value(QStringLiteral("window")).toInt(), w);
    QCOMPARE(json.value(QStringLiteral("half_width")).toInt(), a);
    QCOMPARE(json.value(QStringLiteral("length")).toInt(), n);
    QCOMPARE(e.tolerance, 0.0);
    QVERIFY(e.hints.empty());
    if (p.variant == V::Pairs) {
        QVERIFY(a >= 2 && a <= 4 && n >= 2 * w && n <= 40);
        QVERIFY(!json.contains(QStringLiteral("layers")));
        int pairs = 0;
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                pairs += std::abs(i - j) <= a ? 1 : 0;
        QCOMPARE(e.answer.type(), Answer::Type::Number);
        QCOMPARE(e.answer.number(), double(pairs));
        for (int slip : {n * w, n * w - a * (a + 1) / 2, n * n, n * (w - 1)})
            QVERIFY(e.answer.number() != slip);
        return;
    }
    QVERIFY(a >= 2 && a <= 3 && p.layers >= 2 && p.layers <= 5);
    QCOMPARE(json.value(QStringLiteral("layers")).toInt(), p.layers);
    QCOMPARE(json.value(QStringLiteral("position")).toInt(), p.position + 1);
    std::vector<bool> reached(std::size_t(n), false);
    reached[std::size_t(p.position)] = true;
    for (int layer = 0; layer < p.layers; ++layer) {
        std::vector<bool> below(reached.size(), false);
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                if (reached[std::size_t(i)] && std::abs(i - j) <= a)
                    below[std::size_t(j)] = true;
        reached = below;
    }
    int first = n, last = -1;
    for (int j = 0; j < n; ++j)
        if (reached[std::size_t(j)]) {
            first = std::min(first, j + 1);
            last = std::max(last, j + 1);
        }
    const Vector answer = e.answer.vector();
    QCOMPARE(answer, (Vector{double(first), double(last)}));
    // Cut at exactly one end: forgetting the cut, or using w in place of a, moves an end.
    const int i = p.position + 1, reach = p.layers * a;
    QVERIFY((i - reach < 1) != (i + reach > n));
    QVERIFY(answer != (Vector{double(i - reach), double(i + reach)}));
    QVERIFY(answer != (Vector{double(std::max(1, i - p.layers * w)), double(std::min(n, i + p.layers * w))}));
    QVERIFY(answer != (Vector{double(std::max(1, i - reach + a)), double(std::min(n, i + reach - a))}));
}

QTEST_APPLESS_MAIN(TestGenerators)
#include "tst_generators.moc"
