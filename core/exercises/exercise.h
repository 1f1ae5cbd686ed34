#pragma once

#include "exercises/answer.h"
#include "exercises/exercise_kind.h"
#include "exercises/parameters.h"
#include "exercises/step.h"

#include <QJsonObject>

#include <vector>

namespace astrolabe::exercises {

// Numbers of one draw that a learner may look up without giving the method away, in named
// groups: "exponentials" (e^x for each exponent the exercise needs), "root" (√d), "power" and
// "calculator" (pe-value). A question's hint template writes {name} and reads the group's texts
// joined by ", " ("e^2 ≈ 7.39, e^0 ≈ 1.00"), so a hint speaks only of the numbers on screen.
struct HintFact
{
    QString name;
    std::vector<Step> steps;
};

// One generated exercise, a plain value: what is asked (kind, seed, typed parameters and the
// prompt), the exact answer, the absolute tolerance a learner's answer is judged with, the
// worked steps with the actual numbers, and hint facts made from those numbers.
struct Exercise
{
    ExerciseKind kind = ExerciseKind::SoftmaxWeights;
    quint64 seed = 0;
    Parameters parameters;
    Step prompt;
    Answer answer;
    double tolerance = 0.0; // absolute, per entry for vectors; 0 for positions and choices
    std::vector<Step> steps;
    // Empty when nothing but the prompt's own numbers is needed.
    std::vector<HintFact> hints;

    // Every hint fact's lines, group after group (the command line and the JSON print these).
    std::vector<Step> hintLines() const;

    QJsonObject parametersJson() const { return parametersToJson(parameters); }
};

// The exercise as one JSON object with the keys kind, seed, parameters, answer, tolerance,
// steps and hints (arrays of {text, numbers}). The answer is {type, value} plus, for a choice, its
// options and, for a position, the number of positions. Texts are in the current translation.
// The seed is written as a signed 64-bit JSON integer: seeds above 2^63 - 1 are not for JSON.
QJsonObject exerciseToJson(const Exercise &exercise);

} // namespace astrolabe::exercises
