#include "exercises/generators.h"

#include "attention/receptive_field.h"
#include "exercises/seeded_random.h"

#include <numeric>

namespace astrolabe::exercises {

namespace {

using Variant = ReceptiveFieldParameters::Variant;

const char *const prompts = "astrolabe::exercises::Prompts";
const char *const steps = "astrolabe::exercises::Steps";

std::vector<double> asNumbers(const std::vector<int> &numbers)
{
    return std::vector<double>(numbers.begin(), numbers.end());
}

void makeContiguous(SeededRandom &random, ReceptiveFieldParameters &p, Exercise &e)
{
    // 2 to 8 layers of width 2 to 7: forgetting the "+ 1" or the "- 1" gives another number.
    p.layers = random.integer(2, 8);
    p.kernel = random.integer(2, 7);
    const int field = attention::contiguousReceptiveField(p.layers, p.kernel);
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "A stack of %1 one-dimensional convolutions of kernel "
                                      "width %2 (stride 1, no dilation) reads a sequence. How "
                                      "many consecutive input positions can one output of the "
                                      "top layer depend on?"),
                    {Step::number(p.layers), Step::number(p.kernel)});
    e.answer = Answer::number(field);
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "One output reads %1 neighbouring positions of the "
                                           "layer below, so each layer widens the window by "
                                           "%1 − 1 = %2 positions."),
                         std::vector<StepArgument>{Step::number(p.kernel),
                                                   Step::number(p.kernel - 1)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Starting from the output's own position, %1 layers "
                                           "give 1 + %1 × %2 = %3 positions."),
                         std::vector<StepArgument>{Step::number(p.layers),
                                                   Step::number(p.kernel - 1),
                                                   Step::number(field)});
}

void makeDilated(SeededRandom &random, ReceptiveFieldParameters &p, Exercise &e)
{
    // Width 2 or 3, dilations doubling or tripling from 1, 2 to 5 layers.
    p.kernel = random.integer(2, 3);
    const int base = random.integer(2, 3);
    p.layers = random.integer(2, base == 2 ? 5 : 4);
    p.dilations = attention::geometricDilations(p.layers, base);
    const int field = attention::receptiveField(p.kernel, p.dilations);
    const int dilationSum = std::accumulate(p.dilations.begin(), p.dilations.end(), 0);
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "A stack of %1 one-dimensional convolutions of kernel "
                                      "width %2 (stride 1) has the dilations %3, from the "
                                      "bottom layer up: a layer of dilation d reads inputs d "
                                      "positions apart. How many consecutive input positions "
                                      "can one output of the top layer depend on?"),
                    {Step::number(p.layers), Step::number(p.kernel),
                     Step::list(asNumbers(p.dilations), QStringLiteral(", "))});
    e.answer = Answer::number(field);
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "A layer of width %1 and dilation d reaches "
                                           "(%1 − 1) × d positions further than the layer "
                                           "below it."),
                         std::vector<StepArgument>{Step::number(p.kernel)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The dilations add up to %1 = %2, so the window is "
                                           "1 + %3 × %2 = %4 positions."),
                         std::vector<StepArgument>{Step::sum(asNumbers(p.dilations)),
                                                   Step::number(dilationSum),
                                                   Step::number(p.kernel - 1),
                                                   Step::number(field)});
}

void makeLayersNeeded(SeededRandom &random, ReceptiveFieldParameters &p, Exercise &e)
{
    // Width 2 to 4 and a span above k², so that the dilated stack needs at least 3 layers and
    // always fewer than the contiguous one.
    p.kernel = random.integer(2, 4);
    p.span = random.integer(p.kernel * p.kernel + 1, 100);
    const int contiguous = attention::contiguousLayersNeeded(p.span, p.kernel);
    const int dilated = attention::dilatedLayersNeeded(p.span, p.kernel);
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "One output must be able to depend on %1 consecutive "
                                      "input positions. With one-dimensional convolutions of "
                                      "kernel width %2 (stride 1), how many layers are needed "
                                      "without dilation, and how many when the dilations are "
                                      "1, %2, %2 × %2, … (each layer's dilation %2 times the "
                                      "one below)? Give both numbers in that order."),
                    {Step::number(p.span), Step::number(p.kernel)});
    e.answer = Answer::vector({double(contiguous), double(dilated)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Without dilation L layers see L × %1 + 1 positions: "
                                           "%2 layers see %3, at least %4, and %5 layers would "
                                           "see only %6."),
                         std::vector<StepArgument>{
                             Step::number(p.kernel - 1), Step::number(contiguous),
                             Step::number(attention::contiguousReceptiveField(contiguous,
                                                                              p.kernel)),
                             Step::number(p.span), Step::number(contiguous - 1),
                             Step::number(attention::contiguousReceptiveField(contiguous - 1,
                                                                              p.kernel))});
    const auto dilatedField = [&](int layers) {
        return attention::receptiveField(p.kernel, attention::geometricDilations(layers, p.kernel));
    };
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "With the dilations multiplied by %1 at each layer, "
                                           "every layer multiplies the window by %1: %2 layers "
                                           "see %3 positions, at least %4, and %5 layers would "
                                           "see only %6."),
                         std::vector<StepArgument>{
                             Step::number(p.kernel), Step::number(dilated),
                             Step::number(dilatedField(dilated)), Step::number(p.span),
                             Step::number(dilated - 1), Step::number(dilatedField(dilated - 1))});
}

} // namespace

Exercise generateReceptiveField(quint64 seed)
{
    SeededRandom random(seed);
    ReceptiveFieldParameters p;
    const int variant = random.integer(0, 2);
    p.variant = variant == 0 ? Variant::Contiguous
        : variant == 1       ? Variant::Dilated
                             : Variant::LayersNeeded;
    Exercise e;
    e.kind = ExerciseKind::ReceptiveField;
    e.seed = seed;
    e.tolerance = 0.0; // counts of positions and layers
    switch (p.variant) {
    case Variant::Contiguous:
        makeContiguous(random, p, e);
        break;
    case Variant::Dilated:
        makeDilated(random, p, e);
        break;
    case Variant::LayersNeeded:
        makeLayersNeeded(random, p, e);
        break;
    }
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
