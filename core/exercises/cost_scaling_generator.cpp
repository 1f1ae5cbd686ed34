#include "exercises/generators.h"

#include "attention/cost.h"
#include "exercises/seeded_random.h"

namespace astrolabe::exercises {

namespace {

using Variant = CostScalingParameters::Variant;

constexpr double bytesPerMiB = 1024.0 * 1024.0;

const char *const prompts = "astrolabe::exercises::Prompts";
const char *const steps = "astrolabe::exercises::Steps";

void makeRatio(SeededRandom &random, CostScalingParameters &p, Exercise &e)
{
    p.length = random.pick(std::vector<int>{100, 128, 256, 500, 512, 1000, 1024, 2000, 4096});
    const int factor = random.pick(std::vector<int>{2, 3, 4, 5, 8, 10});
    p.newLength = factor * p.length;
    const auto before = static_cast<double>(attention::comparisons(std::uint64_t(p.length)));
    const auto after = static_cast<double>(attention::comparisons(std::uint64_t(p.newLength)));
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "One attention head over %1 tokens makes %1 × %1 "
                                      "query-key comparisons. The text grows to %2 tokens. How "
                                      "many times as many comparisons does the head make now?"),
                    {Step::number(p.length), Step::number(p.newLength)});
    e.answer = Answer::number(after / before);
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The text is %1 / %2 = %3 times as long."),
                         std::vector<StepArgument>{Step::number(p.newLength),
                                                   Step::number(p.length), Step::number(factor)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Both the queries and the keys grow %1 times, so the "
                                           "comparisons grow %1 × %1 = %2 times: from %3 to %4."),
                         std::vector<StepArgument>{Step::number(factor),
                                                   Step::number(factor * factor),
                                                   Step::number(before, 0),
                                                   Step::number(after, 0)});
}

void makeScoreMemory(SeededRandom &random, CostScalingParameters &p, Exercise &e)
{
    p.length = 1024 * random.pick(std::vector<int>{1, 2, 4, 8});
    p.heads = random.pick(std::vector<int>{8, 12, 16, 32});
    p.bytes = random.pick(std::vector<int>{2, 4});
    const auto n = std::uint64_t(p.length);
    const auto perHead = static_cast<double>(attention::comparisons(n));
    const auto bytes = static_cast<double>(
        attention::scoreTableBytes(n, std::uint64_t(p.heads), std::uint64_t(p.bytes)));
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "A layer has %1 heads; each keeps a table of attention "
                                      "weights for %2 positions, %3 bytes per number. How many "
                                      "MiB do the tables take together (1 MiB = 1024 × 1024 "
                                      "bytes)?"),
                    {Step::number(p.heads), Step::number(p.length), Step::number(p.bytes)});
    e.answer = Answer::number(bytes / bytesPerMiB);
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "One head's table holds %1 × %1 = %2 numbers."),
                         std::vector<StepArgument>{Step::number(p.length),
                                                   Step::number(perHead, 0)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "%1 heads × %2 numbers × %3 bytes = %4 bytes."),
                         std::vector<StepArgument>{Step::number(p.heads), Step::number(perHead, 0),
                                                   Step::number(p.bytes), Step::number(bytes, 0)});
}

void makeKvCache(SeededRandom &random, CostScalingParameters &p, Exercise &e)
{
    p.layers = random.pick(std::vector<int>{12, 24, 32});
    p.length = 1024 * random.pick(std::vector<int>{1, 2, 4, 8});
    p.modelWidth = 1024 * random.pick(std::vector<int>{1, 2, 4});
    p.bytes = random.pick(std::vector<int>{2, 4});
    const auto bytes = static_cast<double>(
        attention::kvCacheBytes(std::uint64_t(p.layers), std::uint64_t(p.length),
                                std::uint64_t(p.modelWidth), std::uint64_t(p.bytes)));
    const double numbers = bytes / p.bytes;
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "A model has %1 layers and d_model = %2. Its KV cache "
                                      "keeps a key and a value of width d_model for each of %3 "
                                      "positions in every layer, %4 bytes per number. How many "
                                      "MiB is that (1 MiB = 1024 × 1024 bytes)?"),
                    {Step::number(p.layers), Step::number(p.modelWidth), Step::number(p.length),
                     Step::number(p.bytes)});
    e.answer = Answer::number(bytes / bytesPerMiB);
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "2 (a key and a value) × %1 layers × %2 positions × "
                                           "%3 (d_model) = %4 numbers."),
                         std::vector<StepArgument>{Step::number(p.layers), Step::number(p.length),
                                                   Step::number(p.modelWidth),
                                                   Step::number(numbers, 0)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "%1 numbers × %2 bytes = %3 bytes."),
                         std::vector<StepArgument>{Step::number(numbers, 0), Step::number(p.bytes),
                                                   Step::number(bytes, 0)});
}

} // namespace

Exercise generateCostScaling(quint64 seed)
{
    SeededRandom random(seed);
    CostScalingParameters p;
    const int variant = random.integer(0, 2);
    p.variant = variant == 0 ? Variant::Ratio
        : variant == 1       ? Variant::ScoreMemory
                             : Variant::KvCache;

    Exercise e;
    e.kind = ExerciseKind::CostScaling;
    e.seed = seed;
    e.tolerance = 0.0; // every answer is a whole number
    switch (p.variant) {
    case Variant::Ratio:
        makeRatio(random, p, e);
        break;
    case Variant::ScoreMemory:
        makeScoreMemory(random, p, e);
        break;
    case Variant::KvCache:
        makeKvCache(random, p, e);
        break;
    }
    if (p.variant != Variant::Ratio) {
        const double mib = e.answer.number();
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "%1 bytes / (1024 × 1024) = %2 MiB."),
                             std::vector<StepArgument>{Step::number(mib * bytesPerMiB, 0),
                                                       Step::number(mib)});
    }
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
