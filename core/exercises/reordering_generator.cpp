#include "exercises/generators.h"

#include "attention/vector.h"
#include "exercises/friendly_numbers.h"

#include <algorithm>
#include <cmath>

namespace astrolabe::exercises {

namespace {

using Variant = ReorderingParameters::Variant;
using Rows = std::vector<attention::Vector>;

// The right answer and the answer of the opposite belief (pairs vs keys only; positions that
// travel with the pair) must differ visibly, so the answer shows which one the learner holds.
constexpr double visibleChange = 0.1;

const char *const steps = "astrolabe::exercises::Steps";

// Sum of weights[i] * values[i], with the binary noise of tenths rounded away.
attention::Vector blend(const attention::Vector &weights, const Rows &values)
{
    attention::Vector output(values.front().size(), 0.0);
    for (std::size_t i = 0; i < weights.size(); ++i)
        for (std::size_t j = 0; j < output.size(); ++j)
            output[j] += weights[i] * values[i][j];
    for (double &x : output)
        x = std::round(x * 1e9) / 1e9;
    return output;
}

attention::Vector permuted(const attention::Vector &v, const std::vector<int> &order)
{
    attention::Vector result;
    for (int from : order)
        result.push_back(v[static_cast<std::size_t>(from)]);
    return result;
}

StepArgument vector(const attention::Vector &v)
{
    return Step::list(v, QStringLiteral(", "));
}

std::vector<double> oneBased(const std::vector<int> &order)
{
    std::vector<double> list;
    for (int i : order)
        list.push_back(i + 1);
    return list;
}

void makeBlend(SeededRandom &random, ReorderingParameters &p, Exercise &e)
{
    const int count = random.integer(2, 3);
    attention::Vector before;
    attention::Vector keysMoved;
    do {
        p.weights = tenthsSummingToOne(random, count);
        p.values = smallIntegerRows(random, count, 2, -3, 5);
        p.order = random.nonIdentityPermutation(count);
        before = blend(p.weights, p.values);
        keysMoved = blend(permuted(p.weights, p.order), p.values);
    } while (attention::maxAbsDifference(before, keysMoved) < visibleChange);

    const bool together = p.variant == Variant::PairsTogether;
    const std::vector<StepArgument> arguments{
        Step::list(p.weights, QStringLiteral(", ")), Step::rows(p.values),
        Step::list(oneBased(p.order), QStringLiteral(", "))};
    e.prompt = together
        ? Step("astrolabe::exercises::Prompts",
               QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                 "Before reordering, the weights are %1 and the values %2, pair "
                                 "by pair. The key/value pairs are put in the order %3, each "
                                 "value staying with its key. What is the output now?"),
               arguments)
        : Step("astrolabe::exercises::Prompts",
               QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                 "Before reordering, the weights are %1 and the values %2, slot "
                                 "by slot. Only the keys are put in the order %3, each weight "
                                 "going with its key; the values stay where they were. What is "
                                 "the output now?"),
               arguments);
    const attention::Vector after = together ? before : keysMoved;
    e.answer = Answer::vector(after);
    e.tolerance = 0.01;

    for (std::size_t i = 0; i < p.order.size(); ++i) {
        const auto from = static_cast<std::size_t>(p.order[i]);
        const attention::Vector &value = together ? p.values[from] : p.values[i];
        if (together)
            e.steps.emplace_back(steps,
                                 QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                                   "Slot %1 now holds pair %2: weight %3 with its "
                                                   "value (%4)."),
                                 std::vector<StepArgument>{Step::number(double(i + 1)),
                                                           Step::number(double(from + 1)),
                                                           Step::number(p.weights[from]),
                                                           vector(value)});
        else
            e.steps.emplace_back(steps,
                                 QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                                   "Slot %1 now holds key %2 and so weight %3, "
                                                   "but its value is still (%4)."),
                                 std::vector<StepArgument>{Step::number(double(i + 1)),
                                                           Step::number(double(from + 1)),
                                                           Step::number(p.weights[from]),
                                                           vector(value)});
        attention::Vector part;
        for (double x : value)
            part.push_back(std::round(p.weights[from] * x * 1e9) / 1e9);
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "%1 × (%2) = (%3)"),
                             std::vector<StepArgument>{Step::number(p.weights[from]),
                                                       vector(value), vector(part)});
    }
    if (together)
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "The same products in another order: output = "
                                               "(%1), as before."),
                             std::vector<StepArgument>{vector(after)});
    else
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "The weights now meet other values: output = "
                                               "(%1), not (%2) as before."),
                             std::vector<StepArgument>{vector(after), vector(before)});
}

