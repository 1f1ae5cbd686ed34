#include "exercises/generators.h"

#include "attention/rotary.h"
#include "exercises/friendly_numbers.h"
#include "exercises/seeded_random.h"
#include "exercises/softmax_steps.h"

#include <cmath>

namespace astrolabe::exercises {

namespace {

using Variant = RopeRotationParameters::Variant;

const char *const steps = "astrolabe::exercises::Steps";
const char *const prompts = "astrolabe::exercises::Prompts";

// Radians per position a learner turns with a calculator: the angles m θ stay below about 8.
const std::vector<double> thetas = {0.25, 0.5, 0.75, 1.0};

// A 2-vector of whole numbers in [-3, 3], not the zero vector.
attention::Vector drawPair(SeededRandom &random)
{
    for (;;) {
        attention::Vector v = smallIntegers(random, 2, -3, 3);
        if (v[0] != 0.0 || v[1] != 0.0)
            return v;
    }
}

double score(const RopeRotationParameters &p, int m, int n)
{
    return attention::rotaryScore(p.query, m, p.key, n, {p.theta});
}

StepArgument pair(const attention::Vector &v, int decimals = -1)
{
    return Step::rows({v}, decimals);
}

// "cos(1.5) ≈ 0.071, sin(1.5) ≈ 0.997": what a learner looks up for one angle.
void appendTrigHint(std::vector<HintFact> &hints, double angle)
{
    appendHint(hints, QStringLiteral("trig"),
               Step(steps, QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "cos(%1) ≈ %2, sin(%1) ≈ %3"),
                    {Step::number(angle), Step::number(std::cos(angle), 3),
                     Step::number(std::sin(angle), 3)}));
}

// "The query at position 2 turns by 2 × 0.5 = 1 radians: (1, 2) becomes (-1.143, 1.922)."
void appendTurnStep(std::vector<Step> &out, bool query, const attention::Vector &v, int position,
                    double theta)
{
    const double angle = position * theta;
    out.emplace_back(steps,
                     query ? QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "The query at position %1 turns by %1 × %2 = %3 "
                                               "radians: %4 becomes %5.")
                           : QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "The key at position %1 turns by %1 × %2 = %3 "
                                               "radians: %4 becomes %5."),
                     std::vector<StepArgument>{Step::number(position), Step::number(theta),
                                               Step::number(angle), pair(v),
                                               pair(attention::rotatePair(v, angle), 3)});
}

// The score of the turned pair, as the sum of the two products.
void appendDotStep(std::vector<Step> &out, const attention::Vector &a, const attention::Vector &b)
{
    out.emplace_back(steps,
                     QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                       "Their dot product is %1 = %2."),
                     std::vector<StepArgument>{Step::sum({a[0] * b[0], a[1] * b[1]}, 3),
                                               Step::number(attention::dot(a, b), 2)});
}

// The offset form: q · R((n − m) θ) k.
void appendOffsetStep(std::vector<Step> &out, const RopeRotationParameters &p, int m, int n)
{
    const double angle = (n - m) * p.theta;
    out.emplace_back(steps,
                     QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                       "Only the offset n − m = %1 counts: turning k alone by "
                                       "%1 × %2 = %3 radians gives %4, and q · %4 = %5."),
                     std::vector<StepArgument>{Step::number(n - m), Step::number(p.theta),
                                               Step::number(angle),
                                               pair(attention::rotatePair(p.key, angle), 3),
                                               Step::number(score(p, m, n), 2)});
}

