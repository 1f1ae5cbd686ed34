#include "exercises/generators.h"

#include "exercises/friendly_numbers.h"

#include <cmath>

namespace astrolabe::exercises {

Exercise generateBlendOutput(quint64 seed)
{
    SeededRandom random(seed);
    const int count = random.integer(2, 4);
    const int width = random.integer(2, 3);
    BlendOutputParameters p;
    p.weights = tenthsSummingToOne(random, count);
    for (int i = 0; i < count; ++i)
        p.values.push_back(smallIntegers(random, width, -3, 5));

    attention::Vector output(static_cast<std::size_t>(width), 0.0);
    std::vector<attention::Vector> parts;
    for (std::size_t i = 0; i < p.weights.size(); ++i) {
        attention::Vector part;
        for (std::size_t j = 0; j < output.size(); ++j) {
            part.push_back(std::round(p.weights[i] * p.values[i][j] * 1e9) / 1e9);
            output[j] += part.back();
        }
        parts.push_back(part);
    }
    // Tenths times whole numbers: the exact answer has at most one decimal; drop binary noise
    // (0.0999999999999999 -> 0.1) so the stored answer reads as a learner would write it.
    for (double &x : output)
        x = std::round(x * 1e9) / 1e9;

    Exercise e;
    e.kind = ExerciseKind::BlendOutput;
    e.seed = seed;
    e.parameters = p;
    e.prompt = Step("astrolabe::exercises::Prompts",
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "The weights are %1, one for each value vector, in "
                                      "order. What is the output, the weighted sum of the "
                                      "values?"),
                    {Step::list(p.weights, QStringLiteral(", "))});
    e.answer = Answer::vector(output);
    e.tolerance = 0.01;

    const char *context = "astrolabe::exercises::Steps";
    for (std::size_t i = 0; i < p.weights.size(); ++i)
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "%1 × (%2) = (%3)"),
                             std::vector<StepArgument>{Step::number(p.weights[i]),
                                                       Step::list(p.values[i], QStringLiteral(", ")),
                                                       Step::list(parts[i], QStringLiteral(", "))});
    e.steps.emplace_back(context,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Add them entry by entry: output = (%1)."),
                         std::vector<StepArgument>{Step::list(output, QStringLiteral(", "))});
    return e;
}

} // namespace astrolabe::exercises
