#include "exercises/generators.h"

#include "attention/feed_forward.h"
#include "exercises/seeded_random.h"

namespace astrolabe::exercises {

namespace {

using Variant = ParamCountParameters::Variant;

const char *const prompts = "astrolabe::exercises::Prompts";
const char *const steps = "astrolabe::exercises::Steps";

} // namespace

// Sizes in the range of published models: d_model 256 to 1024 with heads of 64 or 128 numbers,
// d_ff 3, 4, 6 or 8 times d_model (not 2: the two sublayers would then tie at one half, and
// giving attention's share instead would go unnoticed). Weights and biases both count, a bias
// for each of W_Q, W_K, W_V, W_O, W₁ and W₂, and the prompt says so.
Exercise generateParamCount(quint64 seed)
{
    SeededRandom random(seed);
    ParamCountParameters p;
    const int variant = random.integer(0, 2);
    p.variant = variant == 0 ? Variant::Ffn : variant == 1 ? Variant::Attention : Variant::Share;
    // h heads of d_head = 64 or 128 with d_model = h d_head from 256 to 1024: 13 widths in all,
    // so that the attention count, which depends on d_model alone, takes many values.
    const int headWidth = random.pick(std::vector<int>{64, 128});
    p.heads = random.integer(256 / headWidth, 1024 / headWidth);
    p.modelWidth = p.heads * headWidth;
    p.hiddenWidth = p.modelWidth * random.pick(std::vector<int>{3, 4, 6, 8});

    const auto d = std::uint64_t(p.modelWidth);
    const auto f = std::uint64_t(p.hiddenWidth);
    const auto h = std::uint64_t(p.heads);
    const auto ffnWeights = double(attention::feedForwardParameters(d, f, false));
    const auto ffn = double(attention::feedForwardParameters(d, f, true));
    const auto attnWeights = double(attention::attentionParameters(d, h, d / h, false));
    const auto attn = double(attention::attentionParameters(d, h, d / h, true));
    const double share = attention::feedForwardShare(d, f, true);

    const StepArgument dModel = Step::number(p.modelWidth);
    const StepArgument dFf = Step::number(p.hiddenWidth);
    const StepArgument heads = Step::number(p.heads);
    const StepArgument dHead = Step::number(headWidth);

    Exercise e;
    e.kind = ExerciseKind::ParamCount;
    e.seed = seed;
    switch (p.variant) {
    case Variant::Ffn:
        e.tolerance = 0.0;
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "A transformer block has d_model = %1, d_ff = %2 and %3 "
                                          "attention heads of d_head = %4. How many parameters "
                                          "does its feed-forward layer have, counting the weights "
                                          "of W₁ and W₂ and the biases b₁ and b₂? Write the whole "
                                          "number without separators."),
                        {dModel, dFf, heads, dHead});
        e.answer = Answer::number(ffn);
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "W₁ is %1 × %2 and W₂ is %2 × %1: 2 × %1 × %2 = %3 "
                                               "weights. The heads play no part."),
                             std::vector<StepArgument>{dModel, dFf, Step::number(ffnWeights, 0)});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "b₁ has one number per hidden unit and b₂ one per "
                                               "coordinate: %1 + %2 + %3 = %4 parameters."),
                             std::vector<StepArgument>{Step::number(ffnWeights, 0), dFf, dModel,
                                                       Step::number(ffn, 0)});
        break;
    case Variant::Attention:
        e.tolerance = 0.0;
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "A transformer block has d_model = %1, d_ff = %2 and %3 "
                                          "attention heads of d_head = %4. How many parameters do "
                                          "its attention projections have, counting the weights "
                                          "of W_Q, W_K, W_V and W_O and a bias vector for each of "
                                          "the four? Write the whole number without separators."),
                        {dModel, dFf, heads, dHead});
        e.answer = Answer::number(attn);
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Each head's query projection is %1 × %2; the %3 "
                                               "heads side by side make W_Q %1 × %1, and the same "
                                               "holds for W_K and W_V. W_O maps the %3 × %2 = %1 "
                                               "concatenated outputs back to %1: %1 × %1 too."),
                             std::vector<StepArgument>{dModel, dHead, heads});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "4 × %1 × %1 = %2 weights, whatever the number of "
                                               "heads; d_ff belongs to the feed-forward layer."),
                             std::vector<StepArgument>{dModel, Step::number(attnWeights, 0)});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Each of the four has a bias of %1 numbers: "
                                               "%2 + 4 × %1 = %3 parameters."),
                             std::vector<StepArgument>{dModel, Step::number(attnWeights, 0),
                                                       Step::number(attn, 0)});
        break;
    case Variant::Share:
        e.tolerance = 0.005;
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "A transformer block has d_model = %1, d_ff = %2 and %3 "
                                          "attention heads of d_head = %4. Count the weights and "
                                          "biases of its attention projections (W_Q, W_K, W_V, "
                                          "W_O) and of its feed-forward layer (W₁, b₁, W₂, b₂). "
                                          "What share of their total belongs to the feed-forward "
                                          "layer? Give a number between 0 and 1 to 2 decimals."),
                        {dModel, dFf, heads, dHead});
        e.answer = Answer::number(share);
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Feed-forward layer: 2 × %1 × %2 + %2 + %1 = %3 "
                                               "parameters."),
                             std::vector<StepArgument>{dModel, dFf, Step::number(ffn, 0)});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Attention projections: 4 × %1 × %1 + 4 × %1 = %2 "
                                               "parameters, however many heads."),
                             std::vector<StepArgument>{dModel, Step::number(attn, 0)});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Share: %1 / (%1 + %2) ≈ %3. The biases barely "
                                               "count: the weights alone give d_ff / (d_ff + "
                                               "2 d_model) = %4 / %5 ≈ %6."),
                             std::vector<StepArgument>{
                                 Step::number(ffn, 0), Step::number(attn, 0),
                                 Step::number(share, 3), dFf,
                                 Step::number(p.hiddenWidth + 2 * p.modelWidth),
                                 Step::number(ffnWeights / (ffnWeights + attnWeights), 3)});
        break;
    }
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
