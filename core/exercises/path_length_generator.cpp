#include "exercises/generators.h"

#include "attention/path_length.h"
#include "exercises/seeded_random.h"

#include <algorithm>

namespace astrolabe::exercises {

namespace {

using Variant = PathLengthParameters::Variant;
using attention::Connection;

const char *const prompts = "astrolabe::exercises::Prompts";
const char *const steps = "astrolabe::exercises::Steps";

// Two positions at least two apart, never the two ends (whose distance is the other number the
// recurrent variant asks for), so that j - i, j - i + 1 and n - 1 all differ.
void drawPair(SeededRandom &random, PathLengthParameters &p)
{
    do {
        p.from = random.integer(0, p.length - 3);
        p.to = random.integer(p.from + 2, p.length - 1);
    } while (p.from == 0 && p.to == p.length - 1);
}

} // namespace

Exercise generatePathLength(quint64 seed)
{
    SeededRandom random(seed);
    PathLengthParameters p;
    const int variant = random.integer(0, 2);
    p.variant = variant == 0 ? Variant::Recurrent
        : variant == 1       ? Variant::Attention
                             : Variant::Convolution;
    if (p.variant == Variant::Convolution) {
        // Kernel widths 3 to 5 and 2 to 6 layers: the distance is at least the kernel width,
        // so one layer is never enough and dividing by k instead of k - 1 often gives fewer.
        p.kernel = random.integer(3, 5);
        const int distance = random.integer(p.kernel, 6 * (p.kernel - 1));
        p.length = random.integer(std::max(16, distance + 1), 40);
        p.from = random.integer(0, p.length - 1 - distance);
        p.to = p.from + distance;
    } else {
        p.length = random.integer(8, 40);
        drawPair(random, p);
    }
    const int distance = p.to - p.from;

    Exercise e;
    e.kind = ExerciseKind::PathLength;
    e.seed = seed;
    e.parameters = p;
    e.tolerance = 0.0; // counts of steps
    const StepArgument length = Step::number(p.length);
    const StepArgument from = Step::number(p.from + 1);
    const StepArgument to = Step::number(p.to + 1);
    const StepArgument apart = Step::number(distance);
    const Step recurrentSteps(steps,
                              QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                                "Each step of the recurrence carries the signal "
                                                "one position further, so from position %1 to "
                                                "position %2 takes %2 − %1 = %3 steps."),
                              {from, to, apart});
    switch (p.variant) {
    case Variant::Recurrent: {
        const int longest = attention::longestPathLength(Connection::Recurrent, p.length);
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "A recurrent network reads a sequence of %1 positions "
                                          "from left to right; the state at each position is "
                                          "made from the state just before it. How many steps "
                                          "does a signal take from position %2 to position %3, "
                                          "and how many between the two ends of the sequence? "
                                          "Give both numbers in that order."),
                        {length, from, to});
        e.answer = Answer::vector({double(attention::pathLength(Connection::Recurrent, distance)),
                                   double(longest)});
        e.steps.push_back(recurrentSteps);
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "The two ends, positions 1 and %1, are the "
                                               "farthest apart: %1 − 1 = %2 steps."),
                             std::vector<StepArgument>{length, Step::number(longest)});
        break;
    }
    case Variant::Attention:
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "A sequence of %1 positions goes either through a "
                                          "recurrent layer, where each state is made from the "
                                          "one before it, or through one self-attention layer. "
                                          "How many steps does a signal take from position %2 "
                                          "to position %3 in the recurrent layer, and how many "
                                          "in the attention layer? Give both numbers in that "
                                          "order."),
                        {length, from, to});
        e.answer = Answer::vector({double(attention::pathLength(Connection::Recurrent, distance)),
                                   double(attention::pathLength(Connection::Attention, distance))});
        e.steps.push_back(recurrentSteps);
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "In self-attention the output at position %1 "
                                               "reads the value at position %2 directly, with a "
                                               "weight of its own: one step, however far apart "
                                               "the two positions are."),
                             std::vector<StepArgument>{to, from});
        break;
    case Variant::Convolution: {
        const int layers = attention::pathLength(Connection::Convolution, distance, p.kernel);
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "A sequence of %1 positions goes through a stack of "
                                          "convolutions of kernel width %2: in each layer, a "
                                          "position reads itself and the %3 positions just "
                                          "before it. How many layers must a signal cross to "
                                          "get from position %4 to position %5?"),
                        {length, Step::number(p.kernel), Step::number(p.kernel - 1), from, to});
        e.answer = Answer::number(layers);
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Each layer reaches %1 − 1 = %2 positions further "
                                               "back than the layer below it."),
                             std::vector<StepArgument>{Step::number(p.kernel),
                                                       Step::number(p.kernel - 1)});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "The signal must cover %1 − %2 = %3 positions: "
                                               "%3 / %4, rounded up to whole layers, is %5."),
                             std::vector<StepArgument>{to, from, apart,
                                                       Step::number(p.kernel - 1),
                                                       Step::number(layers)});
        break;
    }
    }
    return e;
}

} // namespace astrolabe::exercises
