#include "exercises/generators.h"

#include "attention/sink.h"
#include "attention/softmax.h"
#include "exercises/friendly_numbers.h"
#include "exercises/softmax_steps.h"

#include <algorithm>
#include <cmath>

namespace astrolabe::exercises {

namespace {

using Variant = SinkWeightParameters::Variant;

const char *const prompts = "astrolabe::exercises::Prompts";
const char *const steps = "astrolabe::exercises::Steps";

// The first key must be a sink, taking at least half the weight; the slips a learner makes
// (the weight before for the weight after, the sink left in or out of the denominator) must
// move an answer by more than twice the tolerance.
constexpr double smallestSinkShare = 0.5;
constexpr double visibleChange = 0.03;

// The scores without the keys at `evicted` (0-based): what softmax runs over once they are gone.
attention::Vector keptScores(const attention::Vector &scores, int evicted)
{
    attention::Vector kept = scores;
    kept.erase(kept.begin() + evicted);
    return kept;
}

double total(const attention::Vector &terms)
{
    double sum = 0.0;
    for (double t : terms)
        sum += t;
    return sum;
}

// The first step of evicted and kept-sink: the asked position's weight with every key.
Step weightWithEveryKey(const SinkWeightParameters &p, const attention::Vector &terms,
                        double weight)
{
    return Step(steps,
                QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                  "With every key in the cache, Σ e^s = %1 = %2, so position %3 "
                                  "gets e^%4 / %2 = %5."),
                {Step::sum(terms, 2), Step::number(total(terms), 2), Step::number(p.position + 1),
                 Step::number(p.scores[std::size_t(p.position)]), Step::number(weight, 3)});
}

// n = 4 or 5 whole-number scores: the first token's 3 or 4, the others from −1 to 2, so the
// first is the largest and every e^s is one a learner can look up. Redrawn until the first key
// takes between half and 0.95 of the weight and no weight the learner meets rounds to 0.00
// (before any eviction, after evicting key 1, and after evicting key 2 instead).
attention::Vector drawScores(SeededRandom &random)
{
    for (;;) {
        const int n = random.integer(4, 5);
        attention::Vector scores = {double(random.integer(3, 4))};
        const attention::Vector rest = smallIntegers(random, n - 1, -1, 2);
        scores.insert(scores.end(), rest.begin(), rest.end());
        const attention::Eviction sink = attention::evictKeys(scores, {0});
        if (sink.evictedShare >= smallestSinkShare && isBalanced(sink.before)
            && isBalanced(attention::softmax(keptScores(scores, 0)))
            && isBalanced(attention::softmax(keptScores(scores, 1))))
            return scores;
    }
}

// The largest weight among positions 2 to n, and where it is (0-based; the first on a tie).
std::size_t bestOfTheRest(const attention::Vector &weights)
{
    return std::size_t(std::max_element(weights.begin() + 1, weights.end()) - weights.begin());
}

void makeSinkShare(SeededRandom &random, SinkWeightParameters &p, Exercise &e)
{
    attention::Vector weights;
    std::size_t best = 1;
    for (;;) {
        p.scores = drawScores(random);
        weights = attention::evictKeys(p.scores, {0}).before;
        best = bestOfTheRest(weights);
        // Leaving the sink out of the denominator must give a visibly larger weight.
        const double withoutSink = attention::softmax(keptScores(p.scores, 0))[best - 1];
        if (withoutSink - weights[best] >= visibleChange)
            break;
    }
    const int n = int(p.scores.size());
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "A query's scores against the %1 keys in its cache are "
                                      "(%2); position 1 holds the first token of the text. What "
                                      "share of the weight does position 1 take, and what is the "
                                      "largest weight any other position gets? Give both to 2 "
                                      "decimals."),
                    {Step::number(n), Step::list(p.scores, QStringLiteral(", "))});
    e.answer = Answer::vector({weights[0], weights[best]});
    appendSoftmaxSteps(e.steps, p.scores);
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Position 1 takes %1 of the weight. The best of the "
                                           "other positions, position %2, gets only %3: whatever "
                                           "the first token says, its high score makes it the "
                                           "sink of this query's weight."),
                         std::vector<StepArgument>{Step::number(weights[0], 2),
                                                   Step::number(double(best + 1)),
                                                   Step::number(weights[best], 2)});
}

