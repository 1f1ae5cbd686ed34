#include "exercises/generators.h"

#include "attention/kernel_smoothing.h"
#include "exercises/friendly_numbers.h"
#include "exercises/softmax_steps.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace astrolabe::exercises {

namespace {

using Variant = KernelSmootherParameters::Variant;

const char *const steps = "astrolabe::exercises::Steps";
const char *const prompts = "astrolabe::exercises::Prompts";

std::vector<attention::Vector> onALine(const attention::Vector &xs)
{
    std::vector<attention::Vector> points;
    for (double x : xs)
        points.push_back({x});
    return points;
}

double mean(const attention::Vector &v)
{
    return std::accumulate(v.begin(), v.end(), 0.0) / static_cast<double>(v.size());
}

// −(x − xᵢ)²/2: the logarithm of the Gaussian kernel with h = 1.
attention::Vector logKernel(double x, const attention::Vector &xs)
{
    attention::Vector result;
    for (double xi : xs)
        result.push_back(-(x - xi) * (x - xi) / 2.0);
    return result;
}

// The index of the single nearest point, or -1 when two are nearest.
int nearest(double x, const attention::Vector &xs)
{
    attention::Vector closeness;
    for (double xi : xs)
        closeness.push_back(-std::abs(x - xi));
    return uniqueArgMax(closeness);
}

// Points xᵢ: `count` distinct whole numbers within 2 of x (so every kernel value is e^0,
// e^−0.5 or e^−2), in increasing order, and outputs yᵢ, whole numbers in [0, 6], not all equal.
void drawPoints(SeededRandom &random, int count, KernelSmootherParameters &p)
{
    p.x = random.integer(1, 6);
    std::vector<int> offsets = {-2, -1, 0, 1, 2};
    p.inputs.clear();
    while (static_cast<int>(p.inputs.size()) < count) {
        const int slot = random.pick(offsets);
        offsets.erase(std::find(offsets.begin(), offsets.end(), slot));
        p.inputs.push_back(p.x + slot);
    }
    std::sort(p.inputs.begin(), p.inputs.end());
    p.outputs = smallIntegers(random, count, 0, 6);
}

std::vector<attention::Vector> pointRows(const KernelSmootherParameters &p)
{
    std::vector<attention::Vector> rows;
    for (std::size_t i = 0; i < p.inputs.size(); ++i)
        rows.push_back({p.inputs[i], p.outputs[i]});
    return rows;
}

// The steps of a Gaussian-kernel estimate at h = 1, from the kernel values to the estimate.
void appendGaussianSteps(std::vector<Step> &out, const KernelSmootherParameters &p,
                         const attention::Vector &weights)
{
    const attention::Vector exponents = logKernel(p.x, p.inputs);
    const attention::Vector kernel = exponentials(exponents);
    out.emplace_back(steps,
                     QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                       "The exponents −(x − xᵢ)²/2 are %1, so the kernel values "
                                       "are %2."),
                     std::vector<StepArgument>{Step::list(exponents, QStringLiteral(", ")),
                                               Step::list(kernel, QStringLiteral(", "), 3)});
    const double total = std::accumulate(kernel.begin(), kernel.end(), 0.0);
    out.emplace_back(steps,
                     QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                       "Their sum is %1; divided by it they give the weights %2, "
                                       "which add up to 1."),
                     std::vector<StepArgument>{Step::number(total, 3),
                                               Step::list(weights, QStringLiteral(", "), 3)});
    attention::Vector terms;
    for (std::size_t i = 0; i < weights.size(); ++i)
        terms.push_back(weights[i] * p.outputs[i]);
    out.emplace_back(steps,
                     QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                       "The estimate is the weighted average of the outputs: "
                                       "%1 = %2."),
                     std::vector<StepArgument>{Step::sum(terms, 3),
                                               Step::number(attention::kernelEstimate(weights,
                                                                                      p.outputs),
                                                            2)});
}

void makeEstimate(SeededRandom &random, KernelSmootherParameters &p, Exercise &e)
{
    const int count = random.integer(3, 4);
    attention::Vector weights;
    double estimate = 0.0;
    for (;;) {
        drawPoints(random, count, p);
        weights = attention::gaussianKernelWeights({p.x}, onALine(p.inputs), 1.0);
        estimate = attention::kernelEstimate(weights, p.outputs);
        // Not the plain mean, and not any single output: the weighting must show.
        bool nearAnOutput = false;
        for (double y : p.outputs)
            nearAnOutput = nearAnOutput || std::abs(estimate - y) < 0.2;
        if (isBalanced(weights) && std::abs(estimate - mean(p.outputs)) >= 0.2 && !nearAnOutput)
            break;
    }
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "The labelled points (xᵢ, yᵢ) are %1. With the Gaussian "
                                      "kernel K(x, xᵢ) = e^(−(x − xᵢ)²/2), what is the "
                                      "Nadaraya–Watson estimate at x = %2? Round to 2 decimals."),
                    {Step::rows(pointRows(p)), Step::number(p.x)});
    e.answer = Answer::number(estimate);
    appendGaussianSteps(e.steps, p, weights);
    appendExponentHints(e.hints, logKernel(p.x, p.inputs));
}