void makeScores(SeededRandom &random, ReorderingParameters &p, Exercise &e)
{
    const int count = random.integer(2, 3);
    attention::Vector after;
    attention::Vector positionsTravel;
    attention::Vector positionsIgnored;
    for (;;) {
        p.query = smallIntegers(random, 2, -2, 2);
        p.keys = smallIntegerRows(random, count, 2, -2, 2);
        p.positions = smallIntegerRows(random, count, 2, -1, 1);
        p.order = random.nonIdentityPermutation(count);
        after.clear();
        positionsTravel.clear();
        positionsIgnored.clear();
        for (std::size_t i = 0; i < p.order.size(); ++i) {
            const auto from = static_cast<std::size_t>(p.order[i]);
            after.push_back(attention::dot(p.query, attention::add(p.keys[from], p.positions[i])));
            const attention::Vector travelled = attention::add(p.keys[from], p.positions[from]);
            positionsTravel.push_back(attention::dot(p.query, travelled));
            positionsIgnored.push_back(attention::dot(p.query, p.keys[from]));
        }
        if (attention::maxAbsDifference(after, positionsTravel) >= visibleChange
            && attention::maxAbsDifference(after, positionsIgnored) >= visibleChange)
            break;
    }
    e.prompt = Step("astrolabe::exercises::Prompts",
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "The query is (%1) and the keys %2. Each slot adds its "
                                      "own position vector, %3, to the key in it. The pairs are "
                                      "put in the order %4. What are the scores q · key of "
                                      "slots 1 to %5 now?"),
                    {vector(p.query), Step::rows(p.keys), Step::rows(p.positions),
                     Step::list(oneBased(p.order), QStringLiteral(", ")), Step::number(count)});
    e.answer = Answer::vector(after);
    e.tolerance = 0.0;
    for (std::size_t i = 0; i < p.order.size(); ++i) {
        const auto from = static_cast<std::size_t>(p.order[i]);
        const attention::Vector key = attention::add(p.keys[from], p.positions[i]);
        attention::Vector products;
        for (std::size_t j = 0; j < key.size(); ++j)
            products.push_back(p.query[j] * key[j]);
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Slot %1 holds key %2, (%3), plus the slot's "
                                               "position (%4): (%5). q · (%5) = %6 = %7."),
                             std::vector<StepArgument>{Step::number(double(i + 1)),
                                                       Step::number(double(from + 1)),
                                                       vector(p.keys[from]), vector(p.positions[i]),
                                                       vector(key), Step::sum(products),
                                                       Step::number(after[i])});
    }
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Without positions the scores would only be "
                                           "reordered, (%1); the positions make them (%2)."),
                         std::vector<StepArgument>{vector(positionsIgnored), vector(after)});
}

} // namespace

Exercise generateReordering(quint64 seed)
{
    SeededRandom random(seed);
    ReorderingParameters p;
    const int variant = random.integer(0, 2);
    p.variant = variant == 0 ? Variant::PairsTogether
        : variant == 1       ? Variant::KeysOnly
                             : Variant::WithPositions;
    Exercise e;
    e.kind = ExerciseKind::Reordering;
    e.seed = seed;
    if (p.variant == Variant::WithPositions)
        makeScores(random, p, e);
    else
        makeBlend(random, p, e);
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