void makeRotate(SeededRandom &random, RopeRotationParameters &p, Exercise &e)
{
    attention::Vector turned;
    for (;;) {
        p.query = drawPair(random);
        p.theta = random.pick(thetas);
        p.position = random.integer(1, 8);
        turned = attention::rotatePair(p.query, p.position * p.theta);
        // Far enough from the vector itself that forgetting to turn shows.
        if (attention::maxAbsDifference(turned, p.query) >= 0.3)
            break;
    }
    const double angle = p.position * p.theta;
    const double squared = attention::dot(p.query, p.query);
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "A head turns the 2-D pair x = %1 by θ = %2 radians per "
                                      "position, and x sits at position m = %3. Turned "
                                      "counterclockwise by m θ, what does x become, and what is "
                                      "its length? Give the two entries, then the length, to 2 "
                                      "decimals."),
                    {pair(p.query), Step::number(p.theta), Step::number(p.position)});
    e.answer = Answer::vector({turned[0], turned[1], std::sqrt(squared)});
    e.tolerance = 0.02;
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The angle is m θ = %1 × %2 = %3 radians, with "
                                           "cos ≈ %4 and sin ≈ %5."),
                         std::vector<StepArgument>{Step::number(p.position), Step::number(p.theta),
                                                   Step::number(angle),
                                                   Step::number(std::cos(angle), 3),
                                                   Step::number(std::sin(angle), 3)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "(x cos − y sin, x sin + y cos) = %1."),
                         std::vector<StepArgument>{pair(turned, 3)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The length is √%1 ≈ %2 before the turn and after it: "
                                           "a rotation never changes a length."),
                         std::vector<StepArgument>{Step::number(squared),
                                                   Step::number(std::sqrt(squared), 3)});
    appendTrigHint(e.hints, angle);
}

void makeScore(SeededRandom &random, RopeRotationParameters &p, Exercise &e)
{
    double answer = 0.0;
    for (;;) {
        p.query = drawPair(random);
        p.key = drawPair(random);
        p.theta = random.pick(thetas);
        p.position = random.integer(0, 8);
        p.keyPosition = random.integer(0, 8);
        if (p.position == p.keyPosition)
            continue;
        answer = score(p, p.position, p.keyPosition);
        // Not the plain q · k (positions forgotten), not the offset taken the wrong way round.
        const double plain = attention::dot(p.query, p.key);
        const double reversed = score(p, p.keyPosition, p.position);
        if (std::abs(answer - plain) >= 0.3 && std::abs(answer - reversed) >= 0.3)
            break;
    }
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "A head turns its 2-D queries and keys by θ = %1 radians "
                                      "per position. The query q = %2 sits at position m = %3 "
                                      "and the key k = %4 at position n = %5. What is the score "
                                      "of the turned query against the turned key? Round to 2 "
                                      "decimals."),
                    {Step::number(p.theta), pair(p.query), Step::number(p.position), pair(p.key),
                     Step::number(p.keyPosition)});
    e.answer = Answer::number(answer);
    e.tolerance = 0.05;
    const attention::Vector q = attention::rotatePair(p.query, p.position * p.theta);
    const attention::Vector k = attention::rotatePair(p.key, p.keyPosition * p.theta);
    appendTurnStep(e.steps, true, p.query, p.position, p.theta);
    appendTurnStep(e.steps, false, p.key, p.keyPosition, p.theta);
    appendDotStep(e.steps, q, k);
    appendOffsetStep(e.steps, p, p.position, p.keyPosition);
    appendTrigHint(e.hints, p.position * p.theta);
    appendTrigHint(e.hints, p.keyPosition * p.theta);
}

void makeSameOffset(SeededRandom &random, RopeRotationParameters &p, Exercise &e)
{
    double answer = 0.0;
    for (;;) {
        p.query = drawPair(random);
        p.key = drawPair(random);
        p.theta = random.pick(thetas);
        p.position = random.integer(0, 5);
        p.keyPosition = random.integer(0, 5);
        p.shift = random.integer(2, 6);
        if (p.position == p.keyPosition)
            continue;
        answer = score(p, p.position, p.keyPosition);
        if (std::abs(answer - attention::dot(p.query, p.key)) >= 0.3)
            break;
    }
    const int m2 = p.position + p.shift;
    const int n2 = p.keyPosition + p.shift;
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "A head turns its 2-D queries and keys by θ = %1 radians "
                                      "per position; q = %2 and k = %3. What is the score of q "
                                      "at position %4 against k at position %5, and of q at "
                                      "position %6 against k at position %7? Give the two "
                                      "scores in that order, to 2 decimals."),
                    {Step::number(p.theta), pair(p.query), pair(p.key), Step::number(p.position),
                     Step::number(p.keyPosition), Step::number(m2), Step::number(n2)});
    e.answer = Answer::vector({answer, score(p, m2, n2)});
    e.tolerance = 0.05;
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Both pairs have the same offset: %1 − %2 = %3 − %4 "
                                           "= %5."),
                         std::vector<StepArgument>{Step::number(p.keyPosition),
                                                   Step::number(p.position), Step::number(n2),
                                                   Step::number(m2),
                                                   Step::number(p.keyPosition - p.position)});
    appendOffsetStep(e.steps, p, p.position, p.keyPosition);
    const attention::Vector q = attention::rotatePair(p.query, p.position * p.theta);
    const attention::Vector k = attention::rotatePair(p.key, p.keyPosition * p.theta);
    appendTurnStep(e.steps, true, p.query, p.position, p.theta);
    appendTurnStep(e.steps, false, p.key, p.keyPosition, p.theta);
    appendDotStep(e.steps, q, k);
    const attention::Vector q2 = attention::rotatePair(p.query, m2 * p.theta);
    const attention::Vector k2 = attention::rotatePair(p.key, n2 * p.theta);
    appendTurnStep(e.steps, true, p.query, m2, p.theta);
    appendTurnStep(e.steps, false, p.key, n2, p.theta);
    appendDotStep(e.steps, q2, k2);
    appendTrigHint(e.hints, (p.keyPosition - p.position) * p.theta);
}

