#pragma once

#include "exercises/exercise.h"
#include "exercises/verdict.h"

#include <QString>

namespace astrolabe::exercises {

// A number or vector entry is right when |given - exact| <= tolerance (inclusive; a 1e-9 slack
// absorbs binary rounding such as 0.8438 - 0.01). Positions and choices must match exactly.
// A given answer of another type than the expected one is Unreadable.
Verdict checkAnswer(const Answer &expected, double tolerance, const Answer &given);
Verdict checkAnswer(const Exercise &exercise, const Answer &given);

// Parses what the learner typed (parseAnswer) and checks it.
Verdict checkTypedAnswer(const Exercise &exercise, const QString &typed);

} // namespace astrolabe::exercises
