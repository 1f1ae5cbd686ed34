#include "exercises/generators.h"

#include "attention/kv_cache.h"
#include "exercises/seeded_random.h"

namespace astrolabe::exercises {

namespace {

using Variant = KvCacheSizeParameters::Variant;

constexpr double bytesPerMiB = 1024.0 * 1024.0;

const char *const prompts = "astrolabe::exercises::Prompts";
const char *const steps = "astrolabe::exercises::Steps";

// The key-value heads g that grouped-query attention can keep for h query heads: the divisors
// of h, strictly between 1 and h (Gqa), or from 1 up to but not including h (Ratio).
std::vector<int> groupCounts(int heads, bool includeOne)
{
    std::vector<int> counts;
    for (int g = includeOne ? 1 : 2; g < heads; ++g)
        if (heads % g == 0)
            counts.push_back(g);
    return counts;
}

attention::KvCacheShape shapeOf(const KvCacheSizeParameters &p, int kvHeads, int batch)
{
    return {std::uint64_t(batch),   std::uint64_t(p.layers),    std::uint64_t(p.length),
            std::uint64_t(kvHeads), std::uint64_t(p.headWidth), std::uint64_t(p.bytes)};
}

} // namespace

// Shapes made up for practice, in the ranges of real decoders: whole MiB every time, because
// n >= 2^10, d_head >= 2^6, 2 x bytes >= 2^2 and L is a multiple of 4 (2^20 divides the bytes).
Exercise generateKvCacheSize(quint64 seed)
{
    SeededRandom random(seed);
    KvCacheSizeParameters p;
    const int variant = random.integer(0, 3);
    p.variant = variant == 0 ? Variant::Mha
        : variant == 1       ? Variant::Gqa
        : variant == 2       ? Variant::Mqa
                             : Variant::Ratio;
    p.layers = random.pick(std::vector<int>{8, 12, 16, 24, 32, 40, 48});
    p.length = random.pick(std::vector<int>{1024, 2048, 4096, 8192});
    p.heads = random.pick(std::vector<int>{8, 12, 16, 32});
    p.headWidth = random.pick(std::vector<int>{64, 128});
    p.bytes = random.pick(std::vector<int>{2, 4});
    switch (p.variant) {
    case Variant::Mha:
        p.kvHeads = p.heads;
        break;
    case Variant::Gqa:
        p.kvHeads = random.pick(groupCounts(p.heads, false));
        break;
    case Variant::Mqa:
        p.kvHeads = 1;
        break;
    case Variant::Ratio:
        p.kvHeads = random.pick(groupCounts(p.heads, true));
        break;
    }
    p.batch = p.variant == Variant::Ratio ? 1 : random.pick(std::vector<int>{1, 2, 4, 8});

    Exercise e;
    e.kind = ExerciseKind::KvCacheSize;
    e.seed = seed;
    e.parameters = p;
    e.tolerance = 0.0; // whole MiB and whole factors

    const StepArgument layers = Step::number(p.layers);
    const StepArgument length = Step::number(p.length);
    const StepArgument heads = Step::number(p.heads);
    const StepArgument kvHeads = Step::number(p.kvHeads);
    const StepArgument headWidth = Step::number(p.headWidth);
    const StepArgument bytes = Step::number(p.bytes);
    const StepArgument batch = Step::number(p.batch);

    if (p.variant == Variant::Ratio) {
        const double fullMiB =
            static_cast<double>(attention::kvCacheBytes(shapeOf(p, p.heads, 1))) / bytesPerMiB;
        const double sharedMiB =
            static_cast<double>(attention::kvCacheBytes(shapeOf(p, p.kvHeads, 1))) / bytesPerMiB;
        const auto factor = static_cast<double>(
            attention::kvCacheShrink(std::uint64_t(p.heads), std::uint64_t(p.kvHeads)));
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "A decoder has %1 layers and %2 attention heads with "
                                          "d_head = %3. With full multi-head attention its KV "
                                          "cache for one sequence of %4 tokens, %5 bytes per "
                                          "number, takes %6 MiB. A version of it keeps g = %7 "
                                          "key-value heads, each shared by a group of query "
                                          "heads (g = 1 is multi-query attention). How many "
                                          "times smaller is its cache, and how many MiB does it "
                                          "take? Give both numbers in that order."),
                        {layers, heads, headWidth, length, bytes, Step::number(fullMiB), kvHeads});
        e.answer = Answer::vector({factor, sharedMiB});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Multi-head attention caches a key and a value for "
                                               "each of the %1 heads; this version caches them "
                                               "for g = %2 key-value heads only, so it stores "
                                               "%1 / %2 = %3 times fewer numbers. Nothing else "
                                               "changes."),
                             std::vector<StepArgument>{heads, kvHeads, Step::number(factor)});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "%1 MiB / %2 = %3 MiB."),
                             std::vector<StepArgument>{Step::number(fullMiB), Step::number(factor),
                                                       Step::number(sharedMiB)});
        return e;
    }

    const attention::KvCacheShape shape = shapeOf(p, p.kvHeads, p.batch);
    const auto perToken = double(2 * p.kvHeads * p.headWidth);
    const auto numbers = static_cast<double>(attention::kvCacheNumbers(shape));
    const auto total = static_cast<double>(attention::kvCacheBytes(shape));
    switch (p.variant) {
    case Variant::Mha:
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "A decoder has %1 layers and %2 attention heads with "
                                          "d_head = %3, each with its own keys and values "
                                          "(multi-head attention). The batch size is %4, each "
                                          "sequence is %5 tokens long, and it stores %6 bytes per "
                                          "number. How many MiB does its KV cache take (1 MiB = "
                                          "1024 × 1024 bytes)?"),
                        {layers, heads, headWidth, batch, length, bytes});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Each of the %1 heads caches its own key and value "
                                               "of %2 numbers: 2 × %1 × %2 = %3 numbers per token "
                                               "in each layer."),
                             std::vector<StepArgument>{heads, headWidth, Step::number(perToken)});
        break;
    case Variant::Gqa:
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "A decoder has %1 layers and %2 query heads with "
                                          "d_head = %3, split into %4 groups; the heads of a "
                                          "group share one key and one value (grouped-query "
                                          "attention). The batch size is %5, each sequence is "
                                          "%6 tokens long, and it stores %7 bytes per number. How "
                                          "many MiB does its KV cache take (1 MiB = 1024 × 1024 "
                                          "bytes)?"),
                        {layers, heads, headWidth, kvHeads, batch, length, bytes});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Only the %1 groups cache a key and a value, not "
                                               "the %2 query heads: 2 × %1 × %3 = %4 numbers per "
                                               "token in each layer."),
                             std::vector<StepArgument>{kvHeads, heads, headWidth,
                                                       Step::number(perToken)});
        break;
    case Variant::Mqa:
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "A decoder has %1 layers and %2 query heads with "
                                          "d_head = %3, which all share a single key and value "
                                          "(multi-query attention). The batch size is %4, each "
                                          "sequence is %5 tokens long, and it stores %6 bytes per "
                                          "number. How many MiB does its KV cache take (1 MiB = "
                                          "1024 × 1024 bytes)?"),
                        {layers, heads, headWidth, batch, length, bytes});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "The %1 query heads share one key and one value: "
                                               "2 × 1 × %2 = %3 numbers per token in each layer, "
                                               "however many query heads there are."),
                             std::vector<StepArgument>{heads, headWidth, Step::number(perToken)});
        break;
    case Variant::Ratio:
        break;
    }
    e.answer = Answer::number(total / bytesPerMiB);
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "%1 numbers × %2 layers × %3 tokens × %4 (batch size) = "
                                           "%5 numbers."),
                         std::vector<StepArgument>{Step::number(perToken), layers, length, batch,
                                                   Step::number(numbers, 0)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "%1 numbers × %2 bytes = %3 bytes."),
                         std::vector<StepArgument>{Step::number(numbers, 0), bytes,
                                                   Step::number(total, 0)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "%1 bytes / (1024 × 1024) = %2 MiB."),
                         std::vector<StepArgument>{Step::number(total, 0),
                                                   Step::number(total / bytesPerMiB)});
    return e;
}

} // namespace astrolabe::exercises
