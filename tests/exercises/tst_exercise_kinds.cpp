// The kinds that practise one lesson's own skill (project, masked-weights, causal-pairs,
// head-slice, attend, cost-scaling, pe-value, reordering, scale-compare): every answer is
// recomputed here from the parameters alone, with loops written out again (not the core's
// matrix, softmax or attention code), over many seeds; the numbers stay in their friendly
// ranges; the hints' tables are right.
#include "exercises/exercise.h"
#include "exercises/generators.h"
#include "by_hand.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace astrolabe::exercises;
namespace byHand = astrolabe::test::byHand;
using Vector = std::vector<double>;
using Rows = std::vector<Vector>;

namespace {

constexpr int seedCount = 300;

// x W, entry j = sum over i of x_i W_ij.
Vector byHandTimes(const Vector &x, const Rows &w)
{
    Vector result(w.front().size(), 0.0);
    for (std::size_t i = 0; i < x.size(); ++i)
        for (std::size_t j = 0; j < result.size(); ++j)
            result[j] += x[i] * w[i][j];
    return result;
}

Vector byHandBlend(const Vector &weights, const Rows &values)
{
    Vector out(values.front().size(), 0.0);
    for (std::size_t i = 0; i < weights.size(); ++i)
        for (std::size_t j = 0; j < out.size(); ++j)
            out[j] += weights[i] * values[i][j];
    return out;
}

// The output of a learner who rounds each weight to two decimals before blending.
Vector blendOfRounded(const Vector &weights, const Rows &values)
{
    Vector rounded;
    for (double w : weights)
        rounded.push_back(std::round(w * 100) / 100);
    return byHandBlend(rounded, values);
}

bool isWhole(double x)
{
    return x == std::round(x);
}

bool allWholeIn(const Vector &v, double low, double high)
{
    return std::all_of(v.begin(), v.end(),
                       [&](double x) { return isWhole(x) && x >= low && x <= high; });
}

void compareVectors(const Vector &actual, const Vector &expected, double within = 1e-9)
{
    QCOMPARE(actual.size(), expected.size());
    for (std::size_t i = 0; i < actual.size(); ++i)
        QVERIFY2(std::abs(actual[i] - expected[i]) <= within,
                 qPrintable(QStringLiteral("entry %1: %2 vs %3")
                                .arg(i).arg(actual[i]).arg(expected[i])));
}

// Every "e^x ≈ y" hint is right to its two decimals, and the exponents listed are exactly the
// ones given (as they read to 3 decimals).
void checkExponentHints(const Exercise &e, const Vector &exponents)
{
    QSet<QString> wanted;
    for (double x : exponents)
        wanted.insert(formatStepNumber(x, -1));
    QSet<QString> listed;
    for (const Step &hint : e.hintLines()) {
        if (QByteArray(hint.source()) != QByteArray("e^%1 ≈ %2"))
            continue;
        const std::vector<double> n = hint.numbers();
        QCOMPARE(n.size(), std::size_t(2));
        QVERIFY(std::abs(n[1] - std::exp(n[0])) < 1e-12);
        listed.insert(formatStepNumber(n[0], -1));
    }
    QCOMPARE(listed, wanted);
}

bool mentions(const std::vector<Step> &steps, const QString &text)
{
    return std::any_of(steps.begin(), steps.end(),
                       [&](const Step &s) { return s.text().contains(text); });
}

} // namespace

class TestExerciseKinds : public QObject
{
    Q_OBJECT

private slots:
    void project_data() { seedRows(); }
    void project();
    void maskedWeights_data() { seedRows(); }
    void maskedWeights();
    void causalPairs_data() { seedRows(); }
    void causalPairs();
    void headSlice_data() { seedRows(); }
    void headSlice();
    void attend_data() { seedRows(); }
    void attend();
    void costScaling_data() { seedRows(); }
    void costScaling();
    void peValue_data() { seedRows(); }
    void peValue();
    void reordering_data() { seedRows(); }
    void reordering();
    void scaleCompare_data() { seedRows(); }
    void scaleCompare();
    void rowsInPrompts();
    void sharperHeadIsNotARule();

private:
    static void seedRows();
};

void TestExerciseKinds::seedRows()
{
    QTest::addColumn<quint64>("seed");
    for (quint64 seed = 0; seed < seedCount; ++seed)
        QTest::addRow("seed %llu", seed) << seed;
    QTest::addRow("seed 2^63-1") << quint64(9223372036854775807ULL);
}

