#include "exercises/generators.h"

#include "attention/softmax.h"
#include "attention/sparse_linear.h"
#include "exercises/friendly_numbers.h"

#include <algorithm>
#include <cmath>

namespace astrolabe::exercises {

namespace {

using Variant = LinearAssociativityParameters::Variant;

const char *const prompts = "astrolabe::exercises::Prompts";
const char *const steps = "astrolabe::exercises::Steps";

// A slip must move some number of the answer by more than twice the tolerance (0.01).
constexpr double visibleChange = 0.03;

bool farApart(const attention::Vector &a, const attention::Vector &b)
{
    return attention::maxAbsDifference(a, b) >= visibleChange;
}

// The answer of the same-output variant: S row by row, then the output at `position`.
attention::Vector sameOutputAnswer(const attention::Matrix &state, const attention::Vector &output)
{
    attention::Vector answer;
    for (std::size_t a = 0; a < state.rows(); ++a)
        for (std::size_t c = 0; c < state.cols(); ++c)
            answer.push_back(state(a, c));
    answer.insert(answer.end(), output.begin(), output.end());
    return answer;
}

// Whether every usual slip gives another answer: S transposed (V ᵀ φ(K)); the numerator left
// undivided; divided by n instead of φ(q) · z; another position's output; softmax weights of the
// same scores (e^(φ(q) · φ(k)) in place of φ(q) · φ(k)); the column of φ(Q) φ(K)ᵀ read instead of
// its row.
bool slipsShow(const LinearAssociativityParameters &p, const attention::LinearAttentionResult &r)
{
    const std::size_t i = std::size_t(p.position);
    const std::size_t n = std::size_t(p.length);
    const attention::Vector right = sameOutputAnswer(r.state, r.output.row(i));
    if (!farApart(sameOutputAnswer(r.state.transposed(), r.output.row(i)), right))
        return false;
    attention::Vector undivided = r.numeratorsRight.row(i);
    attention::Vector overN = undivided;
    for (double &x : overN)
        x /= double(n);
    std::vector<attention::Vector> wrongOutputs = {undivided, overN};
    for (std::size_t j = 0; j < n; ++j)
        if (j != i)
            wrongOutputs.push_back(r.output.row(j));
    const attention::Vector softWeights = attention::softmax(r.scores.row(i));
    attention::Vector column(std::size_t(p.width), 0.0), soft(std::size_t(p.width), 0.0);
    double columnSum = 0.0;
    for (std::size_t j = 0; j < n; ++j) {
        columnSum += r.scores(j, i);
        for (std::size_t c = 0; c < std::size_t(p.width); ++c) {
            soft[c] += softWeights[j] * p.values[j][c];
            column[c] += r.scores(j, i) * p.values[j][c];
        }
    }
    wrongOutputs.push_back(soft);
    if (columnSum > 0.0) {
        for (double &x : column)
            x /= columnSum;
        wrongOutputs.push_back(column);
    }
    return std::all_of(wrongOutputs.begin(), wrongOutputs.end(),
                       [&](const attention::Vector &w) { return farApart(w, r.output.row(i)); });
}

void makeSameOutput(SeededRandom &random, LinearAssociativityParameters &p, Exercise &e)
{
    p.features = 2;
    p.width = 2;
    attention::LinearAttentionResult r;
    for (;;) {
        p.length = random.integer(2, 3);
        p.phiQ = smallIntegerRows(random, p.length, 2, 0, 3);
        p.phiK = smallIntegerRows(random, p.length, 2, 0, 3);
        p.values = smallIntegerRows(random, p.length, 2, 0, 3);
        p.position = random.integer(0, p.length - 1);
        // Each column of V must vary, or that output coordinate would not depend on the weights.
        bool varies = true;
        for (std::size_t c = 0; c < 2; ++c) {
            bool same = true;
            for (const attention::Vector &v : p.values)
                same = same && v[c] == p.values.front()[c];
            varies = varies && !same;
        }
        if (!varies)
            continue;
        // Every query needs a positive denominator φ(q) · z; the asked one at least 2, so that
        // the division shows.
        bool usable = true;
        double z0 = 0.0, z1 = 0.0;
        for (const attention::Vector &k : p.phiK) {
            z0 += k[0];
            z1 += k[1];
        }
        for (const attention::Vector &q : p.phiQ)
            usable = usable && q[0] * z0 + q[1] * z1 > 0.0;
        if (!usable)
            continue;
        r = attention::linearAttention(attention::Matrix::fromRows(p.phiQ),
                                       attention::Matrix::fromRows(p.phiK),
                                       attention::Matrix::fromRows(p.values));
        if (r.denominatorsRight[std::size_t(p.position)] >= 2.0 && slipsShow(p, r))
            break;
    }
    const std::size_t i = std::size_t(p.position);
    const StepArgument position = Step::number(p.position + 1);
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "Linear attention, with the feature maps already applied: "
                                      "φ(Q) has the rows %1, φ(K) the rows %2 and V the rows %3. "
                                      "Work in the regrouped order: first S = φ(K)ᵀ V, then the "
                                      "output at position %4, φ(q) S divided by φ(q) · z with "
                                      "z = φ(K)ᵀ 1. Give the 4 entries of S row by row, then the "
                                      "2 numbers of the output, to 2 decimals."),
                    {Step::rows(p.phiQ), Step::rows(p.phiK), Step::rows(p.values), position});
    e.answer = Answer::vector(sameOutputAnswer(r.state, r.output.row(i)));
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Row a of S = φ(K)ᵀ V adds up the values, each times "
                                           "feature a of its key: S has the rows %1."),
                         std::vector<StepArgument>{Step::rows(r.state.toRows())});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "z = φ(K)ᵀ 1 adds up each feature over the keys: "
                                           "z = (%1), with additions only."),
                         std::vector<StepArgument>{Step::list(r.normaliser, QStringLiteral(", "))});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "At position %1, φ(q) = (%2): φ(q) S = (%3) and "
                                           "φ(q) · z = %4, so the output is (%3) / %4 = (%5)."),
                         std::vector<StepArgument>{
                             position, Step::list(p.phiQ[i], QStringLiteral(", ")),
                             Step::list(r.numeratorsRight.row(i), QStringLiteral(", ")),
                             Step::number(r.denominatorsRight[i]),
                             Step::list(r.output.row(i), QStringLiteral(", "), 2)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Left to right gives the same: row %1 of φ(Q) φ(K)ᵀ is "
                                           "(%2), its weighted sum of the values (%3) and its sum "
                                           "%4. Only the cost differs: %5 multiplications left to "
                                           "right, %6 regrouped."),
                         std::vector<StepArgument>{
                             position, Step::list(r.scores.row(i), QStringLiteral(", ")),
                             Step::list(r.numeratorsLeft.row(i), QStringLiteral(", ")),
                             Step::number(r.denominatorsLeft[i]),
                             Step::number(double(r.multiplicationsLeft)),
                             Step::number(double(r.multiplicationsRight))});
}

