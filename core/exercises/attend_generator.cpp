#include "exercises/generators.h"

#include "attention/attend.h"
#include "attention/vector.h"
#include "exercises/friendly_numbers.h"
#include "exercises/softmax_steps.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace astrolabe::exercises {

namespace {

using Variant = AttendParameters::Variant;

// Forgetting to divide by sqrt(d) must land visibly elsewhere.
constexpr double visibleChange = 0.05;

} // namespace

Exercise generateAttend(quint64 seed)
{
    SeededRandom random(seed);
    AttendParameters p;
    p.variant = random.coin() ? Variant::Output : Variant::Weights;
    const bool output = p.variant == Variant::Output;
    const int d = random.coin() ? 4 : 2;
    const int count = random.integer(2, 3);
    const double tolerance = output ? 0.05 : 0.01; // outputs come from hand-rounded weights

    attention::Attended attended;
    for (;;) {
        p.query = smallIntegers(random, d, -2, d == 2 ? 3 : 2);
        p.keys = smallIntegerRows(random, count, d, -2, d == 2 ? 3 : 2);
        p.values = smallIntegerRows(random, count, 2, -3, 5);
        attended = attention::attend(p.query, p.keys, p.values);
        const attention::Attended unscaled = attention::attend(p.query, p.keys, p.values, false);
        const bool flat = std::adjacent_find(attended.scores.begin(), attended.scores.end(),
                                             std::not_equal_to<double>())
            == attended.scores.end();
        const double change = output ? attention::maxAbsDifference(attended.output, unscaled.output)
                                     : attention::maxAbsDifference(attended.weights, unscaled.weights);
        // A learner who rounds the weights to two decimals on the way must still be right.
        const bool roundingIsSafe = !output
            || attention::maxAbsDifference(blendOfRoundedWeights(attended.weights, p.values),
                                 attended.output) <= tolerance - 0.01;
        if (!flat && isBalanced(attended.weights) && change >= visibleChange + tolerance
            && withinHandReach(attended.scaled) && roundingIsSafe)
            break;
    }

    Exercise e;
    e.kind = ExerciseKind::Attend;
    e.seed = seed;
    e.parameters = p;
    e.tolerance = tolerance;
    const std::vector<StepArgument> promptArguments{
        Step::list(p.query, QStringLiteral(", ")), Step::rows(p.keys), Step::rows(p.values),
        Step::number(d)};
    if (output) {
        e.prompt = Step("astrolabe::exercises::Prompts",
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "The query is (%1), the keys %2 and the values %3; "
                                          "d = %4. Divide the scores by √d, apply softmax and "
                                          "blend the values. What is the output?"),
                        promptArguments);
        e.answer = Answer::vector(attended.output);
    } else {
        e.prompt = Step("astrolabe::exercises::Prompts",
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "The query is (%1), the keys %2 and the values %3; "
                                          "d = %4. Divide the scores by √d and apply softmax. "
                                          "What are the weights, in order?"),
                        promptArguments);
        e.answer = Answer::vector(attended.weights);
    }

    const char *context = "astrolabe::exercises::Steps";
    for (std::size_t i = 0; i < p.keys.size(); ++i) {
        attention::Vector products;
        for (int j = 0; j < d; ++j)
            products.push_back(p.query[static_cast<std::size_t>(j)]
                               * p.keys[i][static_cast<std::size_t>(j)]);
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "q · k%1 = %2 = %3"),
                             std::vector<StepArgument>{Step::number(static_cast<double>(i + 1)),
                                                       Step::sum(products),
                                                       Step::number(attended.scores[i])});
    }
    e.steps.emplace_back(context,
                         d == 4 ? QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                                    "Divide by √%1 = %2: the scores become %3.")
                                : QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                                    "Divide by √%1 ≈ %2: the scores become %3."),
                         std::vector<StepArgument>{Step::number(d), Step::number(attended.scale),
                                                   Step::list(attended.scaled,
                                                              QStringLiteral(", "))});
    appendSoftmaxSteps(e.steps, attended.scaled);
    if (output) {
        for (std::size_t i = 0; i < p.values.size(); ++i) {
            const double w = attended.weights[i];
            e.steps.emplace_back(context,
                                 QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                                   "%1 × (%2) = (%3)"),
                                 std::vector<StepArgument>{
                                     Step::number(w, 3),
                                     Step::list(p.values[i], QStringLiteral(", ")),
                                     Step::list({w * p.values[i][0], w * p.values[i][1]},
                                                QStringLiteral(", "), 3)});
        }
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Add them entry by entry: output = (%1)."),
                             std::vector<StepArgument>{
                                 Step::list(attended.output, QStringLiteral(", "), 2)});
    }
    appendSquareRootHint(e.hints, d);
    appendExponentHints(e.hints, attended.scaled);
    return e;
}

} // namespace astrolabe::exercises