void TestExerciseKinds::project()
{
    QFETCH(quint64, seed);
    const Exercise e = generateProject(seed);
    const auto &p = std::get<ProjectParameters>(e.parameters);
    QCOMPARE(e.tolerance, 0.0);
    switch (p.variant) {
    case ProjectParameters::Variant::Projection: {
        QVERIFY(p.input.size() == 3 || p.input.size() == 4);
        QCOMPARE(p.weights.size(), p.input.size());
        QVERIFY(allWholeIn(p.input, -2, 3));
        for (const Vector &row : p.weights) {
            QVERIFY(row.size() == 2 || row.size() == 3);
            QCOMPARE(row.size(), p.weights.front().size());
            QVERIFY(allWholeIn(row, -1, 2));
        }
        QCOMPARE(e.answer.type(), Answer::Type::Vector);
        compareVectors(e.answer.vector(), byHandTimes(p.input, p.weights), 0.0);
        const QJsonObject json = e.parametersJson();
        const QString matrix = json.value(QStringLiteral("matrix")).toString();
        const QString result = json.value(QStringLiteral("result")).toString();
        QVERIFY(QStringList({QStringLiteral("W_Q"), QStringLiteral("W_K"), QStringLiteral("W_V")})
                    .contains(matrix));
        QCOMPARE(QStringLiteral("W_") + result.toUpper(), matrix);
        QVERIFY(e.prompt.text().contains(matrix));
        break;
    }
    case ProjectParameters::Variant::TopKey: {
        QCOMPARE(p.query.size(), std::size_t(2));
        QCOMPARE(p.keyWeights.size(), std::size_t(3));
        Vector scores;
        for (const Vector &x : p.inputs)
            scores.push_back(byHand::dot(p.query, byHandTimes(x, p.keyWeights)));
        const auto top = std::max_element(scores.begin(), scores.end()) - scores.begin();
        QCOMPARE(std::count(scores.begin(), scores.end(), scores[std::size_t(top)]), 1L);
        QCOMPARE(e.answer.type(), Answer::Type::Position);
        QCOMPARE(e.answer.position(), int(top) + 1);
        QCOMPARE(e.answer.positionCount(), int(p.inputs.size()));
        break;
    }
    case ProjectParameters::Variant::BothDirections: {
        QCOMPARE(p.inputs.size(), std::size_t(2));
        const Vector &x1 = p.inputs[0];
        const Vector &x2 = p.inputs[1];
        const double forward =
            byHand::dot(byHandTimes(x1, p.queryWeights), byHandTimes(x2, p.keyWeights));
        const double backward =
            byHand::dot(byHandTimes(x2, p.queryWeights), byHandTimes(x1, p.keyWeights));
        QVERIFY(forward != backward); // the point of the question: scores are one-sided
        compareVectors(e.answer.vector(), {forward, backward}, 0.0);
        break;
    }
    }
}

void TestExerciseKinds::maskedWeights()
{
    QFETCH(quint64, seed);
    const Exercise e = generateMaskedWeights(seed);
    const auto &p = std::get<MaskedWeightsParameters>(e.parameters);
    const std::size_t n = p.scores.size();
    QVERIFY(n == 3 || n == 4);
    std::vector<bool> hidden(n, false);
    if (p.variant == MaskedWeightsParameters::Variant::Padding) {
        for (int i : p.hidden)
            hidden[std::size_t(i)] = true;
    } else {
        for (std::size_t j = std::size_t(p.position) + 1; j < n; ++j)
            hidden[j] = true;
        QCOMPARE(e.parametersJson().value(QStringLiteral("length")).toInt(), int(n));
    }
    Vector visible;
    for (std::size_t j = 0; j < n; ++j)
        if (!hidden[j])
            visible.push_back(p.scores[j]);
    QVERIFY(visible.size() >= 2);
    QVERIFY(visible.size() < n);
    const Vector visibleWeights = byHand::softmax(visible);
    Vector expected;
    std::size_t next = 0;
    for (std::size_t j = 0; j < n; ++j)
        expected.push_back(hidden[j] ? 0.0 : visibleWeights[next++]);
    compareVectors(e.answer.vector(), expected, 1e-12);
    for (std::size_t j = 0; j < n; ++j)
        if (hidden[j])
            QCOMPARE(e.answer.vector()[j], 0.0); // exactly
    QCOMPARE(e.tolerance, 0.01);
    QVERIFY(mentions(e.steps, QString::fromUtf8("−∞")));
    checkExponentHints(e, visible);
}