void makeMultCount(SeededRandom &random, LinearAssociativityParameters &p, Exercise &e)
{
    static const std::vector<int> sizes = {2, 3, 4, 8, 16};
    attention::MultiplicationCounts counts;
    do {
        p.length = random.integer(3, 64);
        p.features = random.pick(sizes);
        p.width = random.pick(sizes);
        counts = attention::linearAttentionMultiplications(p.length, p.features, p.width);
    } while (counts.leftToRight == counts.regrouped);
    const long long n = p.length, r = p.features, d = p.width;
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "Linear attention over n = %1 positions, with features "
                                      "φ(q), φ(k) of r = %2 numbers and values of d = %3. Count "
                                      "scalar multiplications only (additions and the final "
                                      "divisions are free) and include the normaliser. How many "
                                      "does the left-to-right order (φ(Q) φ(K)ᵀ) V make, and how "
                                      "many the regrouped order φ(Q) (φ(K)ᵀ V)? Give both, in "
                                      "that order."),
                    {Step::number(p.length), Step::number(p.features), Step::number(p.width)});
    e.answer = Answer::vector({double(counts.leftToRight), double(counts.regrouped)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Left to right: φ(Q) φ(K)ᵀ has %1 × %1 entries of %2 "
                                           "multiplications each, %3; times V, %4 more; its row "
                                           "sums, the denominators, are additions only: %5 in "
                                           "all."),
                         std::vector<StepArgument>{Step::number(p.length), Step::number(p.features),
                                                   Step::number(double(n * n * r)),
                                                   Step::number(double(n * n * d)),
                                                   Step::number(double(counts.leftToRight))});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Regrouped: φ(K)ᵀ V costs %1 × %2 × %3 = %4, φ(Q) "
                                           "times it %4 more, and φ(Q) z (z = φ(K)ᵀ 1 is additions "
                                           "only) %5: %6 in all."),
                         std::vector<StepArgument>{Step::number(p.length), Step::number(p.features),
                                                   Step::number(p.width),
                                                   Step::number(double(n * r * d)),
                                                   Step::number(double(n * r)),
                                                   Step::number(double(counts.regrouped))});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Per position the left-to-right order costs "
                                           "n (r + d) = %1 and the regrouped one 2 r d + r = %2: "
                                           "regrouping pays once n (r + d) is the larger, and the "
                                           "gap grows with n."),
                         std::vector<StepArgument>{Step::number(double(n * (r + d))),
                                                   Step::number(double(2 * r * d + r))});
}

} // namespace

Exercise generateLinearAssociativity(quint64 seed)
{
    SeededRandom random(seed);
    LinearAssociativityParameters p;
    p.variant = random.coin() ? Variant::SameOutput : Variant::MultCount;
    Exercise e;
    e.kind = ExerciseKind::LinearAssociativity;
    e.seed = seed;
    if (p.variant == Variant::SameOutput) {
        e.tolerance = 0.01;
        makeSameOutput(random, p, e);
    } else {
        e.tolerance = 0.0; // counts
        makeMultCount(random, p, e);
    }
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
