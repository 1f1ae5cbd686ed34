#include "exercises/generators.h"

#include "attention/hull.h"
#include "exercises/friendly_numbers.h"

#include <algorithm>
#include <cmath>

namespace astrolabe::exercises {

namespace {

using Variant = HullBoundsParameters::Variant;

const char *const steps = "astrolabe::exercises::Steps";
const char *const prompts = "astrolabe::exercises::Prompts";

// Drop binary noise (0.30000000000000004 -> 0.3): tenths times whole numbers.
double tidy(double x)
{
    return std::round(x * 1e9) / 1e9;
}

attention::Vector column(const std::vector<attention::Vector> &values, std::size_t c)
{
    attention::Vector result;
    for (const attention::Vector &v : values)
        result.push_back(v[c]);
    return result;
}

// 3 or 4 values of width 2 or 3, small whole numbers, that differ in every coordinate (so every
// range has room inside it).
std::vector<attention::Vector> drawValues(SeededRandom &random)
{
    const int count = random.integer(3, 4);
    const int width = random.integer(2, 3);
    for (;;) {
        std::vector<attention::Vector> values = smallIntegerRows(random, count, width, -3, 5);
        const attention::CoordinateBounds b = attention::coordinateBounds(values);
        bool spread = true;
        for (std::size_t c = 0; c < b.lower.size(); ++c)
            spread = spread && b.upper[c] > b.lower[c];
        if (spread)
            return values;
    }
}

// One step per coordinate: the values' numbers there, their smallest and largest.
void appendRangeSteps(std::vector<Step> &out, const std::vector<attention::Vector> &values,
                      const attention::CoordinateBounds &b)
{
    for (std::size_t c = 0; c < b.lower.size(); ++c)
        out.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Coordinate %1 of the values: %2; from %3 to %4."),
                         std::vector<StepArgument>{Step::number(double(c + 1)),
                                                   Step::list(column(values, c),
                                                              QStringLiteral(", ")),
                                                   Step::number(b.lower[c]),
                                                   Step::number(b.upper[c])});
}

void makeReachable(SeededRandom &random, HullBoundsParameters &p, Exercise &e)
{
    p.values = drawValues(random);
    const attention::CoordinateBounds b = attention::coordinateBounds(p.values);
    const int count = static_cast<int>(p.values.size());
    p.weights = tenthsSummingToOne(random, count);
    p.candidate = attention::convexCombination(p.weights, p.values);
    for (double &x : p.candidate)
        x = tidy(x);
    const bool reachable = random.coin();
    if (!reachable) {
        // One coordinate pushed out of its range, above or below; the others stay inside.
        const auto c = static_cast<std::size_t>(random.integer(0, int(b.lower.size()) - 1));
        const double by = random.oneDecimal(0.3, 2.0);
        p.candidate[c] = tidy(random.coin() ? b.upper[c] + by : b.lower[c] - by);
        p.weights.clear();
    }
    p.outside = attention::coordinateOutsideBounds(p.candidate, b);

    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "The values of an attention head are %1. Can the head's "
                                      "output be (%2) for some query and keys? Answer yes or no."),
                    {Step::rows(p.values), Step::list(p.candidate, QStringLiteral(", "))});
    e.answer = Answer::choice(reachable ? QStringLiteral("yes") : QStringLiteral("no"),
                              {QStringLiteral("yes"), QStringLiteral("no")});
    appendRangeSteps(e.steps, p.values, b);
    if (!reachable) {
        const auto c = static_cast<std::size_t>(p.outside);
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Coordinate %1 of (%2) is %3, outside that range. "
                                               "Every coordinate of the output is a weighted "
                                               "average of the values' numbers there, with "
                                               "positive weights that add up to 1, so no query "
                                               "and no keys give this vector: no."),
                             std::vector<StepArgument>{Step::number(double(c + 1)),
                                                       Step::list(p.candidate,
                                                                  QStringLiteral(", ")),
                                                       Step::number(p.candidate[c])});
        return;
    }
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Every coordinate of (%1) lies inside its range. That "
                                           "alone does not prove it (the hull can be smaller than "
                                           "these ranges), but the positive weights %2, which add "
                                           "up to 1, blend the values into exactly this vector."),
                         std::vector<StepArgument>{Step::list(p.candidate, QStringLiteral(", ")),
                                                   Step::list(p.weights, QStringLiteral(", "))});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Softmax gives exactly these weights to scores equal "
                                           "to ln wᵢ (plus any constant), and suitable keys give "
                                           "those scores: yes."));
}

void makeCoordinateRange(SeededRandom &random, HullBoundsParameters &p, Exercise &e)
{
    attention::CoordinateBounds b;
    for (;;) {
        p.values = drawValues(random);
        b = attention::coordinateBounds(p.values);
        p.coordinate = random.integer(0, int(b.lower.size()) - 1);
        const auto c = static_cast<std::size_t>(p.coordinate);
        // Slips land elsewhere: the range of all the numbers, or of one value vector (a row
        // read instead of a column).
        double lowest = b.lower[0], highest = b.upper[0];
        for (std::size_t j = 1; j < b.lower.size(); ++j) {
            lowest = std::min(lowest, b.lower[j]);
            highest = std::max(highest, b.upper[j]);
        }
        bool rowDiffers = true;
        if (c < p.values.size()) {
            const auto [rowLow, rowHigh] =
                std::minmax_element(p.values[c].begin(), p.values[c].end());
            rowDiffers = *rowLow != b.lower[c] || *rowHigh != b.upper[c];
        }
        if ((lowest != b.lower[c] || highest != b.upper[c]) && rowDiffers)
            break;
    }
    const auto c = static_cast<std::size_t>(p.coordinate);
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "The values of an attention head are %1. Whatever its "
                                      "query and keys, between which two numbers does "
                                      "coordinate %2 of its output lie? Give the lower bound, "
                                      "then the upper bound."),
                    {Step::rows(p.values), Step::number(double(c + 1))});
    e.answer = Answer::vector({b.lower[c], b.upper[c]});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Coordinate %1 of the values: %2; from %3 to %4."),
                         std::vector<StepArgument>{Step::number(double(c + 1)),
                                                   Step::list(column(p.values, c),
                                                              QStringLiteral(", ")),
                                                   Step::number(b.lower[c]),
                                                   Step::number(b.upper[c])});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Coordinate %1 of the output is the weighted average "
                                           "of these numbers, with positive weights that add up "
                                           "to 1, so it lies between %2 and %3 (strictly between, "
                                           "since softmax gives every key some weight)."),
                         std::vector<StepArgument>{Step::number(double(c + 1)),
                                                   Step::number(b.lower[c]),
                                                   Step::number(b.upper[c])});
}

} // namespace

Exercise generateHullBounds(quint64 seed)
{
    SeededRandom random(seed);
    HullBoundsParameters p;
    p.variant = random.coin() ? Variant::Reachable : Variant::CoordinateRange;
    Exercise e;
    e.kind = ExerciseKind::HullBounds;
    e.seed = seed;
    e.tolerance = 0.0;
    if (p.variant == Variant::Reachable)
        makeReachable(random, p, e);
    else
        makeCoordinateRange(random, p, e);
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
