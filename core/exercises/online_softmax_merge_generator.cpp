#include "exercises/generators.h"

#include "attention/online_softmax.h"
#include "attention/softmax.h"
#include "exercises/friendly_numbers.h"
#include "exercises/softmax_steps.h"
#include "exercises/worked_weights.h"

#include <algorithm>
#include <cmath>

namespace astrolabe::exercises {

namespace {

using Variant = OnlineSoftmaxMergeParameters::Variant;
using attention::SoftmaxState;

const char *const prompts = "astrolabe::exercises::Prompts";
const char *const steps = "astrolabe::exercises::Steps";

double largest(const attention::Vector &v)
{
    return *std::max_element(v.begin(), v.end());
}

// e^(s − m) for every score s of a block: the terms of its sum ℓ.
attention::Vector termsAgainst(const attention::Vector &scores, double maximum)
{
    attention::Vector terms;
    for (double s : scores)
        terms.push_back(std::exp(s - maximum));
    return terms;
}

std::vector<attention::Vector> oneNumberRows(const attention::Vector &values)
{
    std::vector<attention::Vector> rows;
    for (double v : values)
        rows.push_back({v});
    return rows;
}

attention::Vector concatenated(const attention::Vector &a, const attention::Vector &b)
{
    attention::Vector all = a;
    all.insert(all.end(), b.begin(), b.end());
    return all;
}

// isDegenerate() on these numbers: a weight the learner works with above 0.95 or below 0.005.
bool unworkable(const OnlineSoftmaxMergeParameters &p)
{
    Exercise probe;
    probe.kind = ExerciseKind::OnlineSoftmaxMerge;
    probe.parameters = p;
    return isDegenerate(probe);
}

// Two blocks of 2 or 3 whole-number scores in [−1, 3] whose maxima differ (so the merge must
// rescale one of them); with `secondRaises`, block 2's maximum is the larger.
void drawBlocks(SeededRandom &random, OnlineSoftmaxMergeParameters &p, bool secondRaises)
{
    for (;;) {
        p.scores1 = smallIntegers(random, random.integer(2, 3), -1, 3);
        p.scores2 = smallIntegers(random, random.integer(2, 3), -1, 3);
        const double m1 = largest(p.scores1), m2 = largest(p.scores2);
        if (m1 != m2 && (!secondRaises || m2 > m1))
            return;
    }
}

// The hint facts: e^x for each exponent the learner meets, s − m within each block and the
// rescaling exponents m_b − m (and, for weight-of, the asked score against the merged maximum).
void appendMergeHints(std::vector<HintFact> &hints, const OnlineSoftmaxMergeParameters &p,
                      attention::Vector extra = {})
{
    const double m1 = largest(p.scores1), m2 = largest(p.scores2);
    const double m = std::max(m1, m2);
    attention::Vector exponents = extra;
    for (double s : p.scores1)
        exponents.push_back(s - m1);
    for (double s : p.scores2)
        exponents.push_back(s - m2);
    exponents.push_back(m1 - m);
    exponents.push_back(m2 - m);
    appendExponentHints(hints, exponents);
}

// "Block b on its own: largest score m_b, ℓ_b = … = …".
Step blockStep(int block, const attention::Vector &scores)
{
    const double m = largest(scores);
    const attention::Vector terms = termsAgainst(scores, m);
    return Step(steps,
                QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                  "Block %1 on its own: its largest score is m = %2, and "
                                  "ℓ = Σ e^(s − m) over its scores is %3 = %4."),
                {Step::number(block), Step::number(m), Step::sum(terms, 3),
                 Step::number(attention::softmaxBlock(scores).sum, 3)});
}

// "Merged: m = max(m₁, m₂); ℓ = ℓ₁ × e^(m₁ − m) + ℓ₂ × e^(m₂ − m) = …".
Step mergeStep(const SoftmaxState &first, const SoftmaxState &second, const SoftmaxState &merged)
{
    return Step(steps,
                QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                  "Merged: m = max(%1, %2) = %3. Each block's sum is multiplied "
                                  "by e^(its maximum − m): ℓ = %4 × %5 + %6 × %7 = %8."),
                {Step::number(first.maximum), Step::number(second.maximum),
                 Step::number(merged.maximum), Step::number(first.sum, 3),
                 Step::number(attention::rescaleFactor(first.maximum, merged.maximum), 3),
                 Step::number(second.sum, 3),
                 Step::number(attention::rescaleFactor(second.maximum, merged.maximum), 3),
                 Step::number(merged.sum, 3)});
}