// base^(2i/d) for the draws below: a whole power of ten.
double power(const RopeRotationParameters &p)
{
    return std::round(std::pow(double(p.base), 2.0 * p.pair / p.width));
}

void makeFrequency(SeededRandom &random, RopeRotationParameters &p, Exercise &e)
{
    struct Head
    {
        int base;
        int width;
        std::vector<int> pairs; // whose base^(2i/d) is 10, 100 or 1000
    };
    static const std::vector<Head> heads = {
        {10000, 8, {1, 2, 3}}, {10000, 64, {8, 16, 24}}, {10000, 16, {2, 4, 6}}, {100, 4, {1}}};
    const Head head = random.pick(heads);
    p.base = head.base;
    p.width = head.width;
    p.pair = random.pick(head.pairs);
    const double denominator = power(p);
    // Angles between about 0.1 and 12 radians: positions 1 … 99, 10 … 990 or 100 … 3000.
    if (denominator < 20)
        p.position = random.integer(1, 99);
    else if (denominator < 200)
        p.position = 10 * random.integer(1, 99);
    else
        p.position = 100 * random.integer(1, 30);
    const double theta = attention::rotaryFrequency(std::size_t(p.pair), std::size_t(p.width),
                                                    double(p.base));
    const double angle = p.position * theta;
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "A rotary embedding with base %1 in a head of dimension "
                                      "d = %2 turns pair i (counting from 0) by "
                                      "θᵢ = %1^(−2i/d) radians per position. Through what angle "
                                      "has pair i = %3 turned at position m = %4? Round to 3 "
                                      "decimals."),
                    {Step::number(p.base), Step::number(p.width), Step::number(p.pair),
                     Step::number(p.position)});
    e.answer = Answer::number(angle);
    e.tolerance = 0.005;
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "θᵢ = %1^(−2 × %2 / %3) = 1 / %4 = %5 radians per "
                                           "position."),
                         std::vector<StepArgument>{Step::number(p.base), Step::number(p.pair),
                                                   Step::number(p.width), Step::number(denominator),
                                                   Step::number(theta)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "At position %1 the pair has turned %1 × %2 = %3 "
                                           "radians."),
                         std::vector<StepArgument>{Step::number(p.position), Step::number(theta),
                                                   Step::number(angle)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Pair 0 turns 1 radian per position and every later "
                                           "pair turns slower: the first pairs turn fast, the last "
                                           "ones slowly."),
                         std::vector<StepArgument>{});
    appendHint(e.hints, QStringLiteral("power"),
               Step(steps, QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "%1^(%2/%3) = %4"),
                    {Step::number(p.base), Step::number(2 * p.pair), Step::number(p.width),
                     Step::number(denominator)}));
}

