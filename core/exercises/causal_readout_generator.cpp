#include "exercises/generators.h"

#include "attention/causal_readout.h"
#include "exercises/seeded_random.h"

#include <cmath>

namespace astrolabe::exercises {

namespace {

using Variant = CausalReadoutParameters::Variant;

// The first value at position 1, zeros after it.
attention::Vector valuesOf(int length, double first)
{
    attention::Vector values(static_cast<std::size_t>(length), 0.0);
    values[0] = first;
    return values;
}

// True when first / position has at most three decimals, so the output is shown exactly.
bool isShortDecimal(int first, int position)
{
    return (first * 1000) % position == 0;
}

} // namespace

Exercise generateCausalReadout(quint64 seed)
{
    SeededRandom random(seed);
    CausalReadoutParameters p;
    p.variant = random.coin() ? Variant::OutputAt : Variant::PositionFromOutput;
    p.score = random.pick(std::vector<double>{-1.0, 0.0, 0.5, 1.0, 2.0, 3.0});
    int length = 0;
    int first = 0;
    int position = 0; // 1-based
    if (p.variant == Variant::OutputAt) {
        length = random.integer(4, 10);
        // Before the last position, so that forgetting the mask (first / length) is a slip
        // the answer shows.
        position = random.integer(2, length - 1);
        first = random.integer(1, 6);
    } else {
        length = random.integer(6, 12);
        std::vector<int> firsts;
        while (firsts.empty()) {
            position = random.integer(2, length);
            for (int c = 1; c <= 9; ++c)
                if (c != position && isShortDecimal(c, position))
                    firsts.push_back(c);
        }
        first = random.pick(firsts);
    }
    p.values = valuesOf(length, first);
    p.position = position - 1;
    const attention::Vector outputs = attention::uniformCausalOutputs(p.values, p.score);
    const double output = outputs[static_cast<std::size_t>(p.position)];

    Exercise e;
    e.kind = ExerciseKind::CausalReadout;
    e.seed = seed;
    const char *context = "astrolabe::exercises::Steps";
    const StepArgument values = Step::list(p.values, QStringLiteral(", "));
    const StepArgument score = Step::number(p.score);
    const StepArgument lengthArgument = Step::number(length);
    const StepArgument firstArgument = Step::number(first);
    if (p.variant == Variant::OutputAt) {
        e.prompt = Step("astrolabe::exercises::Prompts",
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "A causal head without positional encodings gives every "
                                          "key a query may see the same score, %1. The values of "
                                          "the %2 positions are (%3). What is the output at "
                                          "position %4, to 2 decimals?"),
                        {score, lengthArgument, values, Step::number(position)});
        e.answer = Answer::number(output);
        e.tolerance = 0.01;
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "The query at position %1 sees keys 1 to %1, all "
                                               "with the same score, so softmax gives each of "
                                               "them 1/%1 and every later key 0."),
                             std::vector<StepArgument>{Step::number(position)});
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Only the first value is nonzero, so the output "
                                               "is %1 / %2 = %3."),
                             std::vector<StepArgument>{firstArgument, Step::number(position),
                                                       Step::number(output, 2)});
    } else {
        p.output = output;
        e.prompt = Step("astrolabe::exercises::Prompts",
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "A causal head without positional encodings gives every "
                                          "key a query may see the same score, %1. The values of "
                                          "the %2 positions are (%3). One position's output is "
                                          "%4. Which position is it?"),
                        {score, lengthArgument, values, Step::number(output)});
        const int found = attention::positionOfOutput(p.values, output, p.score);
        e.answer = Answer::position(found, length);
        e.tolerance = 0.0;
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "With equal scores the query at position i weighs "
                                               "its i visible keys 1/i each, so its output is the "
                                               "first value divided by i: %1 / i."),
                             std::vector<StepArgument>{firstArgument});
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "%1 / i = %2, so i = %1 / %2 = %3."),
                             std::vector<StepArgument>{firstArgument, Step::number(output),
                                                       Step::number(found)});
    }
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