void makeNormaliser(SeededRandom &random, OnlineSoftmaxMergeParameters &p, Exercise &e)
{
    do
        drawBlocks(random, p, false);
    while (unworkable(p));
    const SoftmaxState first = attention::softmaxBlock(p.scores1);
    const SoftmaxState second = attention::softmaxBlock(p.scores2);
    const SoftmaxState merged = attention::mergeSoftmax(first, second);
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "Softmax reads the scores in two blocks: block 1 holds %1 "
                                      "and block 2 holds %2. Each block keeps its largest score "
                                      "and the sum of e^(s − that maximum); then the two are "
                                      "merged. What are the merged maximum m and the merged sum "
                                      "ℓ = Σ e^(s − m) over all the scores? Give m, then ℓ to 2 "
                                      "decimals."),
                    {Step::rows({p.scores1}),
                     Step::rows({p.scores2})});
    e.answer = Answer::vector({merged.maximum, merged.sum});
    e.steps.push_back(blockStep(1, p.scores1));
    e.steps.push_back(blockStep(2, p.scores2));
    e.steps.push_back(mergeStep(first, second, merged));
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Check: over all the scores at once, Σ e^(s − %1) = "
                                           "%2 = %3, the same sum."),
                         std::vector<StepArgument>{
                             Step::number(merged.maximum),
                             Step::sum(termsAgainst(concatenated(p.scores1, p.scores2),
                                                    merged.maximum),
                                       3),
                             Step::number(merged.sum, 3)});
    appendMergeHints(e.hints, p);
}

void makeRescaledOutput(SeededRandom &random, OnlineSoftmaxMergeParameters &p, Exercise &e)
{
    SoftmaxState first, second, merged;
    double factor = 1.0;
    for (;;) {
        drawBlocks(random, p, true);
        p.values1 = smallIntegers(random, int(p.scores1.size()), 0, 6);
        p.values2 = smallIntegers(random, int(p.scores2.size()), 0, 6);
        if (unworkable(p))
            continue;
        first = attention::softmaxBlock(p.scores1, oneNumberRows(p.values1));
        second = attention::softmaxBlock(p.scores2, oneNumberRows(p.values2));
        merged = attention::mergeSoftmax(first, second);
        factor = attention::rescaleFactor(first.maximum, merged.maximum);
        const double output = attention::stateOutput(merged)[0];
        // The slips must show: forgetting to rescale (block 1's a₁ and ℓ₁ added as they are),
        // or keeping only block 2's output.
        const double unrescaled = (first.accumulated[0] + second.accumulated[0])
            / (first.sum + second.sum);
        if (first.accumulated[0] * factor >= 0.1 && std::abs(output - unrescaled) >= 0.1
            && std::abs(output - attention::stateOutput(second)[0]) >= 0.1)
            break;
    }
    const double output = attention::stateOutput(merged)[0];
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "Attention reads its keys in two blocks. Block 1 has the "
                                      "scores %1 and the one-number values %2; block 2 has the "
                                      "scores %3 and the values %4, and raises the largest score. "
                                      "After block 1 the partial output is a₁ = Σ e^(s − m₁) v, "
                                      "with m₁ block 1's largest score. Give a₁ rescaled to the "
                                      "new maximum m, a₁ × e^(m₁ − m), then the final output "
                                      "a / ℓ, both to 2 decimals."),
                    {Step::rows({p.scores1}),
                     Step::rows({p.values1}),
                     Step::rows({p.scores2}),
                     Step::rows({p.values2})});
    e.answer = Answer::vector({first.accumulated[0] * factor, output});

    attention::Vector terms1, terms2;
    const attention::Vector e1 = termsAgainst(p.scores1, first.maximum);
    const attention::Vector e2 = termsAgainst(p.scores2, second.maximum);
    for (std::size_t i = 0; i < e1.size(); ++i)
        terms1.push_back(e1[i] * p.values1[i]);
    for (std::size_t i = 0; i < e2.size(); ++i)
        terms2.push_back(e2[i] * p.values2[i]);
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Block 1 on its own: m₁ = %1, ℓ₁ = %2 = %3, and each "
                                           "value times its e^(s − m₁) gives a₁ = %4 = %5."),
                         std::vector<StepArgument>{Step::number(first.maximum), Step::sum(e1, 3),
                                                   Step::number(first.sum, 3),
                                                   Step::sum(terms1, 3),
                                                   Step::number(first.accumulated[0], 3)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Block 2 raises the maximum to m = %1, so block 1's "
                                           "sum and partial output are both multiplied by "
                                           "e^(%2 − %1) = %3: ℓ₁ becomes %4 and a₁ becomes %5."),
                         std::vector<StepArgument>{Step::number(merged.maximum),
                                                   Step::number(first.maximum),
                                                   Step::number(factor, 3),
                                                   Step::number(first.sum * factor, 3),
                                                   Step::number(first.accumulated[0] * factor, 3)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Block 2 against m = %1: ℓ₂ = %2 = %3 and a₂ = %4 = "
                                           "%5."),
                         std::vector<StepArgument>{Step::number(merged.maximum), Step::sum(e2, 3),
                                                   Step::number(second.sum, 3),
                                                   Step::sum(terms2, 3),
                                                   Step::number(second.accumulated[0], 3)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "ℓ = %1 + %2 = %3 and a = %4 + %5 = %6, so the output "
                                           "is a / ℓ = %7: the output of one softmax over all "
                                           "the scores."),
                         std::vector<StepArgument>{Step::number(first.sum * factor, 3),
                                                   Step::number(second.sum, 3),
                                                   Step::number(merged.sum, 3),
                                                   Step::number(first.accumulated[0] * factor, 3),
                                                   Step::number(second.accumulated[0], 3),
                                                   Step::number(merged.accumulated[0], 3),
                                                   Step::number(output, 2)});
    appendMergeHints(e.hints, p);
}