void TestExerciseKinds::causalPairs()
{
    QFETCH(quint64, seed);
    const Exercise e = generateCausalPairs(seed);
    const auto &p = std::get<CausalPairsParameters>(e.parameters);
    using V = CausalPairsParameters::Variant;
    const int n = p.length;
    QCOMPARE(e.tolerance, 0.0);
    double visible = 0;
    for (int query = 1; query <= n; ++query)
        for (int key = 1; key <= n; ++key)
            visible += key <= query;
    switch (p.variant) {
    case V::VisiblePairs:
        QCOMPARE(e.answer.number(), visible);
        break;
    case V::HiddenPairs:
        QCOMPARE(e.answer.number(), double(n) * n - visible);
        break;
    case V::Sees: {
        Vector keys;
        for (int key = 1; key <= n; ++key)
            if (key <= p.position + 1)
                keys.push_back(key);
        QVERIFY(keys.size() >= 2);
        compareVectors(e.answer.vector(), keys, 0.0);
        break;
    }
    case V::SeenBy: {
        Vector queries;
        for (int query = 1; query <= n; ++query)
            if (p.position + 1 <= query)
                queries.push_back(query);
        QVERIFY(queries.size() >= 2);
        compareVectors(e.answer.vector(), queries, 0.0);
        break;
    }
    }
}

void TestExerciseKinds::headSlice()
{
    QFETCH(quint64, seed);
    const Exercise e = generateHeadSlice(seed);
    const auto &p = std::get<HeadSliceParameters>(e.parameters);
    QCOMPARE(p.query.size(), std::size_t(4));
    QCOMPARE(p.heads, 2);
    QVERIFY(p.keys.size() == 2 || p.keys.size() == 3);
    QCOMPARE(e.parametersJson().value(QStringLiteral("head_width")).toInt(), 2);
    const std::size_t first = std::size_t(p.head) * 2;
    const Vector q{p.query[first], p.query[first + 1]};
    Vector scaled;
    for (const Vector &k : p.keys)
        scaled.push_back((q[0] * k[first] + q[1] * k[first + 1]) / std::sqrt(2.0));
    const Vector weights = byHand::softmax(scaled);
    Rows slices;
    for (const Vector &v : p.values)
        slices.push_back({v[first], v[first + 1]});
    if (p.variant == HeadSliceParameters::Variant::Weights) {
        compareVectors(e.answer.vector(), weights, 1e-12);
        QCOMPARE(e.tolerance, 0.01);
    } else {
        compareVectors(e.answer.vector(), byHandBlend(weights, slices), 1e-12);
        QCOMPARE(e.tolerance, 0.05);
        compareVectors(blendOfRounded(weights, slices), e.answer.vector(), e.tolerance);
    }
    QVERIFY2(mentions(e.steps, QString::fromUtf8("√2")), "the steps say the head divides by √2");
    checkExponentHints(e, scaled);
}

void TestExerciseKinds::attend()
{
    QFETCH(quint64, seed);
    const Exercise e = generateAttend(seed);
    const auto &p = std::get<AttendParameters>(e.parameters);
    const std::size_t d = p.query.size();
    QVERIFY(d == 2 || d == 4);
    QVERIFY(p.keys.size() == 2 || p.keys.size() == 3);
    QCOMPARE(e.parametersJson().value(QStringLiteral("d")).toInt(), int(d));
    Vector scaled;
    for (const Vector &k : p.keys)
        scaled.push_back(byHand::dot(p.query, k) / std::sqrt(double(d)));
    const Vector weights = byHand::softmax(scaled);
    if (p.variant == AttendParameters::Variant::Weights) {
        compareVectors(e.answer.vector(), weights, 1e-12);
        QCOMPARE(e.tolerance, 0.01);
    } else {
        compareVectors(e.answer.vector(), byHandBlend(weights, p.values), 1e-12);
        QCOMPARE(e.tolerance, 0.05);
        compareVectors(blendOfRounded(weights, p.values), e.answer.vector(), e.tolerance);
    }
    checkExponentHints(e, scaled);
}

