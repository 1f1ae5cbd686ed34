#pragma once

#include "exercises/exercise.h"

namespace astrolabe::exercises {

// One pure generator per kind: the same seed always gives the same exercise, and the numbers
// are friendly for working by hand (small integers or one decimal, 2 to 4 positions,
// d in {4, 16, 64}) with non-degenerate answers (no ties for the top position, no "changes"
// that round away). Each lives in its own <kind>_generator.cpp.
Exercise generateSoftmaxWeights(quint64 seed);
Exercise generateTopPosition(quint64 seed);
Exercise generateBlendOutput(quint64 seed);
Exercise generateComparisons(quint64 seed);
Exercise generateScaleEffect(quint64 seed);
Exercise generateOrderBlindness(quint64 seed);
Exercise generateTemperature(quint64 seed);

// Dispatches on the kind.
Exercise generateExercise(ExerciseKind kind, quint64 seed);

} // namespace astrolabe::exercises
