#include "exercises/generators.h"

#include "attention/positional_encoding.h"
#include "exercises/seeded_random.h"
#include "exercises/softmax_steps.h"

#include <cmath>

namespace astrolabe::exercises {

namespace {

using Variant = PeValueParameters::Variant;

// 10000^(2i/d), a power of ten for the widths drawn here (d = 4 or 8).
double denominator(int column, int width)
{
    const int twoI = column - column % 2;
    return std::round(std::pow(10000.0, static_cast<double>(twoI) / width));
}

// A position whose angle pos / 10000^(2i/d) lies between about 0.1 and 12 radians, so the
// entry is neither stuck near 0 or 1 nor needs more than one decimal of angle.
int drawPosition(SeededRandom &random, double denominator)
{
    if (denominator < 2)
        return random.integer(1, 12);
    if (denominator < 20)
        return random.integer(1, 60);
    if (denominator < 200)
        return 10 * random.integer(1, 60);
    return 100 * random.integer(1, 30);
}

} // namespace

Exercise generatePeValue(quint64 seed)
{
    SeededRandom random(seed);
    PeValueParameters p;
    p.variant = random.coin() ? Variant::Value : Variant::Angle;
    p.width = random.coin() ? 8 : 4;
    double value = 0.0;
    double angle = 0.0;
    // Values that round to 0.00 or to ±1.00 would be guessable; draw again. The angle is asked
    // of columns 2 and up only: in columns 0 and 1 it is pos itself.
    const int firstColumn = p.variant == Variant::Angle ? 2 : 0;
    do {
        p.column = random.integer(firstColumn, p.width - 1);
        p.position = drawPosition(random, denominator(p.column, p.width));
        angle = p.position / denominator(p.column, p.width);
        value = attention::positionalEncoding(std::size_t(p.position), std::size_t(p.column),
                                              std::size_t(p.width));
    } while (p.variant == Variant::Value
             && (std::abs(value) < 0.005 || std::abs(value) >= 0.995));

    Exercise e;
    e.kind = ExerciseKind::PeValue;
    e.seed = seed;
    e.parameters = p;
    const int i = p.column / 2;
    const bool sine = p.column % 2 == 0;
    if (p.variant == Variant::Angle) {
        e.prompt = Step("astrolabe::exercises::Prompts",
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "In a sinusoidal encoding of width d = %1, column %2 "
                                          "(counting from 0) of position pos = %3 uses the angle "
                                          "pos / 10000^(2i/d). What is that angle?"),
                        {Step::number(p.width), Step::number(p.column), Step::number(p.position)});
        e.answer = Answer::number(angle);
        e.tolerance = 0.005;
    } else {
        e.prompt = Step("astrolabe::exercises::Prompts",
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "With PE(pos, 2i) = sin(pos / 10000^(2i/d)) and "
                                          "PE(pos, 2i+1) = cos(pos / 10000^(2i/d)) in radians, "
                                          "and d = %1: what is the entry of position pos = %2 in "
                                          "column %3 (counting from 0)?"),
                        {Step::number(p.width), Step::number(p.position), Step::number(p.column)});
        e.answer = Answer::number(value);
        e.tolerance = 0.01;
    }

    const char *context = "astrolabe::exercises::Steps";
    e.steps.emplace_back(context,
                         sine ? QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                                  "Column %1 is even: %1 = 2i with i = %2, so "
                                                  "the entry is a sine.")
                              : QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                                  "Column %1 is odd: %1 = 2i + 1 with i = %2, so "
                                                  "the entry is a cosine."),
                         std::vector<StepArgument>{Step::number(p.column), Step::number(i)});
    const double power = denominator(p.column, p.width);
    e.steps.emplace_back(context,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Angle = pos / 10000^(2i/d) = %1 / 10000^(%2/%3) = "
                                           "%1 / %4 = %5."),
                         std::vector<StepArgument>{Step::number(p.position), Step::number(2 * i),
                                                   Step::number(p.width), Step::number(power),
                                                   Step::number(angle)});
    e.steps.emplace_back(context,
                         sine ? QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                                  "sin(%1) = %2 (radians).")
                              : QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                                  "cos(%1) = %2 (radians)."),
                         std::vector<StepArgument>{Step::number(angle), Step::number(value, 3)});
    appendHint(e.hints, QStringLiteral("power"),
               Step(context, QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "10000^(%1/%2) = %3"),
                    std::vector<StepArgument>{Step::number(2 * i), Step::number(p.width),
                                              Step::number(power)}));
    if (p.variant == Variant::Value)
        appendHint(e.hints, QStringLiteral("calculator"),
                   Step(context,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                          "Use a calculator set to radians for sin and cos."),
                        std::vector<StepArgument>{}));
    return e;
}

} // namespace astrolabe::exercises
