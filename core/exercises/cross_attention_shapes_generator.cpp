#include "exercises/generators.h"

#include "attention/shapes.h"
#include "exercises/seeded_random.h"

#include <utility>

namespace astrolabe::exercises {

namespace {

using Variant = CrossAttentionShapesParameters::Variant;

const char *const prompts = "astrolabe::exercises::Prompts";
const char *const steps = "astrolabe::exercises::Steps";

// Model widths with a head count that divides them, as real layers use (512 with 8 heads is
// the Transformer base model): d_head = d_model / h is 16, 32 or 64.
const std::vector<std::pair<int, int>> &layers()
{
    static const std::vector<std::pair<int, int>> list = {
        {64, 2}, {64, 4}, {128, 4}, {128, 8}, {256, 4}, {256, 8}, {512, 8}, {512, 16}, {768, 12},
    };
    return list;
}

attention::Vector shape(attention::MatrixShape s)
{
    return {double(s.rows), double(s.columns)};
}

} // namespace

Exercise generateCrossAttentionShapes(quint64 seed)
{
    SeededRandom random(seed);
    CrossAttentionShapesParameters p;
    const int variant = random.integer(0, 2);
    p.variant = variant == 0 ? Variant::Weights
        : variant == 1       ? Variant::Output
                             : Variant::WhichMustMatch;
    const auto layer = random.pick(layers());
    p.modelWidth = layer.first;
    p.heads = layer.second;
    const int headWidth = p.modelWidth / p.heads;
    // m, n and d_head all differ, so that swapping rows and columns, or taking the queries'
    // count for the keys', gives a visibly wrong answer.
    p.queries = random.integer(2, 12);
    do
        p.sources = random.integer(3, 40);
    while (p.sources == p.queries || p.sources == headWidth);
    const attention::CrossAttentionShapes s =
        attention::crossAttentionShapes(p.queries, p.sources, p.modelWidth, p.heads);

    Exercise e;
    e.kind = ExerciseKind::CrossAttentionShapes;
    e.seed = seed;
    e.parameters = p;
    e.tolerance = 0.0; // counts of rows and columns
    const StepArgument m = Step::number(p.queries);
    const StepArgument n = Step::number(p.sources);
    const StepArgument dModel = Step::number(p.modelWidth);
    const StepArgument heads = Step::number(p.heads);
    const StepArgument dHead = Step::number(s.headWidth);
    switch (p.variant) {
    case Variant::Weights:
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "In a cross-attention layer, %1 decoder positions read "
                                          "an encoder output of %2 positions; d_model = %3 and "
                                          "there are %4 heads. What is the shape of one head's "
                                          "table of attention weights? Give its rows, then its "
                                          "columns."),
                        {m, n, dModel, heads});
        e.answer = Answer::vector(shape(s.weights));
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Each head works at width d_head = %1 / %2 = %3."),
                             std::vector<StepArgument>{dModel, heads, dHead});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "The queries come from the decoder: Q is %1 × %2. "
                                               "The keys come from the encoder: K is %3 × %2."),
                             std::vector<StepArgument>{m, dHead, n});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Q Kᵀ is (%1 × %2)(%2 × %3) = %1 × %3: a row for "
                                               "each query, a column for each source position. "
                                               "Softmax keeps the shape, row by row."),
                             std::vector<StepArgument>{m, dHead, n});
        break;
    case Variant::Output:
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "In a cross-attention layer, %1 decoder positions read "
                                          "an encoder output of %2 positions; d_model = %3 and "
                                          "there are %4 heads, each working in d_model / %4 "
                                          "dimensions. What is the shape of one head's output? "
                                          "Give its rows, then its columns."),
                        {m, n, dModel, heads});
        e.answer = Answer::vector(shape(s.headOutput));
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Each head works at width d_head = %1 / %2 = %3."),
                             std::vector<StepArgument>{dModel, heads, dHead});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "The weights are %1 × %2, a row for each query; "
                                               "the values come from the encoder, V is %2 × %3."),
                             std::vector<StepArgument>{m, n, dHead});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "The head's output is (%1 × %2)(%2 × %3) = %1 × "
                                               "%3: one row for each decoder position."),
                             std::vector<StepArgument>{m, n, dHead});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Joining the %1 heads side by side and multiplying "
                                               "by W_O gives %2 × %3, back at the model's width."),
                             std::vector<StepArgument>{heads, m, dModel});
        break;
    case Variant::WhichMustMatch:
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "In one head of a cross-attention layer, the queries "
                                          "of the decoder form Q, %1 × %2, and the keys of the "
                                          "encoder form K with %3 rows. How many columns must K "
                                          "have, and how many rows must V have? Give the two "
                                          "numbers in that order."),
                        {m, dHead, n});
        e.answer = Answer::vector({double(s.keys.columns), double(s.values.rows)});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Each score is a dot product of a query and a key, "
                                               "so a key has the query's width: K is %1 × %2."),
                             std::vector<StepArgument>{n, dHead});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "The output blends one value for each key, so V "
                                               "has K's %1 rows, whatever the %2 queries."),
                             std::vector<StepArgument>{n, m});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "The number of queries need not match: the weights "
                                               "are %1 × %2 and the output has %1 rows."),
                             std::vector<StepArgument>{m, n});
        break;
    }
    return e;
}

} // namespace astrolabe::exercises
