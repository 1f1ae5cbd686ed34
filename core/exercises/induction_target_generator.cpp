#include "exercises/generators.h"

#include "attention/induction.h"
#include "exercises/seeded_random.h"

#include <algorithm>

namespace astrolabe::exercises {

namespace {

using Variant = InductionTargetParameters::Variant;

const char *const prompts = "astrolabe::exercises::Prompts";
const char *const steps = "astrolabe::exercises::Steps";

// n two-digit token ids, all different except one repeat: the token A at `first` comes back at
// `second` (0-based, second >= first + 3, so the token B after the first A is not the token
// just before the second). Every other id is new, so the induction head has exactly one earlier
// match, and each slip (the first A, the position before the query, the repeated token itself)
// names another position or token.
std::vector<int> drawTokens(SeededRandom &random, int n, int first, int second)
{
    std::vector<int> tokens;
    for (int i = 0; i < n; ++i) {
        if (i == second) {
            tokens.push_back(tokens[static_cast<std::size_t>(first)]);
            continue;
        }
        int id = 0;
        do
            id = random.integer(10, 99);
        while (std::find(tokens.begin(), tokens.end(), id) != tokens.end());
        tokens.push_back(id);
    }
    return tokens;
}

std::vector<double> numbers(const std::vector<int> &ints)
{
    return {ints.begin(), ints.end()};
}

} // namespace

Exercise generateInductionTarget(quint64 seed)
{
    SeededRandom random(seed);
    InductionTargetParameters p;
    const int variant = random.integer(0, 2);
    p.variant = variant == 0 ? Variant::PreviousToken
        : variant == 1       ? Variant::AttendsTo
                             : Variant::Predicts;
    const int n = random.integer(6, 9);
    p.first = random.integer(0, n - 4);
    p.second = random.integer(p.first + 3, n - 1);
    p.tokens = drawTokens(random, n, p.first, p.second);
    // PreviousToken asks at any position that has one before it; the others at the repeat.
    p.position = p.variant == Variant::PreviousToken ? random.integer(1, n - 1) : p.second;

    const attention::InductionCircuit circuit = attention::runInductionCircuit(p.tokens);
    const auto i = static_cast<std::size_t>(p.position);

    Exercise e;
    e.kind = ExerciseKind::InductionTarget;
    e.seed = seed;
    e.tolerance = 0.0;
    const StepArgument tokens = Step::list(numbers(p.tokens), QStringLiteral(", "));
    const StepArgument position = Step::number(p.position + 1);
    const StepArgument token = Step::number(p.tokens[i]);

    if (p.variant == Variant::PreviousToken) {
        const int attended = circuit.previousAttended[i];
        const int copied = circuit.previousToken[i];
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "A causal model reads the %1 token ids (%2). In its "
                                          "first layer, a previous-token head works at position "
                                          "%3. Which position does it attend to, and which token "
                                          "id does it copy into position %3? Answer the position, "
                                          "then the token."),
                        {Step::number(n), tokens, position});
        e.answer = Answer::vector({double(attended + 1), double(copied)});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "A previous-token head finds its key by position, "
                                               "not by content: at position %1 it gives nearly "
                                               "all its weight, %2, to position %3, the one just "
                                               "before."),
                             std::vector<StepArgument>{
                                 position,
                                 Step::number(circuit.previousWeights(i, std::size_t(attended)), 3),
                                 Step::number(attended + 1)});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Position %1 holds token %2, so the head copies %2 "
                                               "into position %3."),
                             std::vector<StepArgument>{Step::number(attended + 1),
                                                       Step::number(copied), position});
    } else {
        const int attended = circuit.inductionAttended[i];
        const int predicted = circuit.predicted[i];
        const StepArgument earlier = Step::number(p.first + 1);
        if (p.variant == Variant::AttendsTo) {
            e.prompt = Step(prompts,
                            QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                              "A causal model reads the %1 token ids (%2). Layer "
                                              "1 has a previous-token head; layer 2 has an "
                                              "induction head. Which position does the induction "
                                              "head at position %3 attend to most?"),
                            {Step::number(n), tokens, position});
            e.answer = Answer::position(attended + 1, n);
        } else {
            e.prompt = Step(prompts,
                            QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                              "A causal model reads the %1 token ids (%2). Layer "
                                              "1 has a previous-token head; layer 2 has an "
                                              "induction head. Which token id does the induction "
                                              "head at position %3 predict comes next?"),
                            {Step::number(n), tokens, position});
            e.answer = Answer::number(predicted);
        }
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Position %1 holds token %2, which appeared before "
                                               "at position %3."),
                             std::vector<StepArgument>{position, token, earlier});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Layer 1 wrote into every position the token just "
                                               "before it, so position %1 now carries %2: its key "
                                               "matches the query of token %2."),
                             std::vector<StepArgument>{Step::number(attended + 1), token});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "The induction head gives position %1 weight %2 "
                                               "and copies its token, %3: after %4 came %3 "
                                               "before, so it predicts %3 again."),
                             std::vector<StepArgument>{
                                 Step::number(attended + 1),
                                 Step::number(circuit.inductionWeights(i, std::size_t(attended)), 3),
                                 Step::number(predicted), token});
    }
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
