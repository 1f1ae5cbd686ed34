#include "exercises/generators.h"

#include "attention/teacher_forcing.h"
#include "exercises/seeded_random.h"

#include <algorithm>

namespace astrolabe::exercises {

namespace {

using Variant = ShiftedTargetsParameters::Variant;

// n distinct two-digit token ids, so that the token at a position, the one before and the one
// after are three different numbers and a slip by one place shows.
std::vector<int> drawTokens(SeededRandom &random, int n)
{
    std::vector<int> tokens;
    while (static_cast<int>(tokens.size()) < n) {
        const int id = random.integer(10, 99);
        if (std::find(tokens.begin(), tokens.end(), id) == tokens.end())
            tokens.push_back(id);
    }
    return tokens;
}

// 2 to 4 token counts of 3 to 12, not all equal, so that padding to the longest matters.
std::vector<int> drawLengths(SeededRandom &random)
{
    std::vector<int> lengths(static_cast<std::size_t>(random.integer(2, 4)));
    do {
        for (int &n : lengths)
            n = random.integer(3, 12);
    } while (std::all_of(lengths.begin(), lengths.end(),
                         [&](int n) { return n == lengths.front(); }));
    return lengths;
}

std::vector<double> numbers(const std::vector<int> &ints)
{
    return {ints.begin(), ints.end()};
}

} // namespace

Exercise generateShiftedTargets(quint64 seed)
{
    SeededRandom random(seed);
    ShiftedTargetsParameters p;
    p.variant = random.coin() ? Variant::TargetOf : Variant::PredictionsPerPass;

    Exercise e;
    e.kind = ExerciseKind::ShiftedTargets;
    e.seed = seed;
    e.tolerance = 0.0;
    const char *prompts = "astrolabe::exercises::Prompts";
    const char *context = "astrolabe::exercises::Steps";

    if (p.variant == Variant::TargetOf) {
        p.tokens = drawTokens(random, random.integer(5, 8));
        const int n = static_cast<int>(p.tokens.size());
        p.position = random.integer(0, n - 2);
        const attention::ShiftedSequence shifted = attention::shiftTargets(p.tokens);
        const auto i = static_cast<std::size_t>(p.position);
        const StepArgument position = Step::number(p.position + 1);
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "A training sequence has the %1 token ids %2. Under "
                                          "teacher forcing the model reads every token but the "
                                          "last as its input, and each input position is "
                                          "trained to predict the next token of the sequence. "
                                          "What is the target of input position %3?"),
                        {Step::number(n), Step::list(numbers(p.tokens), QStringLiteral(", ")),
                         position});
        e.answer = Answer::number(shifted.targets[i]);
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Inputs, tokens 1 to %1: %2."),
                             std::vector<StepArgument>{
                                 Step::number(n - 1),
                                 Step::list(numbers(shifted.inputs), QStringLiteral(", "))});
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Targets, the same sequence shifted one place "
                                               "to the left, tokens 2 to %1: %2."),
                             std::vector<StepArgument>{
                                 Step::number(n),
                                 Step::list(numbers(shifted.targets), QStringLiteral(", "))});
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Input position %1 holds token %2; its target is "
                                               "the token after it, %3."),
                             std::vector<StepArgument>{position,
                                                       Step::number(shifted.inputs[i]),
                                                       Step::number(shifted.targets[i])});
    } else {
        p.lengths = drawLengths(random);
        const auto total = static_cast<double>(attention::predictionsPerPass(p.lengths));
        const int longest = *std::max_element(p.lengths.begin(), p.lengths.end());
        std::vector<double> each;
        for (int n : p.lengths)
            each.push_back(n - 1);
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "A training batch holds %1 sequences of %2 tokens, "
                                          "padded to the longest; padding gets no target and no "
                                          "loss. Under teacher forcing with a causal mask, each "
                                          "sequence's inputs are all its tokens but the last and "
                                          "its targets all but the first. How many next-token "
                                          "predictions, each with its own loss, does one forward "
                                          "pass over the batch make?"),
                        {Step::number(static_cast<double>(p.lengths.size())),
                         Step::list(numbers(p.lengths), QStringLiteral(", "))});
        e.answer = Answer::number(total);
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "A sequence of n tokens has n − 1 input positions, "
                                               "each with its own target; the causal mask lets "
                                               "all of them predict in the same pass."),
                             std::vector<StepArgument>{});
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Padding up to %1 tokens adds positions but no "
                                               "targets, so it adds no predictions."),
                             std::vector<StepArgument>{Step::number(longest)});
        e.steps.emplace_back(context,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Predictions: %1 = %2, each with its own loss."),
                             std::vector<StepArgument>{Step::sum(each, 0),
                                                       Step::number(total, 0)});
    }
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
