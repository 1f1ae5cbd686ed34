#include "exercises/generators.h"

#include "exercises/seeded_random.h"

namespace astrolabe::exercises {

Exercise generateComparisons(quint64 seed)
{
    SeededRandom random(seed);
    const int length = random.coin() ? random.integer(2, 12)
                                     : random.pick(std::vector<int>{16, 20, 25, 32, 50, 64, 100, 1000});
    const double comparisons = static_cast<double>(length) * length;

    Exercise e;
    e.kind = ExerciseKind::Comparisons;
    e.seed = seed;
    e.parameters = ComparisonsParameters{length};
    e.prompt = Step("astrolabe::exercises::Prompts",
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "A sequence has %1 tokens. How many query-key comparisons "
                                      "does one attention head make over the whole sequence?"),
                    {Step::number(length)});
    e.answer = Answer::number(comparisons);
    e.tolerance = 0.0;

    const char *context = "astrolabe::exercises::Steps";
    e.steps.emplace_back(context,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Each of the %1 queries is compared with all %1 keys."),
                         std::vector<StepArgument>{Step::number(length)});
    e.steps.emplace_back(context,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "%1 × %1 = %2 comparisons."),
                         std::vector<StepArgument>{Step::number(length), Step::number(comparisons, 0)});
    return e;
}

} // namespace astrolabe::exercises
