#include "exercises/generators.h"

#include "attention/layer_norm.h"
#include "exercises/friendly_numbers.h"
#include "exercises/softmax_steps.h"

#include <algorithm>
#include <cmath>

namespace astrolabe::exercises {

namespace {

using Variant = LayerNormParameters::Variant;

const char *const prompts = "astrolabe::exercises::Prompts";
const char *const steps = "astrolabe::exercises::Steps";

constexpr int width = 4;
// Every slip a learner can make must move some entry by more than twice the tolerance (0.01).
constexpr double visibleChange = 0.03;

bool differs(const attention::Vector &a, const attention::Vector &b)
{
    return attention::maxAbsDifference(a, b) >= visibleChange;
}

// The answers of the usual slips, for the drawn numbers: the mean not subtracted, the variance
// divided by d − 1, division by σ² instead of σ; and with a gain and bias, the gain or the bias
// left out, or the bias added before the gain, γ ⊙ (z + β).
std::vector<attention::Vector> slips(const LayerNormParameters &p)
{
    const attention::LayerNormResult r = attention::layerNorm(p.x);
    const double sigma = std::sqrt(r.variance);
    const double sample = std::sqrt(r.variance * width / (width - 1));
    attention::Vector noMean, sampleVariance, byVariance;
    for (std::size_t i = 0; i < p.x.size(); ++i) {
        noMean.push_back(p.x[i] / sigma);
        sampleVariance.push_back((p.x[i] - r.mean) / sample);
        byVariance.push_back((p.x[i] - r.mean) / r.variance);
    }
    std::vector<attention::Vector> wrong = {noMean, sampleVariance, byVariance};
    if (p.variant == Variant::Normalise)
        return wrong;
    // Apply the gain and bias to each normalising slip, and add the gain-and-bias slips.
    for (attention::Vector &v : wrong)
        for (std::size_t i = 0; i < v.size(); ++i)
            v[i] = p.gain[i] * v[i] + p.bias[i];
    attention::Vector noBias, noGain, biasFirst;
    for (std::size_t i = 0; i < p.x.size(); ++i) {
        noBias.push_back(p.gain[i] * r.normalised[i]);
        noGain.push_back(r.normalised[i] + p.bias[i]);
        biasFirst.push_back(p.gain[i] * (r.normalised[i] + p.bias[i]));
    }
    wrong.push_back(noBias);
    wrong.push_back(noGain);
    wrong.push_back(biasFirst);
    wrong.push_back(r.normalised);
    return wrong;
}

// 4 whole numbers from −3 to 7 whose sum is a multiple of 4 (so the mean is whole), not all
// equal and with a mean other than 0 (so forgetting to subtract it shows).
attention::Vector drawX(SeededRandom &random)
{
    for (;;) {
        attention::Vector x = smallIntegers(random, width, -3, 7);
        double sum = 0.0;
        for (double v : x)
            sum += v;
        const bool constant = std::all_of(x.begin(), x.end(), [&x](double v) { return v == x[0]; });
        if (!constant && int(sum) % width == 0 && sum != 0.0)
            return x;
    }
}

attention::Vector deviations(const attention::Vector &x, double mean)
{
    attention::Vector d;
    for (double v : x)
        d.push_back(v - mean);
    return d;
}

attention::Vector squares(const attention::Vector &v)
{
    attention::Vector s;
    for (double x : v)
        s.push_back(x * x);
    return s;
}

} // namespace

Exercise generateLayerNorm(quint64 seed)
{
    SeededRandom random(seed);
    LayerNormParameters p;
    p.variant = random.coin() ? Variant::Normalise : Variant::WithGainBias;
    attention::LayerNormResult r;
    for (;;) {
        p.x = drawX(random);
        p.gain.clear();
        p.bias.clear();
        if (p.variant == Variant::WithGainBias)
            for (int i = 0; i < width; ++i) {
                p.gain.push_back(random.oneDecimal(0.5, 2.0));
                p.bias.push_back(random.oneDecimal(-1.0, 1.0));
            }
        r = attention::layerNorm(p.x, p.gain, p.bias);
        const std::vector<attention::Vector> wrong = slips(p);
        if (std::all_of(wrong.begin(), wrong.end(),
                        [&r](const attention::Vector &w) { return differs(w, r.output); }))
            break;
    }
    const double sigma = std::sqrt(r.variance);
    const attention::Vector dev = deviations(p.x, r.mean);
    const attention::Vector sq = squares(dev);
    const int sigmaDecimals = sigma == std::round(sigma) ? -1 : 3;
    double sumSquares = 0.0;
    for (double s : sq)
        sumSquares += s;

    Exercise e;
    e.kind = ExerciseKind::LayerNorm;
    e.seed = seed;
    e.tolerance = 0.01;
    if (p.variant == Variant::Normalise)
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "One position's vector in the residual stream is "
                                          "x = (%1). LayerNorm, with ε left out and no gain or "
                                          "bias, subtracts the mean of the %2 numbers and divides "
                                          "by their standard deviation (variance divided by %2). "
                                          "What vector comes out? Give each number to 2 "
                                          "decimals."),
                        {Step::list(p.x, QStringLiteral(", ")), Step::number(width)});
    else
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "One position's vector in the residual stream is "
                                          "x = (%1). A LayerNorm with gain γ = (%2) and bias "
                                          "β = (%3) normalises x to z (mean subtracted, divided by "
                                          "the standard deviation over the %4 numbers, ε left "
                                          "out), then computes γ ⊙ z + β coordinate by "
                                          "coordinate. "
                                          "What vector comes out? Give each number to 2 "
                                          "decimals."),
                        {Step::list(p.x, QStringLiteral(", ")),
                         Step::list(p.gain, QStringLiteral(", ")),
                         Step::list(p.bias, QStringLiteral(", ")), Step::number(width)});
    e.answer = Answer::vector(r.output);
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The mean is μ = (%1) / %2 = %3."),
                         std::vector<StepArgument>{Step::sum(p.x), Step::number(width),
                                                   Step::number(r.mean)});
    e.steps.emplace_back(steps,
                         sigmaDecimals < 0
                             ? QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                                 "The deviations x − μ are (%1); their squares add "
                                                 "up to %2 = %3, so σ² = %3 / %4 = %5 and "
                                                 "σ = √%5 = %6.")
                             : QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                                 "The deviations x − μ are (%1); their squares add "
                                                 "up to %2 = %3, so σ² = %3 / %4 = %5 and "
                                                 "σ = √%5 ≈ %6."),
                         std::vector<StepArgument>{Step::list(dev, QStringLiteral(", ")),
                                                   Step::sum(sq), Step::number(sumSquares),
                                                   Step::number(width),
                                                   Step::number(r.variance),
                                                   Step::number(sigma, sigmaDecimals)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Each deviation divided by σ gives z = (%1): mean 0, "
                                           "and the squares average to 1."),
                         std::vector<StepArgument>{
                             Step::list(r.normalised, QStringLiteral(", "), 3)});
    if (p.variant == Variant::WithGainBias)
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Each zᵢ times γᵢ, plus βᵢ: γ ⊙ z + β = (%1)."),
                             std::vector<StepArgument>{
                                 Step::list(r.output, QStringLiteral(", "), 3)});
    appendHint(e.hints, QStringLiteral("root"),
               Step(steps,
                    sigma == std::round(sigma)
                        ? QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "√%1 = %2")
                        : QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "√%1 ≈ %2"),
                    std::vector<StepArgument>{Step::number(r.variance),
                                              Step::number(sigma, sigmaDecimals)}));
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