void TestExerciseKinds::costScaling()
{
    QFETCH(quint64, seed);
    const Exercise e = generateCostScaling(seed);
    const auto &p = std::get<CostScalingParameters>(e.parameters);
    const double mib = 1024.0 * 1024.0;
    const double n = p.length;
    switch (p.variant) {
    case CostScalingParameters::Variant::Ratio:
        QVERIFY(p.newLength > p.length && p.newLength % p.length == 0);
        QCOMPARE(e.answer.number(), (double(p.newLength) * p.newLength) / (n * n));
        break;
    case CostScalingParameters::Variant::ScoreMemory:
        QCOMPARE(e.answer.number(), n * n * p.heads * p.bytes / mib);
        QVERIFY(e.prompt.text().contains(QLatin1String("MiB")));
        break;
    case CostScalingParameters::Variant::KvCache:
        QCOMPARE(e.answer.number(), 2.0 * p.layers * n * p.modelWidth * p.bytes / mib);
        QVERIFY(e.prompt.text().contains(QString::fromUtf8("1024 × 1024")));
        break;
    }
    QVERIFY(isWhole(e.answer.number()) && e.answer.number() >= 4);
    QCOMPARE(e.tolerance, 0.0);
}

void TestExerciseKinds::peValue()
{
    QFETCH(quint64, seed);
    const Exercise e = generatePeValue(seed);
    const auto &p = std::get<PeValueParameters>(e.parameters);
    QVERIFY(p.width == 4 || p.width == 8);
    QVERIFY(p.column >= 0 && p.column < p.width);
    QVERIFY(p.position >= 1);
    const int i = p.column / 2;
    const double angle = p.position / std::pow(10000.0, 2.0 * i / p.width);
    if (p.variant == PeValueParameters::Variant::Angle) {
        QVERIFY(std::abs(e.answer.number() - angle) < 1e-9);
        QVERIFY(p.column >= 2); // in columns 0 and 1 the angle is pos itself
        QCOMPARE(e.tolerance, 0.005);
    } else {
        const double value = p.column % 2 == 0 ? std::sin(angle) : std::cos(angle);
        QVERIFY(std::abs(e.answer.number() - value) < 1e-9);
        QVERIFY(std::abs(value) >= 0.005 && std::abs(value) < 0.995);
        QCOMPARE(e.tolerance, 0.01);
    }
    // The angle has at most one decimal, and is neither tiny nor huge.
    QVERIFY(std::abs(angle * 10 - std::round(angle * 10)) < 1e-6);
    QVERIFY(angle >= 0.1 - 1e-9 && angle <= 12.0 + 1e-9);
    QCOMPARE(e.parametersJson().value(QStringLiteral("i")).toInt(), i);
}

void TestExerciseKinds::reordering()
{
    QFETCH(quint64, seed);
    const Exercise e = generateReordering(seed);
    const auto &p = std::get<ReorderingParameters>(e.parameters);
    using V = ReorderingParameters::Variant;
    const std::size_t n = p.order.size();
    QVERIFY(n == 2 || n == 3);
    bool moved = false;
    for (std::size_t i = 0; i < n; ++i)
        moved = moved || p.order[i] != int(i);
    QVERIFY(moved);
    if (p.variant == V::WithPositions) {
        Vector scores;
        for (std::size_t slot = 0; slot < n; ++slot) {
            const Vector &key = p.keys[std::size_t(p.order[slot])];
            scores.push_back(byHand::dot(p.query, {key[0] + p.positions[slot][0],
                                                 key[1] + p.positions[slot][1]}));
        }
        compareVectors(e.answer.vector(), scores, 0.0);
        QCOMPARE(e.tolerance, 0.0);
        return;
    }
    double total = 0.0;
    for (double w : p.weights)
        total += w;
    QVERIFY(std::abs(total - 1.0) < 1e-12);
    Vector slotWeights;
    for (std::size_t slot = 0; slot < n; ++slot)
        slotWeights.push_back(p.variant == V::KeysOnly ? p.weights[std::size_t(p.order[slot])]
                                                       : p.weights[slot]);
    // Pairs together: slot i holds pair order[i] with its own value; the sum is the same as
    // before. Keys only: slot i's weight comes with its new key, its value stays.
    Rows values = p.values;
    if (p.variant == V::PairsTogether)
        for (std::size_t slot = 0; slot < n; ++slot) {
            values[slot] = p.values[std::size_t(p.order[slot])];
            slotWeights[slot] = p.weights[std::size_t(p.order[slot])];
        }
    compareVectors(e.answer.vector(), byHandBlend(slotWeights, values), 1e-9);
    QCOMPARE(e.tolerance, 0.01);
}