// The variant added for the lesson alibi-nope: an input longer than the training length, read
// with position interpolation (Chen et al. 2023). A slow pair, θ a few hundredths of a radian
// (a question's placeholders show two decimals); trained on L positions, the model reads
// L′ = 2L, 4L or 8L by turning position m as m · L / L′. m lies beyond L (the learner sees why
// interpolation is needed) and is a multiple of L′ / L, so the interpolated position is whole.
void makeInterpolated(SeededRandom &random, RopeRotationParameters &p, Exercise &e)
{
    static const std::vector<int> trainedLengths = {256, 512, 1024, 2048};
    static const std::vector<int> factors = {2, 4, 8};
    static const std::vector<double> slowThetas = {0.01, 0.02, 0.05};
    attention::Vector turned;
    double scaled = 0.0;
    for (;;) {
        p.query = drawPair(random);
        p.theta = random.pick(slowThetas);
        p.trained = random.pick(trainedLengths);
        const int factor = random.pick(factors);
        p.length = p.trained * factor;
        p.position = factor * random.integer(p.trained / factor + 1, p.trained - 1);
        scaled = attention::interpolatedPosition(p.position, p.trained, p.length);
        const double angle = scaled * p.theta;
        turned = attention::rotatePair(p.query, angle);
        // The slips: no interpolation (m θ), the scale turned over (m L′/L θ), no turn at all.
        const attention::Vector plain = attention::rotatePair(p.query, p.position * p.theta);
        if (angle >= 0.3 && angle <= 8.0 && attention::maxAbsDifference(turned, p.query) >= 0.3
            && attention::maxAbsDifference(turned, plain) >= 0.3)
            break;
    }
    const double angle = scaled * p.theta;
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "A rotary model was trained on inputs of L = %1 positions; "
                                      "one of its pairs turns θ = %2 radians per position. To "
                                      "read an input of L′ = %3 positions, position "
                                      "interpolation turns each position m as if it were "
                                      "m L / L′. Through what angle is the pair x = %4 at "
                                      "position m = %5 turned, and what does it become? Give "
                                      "the angle, then the two entries, to 2 decimals."),
                    {Step::number(p.trained), Step::number(p.theta), Step::number(p.length),
                     pair(p.query), Step::number(p.position)});
    e.answer = Answer::vector({angle, turned[0], turned[1]});
    e.tolerance = 0.02;
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Position %1 is beyond the %2 positions of training. "
                                           "Interpolated, it counts as %1 × %2 / %3 = %4."),
                         std::vector<StepArgument>{Step::number(p.position),
                                                   Step::number(p.trained),
                                                   Step::number(p.length), Step::number(scaled)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The angle is %1 × %2 = %3 radians, with cos ≈ %4 "
                                           "and sin ≈ %5."),
                         std::vector<StepArgument>{Step::number(scaled), Step::number(p.theta),
                                                   Step::number(angle),
                                                   Step::number(std::cos(angle), 3),
                                                   Step::number(std::sin(angle), 3)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "(x cos − y sin, x sin + y cos) = %1."),
                         std::vector<StepArgument>{pair(turned, 3)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Without interpolation the pair would turn %1 × %2 = "
                                           "%3 radians, past the %4 radians it reached in "
                                           "training."),
                         std::vector<StepArgument>{Step::number(p.position), Step::number(p.theta),
                                                   Step::number(p.position * p.theta),
                                                   Step::number((p.trained - 1) * p.theta)});
    appendTrigHint(e.hints, angle);
}

} // namespace

Exercise generateRopeRotation(quint64 seed)
{
    Exercise e;
    e.kind = ExerciseKind::RopeRotation;
    e.seed = seed;
    RopeRotationParameters p;
    SeededRandom random(seed);
    p.variant = static_cast<Variant>(random.integer(0, 3));
    switch (p.variant) {
    case Variant::Rotate:
        makeRotate(random, p, e);
        break;
    case Variant::Score:
        makeScore(random, p, e);
        break;
    case Variant::SameOffset:
        makeSameOffset(random, p, e);
        break;
    case Variant::Frequency:
        makeFrequency(random, p, e);
        break;
    case Variant::Interpolated:
        break; // drawn above, never from this stream
    }
    e.parameters = p;
    return e;
}

// Position interpolation (lesson alibi-nope) is a kind of its own, so that rope-rotation's
// seeds give what they gave before it came.
Exercise generateRopeInterpolation(quint64 seed)
{
    Exercise e;
    e.kind = ExerciseKind::RopeInterpolation;
    e.seed = seed;
    RopeRotationParameters p;
    p.variant = Variant::Interpolated;
    SeededRandom random(seed);
    makeInterpolated(random, p, e);
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
