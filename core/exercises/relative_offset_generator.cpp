#include "exercises/generators.h"

#include "attention/relative_position.h"
#include "exercises/seeded_random.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace astrolabe::exercises {

namespace {

using Variant = RelativeOffsetParameters::Variant;

const char *const prompts = "astrolabe::exercises::Prompts";
const char *const steps = "astrolabe::exercises::Steps";

// ClippedIndex: a query and two keys (0-based) in an input of `length` tokens, one key within k
// of the query and not on it, the other more than k away, in either order. So the unclipped
// offset, the offset read the other way (i − j) and the row number r + k each give another
// answer than the clipped offsets.
void drawClippedIndex(SeededRandom &random, RelativeOffsetParameters &p)
{
    p.clip = random.integer(2, 5);
    p.length = random.integer(std::max(8, p.clip + 4), 16);
    for (;;) {
        p.query = random.integer(0, p.length - 1);
        const int near = p.query + random.integer(-p.clip, p.clip);
        const int far = random.integer(0, p.length - 1);
        if (near == p.query || near < 0 || near >= p.length || std::abs(far - p.query) <= p.clip)
            continue;
        p.keys = random.coin() ? std::vector<int>{near, far} : std::vector<int>{far, near};
        return;
    }
}

// ShiftInvariance: k of 2 or 3, the 2k + 1 position terms q · w_r all different, a content term
// that is not 0, and a pair whose offset is neither 0 nor at the clip on the right, so that
// taking the offset after the move of one token only (j + s − i), the offset the other way, the
// list read backwards or the position term alone each give another score.
void drawShiftInvariance(SeededRandom &random, RelativeOffsetParameters &p)
{
    p.clip = random.integer(2, 3);
    const int size = attention::relativeTableSize(p.clip);
    p.terms.clear();
    while (static_cast<int>(p.terms.size()) < size) {
        const double t = random.oneDecimal(-1.0, 1.5);
        if (std::none_of(p.terms.begin(), p.terms.end(),
                         [t](double u) { return std::abs(u - t) < 1e-9; }))
            p.terms.push_back(t);
    }
    do
        p.content = random.oneDecimal(-1.0, 2.0);
    while (std::abs(p.content) < 1e-9);
    p.length = random.integer(6, 10);
    for (;;) {
        p.query = random.integer(0, p.length - 1);
        const int offset = random.integer(-(p.clip - 1), p.clip - 1);
        const int key = p.query + offset;
        if (offset == 0 || key < 0 || key >= p.length)
            continue;
        p.keys = {key};
        break;
    }
    p.shift = random.integer(3, 60);
}

} // namespace

