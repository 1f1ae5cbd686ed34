#include "exercises/generators.h"

#include "attention/multi_head.h"
#include "attention/vector.h"
#include "exercises/friendly_numbers.h"
#include "exercises/softmax_steps.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace astrolabe::exercises {

namespace {

using Variant = HeadSliceParameters::Variant;

constexpr int width = 4;
constexpr int heads = 2;
constexpr int headWidth = width / heads;
// A learner who skips the slicing, or reads the other head, must land visibly elsewhere.
constexpr double visibleChange = 0.05;

attention::Vector slice(const attention::Vector &v, int head)
{
    return attention::Vector(v.begin() + head * headWidth, v.begin() + (head + 1) * headWidth);
}

// What the whole-width head would give, read on head `head`'s value columns: the answer of a
// learner who forgot to slice.
attention::Vector unsliced(const HeadSliceParameters &p, bool output)
{
    const auto full = attention::attendSequence(attention::Matrix::fromRows({p.query}),
                                                attention::Matrix::fromRows(p.keys),
                                                attention::Matrix::fromRows(p.values));
    if (!output)
        return full.weights.row(0);
    return slice(full.output.row(0), p.head);
}

// Readable weights of a head that prefers some key, with e^x in reach, an output that survives
// weights rounded to two decimals, and answers visibly apart from the other head's and from
// the unsliced head's.
bool isGoodDraw(const HeadSliceParameters &p, const attention::MultiHeadAttended &attended,
                bool output)
{
    const attention::SequenceAttended &head = attended.heads[static_cast<std::size_t>(p.head)];
    const attention::SequenceAttended &other = attended.heads[static_cast<std::size_t>(1 - p.head)];
    const attention::Vector weights = head.weights.row(0);
    const attention::Vector scaled = head.scaled.row(0);
    const attention::Vector answer = output ? head.output.row(0) : weights;
    const attention::Vector otherAnswer = output ? other.output.row(0) : other.weights.row(0);
    const double tolerance = output ? 0.05 : 0.01;
    const bool flat = std::adjacent_find(scaled.begin(), scaled.end(),
                                         std::not_equal_to<double>()) == scaled.end();
    std::vector<attention::Vector> slices;
    for (const attention::Vector &v : p.values)
        slices.push_back(slice(v, p.head));
    const bool roundingIsSafe = !output
        || attention::maxAbsDifference(blendOfRoundedWeights(weights, slices), answer) <= tolerance - 0.01;
    return !flat && roundingIsSafe && withinHandReach(scaled) && isBalanced(weights)
        && attention::maxAbsDifference(answer, otherAnswer) >= visibleChange + tolerance
        && attention::maxAbsDifference(answer, unsliced(p, output)) >= visibleChange + tolerance;
}

} // namespace

Exercise generateHeadSlice(quint64 seed)
{
    SeededRandom random(seed);
    HeadSliceParameters p;
    p.variant = random.coin() ? Variant::Output : Variant::Weights;
    p.heads = heads;
    p.head = random.integer(0, heads - 1);
    const int count = random.integer(2, 3);
    const bool output = p.variant == Variant::Output;

    attention::SequenceAttended head;
    for (;;) {
        p.query = smallIntegers(random, width, -2, 2);
        p.keys = smallIntegerRows(random, count, width, -2, 2);
        p.values = smallIntegerRows(random, count, width, -3, 5);
        const auto attended = attention::attendMultiHead(
            attention::Matrix::fromRows({p.query}), attention::Matrix::fromRows(p.keys),
            attention::Matrix::fromRows(p.values), heads);
        head = attended->heads[static_cast<std::size_t>(p.head)];
        if (isGoodDraw(p, *attended, output))
            break;
    }

    Exercise e;
    e.kind = ExerciseKind::HeadSlice;
    e.seed = seed;
    e.parameters = p;
    const std::vector<StepArgument> promptArguments{
        Step::list(p.query, QStringLiteral(", ")), Step::rows(p.keys), Step::rows(p.values),
        Step::number(p.head + 1)};
    if (output) {
        e.prompt = Step("astrolabe::exercises::Prompts",
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "The query is (%1), the keys %2 and the values %3, "
                                          "each of width 4 and split into 2 heads of width 2 "
                                          "(head 1: entries 1-2, head 2: entries 3-4). What is "
                                          "head %4's output?"),
                        promptArguments);
        e.answer = Answer::vector(head.output.row(0));
        e.tolerance = 0.05; // the weights on the way are rounded by hand
    } else {
        e.prompt = Step("astrolabe::exercises::Prompts",
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "The query is (%1), the keys %2 and the values %3, "
                                          "each of width 4 and split into 2 heads of width 2 "
                                          "(head 1: entries 1-2, head 2: entries 3-4). What are "
                                          "head %4's weights, in order?"),
                        promptArguments);
        e.answer = Answer::vector(head.weights.row(0));
        e.tolerance = 0.01;
    }

    const char *context = "astrolabe::exercises::Steps";
    const attention::Vector q = slice(p.query, p.head);
    e.steps.emplace_back(context,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Head %1 reads entries %2 to %3 of every vector: its "
                                           "query is (%4)."),
                         std::vector<StepArgument>{Step::number(p.head + 1),
                                                   Step::number(p.head * headWidth + 1),
                                                   Step::number((p.head + 1) * headWidth),
                                                   Step::list(q, QStringLiteral(", "))});
    for (std::size_t i = 0; i < p.keys.size(); ++i) {
        const attention::Vector k = slice(p.keys[i], p.head);
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Key %1 in this head is (%2): q · k%1 = %3 = %4"),
                             std::vector<StepArgument>{Step::number(static_cast<double>(i + 1)),
                                                       Step::list(k, QStringLiteral(", ")),
                                                       Step::sum({q[0] * k[0], q[1] * k[1]}),
                                                       Step::number(head.scores(0, i))});
    }
    const attention::Vector scaled = head.scaled.row(0);
    e.steps.emplace_back(context,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "A head divides by the square root of its own width, "
                                           "√%1 ≈ %2: the scores become %3."),
                         std::vector<StepArgument>{Step::number(headWidth),
                                                   Step::number(head.scale),
                                                   Step::list(scaled, QStringLiteral(", "))});
    appendSoftmaxSteps(e.steps, scaled);
    if (output) {
        const attention::Vector weights = head.weights.row(0);
        for (std::size_t i = 0; i < p.values.size(); ++i) {
            const attention::Vector v = slice(p.values[i], p.head);
            e.steps.emplace_back(context,
                                 QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                                   "%1 × (%2) = (%3)"),
                                 std::vector<StepArgument>{
                                     Step::number(weights[i], 3),
                                     Step::list(v, QStringLiteral(", ")),
                                     Step::list({weights[i] * v[0], weights[i] * v[1]},
                                                QStringLiteral(", "), 3)});
        }
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Add them entry by entry: output = (%1)."),
                             std::vector<StepArgument>{
                                 Step::list(head.output.row(0), QStringLiteral(", "), 2)});
    }
    appendSquareRootHint(e.hints, headWidth);
    appendExponentHints(e.hints, scaled);
    return e;
}

} // namespace astrolabe::exercises
