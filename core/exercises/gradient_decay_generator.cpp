#include "exercises/generators.h"

#include "attention/recurrence_gradient.h"
#include "exercises/seeded_random.h"

#include <cmath>

namespace astrolabe::exercises {

namespace {

using Variant = GradientDecayParameters::Variant;

const char *const prompts = "astrolabe::exercises::Prompts";
const char *const steps = "astrolabe::exercises::Steps";

// γ at least 0.1 below 1, so that the slip γ^t (one Jacobian too many) lands at least
// 0.1 × bound away from the answer.
const std::vector<double> gammas = {0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9};
const std::vector<double> thresholds = {0.1, 0.05, 0.01, 0.001};

void makeBound(SeededRandom &random, GradientDecayParameters &p, Exercise &e)
{
    // A bound between 0.06 and 0.6: right to 2 decimals (the tolerance, 0.005, accepts any answer
    // written to 2 decimals or more), and γ^t differs from it by more than the tolerance.
    double bound = 0.0;
    do {
        p.gamma = random.pick(gammas);
        p.steps = random.integer(3, 40);
        bound = attention::gradientBound(p.gamma, p.steps);
    } while (bound < 0.06 || bound > 0.6);
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "In a recurrent network h_t = f(h_(t−1), x_t), every step "
                                      "Jacobian ∂h_t/∂h_(t−1) has norm at most γ = %1. What "
                                      "upper bound does that give on the norm of the gradient "
                                      "of the state at step %2 with respect to the state at "
                                      "step 1? Round to 3 decimals."),
                    {Step::number(p.gamma), Step::number(p.steps)});
    e.answer = Answer::number(bound);
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "By the chain rule the gradient from step 1 to step "
                                           "%1 is a product of %1 − 1 = %2 step Jacobians, and "
                                           "the norm of a product is at most the product of "
                                           "the norms."),
                         std::vector<StepArgument>{Step::number(p.steps),
                                                   Step::number(p.steps - 1)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "So its norm is at most %1 to the power %2, which is "
                                           "%3."),
                         std::vector<StepArgument>{Step::number(p.gamma),
                                                   Step::number(p.steps - 1),
                                                   Step::number(bound, 4)});
}

void makeBelowThreshold(SeededRandom &random, GradientDecayParameters &p, Exercise &e)
{
    int first = 0;
    for (;;) {
        p.gamma = random.pick(gammas);
        p.threshold = random.pick(thresholds);
        first = attention::firstStepBelow(p.gamma, p.threshold);
        // No bound within 1 % of ε, where the rounded numbers of the steps could blur which
        // side of ε it is on.
        const double before = attention::gradientBound(p.gamma, first - 1);
        const double at = attention::gradientBound(p.gamma, first);
        if (before / p.threshold > 1.01 && at / p.threshold < 0.99)
            break;
    }
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "In a recurrent network every step Jacobian "
                                      "∂h_t/∂h_(t−1) has norm at most γ = %1, so the gradient "
                                      "of the state at step t with respect to the state at "
                                      "step 1 has norm at most γ^(t − 1). At which step t does "
                                      "this bound first fall below %2?"),
                    {Step::number(p.gamma), Step::number(p.threshold)});
    e.answer = Answer::number(first);
    const double ratio = std::log(p.threshold) / std::log(p.gamma);
    // Two more decimals than ε has: 0.05 and its neighbours to 4 decimals.
    const int decimals = static_cast<int>(std::ceil(-std::log10(p.threshold) - 1e-9)) + 2;
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The bound is below %1 when t − 1 is more than "
                                           "log %1 / log %2 = %3."),
                         std::vector<StepArgument>{Step::number(p.threshold),
                                                   Step::number(p.gamma),
                                                   Step::number(ratio, 2)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "At step %1 the bound is %2 to the power %3 = %4, "
                                           "still at least %5; at step %6 it is %2 to the power "
                                           "%7 = %8, below it. The answer is %6."),
                         std::vector<StepArgument>{
                             Step::number(first - 1), Step::number(p.gamma),
                             Step::number(first - 2),
                             Step::number(attention::gradientBound(p.gamma, first - 1), decimals),
                             Step::number(p.threshold), Step::number(first),
                             Step::number(first - 1),
                             Step::number(attention::gradientBound(p.gamma, first), decimals)});
}

} // namespace

Exercise generateGradientDecay(quint64 seed)
{
    SeededRandom random(seed);
    GradientDecayParameters p;
    p.variant = random.integer(0, 1) == 0 ? Variant::Bound : Variant::BelowThreshold;
    Exercise e;
    e.kind = ExerciseKind::GradientDecay;
    e.seed = seed;
    switch (p.variant) {
    case Variant::Bound:
        e.tolerance = 0.005;
        makeBound(random, p, e);
        break;
    case Variant::BelowThreshold:
        e.tolerance = 0.0; // a step number
        makeBelowThreshold(random, p, e);
        break;
    }
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
