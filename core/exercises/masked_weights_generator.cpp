#include "exercises/generators.h"

#include "attention/sequence_attention.h"
#include "attention/softmax.h"
#include "exercises/friendly_numbers.h"
#include "exercises/softmax_steps.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace astrolabe::exercises {

namespace {

using Variant = MaskedWeightsParameters::Variant;

// Forgetting the mask must give visibly different weights, so the mask is what is tested.
constexpr double visibleChange = 0.05;

attention::AttentionOptions maskOf(const MaskedWeightsParameters &p, int count)
{
    attention::AttentionOptions options;
    if (p.variant == Variant::Causal) {
        options.causal = true;
    } else {
        options.keyPadding.assign(static_cast<std::size_t>(count), false);
        for (int i : p.hidden)
            options.keyPadding[static_cast<std::size_t>(i)] = true;
    }
    return options;
}

// The query's position in the sequence: the causal one, or any (padding hides from all).
std::size_t queryPosition(const MaskedWeightsParameters &p)
{
    return p.variant == Variant::Causal ? static_cast<std::size_t>(p.position) : 0;
}

} // namespace

Exercise generateMaskedWeights(quint64 seed)
{
    SeededRandom random(seed);
    MaskedWeightsParameters p;
    p.variant = random.coin() ? Variant::Causal : Variant::Padding;
    const int count = random.integer(3, 4);
    if (p.variant == Variant::Causal) {
        p.position = random.integer(1, count - 2); // at least 2 keys seen, at least 1 hidden
    } else {
        const int hiddenCount = count == 3 ? 1 : random.integer(1, 2);
        while (static_cast<int>(p.hidden.size()) < hiddenCount) {
            const int i = random.integer(0, count - 1);
            if (std::find(p.hidden.begin(), p.hidden.end(), i) == p.hidden.end())
                p.hidden.push_back(i);
        }
        std::sort(p.hidden.begin(), p.hidden.end());
    }
    const attention::AttentionOptions options = maskOf(p, count);
    const std::size_t query = queryPosition(p);

    attention::Vector masked;
    attention::Vector visibleScores;
    attention::Vector weights;
    for (;;) {
        p.scores = friendlyScores(random, count);
        masked.clear();
        visibleScores.clear();
        for (std::size_t j = 0; j < p.scores.size(); ++j) {
            const bool hidden = attention::isMasked(options, query, j);
            masked.push_back(hidden ? -std::numeric_limits<double>::infinity() : p.scores[j]);
            if (!hidden)
                visibleScores.push_back(p.scores[j]);
        }
        weights = attention::softmax(masked);
        const attention::Vector unmasked = attention::softmax(p.scores);
        double change = 0.0;
        for (std::size_t j = 0; j < weights.size(); ++j)
            change = std::max(change, std::abs(weights[j] - unmasked[j]));
        if (isBalanced(attention::softmax(visibleScores)) && change >= visibleChange)
            break;
    }

    Exercise e;
    e.kind = ExerciseKind::MaskedWeights;
    e.seed = seed;
    e.parameters = p;
    const char *prompts = "astrolabe::exercises::Prompts";
    const StepArgument scores = Step::list(p.scores, QStringLiteral(", "));
    if (p.variant == Variant::Causal) {
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "The query at position %1 of %2 has the scores %3 "
                                          "against keys 1 to %2. With a causal mask, what are "
                                          "its weights for all %2 keys, in order?"),
                        {Step::number(p.position + 1), Step::number(count), scores});
    } else {
        std::vector<double> hidden;
        for (int i : p.hidden)
            hidden.push_back(i + 1);
        const char *source = hidden.size() == 1
            ? QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                "The scores are %1. A padding mask hides position %2. What are "
                                "the weights of all %3 positions, in order?")
            : QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                "The scores are %1. A padding mask hides positions %2. What are "
                                "the weights of all %3 positions, in order?");
        e.prompt = Step(prompts, source,
                        {scores, Step::list(hidden, QStringLiteral(", ")), Step::number(count)});
    }
    e.answer = Answer::vector(weights);
    e.tolerance = 0.01;

    const char *context = "astrolabe::exercises::Steps";
    if (p.variant == Variant::Causal)
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "A causal mask lets the query at position %1 see "
                                               "keys 1 to %1 only."),
                             std::vector<StepArgument>{Step::number(p.position + 1)});
    for (std::size_t j = 0; j < masked.size(); ++j)
        if (std::isinf(masked[j]))
            e.steps.emplace_back(context,
                                 QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                                   "Position %1 is hidden: its score %2 becomes "
                                                   "−∞, and e^−∞ = 0."),
                                 std::vector<StepArgument>{Step::number(static_cast<double>(j + 1)),
                                                           Step::number(p.scores[j])});
    appendSoftmaxSteps(e.steps, visibleScores);
    e.steps.emplace_back(context,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "With the hidden positions at exactly 0, the weights "
                                           "are (%1)."),
                         std::vector<StepArgument>{Step::list(weights, QStringLiteral(", "), 2)});
    appendExponentHints(e.hints, visibleScores);
    return e;
}

} // namespace astrolabe::exercises