void makeEvicted(SeededRandom &random, SinkWeightParameters &p, Exercise &e)
{
    attention::Eviction window;
    for (;;) {
        p.scores = drawScores(random);
        p.position = random.integer(1, int(p.scores.size()) - 1);
        window = attention::evictKeys(p.scores, {0});
        const auto k = std::size_t(p.position);
        if (window.after[k] - window.before[k] >= visibleChange)
            break;
    }
    const auto k = std::size_t(p.position);
    const attention::Vector terms = exponentials(p.scores);
    const attention::Vector keptTerms(terms.begin() + 1, terms.end());
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "A query's scores against the %1 keys in its cache are "
                                      "(%2); position 1 holds the first token of the text. A "
                                      "sliding-window cache then evicts position 1, and the other "
                                      "scores do not change. What weight does position %3 get "
                                      "before the eviction, and after it? Give both to 2 "
                                      "decimals."),
                    {Step::number(int(p.scores.size())),
                     Step::list(p.scores, QStringLiteral(", ")), Step::number(p.position + 1)});
    e.answer = Answer::vector({window.before[k], window.after[k]});
    e.steps.push_back(weightWithEveryKey(p, terms, window.before[k]));
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Evicting position 1 takes its term e^%1 = %2 out of "
                                           "the sum, which drops to %3 = %4."),
                         std::vector<StepArgument>{Step::number(p.scores[0]),
                                                   Step::number(terms[0], 2),
                                                   Step::sum(keptTerms, 2),
                                                   Step::number(total(keptTerms), 2)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Position %1 now gets e^%2 / %3 = %4: its old weight "
                                           "times %5 / %3 = %6. Every key that stays grows by "
                                           "the same factor, so the weights sum to 1 again."),
                         std::vector<StepArgument>{Step::number(p.position + 1),
                                                   Step::number(p.scores[k]),
                                                   Step::number(total(keptTerms), 2),
                                                   Step::number(window.after[k], 3),
                                                   Step::number(total(terms), 2),
                                                   Step::number(window.growth, 2)});
}

void makeKeptSink(SeededRandom &random, SinkWeightParameters &p, Exercise &e)
{
    attention::Eviction window, streaming;
    for (;;) {
        p.scores = drawScores(random);
        p.position = random.integer(2, int(p.scores.size()) - 1);
        window = attention::evictKeys(p.scores, {0});
        streaming = attention::evictKeys(p.scores, {1});
        const auto k = std::size_t(p.position);
        if (window.after[k] - streaming.after[k] >= visibleChange)
            break;
    }
    const auto k = std::size_t(p.position);
    const attention::Vector terms = exponentials(p.scores);
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "A query's scores against the %1 keys in its cache are "
                                      "(%2); position 1 holds the first token of the text. The "
                                      "cache must drop one key, and the other scores do not "
                                      "change. What weight does position %3 get if window "
                                      "attention drops position 1, and if StreamingLLM keeps "
                                      "position 1 and drops position 2 instead? Give both to 2 "
                                      "decimals."),
                    {Step::number(int(p.scores.size())),
                     Step::list(p.scores, QStringLiteral(", ")), Step::number(p.position + 1)});
    e.answer = Answer::vector({window.after[k], streaming.after[k]});
    e.steps.push_back(weightWithEveryKey(p, terms, window.before[k]));
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Window attention drops position 1: the sum loses "
                                           "e^%1 = %2 and falls to %3, so position %4 gets "
                                           "e^%5 / %3 = %6, %7 times its weight before."),
                         std::vector<StepArgument>{Step::number(p.scores[0]),
                                                   Step::number(terms[0], 2),
                                                   Step::number(total(terms) - terms[0], 2),
                                                   Step::number(p.position + 1),
                                                   Step::number(p.scores[k]),
                                                   Step::number(window.after[k], 3),
                                                   Step::number(window.growth, 2)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "StreamingLLM keeps position 1 and drops position 2: "
                                           "the sum loses only e^%1 = %2 and falls to %3, so "
                                           "position %4 gets e^%5 / %3 = %6, %7 times its weight "
                                           "before."),
                         std::vector<StepArgument>{Step::number(p.scores[1]),
                                                   Step::number(terms[1], 2),
                                                   Step::number(total(terms) - terms[1], 2),
                                                   Step::number(p.position + 1),
                                                   Step::number(p.scores[k]),
                                                   Step::number(streaming.after[k], 3),
                                                   Step::number(streaming.growth, 2)});
}

} // namespace

Exercise generateSinkWeight(quint64 seed)
{
    SeededRandom random(seed);
    SinkWeightParameters p;
    const int variant = random.integer(0, 2);
    p.variant = variant == 0 ? Variant::SinkShare
        : variant == 1       ? Variant::Evicted
                             : Variant::KeptSink;
    Exercise e;
    e.kind = ExerciseKind::SinkWeight;
    e.seed = seed;
    e.tolerance = 0.01;
    switch (p.variant) {
    case Variant::SinkShare:
        makeSinkShare(random, p, e);
        break;
    case Variant::Evicted:
        makeEvicted(random, p, e);
        break;
    case Variant::KeptSink:
        makeKeptSink(random, p, e);
        break;
    }
    appendExponentHints(e.hints, p.scores);
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
