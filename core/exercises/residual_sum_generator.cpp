#include "exercises/generators.h"

#include "attention/layer_norm.h"
#include "exercises/friendly_numbers.h"

#include <algorithm>

namespace astrolabe::exercises {

namespace {

const char *const prompts = "astrolabe::exercises::Prompts";
const char *const steps = "astrolabe::exercises::Steps";

constexpr int width = 3;
// Every slip must move some coordinate by more than twice the tolerance (0.01).
constexpr double visibleChange = 0.03;

// A number with one decimal from −1.0 to 1.0 for each coordinate: one sublayer's write.
attention::Vector drawWrite(SeededRandom &random)
{
    attention::Vector w;
    for (int i = 0; i < width; ++i)
        w.push_back(random.oneDecimal(-1.0, 1.0));
    return w;
}

// The answers of the usual slips: the embedding left out; only the last layer's two writes
// added to the embedding; only the attention writes (sublayers 1, 3, 5, …) added; the last
// write alone, as if each sublayer replaced the stream.
std::vector<attention::Vector> slips(const ResidualSumParameters &p)
{
    const attention::Vector zero(width, 0.0);
    std::vector<attention::Vector> attentionOnly, lastLayer;
    for (std::size_t l = 0; l < p.writes.size(); l += 2)
        attentionOnly.push_back(p.writes[l]);
    lastLayer = {p.writes[p.writes.size() - 2], p.writes.back()};
    return {attention::residualStream(zero, p.writes),
            attention::residualStream(p.embedding, lastLayer),
            attention::residualStream(p.embedding, attentionOnly), p.writes.back()};
}

} // namespace

Exercise generateResidualSum(quint64 seed)
{
    SeededRandom random(seed);
    ResidualSumParameters p;
    attention::Vector stream;
    for (;;) {
        p.layers = random.integer(2, 3);
        p.embedding = smallIntegers(random, width, -2, 2);
        p.writes.clear();
        for (int l = 0; l < 2 * p.layers; ++l)
            p.writes.push_back(drawWrite(random));
        stream = attention::residualStream(p.embedding, p.writes);
        const std::vector<attention::Vector> wrong = slips(p);
        if (std::all_of(wrong.begin(), wrong.end(), [&stream](const attention::Vector &w) {
                return attention::maxAbsDifference(w, stream) >= visibleChange;
            }))
            break;
    }
    const attention::Vector total =
        attention::residualStream(attention::Vector(width, 0.0), p.writes);

    Exercise e;
    e.kind = ExerciseKind::ResidualSum;
    e.seed = seed;
    e.tolerance = 0.01;
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "A pre-LN model has %1 layers, each an attention sublayer "
                                      "and then a feed-forward one. One position's embedding is "
                                      "(%2), and its %3 sublayers write, in order: %4. What is "
                                      "the position's stream after the last layer, before the "
                                      "final LayerNorm? Give each number to 1 decimal."),
                    {Step::number(p.layers), Step::list(p.embedding, QStringLiteral(", ")),
                     Step::number(2 * p.layers), Step::rows(p.writes)});
    e.answer = Answer::vector(stream);
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Each sublayer adds its write to the stream, "
                                           "x ← x + f(LN(x)), and overwrites nothing, so the %1 "
                                           "writes are all still there: added coordinate by "
                                           "coordinate they make (%2)."),
                         std::vector<StepArgument>{Step::number(2 * p.layers),
                                                   Step::list(total, QStringLiteral(", "), 1)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The stream is the embedding plus that sum: (%1) + (%2) "
                                           "= (%3)."),
                         std::vector<StepArgument>{Step::list(p.embedding, QStringLiteral(", ")),
                                                   Step::list(total, QStringLiteral(", "), 1),
                                                   Step::list(stream, QStringLiteral(", "), 1)});
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
