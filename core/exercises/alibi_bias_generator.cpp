#include "exercises/generators.h"

#include "attention/alibi.h"
#include "attention/softmax.h"
#include "exercises/friendly_numbers.h"
#include "exercises/softmax_steps.h"

#include <cmath>

namespace astrolabe::exercises {

namespace {

using Variant = AlibiBiasParameters::Variant;

const char *const prompts = "astrolabe::exercises::Prompts";
const char *const steps = "astrolabe::exercises::Steps";

// slope: the slope and the bias are asked to 3 decimals; a slip must land at least this far
// from the answer in one of the two numbers (four times the tolerance).
constexpr double slopeTolerance = 0.005;
constexpr double slopeSlip = 0.02;
// biased-weights: the weights are asked to 2 decimals; a slip must move one weight this far.
constexpr double weightTolerance = 0.01;
constexpr double weightSlip = 0.03;

// Numbers of heads whose slopes do not coincide with 2^(−h), the eight-head list, so that using
// that list for every model is a visible slip.
const std::vector<int> headCounts = {4, 16, 32};

double largestGap(const attention::Vector &a, const attention::Vector &b)
{
    return attention::maxAbsDifference(a, b);
}

void makeSlope(SeededRandom &random, AlibiBiasParameters &p, Exercise &e)
{
    double slope = 0.0;
    double bias = 0.0;
    for (;;) {
        p.heads = random.pick(headCounts);
        // Slopes down to 2^(−6) = 1/64, so that 3 decimals still tell them apart.
        p.head = random.integer(1, p.heads * 3 / 4);
        p.position = random.integer(2, 40);
        p.key = random.integer(1, p.position - 1);
        const int distance = p.position - p.key;
        slope = attention::alibiSlope(p.head, p.heads);
        bias = attention::alibiBias(slope, p.position, p.key);
        const attention::Vector answer = {slope, bias};
        // The slips: the eight-head slopes 2^(−h) for any model, the sequence started one head
        // early (2^(−8(h − 1)/n)), the bias added with a plus sign, the distance counted
        // inclusively (i − j + 1).
        const double eightHead = std::exp2(-double(p.head));
        const double early = std::exp2(-8.0 * (p.head - 1) / p.heads);
        const std::vector<attention::Vector> slips = {{eightHead, -eightHead * distance},
                                                      {early, -early * distance},
                                                      {slope, -bias},
                                                      {slope, -slope * (distance + 1)}};
        bool apart = std::abs(bias) >= 0.1 && std::abs(bias) <= 12.0;
        for (const attention::Vector &slip : slips)
            apart = apart && largestGap(slip, answer) >= slopeSlip;
        if (apart)
            break;
    }
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "A causal model with ALiBi has %1 attention heads, with "
                                      "the slopes Press et al. prescribe. What is the slope of "
                                      "head %2, and what bias does that head add to the score "
                                      "of the query at position %3 on the key at position %4? "
                                      "Give the two numbers in that order, to 3 decimals."),
                    {Step::number(p.heads), Step::number(p.head), Step::number(p.position),
                     Step::number(p.key)});
    e.answer = Answer::vector({slope, bias});
    e.tolerance = slopeTolerance;
    const double first = attention::alibiSlope(1, p.heads);
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "With %1 heads the slopes start at 2^(−8/%1) ≈ %2, and "
                                           "each is the one before times the same %2."),
                         std::vector<StepArgument>{Step::number(p.heads), Step::number(first, 4)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Head %1 has the slope m = 2^(−8 × %1 / %2) = 2^(−%3) "
                                           "≈ %4."),
                         std::vector<StepArgument>{Step::number(p.head), Step::number(p.heads),
                                                   Step::number(8.0 * p.head / p.heads),
                                                   Step::number(slope, 4)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The key is %1 − %2 = %3 positions behind the query, "
                                           "so the bias is −m × %3 ≈ %4, added to the score "
                                           "before softmax."),
                         std::vector<StepArgument>{Step::number(p.position), Step::number(p.key),
                                                   Step::number(p.position - p.key),
                                                   Step::number(bias, 3)});
}

// The slopes a learner multiplies by hand: heads 1 and 2 of eight (a question's placeholders
// show two decimals, so not 1/8).
const std::vector<double> friendlySlopes = {0.5, 0.25};

void makeBiasedWeights(SeededRandom &random, AlibiBiasParameters &p, Exercise &e)
{
    attention::Vector biased, weights;
    for (;;) {
        p.slope = random.pick(friendlySlopes);
        p.position = random.integer(3, 5);
        p.scores = smallIntegers(random, p.position, -1, 3);
        biased = attention::alibiScores(p.scores, p.slope);
        weights = attention::softmax(biased);
        if (!isBalanced(weights) || !withinHandReach(biased))
            continue;
        // The slips: no bias at all, the bias with a plus sign (far keys favoured), the
        // distance measured from the first key (j − 1) instead of back from the query.
        attention::Vector plus, fromFirst;
        for (int j = 1; j <= p.position; ++j) {
            plus.push_back(p.scores[std::size_t(j - 1)] + p.slope * (p.position - j));
            fromFirst.push_back(p.scores[std::size_t(j - 1)] - p.slope * (j - 1));
        }
        if (largestGap(weights, attention::softmax(p.scores)) >= weightSlip
            && largestGap(weights, attention::softmax(plus)) >= weightSlip
            && largestGap(weights, attention::softmax(fromFirst)) >= weightSlip)
            break;
    }
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "In an ALiBi head with slope m = %1, the query at position "
                                      "%2 sees keys 1 to %2 through the causal mask, with the "
                                      "content scores (%3). Add each key's bias −m (i − j) and "
                                      "apply softmax: what are the %2 weights? Give them in "
                                      "order, to 2 decimals."),
                    {Step::number(p.slope), Step::number(p.position),
                     Step::list(p.scores, QStringLiteral(", "))});
    e.answer = Answer::vector(weights);
    e.tolerance = weightTolerance;
    attention::Vector distances, biases;
    for (int j = 1; j <= p.position; ++j) {
        distances.push_back(p.position - j);
        biases.push_back(attention::alibiBias(p.slope, p.position, j));
    }
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Keys 1 to %1 are %2 positions back, so the biases "
                                           "−%3 (i − j) are %4."),
                         std::vector<StepArgument>{Step::number(p.position),
                                                   Step::list(distances, QStringLiteral(", ")),
                                                   Step::number(p.slope),
                                                   Step::list(biases, QStringLiteral(", "))});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The biased scores are %1."),
                         std::vector<StepArgument>{Step::list(biased, QStringLiteral(", "))});
    appendSoftmaxSteps(e.steps, biased);
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Without the biases the weights would be %1: the "
                                           "penalty moves weight towards the nearer keys."),
                         std::vector<StepArgument>{
                             Step::list(attention::softmax(p.scores), QStringLiteral(", "), 2)});
    appendExponentHints(e.hints, biased);
}

} // namespace

Exercise generateAlibiBias(quint64 seed)
{
    SeededRandom random(seed);
    AlibiBiasParameters p;
    p.variant = random.coin() ? Variant::Slope : Variant::BiasedWeights;
    Exercise e;
    e.kind = ExerciseKind::AlibiBias;
    e.seed = seed;
    switch (p.variant) {
    case Variant::Slope:
        makeSlope(random, p, e);
        break;
    case Variant::BiasedWeights:
        makeBiasedWeights(random, p, e);
        break;
    }
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