Exercise generateRelativeOffset(quint64 seed)
{
    SeededRandom random(seed);
    RelativeOffsetParameters p;
    const int variant = random.integer(0, 2);
    p.variant = variant == 0 ? Variant::ClippedIndex
        : variant == 1       ? Variant::TableSize
                             : Variant::ShiftInvariance;

    Exercise e;
    e.kind = ExerciseKind::RelativeOffset;
    e.seed = seed;
    e.tolerance = 0.0;

    if (p.variant == Variant::ClippedIndex) {
        drawClippedIndex(random, p);
        const StepArgument k = Step::number(p.clip);
        const StepArgument query = Step::number(p.query + 1);
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "Relative positions as in Shaw et al., clipped at k = "
                                          "%1: the query at position i meets the key at position "
                                          "j through the vector w_r with r = clip(j − i, −k, k). "
                                          "In an input of %2 tokens, the query sits at position "
                                          "%3. Give r, the clipped offset (from −k to k, not a row "
                                          "number), for the key at position %4, then for the key "
                                          "at position %5."),
                        {k, Step::number(p.length), query, Step::number(p.keys[0] + 1),
                         Step::number(p.keys[1] + 1)});
        std::vector<double> offsets;
        for (int key : p.keys) {
            const int r = attention::clippedOffset(p.query, key, p.clip);
            offsets.push_back(r);
            const int raw = key - p.query;
            if (raw == r)
                e.steps.emplace_back(steps,
                                     QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                                       "Key %1: j − i = %1 − %2 = %3, within %4 "
                                                       "places of the query, so r = %3."),
                                     std::vector<StepArgument>{Step::number(key + 1), query,
                                                               Step::number(raw), k});
            else
                e.steps.emplace_back(steps,
                                     QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                                       "Key %1: j − i = %1 − %2 = %3, more than %4 "
                                                       "places away, so clipping gives r = %5: it "
                                                       "shares w_r with every key as far or farther "
                                                       "on that side."),
                                     std::vector<StepArgument>{Step::number(key + 1), query,
                                                               Step::number(raw), k,
                                                               Step::number(r)});
        }
        e.answer = Answer::vector(offsets);
    } else if (p.variant == Variant::TableSize) {
        p.clip = random.integer(2, 16);
        p.dHead = random.pick(std::vector<int>{16, 32, 64});
        p.maxLength = random.pick(std::vector<int>{128, 256, 512, 1024});
        const int size = attention::relativeTableSize(p.clip);
        const StepArgument k = Step::number(p.clip);
        const StepArgument d = Step::number(p.dHead);
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "A layer uses Shaw et al.'s relative positions, clipped "
                                          "at k = %1, with one key-side table shared by its "
                                          "attention heads; each vector w_r in it has d_head = %2 "
                                          "numbers. The model is trained on inputs of up to %3 "
                                          "tokens. How many vectors does the key-side table hold, "
                                          "and how many learned numbers do they hold together?"),
                        {k, d, Step::number(p.maxLength)});
        e.answer = Answer::vector({double(size), double(size * p.dHead)});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "After clipping, an offset is one of −%1, …, −1, 0, "
                                               "1, …, %1: %1 on each side and 0, so 2 × %1 + 1 = %2 "
                                               "vectors, whatever the length of the input (%3 "
                                               "tokens or more)."),
                             std::vector<StepArgument>{k, Step::number(size),
                                                       Step::number(p.maxLength)});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Each vector has %1 numbers: %2 × %1 = %3 learned "
                                               "numbers."),
                             std::vector<StepArgument>{d, Step::number(size),
                                                       Step::number(size * p.dHead)});
    } else {
        drawShiftInvariance(random, p);
        const int key = p.keys[0];
        const int r = attention::clippedOffset(p.query, key, p.clip);
        const double term = p.terms[static_cast<std::size_t>(r + p.clip)];
        const double before = attention::relativeScore(p.content, p.terms, p.query, key, p.clip);
        const double after = attention::relativeScore(p.content, p.terms, p.query + p.shift,
                                                      key + p.shift, p.clip);
        const StepArgument k = Step::number(p.clip);
        const StepArgument terms = Step::list(p.terms, QStringLiteral(", "));
        const StepArgument content = Step::number(p.content);
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "A first layer uses Shaw et al.'s relative positions, "
                                          "clipped at k = %1, and no absolute positions. Its query "
                                          "q meets the vectors w_r with q · w_r = (%2) for r = −%1, "
                                          "…, %1 in that order. In an input of %3 tokens, q sits at "
                                          "position %4 and the key k at position %5, with q · k = "
                                          "%6. Give the raw score q · (k + w_r) before dividing by "
                                          "√d, then the score of the same two tokens moved %7 "
                                          "places later, to positions %8 and %9."),
                        {k, terms, Step::number(p.length), Step::number(p.query + 1),
                         Step::number(key + 1), content, Step::number(p.shift),
                         Step::number(p.query + p.shift + 1), Step::number(key + p.shift + 1)});
        e.answer = Answer::vector({before, after});
        e.tolerance = 0.01;
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "The offset is j − i = %1 − %2 = %3, within the "
                                               "clip, so r = %3 and q · w_r = %4 (entry %5 of the "
                                               "list, which starts at r = −%6)."),
                             std::vector<StepArgument>{Step::number(key + 1),
                                                       Step::number(p.query + 1), Step::number(r),
                                                       Step::number(term),
                                                       Step::number(r + p.clip + 1), k});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "The raw score is q · k + q · w_r = %1 = %2."),
                             std::vector<StepArgument>{Step::sum({p.content, term}),
                                                       Step::number(before)});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Moved %1 places, the offset is %2 − %3 = %4 again: "
                                               "the same vector w_r, and the same tokens give the "
                                               "same q · k, so the score is %5 again."),
                             std::vector<StepArgument>{Step::number(p.shift),
                                                       Step::number(key + p.shift + 1),
                                                       Step::number(p.query + p.shift + 1),
                                                       Step::number(r), Step::number(after)});
    }
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
