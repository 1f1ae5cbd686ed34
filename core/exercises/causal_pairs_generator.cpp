#include "exercises/generators.h"

#include "attention/cost.h"
#include "exercises/seeded_random.h"

namespace astrolabe::exercises {

namespace {

using Variant = CausalPairsParameters::Variant;

int drawLength(SeededRandom &random)
{
    return random.coin() ? random.integer(3, 12)
                         : random.pick(std::vector<int>{16, 20, 32, 50, 64, 100, 128, 1000});
}

std::vector<double> positions(int first, int last) // 1-based, both included
{
    std::vector<double> list;
    for (int i = first; i <= last; ++i)
        list.push_back(i);
    return list;
}

} // namespace

Exercise generateCausalPairs(quint64 seed)
{
    SeededRandom random(seed);
    CausalPairsParameters p;
    const int variant = random.integer(0, 3);
    p.variant = variant == 0 ? Variant::VisiblePairs
        : variant == 1       ? Variant::HiddenPairs
        : variant == 2       ? Variant::Sees
                             : Variant::SeenBy;
    if (p.variant == Variant::VisiblePairs || p.variant == Variant::HiddenPairs) {
        p.length = drawLength(random);
    } else {
        p.length = random.integer(4, 10);
        // Every answer lists at least two positions (one number alone would read as a number).
        p.position = p.variant == Variant::Sees ? random.integer(1, p.length - 1)
                                                : random.integer(0, p.length - 2);
    }
    const auto n = static_cast<std::uint64_t>(p.length);
    const double all = static_cast<double>(attention::comparisons(n));
    const double visible = static_cast<double>(attention::causalPairs(n));

    Exercise e;
    e.kind = ExerciseKind::CausalPairs;
    e.seed = seed;
    e.parameters = p;
    e.tolerance = 0.0;
    const char *prompts = "astrolabe::exercises::Prompts";
    const char *context = "astrolabe::exercises::Steps";
    const StepArgument length = Step::number(p.length);
    const StepArgument position = Step::number(p.position + 1);
    switch (p.variant) {
    case Variant::VisiblePairs:
    case Variant::HiddenPairs:
        e.prompt = p.variant == Variant::VisiblePairs
            ? Step(prompts,
                   QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                     "A sequence has %1 positions and a causal mask. How many "
                                     "query-key pairs stay visible?"),
                   {length})
            : Step(prompts,
                   QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                     "A sequence has %1 positions and a causal mask. How many "
                                     "query-key pairs does the mask hide?"),
                   {length});
        e.answer = Answer::number(p.variant == Variant::VisiblePairs ? visible : all - visible);
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Query 1 sees 1 key, query 2 sees 2, and so on up "
                                               "to query %1, which sees all %1."),
                             std::vector<StepArgument>{length});
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Visible: 1 + 2 + … + %1 = %1 × (%1 + 1) / 2 = %2 "
                                               "pairs."),
                             std::vector<StepArgument>{length, Step::number(visible, 0)});
        if (p.variant == Variant::HiddenPairs)
            e.steps.emplace_back(context,
                                 QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                                   "Hidden: all %1 × %1 = %2 pairs minus the %3 "
                                                   "visible = %4, which is %1 × (%1 − 1) / 2."),
                                 std::vector<StepArgument>{length, Step::number(all, 0),
                                                           Step::number(visible, 0),
                                                           Step::number(all - visible, 0)});
        break;
    case Variant::Sees:
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "A sequence has %1 positions and a causal mask. Which "
                                          "key positions does the query at position %2 see? "
                                          "List them in order."),
                        {length, position});
        e.answer = Answer::vector(positions(1, p.position + 1));
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "A causal mask lets a query see its own position "
                                               "and the ones before it, never a later one."),
                             std::vector<StepArgument>{});
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "So the query at position %1 sees keys %2."),
                             std::vector<StepArgument>{position,
                                                       Step::list(e.answer.vector(),
                                                                  QStringLiteral(", "))});
        break;
    case Variant::SeenBy:
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "A sequence has %1 positions and a causal mask. Which "
                                          "query positions see the key at position %2? List "
                                          "them in order."),
                        {length, position});
        e.answer = Answer::vector(positions(p.position + 1, p.length));
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "A causal mask lets a query see its own position "
                                               "and the ones before it, never a later one."),
                             std::vector<StepArgument>{});
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "So the key at position %1 is seen by the queries "
                                               "at %2: its own position and every later one."),
                             std::vector<StepArgument>{position,
                                                       Step::list(e.answer.vector(),
                                                                  QStringLiteral(", "))});
        break;
    }
    return e;
}

} // namespace astrolabe::exercises