void makeWeightOf(SeededRandom &random, OnlineSoftmaxMergeParameters &p, Exercise &e)
{
    double local = 0.0, global = 0.0;
    SoftmaxState first, second, merged;
    for (;;) {
        drawBlocks(random, p, false);
        p.position = random.integer(0, int(p.scores1.size() + p.scores2.size()) - 1);
        if (unworkable(p))
            continue;
        first = attention::softmaxBlock(p.scores1);
        second = attention::softmaxBlock(p.scores2);
        merged = attention::mergeSoftmax(first, second);
        const bool inFirst = p.position < int(p.scores1.size());
        const double score = inFirst ? p.scores1[std::size_t(p.position)]
                                     : p.scores2[std::size_t(p.position) - p.scores1.size()];
        local = attention::weightOf(score, inFirst ? first : second);
        global = attention::weightOf(score, merged);
        if (local - global >= 0.03) // the block's own weight must visibly shrink
            break;
    }
    const bool inFirst = p.position < int(p.scores1.size());
    const double score = inFirst ? p.scores1[std::size_t(p.position)]
                                 : p.scores2[std::size_t(p.position) - p.scores1.size()];
    const SoftmaxState &own = inFirst ? first : second;
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "The scores arrive in two blocks: block 1 holds %1 and "
                                      "block 2 holds %2. Counting positions across both blocks, "
                                      "block 1 first, what weight does position %3 get from a "
                                      "softmax over its own block alone, and what weight from "
                                      "the softmax over the whole list, once the blocks are "
                                      "merged? Give both to 2 decimals."),
                    {Step::rows({p.scores1}),
                     Step::rows({p.scores2}), Step::number(p.position + 1)});
    e.answer = Answer::vector({local, global});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Position %1 has the score %2 and sits in block %3. "
                                           "That block alone has the largest score %4 and the "
                                           "sum %5, so its own softmax gives e^(%2 − %4) / %5 = "
                                           "%6."),
                         std::vector<StepArgument>{Step::number(p.position + 1),
                                                   Step::number(score),
                                                   Step::number(inFirst ? 1 : 2),
                                                   Step::number(own.maximum),
                                                   Step::number(own.sum, 3),
                                                   Step::number(local, 3)});
    e.steps.push_back(blockStep(inFirst ? 2 : 1, inFirst ? p.scores2 : p.scores1));
    e.steps.push_back(mergeStep(first, second, merged));
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Over the whole list its weight is e^(%1 − %2) / %3 = "
                                           "%4, the weight one softmax over all the scores "
                                           "gives it."),
                         std::vector<StepArgument>{Step::number(score),
                                                   Step::number(merged.maximum),
                                                   Step::number(merged.sum, 3),
                                                   Step::number(global, 2)});
    appendMergeHints(e.hints, p, {score - merged.maximum});
}

} // namespace

Exercise generateOnlineSoftmaxMerge(quint64 seed)
{
    SeededRandom random(seed);
    OnlineSoftmaxMergeParameters p;
    const int variant = random.integer(0, 2);
    p.variant = variant == 0 ? Variant::Normaliser
        : variant == 1       ? Variant::RescaledOutput
                             : Variant::WeightOf;
    Exercise e;
    e.kind = ExerciseKind::OnlineSoftmaxMerge;
    e.seed = seed;
    switch (p.variant) {
    case Variant::Normaliser:
        e.tolerance = 0.05;
        makeNormaliser(random, p, e);
        break;
    case Variant::RescaledOutput:
        e.tolerance = 0.05;
        makeRescaledOutput(random, p, e);
        break;
    case Variant::WeightOf:
        e.tolerance = 0.02;
        makeWeightOf(random, p, e);
        break;
    }
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
