#include "exercises/generators.h"

#include "attention/alternative_weights.h"
#include "attention/hull.h"
#include "exercises/friendly_numbers.h"

#include <algorithm>
#include <cmath>

namespace astrolabe::exercises {

namespace {

using Variant = AlternativeWeightsParameters::Variant;

const char *const prompts = "astrolabe::exercises::Prompts";
const char *const steps = "astrolabe::exercises::Steps";

// Drop binary noise (0.30000000000000004 -> 0.3): tenths times whole numbers.
attention::Vector tidy(attention::Vector v)
{
    for (double &x : v)
        x = std::round(x * 1e9) / 1e9;
    return v;
}

// n values of width 2, small whole numbers, all different except values[repeat], which copies
// values[from]; that value is not the zero vector (so forgetting to take the weight away from
// `from` gives another output).
std::vector<attention::Vector> drawValues(SeededRandom &random, int n, int from, int repeat)
{
    for (;;) {
        std::vector<attention::Vector> values = smallIntegerRows(random, n, 2, -3, 5);
        values[std::size_t(repeat)] = values[std::size_t(from)];
        if (values[std::size_t(from)] == attention::Vector{0.0, 0.0})
            continue;
        bool distinct = true;
        for (int i = 0; i < n && distinct; ++i)
            for (int j = i + 1; j < n && distinct; ++j)
                if (!(i == std::min(from, repeat) && j == std::max(from, repeat)))
                    distinct = values[std::size_t(i)] != values[std::size_t(j)];
        if (distinct)
            return values;
    }
}

int pickOther(SeededRandom &random, int n, std::initializer_list<int> excluded)
{
    std::vector<int> others;
    for (int i = 0; i < n; ++i)
        if (std::find(excluded.begin(), excluded.end(), i) == excluded.end())
            others.push_back(i);
    return random.pick(others);
}

} // namespace

Exercise generateAlternativeWeights(quint64 seed)
{
    SeededRandom random(seed);
    AlternativeWeightsParameters p;
    p.variant = random.coin() ? Variant::SameOutput : Variant::OutputChange;
    const int n = random.integer(4, 5);
    p.weights = tenthsSummingToOne(random, n);
    std::vector<int> heavy; // positions that can give weight away and keep at least 0.1
    for (int i = 0; i < n; ++i)
        if (p.weights[std::size_t(i)] > 0.15)
            heavy.push_back(i);
    p.from = random.pick(heavy);
    p.repeat = pickOther(random, n, {p.from});
    p.values = drawValues(random, n, p.from, p.repeat);
    const int tenths = int(std::lround(p.weights[std::size_t(p.from)] * 10));
    p.amount = random.integer(1, tenths - 1) / 10.0;
    p.output = tidy(attention::convexCombination(p.weights, p.values));

    const auto from = std::size_t(p.from);
    const StepArgument fromPosition = Step::number(p.from + 1);
    const StepArgument amount = Step::number(p.amount);
    const StepArgument value = Step::list(p.values[from], QStringLiteral(", "));

    Exercise e;
    e.kind = ExerciseKind::AlternativeWeights;
    e.seed = seed;
    e.tolerance = 0.01;
    if (p.variant == Variant::SameOutput) {
        // The one position the weight can go to without a trace: the other copy of the value.
        p.to = int(attention::positionsWithSameValue(p.values, from).front());
        const auto to = std::size_t(p.to);
        const attention::Vector moved = tidy(attention::moveWeight(p.weights, from, to, p.amount));
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "A head's values are %1 and its weights (%2), one "
                                          "weight per value, in order. Another weight vector takes %3 of "
                                          "weight from position %4 and gives all of it to one "
                                          "other position, chosen so that the output stays "
                                          "exactly the same. Write that weight vector."),
                        {Step::rows(p.values), Step::list(p.weights, QStringLiteral(", ")), amount,
                         fromPosition});
        e.answer = Answer::vector(moved);
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Position %1 holds (%2), and so does position %3, "
                                               "the only other position with that value."),
                             std::vector<StepArgument>{fromPosition, value,
                                                       Step::number(p.to + 1)});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Moving %1 from position %2 to position %3 takes "
                                               "%1 × (%4) out of the weighted sum and puts the "
                                               "same %1 × (%4) back, so the output does not "
                                               "change. Sent to any other position, the weight "
                                               "would bring back %1 times a different value."),
                             std::vector<StepArgument>{amount, fromPosition,
                                                       Step::number(p.to + 1), value});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "The new weights are (%1). They still add up to 1, "
                                               "and they give the output (%2), as the old "
                                               "weights do."),
                             std::vector<StepArgument>{
                                 Step::list(moved, QStringLiteral(", ")),
                                 Step::list(tidy(attention::convexCombination(moved, p.values)),
                                            QStringLiteral(", "))});
    } else {
        p.to = pickOther(random, n, {p.from, p.repeat});
        const auto to = std::size_t(p.to);
        const attention::Vector change =
            tidy(attention::outputChangeOfMove(p.values, from, to, p.amount));
        const attention::Vector after = tidy(attention::add(p.output, change));
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "A head's values are %1 and its weights (%2); its output "
                                          "is (%3). Position %4 holds the same value as position "
                                          "%5, so moving weight between them would change "
                                          "nothing. "
                                          "Instead, %6 of weight moves from position %4 to "
                                          "position %7. What is the new output?"),
                        {Step::rows(p.values), Step::list(p.weights, QStringLiteral(", ")),
                         Step::list(p.output, QStringLiteral(", ")), fromPosition,
                         Step::number(p.repeat + 1), amount, Step::number(p.to + 1)});
        e.answer = Answer::vector(after);
        const StepArgument target = Step::list(p.values[to], QStringLiteral(", "));
        const StepArgument changeArgument = Step::list(change, QStringLiteral(", "));
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Position %1 holds (%2) and position %3 holds (%4): "
                                               "different values, so this move shows in the "
                                               "output."),
                             std::vector<StepArgument>{fromPosition, value, Step::number(p.to + 1),
                                                       target});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "The output changes by %1 × ((%2) − (%3)) = (%4)."),
                             std::vector<StepArgument>{amount, target, value, changeArgument});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "New output: (%1) + (%2) = (%3). The new weights "
                                               "(%4), blended in full, give the same."),
                             std::vector<StepArgument>{
                                 Step::list(p.output, QStringLiteral(", ")), changeArgument,
                                 Step::list(after, QStringLiteral(", ")),
                                 Step::list(tidy(attention::moveWeight(p.weights, from, to,
                                                                       p.amount)),
                                            QStringLiteral(", "))});
    }
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
