#include "exercises/generators.h"

#include "attention/softmax.h"
#include "exercises/friendly_numbers.h"
#include "exercises/softmax_steps.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace astrolabe::exercises {

namespace {

using Variant = ScaleCompareParameters::Variant;

const char *const steps = "astrolabe::exercises::Steps";

int rootOf(int d)
{
    return static_cast<int>(std::lround(std::sqrt(d)));
}

double largest(const attention::Vector &v)
{
    return *std::max_element(v.begin(), v.end());
}

attention::Vector divided(const attention::Vector &v, double by)
{
    attention::Vector result;
    for (double x : v)
        result.push_back(x / by);
    return result;
}

attention::Vector times(const attention::Vector &v, double by)
{
    attention::Vector result;
    for (double x : v)
        result.push_back(x * by);
    return result;
}

void appendDivision(std::vector<Step> &out, int d, const attention::Vector &scaled)
{
    out.emplace_back(steps,
                     QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                       "Divide by √%1 = %2: the scores become %3."),
                     std::vector<StepArgument>{Step::number(d), Step::number(rootOf(d)),
                                               Step::list(scaled, QStringLiteral(", "))});
}

void makeTopWeights(SeededRandom &random, ScaleCompareParameters &p, Exercise &e)
{
    p.dimension = random.pick(std::vector<int>{4, 16, 64});
    const int count = random.integer(2, 3);
    attention::Vector raw, scaled;
    for (;;) {
        p.rawScores = smallIntegers(random, count, -1, 3);
        scaled = divided(p.rawScores, rootOf(p.dimension));
        raw = attention::softmax(p.rawScores);
        const attention::Vector withScaling = attention::softmax(scaled);
        if (uniqueArgMax(p.rawScores) >= 0 && isBalanced(raw) && isBalanced(withScaling)
            && largest(raw) - largest(withScaling) >= 0.05)
            break;
    }
    const double topRaw = largest(raw);
    const double topScaled = largest(attention::softmax(scaled));
    e.prompt = Step("astrolabe::exercises::Prompts",
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "The raw scores q · k are %1 and d = %2. What is the "
                                      "largest weight without dividing by √d, and what is it "
                                      "with the division? Give both, in that order."),
                    {Step::list(p.rawScores, QStringLiteral(", ")), Step::number(p.dimension)});
    e.answer = Answer::vector({topRaw, topScaled});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Without the division, softmax of the raw scores:"));
    appendSoftmaxSteps(e.steps, p.rawScores);
    appendDivision(e.steps, p.dimension, scaled);
    appendSoftmaxSteps(e.steps, scaled);
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The largest weight is %1 after scaling and %2 without "
                                           "it."),
                         std::vector<StepArgument>{Step::number(topScaled, 3),
                                                   Step::number(topRaw, 3)});
    attention::Vector exponents = p.rawScores;
    exponents.insert(exponents.end(), scaled.begin(), scaled.end());
    appendExponentHints(e.hints, exponents);
}

void makeScaledWeights(SeededRandom &random, ScaleCompareParameters &p, Exercise &e)
{
    p.dimension = random.pick(std::vector<int>{4, 16, 64});
    const int count = random.integer(2, 4);
    attention::Vector scaled;
    do {
        scaled = halfStepScores(random, count);
    } while (!isBalanced(attention::softmax(scaled)));
    p.rawScores = times(scaled, rootOf(p.dimension));
    e.prompt = Step("astrolabe::exercises::Prompts",
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "The raw scores q · k are %1 and d = %2. Divide them by "
                                      "√d and apply softmax: what are the weights, in order?"),
                    {Step::list(p.rawScores, QStringLiteral(", ")), Step::number(p.dimension)});
    e.answer = Answer::vector(attention::softmax(scaled));
    appendDivision(e.steps, p.dimension, scaled);
    appendSoftmaxSteps(e.steps, scaled);
    appendSquareRootHint(e.hints, p.dimension);
    appendExponentHints(e.hints, scaled);
}

void makeSharperHead(SeededRandom &random, ScaleCompareParameters &p, Exercise &e)
{
    std::vector<int> dimensions{4, 16, 64};
    p.dimension = random.pick(dimensions);
    dimensions.erase(std::find(dimensions.begin(), dimensions.end(), p.dimension));
    p.dimension2 = random.pick(dimensions);
    const int count = random.integer(2, 3);
    attention::Vector scaled1, scaled2;
    double top1 = 0.0, top2 = 0.0;
    for (;;) {
        scaled1 = halfStepScores(random, count);
        scaled2 = halfStepScores(random, count);
        const attention::Vector w1 = attention::softmax(scaled1);
        const attention::Vector w2 = attention::softmax(scaled2);
        top1 = largest(w1);
        top2 = largest(w2);
        if (isBalanced(w1) && isBalanced(w2) && std::abs(top1 - top2) >= 0.03)
            break;
    }
    p.rawScores = times(scaled1, rootOf(p.dimension));
    p.rawScores2 = times(scaled2, rootOf(p.dimension2));
    e.prompt = Step("astrolabe::exercises::Prompts",
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "Head 1 has the raw scores %1 and d = %2; head 2 has the "
                                      "raw scores %3 and d = %4. Each divides by its own √d. "
                                      "In which head (1 or 2) is the largest weight bigger?"),
                    {Step::list(p.rawScores, QStringLiteral(", ")), Step::number(p.dimension),
                     Step::list(p.rawScores2, QStringLiteral(", ")), Step::number(p.dimension2)});
    const int sharper = top1 > top2 ? 1 : 2;
    e.answer = Answer::position(sharper, 2);
    const std::vector<std::tuple<int, int, attention::Vector, double>> heads = {
        {1, p.dimension, scaled1, top1}, {2, p.dimension2, scaled2, top2}};
    for (const auto &[number, d, scaled, top] : heads) {
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Head %1 divides by √%2 = %3: the scores become "
                                               "%4, and softmax gives the weights %5."),
                             std::vector<StepArgument>{
                                 Step::number(number), Step::number(d), Step::number(rootOf(d)),
                                 Step::list(scaled, QStringLiteral(", ")),
                                 Step::list(attention::softmax(scaled), QStringLiteral(", "), 3)});
        appendSquareRootHint(e.hints, d);
    }
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The largest weights are %1 and %2: head %3 is the "
                                           "sharper one. Compare after dividing by √d, not "
                                           "before."),
                         std::vector<StepArgument>{Step::number(top1, 3), Step::number(top2, 3),
                                                   Step::number(sharper)});
    attention::Vector exponents = scaled1;
    exponents.insert(exponents.end(), scaled2.begin(), scaled2.end());
    appendExponentHints(e.hints, exponents);
}

} // namespace

Exercise generateScaleCompare(quint64 seed)
{
    SeededRandom random(seed);
    ScaleCompareParameters p;
    const int variant = random.integer(0, 2);
    p.variant = variant == 0 ? Variant::TopWeights
        : variant == 1       ? Variant::ScaledWeights
                             : Variant::SharperHead;
    Exercise e;
    e.kind = ExerciseKind::ScaleCompare;
    e.seed = seed;
    e.tolerance = 0.01;
    switch (p.variant) {
    case Variant::TopWeights:
        makeTopWeights(random, p, e);
        break;
    case Variant::ScaledWeights:
        makeScaledWeights(random, p, e);
        break;
    case Variant::SharperHead:
        makeSharperHead(random, p, e);
        e.tolerance = 0.0;
        break;
    }
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