void TestExerciseKinds::scaleCompare()
{
    QFETCH(quint64, seed);
    const Exercise e = generateScaleCompare(seed);
    const auto &p = std::get<ScaleCompareParameters>(e.parameters);
    using V = ScaleCompareParameters::Variant;
    const auto top = [](const Vector &v) { return *std::max_element(v.begin(), v.end()); };
    const auto scaledBy = [](const Vector &raw, int d) {
        Vector s;
        for (double x : raw)
            s.push_back(x / std::sqrt(double(d)));
        return s;
    };
    QVERIFY(p.dimension == 4 || p.dimension == 16 || p.dimension == 64);
    for (double s : p.rawScores)
        QVERIFY(isWhole(s));
    switch (p.variant) {
    case V::TopWeights: {
        const double without = top(byHand::softmax(p.rawScores));
        const double with = top(byHand::softmax(scaledBy(p.rawScores, p.dimension)));
        compareVectors(e.answer.vector(), {without, with}, 1e-12);
        QVERIFY(without > with);
        QCOMPARE(e.tolerance, 0.01);
        break;
    }
    case V::ScaledWeights:
        compareVectors(e.answer.vector(), byHand::softmax(scaledBy(p.rawScores, p.dimension)), 1e-12);
        QCOMPARE(e.tolerance, 0.01);
        break;
    case V::SharperHead: {
        QVERIFY(p.dimension2 != p.dimension);
        const double top1 = top(byHand::softmax(scaledBy(p.rawScores, p.dimension)));
        const double top2 = top(byHand::softmax(scaledBy(p.rawScores2, p.dimension2)));
        QVERIFY(std::abs(top1 - top2) >= 0.03);
        QCOMPARE(e.answer.type(), Answer::Type::Position);
        QCOMPARE(e.answer.position(), top1 > top2 ? 1 : 2);
        QCOMPARE(e.answer.positionCount(), 2);
        break;
    }
    }
}

// Lists of vectors and matrices read as "(1, 0), (0, 1)" in the engine's own prompts.
void TestExerciseKinds::rowsInPrompts()
{
    const Step step("astrolabe::exercises::Prompts", "W has the rows %1.",
                    {Step::rows({{1, 0}, {-1, 2}, {0.5, 3}})});
    QCOMPARE(step.text(), QStringLiteral("W has the rows (1, 0), (-1, 2), (0.5, 3)."));
    QCOMPARE(step.numbers(), (std::vector<double>{1, 0, -1, 2, 0.5, 3}));
    for (quint64 seed = 0; seed < 40; ++seed) {
        const Exercise e = generateAttend(seed);
        const auto &p = std::get<AttendParameters>(e.parameters);
        QStringList rows;
        for (const Vector &key : p.keys) {
            QStringList entries;
            for (double x : key)
                entries << QString::number(x);
            rows << QLatin1Char('(') + entries.join(QStringLiteral(", ")) + QLatin1Char(')');
        }
        QVERIFY2(e.prompt.text().contains(rows.join(QStringLiteral(", "))),
                 qPrintable(e.prompt.text()));
    }
}

// Which of two heads is sharper depends on the scaled scores, not on a rule of thumb: neither
// "the smaller d" nor "the larger raw spread" is right more than 80 % of the time.
void TestExerciseKinds::sharperHeadIsNotARule()
{
    int draws = 0, smallerD = 0, widerRaw = 0;
    const auto spread = [](const Vector &v) {
        return *std::max_element(v.begin(), v.end()) - *std::min_element(v.begin(), v.end());
    };
    for (quint64 seed = 0; seed < 2000; ++seed) {
        const Exercise e = generateScaleCompare(seed);
        const auto &p = std::get<ScaleCompareParameters>(e.parameters);
        if (p.variant != ScaleCompareParameters::Variant::SharperHead)
            continue;
        ++draws;
        smallerD += e.answer.position() == (p.dimension < p.dimension2 ? 1 : 2);
        widerRaw += e.answer.position() == (spread(p.rawScores) > spread(p.rawScores2) ? 1 : 2);
    }
    qInfo("sharper-head over %d draws: the smaller d is sharper in %.1f %%, the wider raw "
          "spread in %.1f %%", draws, 100.0 * smallerD / draws, 100.0 * widerRaw / draws);
    QVERIFY(draws > 500);
    QVERIFY(smallerD < 0.8 * draws && smallerD > 0.2 * draws);
    QVERIFY(widerRaw < 0.8 * draws && widerRaw > 0.2 * draws);
}

QTEST_APPLESS_MAIN(TestExerciseKinds)
#include "tst_exercise_kinds.moc"
