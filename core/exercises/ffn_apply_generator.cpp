#include "exercises/generators.h"

#include "attention/feed_forward.h"
#include "exercises/friendly_numbers.h"

#include <algorithm>
#include <cmath>

namespace astrolabe::exercises {

namespace {

const char *const prompts = "astrolabe::exercises::Prompts";
const char *const steps = "astrolabe::exercises::Steps";

using Rows = std::vector<attention::Vector>;

// Every slip must move some coordinate by more than twice the tolerance (0.01).
constexpr double visibleChange = 0.03;
// Outputs a learner can add up by hand.
constexpr double largestOutput = 12.0;

attention::Vector oneDecimals(SeededRandom &random, int count, double low, double high)
{
    attention::Vector v;
    for (int i = 0; i < count; ++i)
        v.push_back(random.oneDecimal(low, high));
    return v;
}

attention::FeedForwardResult apply(const FfnApplyParameters &p, const attention::Vector &b1,
                                   const attention::Vector &b2)
{
    return attention::feedForward(p.x, attention::Matrix::fromRows(p.w1), b1,
                                  attention::Matrix::fromRows(p.w2), b2);
}

// hidden W₂ + b₂ for any hidden vector.
attention::Vector readOut(const FfnApplyParameters &p, const attention::Vector &hidden,
                          const attention::Vector &b2)
{
    attention::Vector out =
        (attention::Matrix::fromRows({hidden}) * attention::Matrix::fromRows(p.w2)).row(0);
    return b2.empty() ? out : attention::add(out, b2);
}

// The answers of the usual slips: the ReLU left out (an affine map); b₁ left out; b₂ left out;
// the ReLU taken before b₁ is added, max(0, x W₁) + b₁; the ReLU applied to the output as well.
std::vector<attention::Vector> slips(const FfnApplyParameters &p,
                                     const attention::FeedForwardResult &r)
{
    const attention::Vector xw1 = apply(p, {}, {}).preActivation;
    return {readOut(p, r.preActivation, p.b2), apply(p, {}, p.b2).output, apply(p, p.b1, {}).output,
            readOut(p, attention::add(attention::relu(xw1), p.b1), p.b2),
            attention::relu(r.output)};
}

bool workable(const FfnApplyParameters &p, const attention::FeedForwardResult &r)
{
    // At least one unit switched off and one on, none exactly at the bend.
    const bool negative = std::any_of(r.preActivation.begin(), r.preActivation.end(),
                                      [](double v) { return v < 0.0; });
    const bool positive = std::any_of(r.preActivation.begin(), r.preActivation.end(),
                                      [](double v) { return v > 0.0; });
    const bool atZero = std::any_of(r.preActivation.begin(), r.preActivation.end(),
                                    [](double v) { return std::abs(v) < 1e-9; });
    if (!negative || !positive || atZero)
        return false;
    for (double v : r.output)
        if (std::abs(v) > largestOutput)
            return false;
    const std::vector<attention::Vector> wrong = slips(p, r);
    return std::all_of(wrong.begin(), wrong.end(), [&r](const attention::Vector &w) {
        return attention::maxAbsDifference(w, r.output) >= visibleChange;
    });
}

StepArgument vector(const attention::Vector &v)
{
    return Step::list(v, QStringLiteral(", "));
}

} // namespace

// d_model 2 or 3, d_ff 3 or 4; x and both matrices whole numbers from −2 to 2, the biases one
// decimal from −1.0 to 1.0; redrawn until some unit is negative before the ReLU and some positive,
// and every slip above gives another answer.
Exercise generateFfnApply(quint64 seed)
{
    SeededRandom random(seed);
    FfnApplyParameters p;
    attention::FeedForwardResult r;
    const int modelWidth = random.integer(2, 3);
    const int hiddenWidth = random.integer(3, 4);
    for (;;) {
        p.x = smallIntegers(random, modelWidth, -2, 2);
        p.w1 = smallIntegerRows(random, modelWidth, hiddenWidth, -2, 2);
        p.b1 = oneDecimals(random, hiddenWidth, -1.0, 1.0);
        p.w2 = smallIntegerRows(random, hiddenWidth, modelWidth, -2, 2);
        p.b2 = oneDecimals(random, modelWidth, -1.0, 1.0);
        r = apply(p, p.b1, p.b2);
        if (workable(p, r))
            break;
    }
    const attention::Vector xw1 = apply(p, {}, {}).preActivation;
    const attention::Vector hw2 = readOut(p, r.hidden, {});

    Exercise e;
    e.kind = ExerciseKind::FfnApply;
    e.seed = seed;
    e.tolerance = 0.01;
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "A feed-forward layer with d_model = %1 and d_ff = %2 "
                                      "computes FFN(x) = max(0, x W₁ + b₁) W₂ + b₂ at each "
                                      "position. W₁ has the rows %3 (one per entry of x), "
                                      "b₁ = (%4), W₂ has the rows %5 (one per hidden unit) and "
                                      "b₂ = (%6). What is FFN(x) for x = (%7)? Give each number to "
                                      "1 decimal."),
                    {Step::number(modelWidth), Step::number(hiddenWidth), Step::rows(p.w1),
                     vector(p.b1), Step::rows(p.w2), vector(p.b2), vector(p.x)});
    e.answer = Answer::vector(r.output);
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Each hidden unit takes x times its column of W₁, then "
                                           "adds its bias: x W₁ + b₁ = (%1) + (%2) = (%3)."),
                         std::vector<StepArgument>{vector(xw1), vector(p.b1),
                                                   vector(r.preActivation)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The ReLU keeps the positive entries and sets the "
                                           "negative ones to 0: h = (%1)."),
                         std::vector<StepArgument>{vector(r.hidden)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "h W₂ adds up the rows of W₂, each times its unit's "
                                           "value in h; a unit at 0 adds nothing: h W₂ = (%1)."),
                         std::vector<StepArgument>{vector(hw2)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Adding b₂: (%1) + (%2) = (%3)."),
                         std::vector<StepArgument>{vector(hw2), vector(p.b2), vector(r.output)});
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
