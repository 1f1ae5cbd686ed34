#include "exercises/generators.h"

#include "attention/softmax.h"
#include "exercises/friendly_numbers.h"
#include "exercises/softmax_steps.h"

namespace astrolabe::exercises {

Exercise generateSoftmaxWeights(quint64 seed)
{
    SeededRandom random(seed);
    const int count = random.integer(2, 4);
    const attention::Vector scores = friendlyScores(random, count);

    Exercise e;
    e.kind = ExerciseKind::SoftmaxWeights;
    e.seed = seed;
    e.parameters = SoftmaxWeightsParameters{scores};
    e.prompt = Step("astrolabe::exercises::Prompts",
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "Softmax turns the scores %1 into weights. What are the "
                                      "weights, in order?"),
                    {Step::list(scores, QStringLiteral(", "))});
    e.answer = Answer::vector(attention::softmax(scores));
    e.tolerance = 0.01;
    appendSoftmaxSteps(e.steps, scores);
    appendExponentHints(e.hints, scores);
    return e;
}

} // namespace astrolabe::exercises
