#include "exercises/generators.h"

#include "attention/softmax.h"
#include "exercises/friendly_numbers.h"
#include "exercises/softmax_steps.h"

#include <algorithm>
#include <cmath>

namespace astrolabe::exercises {

Exercise generateTemperature(quint64 seed)
{
    SeededRandom random(seed);
    TemperatureParameters p;
    const int count = random.integer(2, 4);
    p.scores = friendlyScores(random, count);
    p.question = random.coin() ? TemperatureParameters::Question::TopWeight
                               : TemperatureParameters::Question::SharperOrFlatter;
    // Half the time below 1 (sharper), half the time above (flatter). T = 4 only for whole
    // scores, so every divided score keeps at most two decimals.
    const bool wholeScores = std::all_of(p.scores.begin(), p.scores.end(),
                                         [](double s) { return s == std::round(s); });
    p.temperature = random.coin() ? 0.5
        : wholeScores             ? random.pick(std::vector<double>{2.0, 4.0})
                                  : 2.0;

    attention::Vector divided;
    for (double s : p.scores)
        divided.push_back(s / p.temperature);
    const attention::Vector atOne = attention::softmax(p.scores);
    const attention::Vector atT = attention::softmax(p.scores, p.temperature);
    const double topAtOne = *std::max_element(atOne.begin(), atOne.end());
    const double topAtT = *std::max_element(atT.begin(), atT.end());

    Exercise e;
    e.kind = ExerciseKind::Temperature;
    e.seed = seed;
    e.parameters = p;
    const std::vector<StepArgument> promptArguments{Step::list(p.scores, QStringLiteral(", ")),
                                                    Step::number(p.temperature)};
    if (p.question == TemperatureParameters::Question::TopWeight) {
        e.prompt = Step("astrolabe::exercises::Prompts",
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "The scores are %1. With temperature T = %2 (each score "
                                          "divided by T before softmax), what is the largest "
                                          "weight?"),
                        promptArguments);
        e.answer = Answer::number(topAtT);
        e.tolerance = 0.01;
    } else {
        e.prompt = Step("astrolabe::exercises::Prompts",
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "The scores are %1. Compared with T = 1, are the "
                                          "weights at temperature T = %2 sharper or flatter?"),
                        promptArguments);
        e.answer = Answer::choice(p.temperature < 1.0 ? QStringLiteral("sharper")
                                                      : QStringLiteral("flatter"),
                                  {QStringLiteral("sharper"), QStringLiteral("flatter")});
    }

    const char *context = "astrolabe::exercises::Steps";
    e.steps.emplace_back(context,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Divide each score by T = %1: %2."),
                         std::vector<StepArgument>{Step::number(p.temperature),
                                                   Step::list(divided, QStringLiteral(", "))});
    appendSoftmaxSteps(e.steps, divided);
    e.steps.emplace_back(context,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The largest weight is %1 at T = 1 and %2 at T = %3."),
                         std::vector<StepArgument>{Step::number(topAtOne, 3), Step::number(topAtT, 3),
                                                   Step::number(p.temperature)});
    if (p.temperature < 1.0)
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "A temperature below 1 spreads the scores apart, "
                                               "so the weights get sharper."));
    else
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "A temperature above 1 pulls the scores together, "
                                               "so the weights get flatter."));
    appendExponentHints(e.hints, divided);
    return e;
}

} // namespace astrolabe::exercises
