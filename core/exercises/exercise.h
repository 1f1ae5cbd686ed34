#pragma once

#include "exercises/answer.h"
#include "exercises/exercise_kind.h"
#include "exercises/parameters.h"
#include "exercises/step.h"

#include <QJsonObject>

#include <vector>

namespace astrolabe::exercises {

// One generated exercise, a plain value: what is asked (kind, seed, typed parameters and the
// prompt), the exact answer, the absolute tolerance a learner's answer is judged with, the
// worked steps with the actual numbers, and hints made from those numbers.
struct Exercise
{
    ExerciseKind kind = ExerciseKind::SoftmaxWeights;
    quint64 seed = 0;
    Parameters parameters;
    Step prompt;
    Answer answer;
    double tolerance = 0.0; // absolute, per entry for vectors; 0 for positions and choices
    std::vector<Step> steps;
    // What a learner may look up without giving the method away: a small table of e^x for the
    // exponents this exercise needs, a square root, a calculator note. Empty when nothing but
    // the prompt's own numbers is needed.
    std::vector<Step> hints;

    QJsonObject parametersJson() const { return parametersToJson(parameters); }
};

// The exercise as one JSON object with the keys kind, seed, parameters, answer, tolerance,
// steps and hints (arrays of {text, numbers}). The answer is {type, value} plus, for a choice, its
// options and, for a position, the number of positions. Texts are in the current translation.
// The seed is written as a signed 64-bit JSON integer: seeds above 2^63 - 1 are not for JSON.
QJsonObject exerciseToJson(const Exercise &exercise);

} // namespace astrolabe::exercises
