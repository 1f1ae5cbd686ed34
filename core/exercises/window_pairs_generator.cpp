#include "exercises/generators.h"

#include "attention/sparse_linear.h"
#include "exercises/seeded_random.h"

namespace astrolabe::exercises {

namespace {

using Variant = WindowPairsParameters::Variant;

const char *const prompts = "astrolabe::exercises::Prompts";
const char *const steps = "astrolabe::exercises::Steps";

void makePairs(SeededRandom &random, WindowPairsParameters &p, Exercise &e)
{
    // a = 2 to 4 and n from 2w to 40, never n = a (a + 1), where forgetting the query's own key,
    // n (w − 1), would happen to give the right count.
    do {
        p.halfWidth = random.integer(2, 4);
        p.length = random.integer(2 * (2 * p.halfWidth + 1), 40);
    } while (p.length == p.halfWidth * (p.halfWidth + 1));
    const int n = p.length, a = p.halfWidth, w = 2 * a + 1;
    const long long pairs = attention::windowPairs(n, a);
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "One layer of sliding-window attention runs over %1 "
                                      "positions. The query at position i sees the keys at the "
                                      "positions i − %2 to i + %2 that exist: a centred window "
                                      "of %3 keys, its own included, cut (not padded) near the "
                                      "ends. How many (query, key) pairs does the layer "
                                      "compare?"),
                    {Step::number(n), Step::number(a), Step::number(w)});
    e.answer = Answer::number(double(pairs));
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "If no window were cut, each of the %1 queries would "
                                           "see %2 keys: %1 × %2 = %3 pairs."),
                         std::vector<StepArgument>{Step::number(n), Step::number(w),
                                                   Step::number(double(n) * w)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "At each end the %1 outermost queries lose %2 keys, %3 "
                                           "per end, so the layer compares %4 − 2 × %3 = %5 pairs; "
                                           "full attention would compare %6 × %6 = %7."),
                         std::vector<StepArgument>{
                             Step::number(a),
                             Step::sum([a] {
                                 std::vector<double> lost;
                                 for (int k = 1; k <= a; ++k)
                                     lost.push_back(k);
                                 return lost;
                             }()),
                             Step::number(a * (a + 1) / 2), Step::number(double(n) * w),
                             Step::number(double(pairs)), Step::number(n),
                             Step::number(double(n) * n)});
}

void makeReach(SeededRandom &random, WindowPairsParameters &p, Exercise &e)
{
    // The reach L a is cut at exactly one end: the asked position lies less than L a from one
    // end and more than L a + 1 from the other, so both forgetting the cut and cutting at the
    // wrong end give other positions.
    p.halfWidth = random.integer(2, 3);
    p.layers = random.integer(2, 5);
    const int reach = p.layers * p.halfWidth;
    p.length = random.integer(2 * reach + 2, 2 * reach + 14);
    const int nearStart = random.integer(0, reach - 1);
    p.position = random.coin() ? nearStart : p.length - 1 - nearStart;
    const attention::WindowReach r =
        attention::windowReach(p.length, p.halfWidth, p.layers, p.position);
    const int a = p.halfWidth;
    const StepArgument position = Step::number(p.position + 1);
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "A stack of %1 sliding-window attention layers runs over "
                                      "%2 positions. In every layer the output at position i "
                                      "reads the layer below at the positions i − %3 to i + %3 "
                                      "that exist (a centred window of %4 keys). The input at "
                                      "which positions can the top layer's output at position "
                                      "%5 depend on? Give the first and the last position."),
                    {Step::number(p.layers), Step::number(p.length), Step::number(a),
                     Step::number(2 * a + 1), position});
    e.answer = Answer::vector({double(r.first + 1), double(r.last + 1)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Each layer reaches %1 positions further each way, so "
                                           "%2 layers reach %2 × %1 = %3 positions each way: from "
                                           "%4 − %3 to %4 + %3."),
                         std::vector<StepArgument>{Step::number(a), Step::number(p.layers),
                                                   Step::number(p.layers * a), position});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The sequence holds positions 1 to %1 only, so the "
                                           "output at %2 depends on the inputs at positions %3 "
                                           "to %4."),
                         std::vector<StepArgument>{Step::number(p.length), position,
                                                   Step::number(r.first + 1),
                                                   Step::number(r.last + 1)});
}

} // namespace

Exercise generateWindowPairs(quint64 seed)
{
    SeededRandom random(seed);
    WindowPairsParameters p;
    p.variant = random.coin() ? Variant::Pairs : Variant::Reach;
    Exercise e;
    e.kind = ExerciseKind::WindowPairs;
    e.seed = seed;
    e.tolerance = 0.0; // counts and positions
    if (p.variant == Variant::Pairs)
        makePairs(random, p, e);
    else
        makeReach(random, p, e);
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
