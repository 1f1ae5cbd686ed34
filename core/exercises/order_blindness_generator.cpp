#include "exercises/generators.h"

#include "attention/attend.h"
#include "attention/vector.h"
#include "exercises/friendly_numbers.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace astrolabe::exercises {

namespace {

using Variant = OrderBlindnessParameters::Variant;

// A "changed" output must differ visibly when a learner rounds to 2 decimals.
constexpr double visibleChange = 0.05;

struct Arrangement
{
    std::vector<attention::Vector> keys;
    std::vector<attention::Vector> values;
};

// What the head sees before reordering.
Arrangement before(const OrderBlindnessParameters &p)
{
    Arrangement a{p.keys, p.values};
    if (p.variant == Variant::WithPositions)
        for (std::size_t i = 0; i < a.keys.size(); ++i)
            a.keys[i] = attention::add(a.keys[i], p.positions[i]);
    return a;
}

// What the head sees after reordering: slot i holds pair order[i].
Arrangement after(const OrderBlindnessParameters &p)
{
    Arrangement a;
    for (std::size_t i = 0; i < p.order.size(); ++i) {
        const auto from = static_cast<std::size_t>(p.order[i]);
        attention::Vector key = p.keys[from];
        if (p.variant == Variant::WithPositions)
            key = attention::add(key, p.positions[i]);
        a.keys.push_back(key);
        a.values.push_back(p.variant == Variant::KeysOnly ? p.values[i] : p.values[from]);
    }
    return a;
}

} // namespace

Exercise generateOrderBlindness(quint64 seed)
{
    SeededRandom random(seed);
    OrderBlindnessParameters p;
    const int variant = random.integer(0, 2);
    p.variant = variant == 0 ? Variant::PairsTogether
        : variant == 1       ? Variant::KeysOnly
                             : Variant::WithPositions;
    const int count = random.integer(2, 3);
    const int d = 2;
    attention::Attended first;
    attention::Attended second;
    for (;;) {
        p.query = smallIntegers(random, d, -2, 2);
        p.keys.clear();
        p.values.clear();
        p.positions.clear();
        for (int i = 0; i < count; ++i) {
            p.keys.push_back(smallIntegers(random, d, -2, 2));
            p.values.push_back(smallIntegers(random, d, -3, 5));
            if (p.variant == Variant::WithPositions)
                p.positions.push_back(smallIntegers(random, d, -1, 1));
        }
        p.order = random.nonIdentityPermutation(count);
        const Arrangement b = before(p);
        const Arrangement a = after(p);
        first = attention::attend(p.query, b.keys, b.values);
        second = attention::attend(p.query, a.keys, a.values);
        // The head must prefer some position (not all scores equal), and a change must show.
        const bool flat = std::adjacent_find(first.scores.begin(), first.scores.end(),
                                             std::not_equal_to<double>()) == first.scores.end();
        if (flat)
            continue;
        if (p.variant == Variant::PairsTogether
            || attention::maxAbsDifference(first.output, second.output) >= visibleChange)
            break;
    }

    Exercise e;
    e.kind = ExerciseKind::OrderBlindness;
    e.seed = seed;
    e.parameters = p;
    const char *prompts = "astrolabe::exercises::Prompts";
    std::vector<double> order;
    for (int i : p.order)
        order.push_back(i + 1);
    const std::vector<StepArgument> orderArgument{Step::list(order, QStringLiteral(", "))};
    switch (p.variant) {
    case Variant::PairsTogether:
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "The key/value pairs are put in the order %1, each "
                                          "value staying with its key. Does the query's output "
                                          "change?"),
                        orderArgument);
        break;
    case Variant::KeysOnly:
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "Only the keys are put in the order %1; the values stay "
                                          "where they were. Does the query's output change?"),
                        orderArgument);
        break;
    case Variant::WithPositions:
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "Each slot adds its position vector to the key in it. "
                                          "The key/value pairs are put in the order %1. Does the "
                                          "query's output change?"),
                        orderArgument);
        break;
    }
    const bool changes = p.variant != Variant::PairsTogether;
    e.answer = Answer::choice(changes ? QStringLiteral("yes") : QStringLiteral("no"),
                              {QStringLiteral("yes"), QStringLiteral("no")});

    const char *context = "astrolabe::exercises::Steps";
    e.steps.emplace_back(context,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Before: scores (%1); divided by √%2 and put "
                                           "through softmax, the weights are (%3); "
                                           "output (%4)."),
                         std::vector<StepArgument>{Step::list(first.scores, QStringLiteral(", ")),
                                                   Step::number(d),
                                                   Step::list(first.weights, QStringLiteral(", "), 2),
                                                   Step::list(first.output, QStringLiteral(", "), 2)});
    e.steps.emplace_back(context,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "After: scores (%1); divided by √%2 and put "
                                           "through softmax, the weights are (%3); "
                                           "output (%4)."),
                         std::vector<StepArgument>{Step::list(second.scores, QStringLiteral(", ")),
                                                   Step::number(d),
                                                   Step::list(second.weights, QStringLiteral(", "), 2),
                                                   Step::list(second.output, QStringLiteral(", "), 2)});
    switch (p.variant) {
    case Variant::PairsTogether:
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "The same weights meet the same values, only listed "
                                               "in another order, and a sum does not depend on "
                                               "order: the output is unchanged."));
        break;
    case Variant::KeysOnly:
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "The weights now land on different values, so the "
                                               "output changes."));
        break;
    case Variant::WithPositions:
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Each key now carries a different position vector, "
                                               "so its score changes and so does the output."));
        break;
    }
    return e;
}

} // namespace astrolabe::exercises
