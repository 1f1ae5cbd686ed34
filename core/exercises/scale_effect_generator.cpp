#include "exercises/generators.h"

#include "attention/softmax.h"
#include "exercises/friendly_numbers.h"
#include "exercises/softmax_steps.h"

#include <algorithm>
#include <cmath>

namespace astrolabe::exercises {

namespace {
double largest(const attention::Vector &v)
{
    return *std::max_element(v.begin(), v.end());
}
} // namespace

Exercise generateScaleEffect(quint64 seed)
{
    SeededRandom random(seed);
    ScaleEffectParameters p;
    p.dimension = random.pick(std::vector<int>{4, 16, 64});
    const int root = static_cast<int>(std::lround(std::sqrt(p.dimension)));
    const int count = random.integer(2, 4);
    // Choose friendly scaled scores first; the raw scores are them times sqrt(d), whole numbers.
    const attention::Vector scaled = halfStepScores(random, count);
    for (double s : scaled)
        p.rawScores.push_back(s * root);
    const int question = random.integer(0, 3);
    p.question = question <= 1 ? ScaleEffectParameters::Question::TopWeightAfterScaling
        : question == 2        ? ScaleEffectParameters::Question::WithScaling
                               : ScaleEffectParameters::Question::WithoutScaling;

    const double topScaled = largest(attention::softmax(scaled));
    const double topRaw = largest(attention::softmax(p.rawScores));

    Exercise e;
    e.kind = ExerciseKind::ScaleEffect;
    e.seed = seed;
    e.parameters = p;
    const std::vector<StepArgument> promptArguments{Step::list(p.rawScores, QStringLiteral(", ")),
                                                    Step::number(p.dimension)};
    const char *prompts = "astrolabe::exercises::Prompts";
    const QStringList sharperFlatter{QStringLiteral("sharper"), QStringLiteral("flatter")};
    switch (p.question) {
    case ScaleEffectParameters::Question::TopWeightAfterScaling:
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "The raw scores q · k are %1 and d = %2. After dividing "
                                          "by √d and applying softmax, what is the largest "
                                          "weight?"),
                        promptArguments);
        e.answer = Answer::number(topScaled);
        e.tolerance = 0.01;
        break;
    case ScaleEffectParameters::Question::WithScaling:
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "The raw scores q · k are %1 and d = %2. Compared with "
                                          "softmax of the raw scores, are the weights after "
                                          "dividing by √d sharper or flatter?"),
                        promptArguments);
        e.answer = Answer::choice(QStringLiteral("flatter"), sharperFlatter);
        break;
    case ScaleEffectParameters::Question::WithoutScaling:
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "The raw scores q · k are %1 and d = %2. If we forget to "
                                          "divide by √d, are the weights sharper or flatter than "
                                          "with the division?"),
                        promptArguments);
        e.answer = Answer::choice(QStringLiteral("sharper"), sharperFlatter);
        break;
    }

    const char *context = "astrolabe::exercises::Steps";
    e.steps.emplace_back(context, QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "√%1 = %2"),
                         std::vector<StepArgument>{Step::number(p.dimension), Step::number(root)});
    e.steps.emplace_back(context,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Divided by %1, the scores become %2."),
                         std::vector<StepArgument>{Step::number(root),
                                                   Step::list(scaled, QStringLiteral(", "))});
    appendSoftmaxSteps(e.steps, scaled);
    e.steps.emplace_back(context,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The largest weight is %1 after scaling and %2 without "
                                           "it."),
                         std::vector<StepArgument>{Step::number(topScaled, 3),
                                                   Step::number(topRaw, 3)});
    e.steps.emplace_back(context,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Dividing by √%1 = %2 pulls the scores closer together, "
                                           "so the weights get flatter; without it they are "
                                           "sharper."),
                         std::vector<StepArgument>{Step::number(p.dimension), Step::number(root)});
    appendSquareRootHint(e.hints, p.dimension);
    appendExponentHints(e.hints, scaled);
    return e;
}

} // namespace astrolabe::exercises
