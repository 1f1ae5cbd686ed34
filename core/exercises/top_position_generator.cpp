#include "exercises/generators.h"

#include "attention/attend.h"
#include "exercises/friendly_numbers.h"

#include <algorithm>

namespace astrolabe::exercises {

Exercise generateTopPosition(quint64 seed)
{
    SeededRandom random(seed);
    const int count = random.integer(2, 4);
    const int d = random.integer(2, 3);
    TopPositionParameters p;
    attention::Vector scores;
    int top = -1;
    do {
        p.query = smallIntegers(random, d, -2, 3);
        p.keys.clear();
        for (int i = 0; i < count; ++i)
            p.keys.push_back(smallIntegers(random, d, -2, 3));
        scores.clear();
        for (const attention::Vector &key : p.keys)
            scores.push_back(attention::dot(p.query, key));
        top = uniqueArgMax(scores);
    } while (top < 0);

    Exercise e;
    e.kind = ExerciseKind::TopPosition;
    e.seed = seed;
    e.parameters = p;
    e.prompt = Step("astrolabe::exercises::Prompts",
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "The query is (%1); the keys are given in order. Which "
                                      "position (1 to %2) does the head read from most?"),
                    {Step::list(p.query, QStringLiteral(", ")), Step::number(count)});
    e.answer = Answer::position(top + 1, count);
    e.tolerance = 0.0;

    const char *context = "astrolabe::exercises::Steps";
    for (int i = 0; i < count; ++i) {
        attention::Vector products;
        for (int j = 0; j < d; ++j)
            products.push_back(p.query[static_cast<std::size_t>(j)]
                               * p.keys[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)]);
        e.steps.emplace_back(context, QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                                        "q · k%1 = %2 = %3"),
                             std::vector<StepArgument>{Step::number(i + 1),
                                                       Step::sum(products),
                                                       Step::number(scores[static_cast<std::size_t>(i)])});
    }
    const attention::Attended attended = attention::attend(p.query, p.keys, p.keys);
    e.steps.emplace_back(context,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Divided by √%1 and put through softmax, the weights "
                                           "are %2."),
                         std::vector<StepArgument>{Step::number(d),
                                                   Step::list(attended.weights, QStringLiteral(", "), 2)});
    e.steps.emplace_back(context,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The largest score is %1, at position %2; softmax "
                                           "keeps the order of the scores, so position %2 gets "
                                           "the most weight."),
                         std::vector<StepArgument>{Step::number(scores[static_cast<std::size_t>(top)]),
                                                   Step::number(top + 1)});
    return e;
}

} // namespace astrolabe::exercises