void makeSameAsAttention(SeededRandom &random, KernelSmootherParameters &p, Exercise &e)
{
    const int count = random.integer(2, 3);
    attention::Vector weights, scores;
    double estimate = 0.0;
    for (;;) {
        p.query = smallIntegers(random, 4, -1, 1);
        p.keys = smallIntegerRows(random, count, 4, -1, 2);
        p.outputs = smallIntegers(random, count, 0, 6);
        scores.clear();
        bool even = true;
        for (const attention::Vector &k : p.keys) {
            scores.push_back(attention::dot(p.query, k));
            even = even && static_cast<int>(scores.back()) % 2 == 0;
        }
        if (!even) // q · k / 2 stays a whole number
            continue;
        weights = attention::dotProductKernelWeights(p.query, p.keys, 2.0);
        estimate = attention::kernelEstimate(weights, p.outputs);
        bool nearAnOutput = false;
        for (double y : p.outputs)
            nearAnOutput = nearAnOutput || std::abs(estimate - y) < 0.2;
        attention::Vector scaled;
        for (double s : scores)
            scaled.push_back(s / 2.0);
        if (isBalanced(weights) && withinHandReach(scaled) && !nearAnOutput
            && std::abs(estimate - mean(p.outputs)) >= 0.2)
            break;
    }
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "Smooth with the kernel K(q, k) = e^(q · k / √d), d = 4: the "
                                      "query is q = %1, the points are the keys %2 and their "
                                      "outputs are %3. What is the Nadaraya–Watson estimate at "
                                      "q (the output of this attention head)? Round to 2 "
                                      "decimals."),
                    {Step::list(p.query, QStringLiteral(", ")), Step::rows(p.keys),
                     Step::list(p.outputs, QStringLiteral(", "))});
    e.answer = Answer::number(estimate);
    attention::Vector scaled;
    for (double s : scores)
        scaled.push_back(s / 2.0);
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The dot products q · kᵢ are %1; divided by √4 = 2 they "
                                           "are %2."),
                         std::vector<StepArgument>{Step::list(scores, QStringLiteral(", ")),
                                                   Step::list(scaled, QStringLiteral(", "))});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The kernel values e^(q · kᵢ / 2) are %1. Dividing by "
                                           "their sum is exactly softmax: the weights are %2."),
                         std::vector<StepArgument>{
                             Step::list(exponentials(scaled), QStringLiteral(", "), 3),
                             Step::list(weights, QStringLiteral(", "), 3)});
    attention::Vector terms;
    for (std::size_t i = 0; i < weights.size(); ++i)
        terms.push_back(weights[i] * p.outputs[i]);
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The estimate, %1 = %2, is the head's output with "
                                           "these outputs as its values."),
                         std::vector<StepArgument>{Step::sum(terms, 3), Step::number(estimate, 2)});
    appendExponentHints(e.hints, scaled);
}

void makeBandwidthLimit(SeededRandom &random, KernelSmootherParameters &p, Exercise &e)
{
    const int count = random.integer(3, 4);
    attention::Vector weights;
    int closest = -1;
    double estimate = 0.0;
    for (;;) {
        drawPoints(random, count, p);
        closest = nearest(p.x, p.inputs);
        if (closest < 0)
            continue;
        weights = attention::gaussianKernelWeights({p.x}, onALine(p.inputs), 1.0);
        estimate = attention::kernelEstimate(weights, p.outputs);
        const double nearOutput = p.outputs[std::size_t(closest)];
        const double average = mean(p.outputs);
        // The three answers stand apart: no slip lands on another one.
        if (isBalanced(weights) && std::abs(nearOutput - average) >= 0.5
            && std::abs(estimate - nearOutput) >= 0.2 && std::abs(estimate - average) >= 0.2)
            break;
    }
    const double nearOutput = p.outputs[std::size_t(closest)];
    const double average = mean(p.outputs);
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "The labelled points (xᵢ, yᵢ) are %1, smoothed with the "
                                      "Gaussian kernel K(x, xᵢ) = e^(−(x − xᵢ)²/(2h²)). What "
                                      "does the estimate at x = %2 tend to as the bandwidth h "
                                      "shrinks to 0, what is it at h = 1, and what does it tend "
                                      "to as h grows without bound? Give the three numbers in "
                                      "that order, to 2 decimals."),
                    {Step::rows(pointRows(p)), Step::number(p.x)});
    e.answer = Answer::vector({nearOutput, estimate, average});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "As h → 0 the point nearest to x, the one at %1, "
                                           "takes all the weight: the estimate tends to its "
                                           "output, %2."),
                         std::vector<StepArgument>{Step::number(p.inputs[std::size_t(closest)]),
                                                   Step::number(nearOutput)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "At h = 1:"));
    appendGaussianSteps(e.steps, p, weights);
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "As h grows every kernel value tends to 1, so every "
                                           "weight tends to 1/%1: the estimate tends to the plain "
                                           "mean, (%2) / %1 = %3."),
                         std::vector<StepArgument>{Step::number(count), Step::sum(p.outputs),
                                                   Step::number(average, 2)});
    appendExponentHints(e.hints, logKernel(p.x, p.inputs));
}

} // namespace

Exercise generateKernelSmoother(quint64 seed)
{
    SeededRandom random(seed);
    KernelSmootherParameters p;
    const int variant = random.integer(0, 2);
    p.variant = variant == 0 ? Variant::Estimate
        : variant == 1       ? Variant::SameAsAttention
                             : Variant::BandwidthLimit;
    Exercise e;
    e.kind = ExerciseKind::KernelSmoother;
    e.seed = seed;
    e.tolerance = 0.05;
    switch (p.variant) {
    case Variant::Estimate:
        makeEstimate(random, p, e);
        break;
    case Variant::SameAsAttention:
        makeSameAsAttention(random, p, e);
        break;
    case Variant::BandwidthLimit:
        makeBandwidthLimit(random, p, e);
        break;
    }
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
