#include "exercises/generators.h"

namespace astrolabe::exercises {

Exercise generateExercise(ExerciseKind kind, quint64 seed)
{
    switch (kind) {
    case ExerciseKind::SoftmaxWeights:
        return generateSoftmaxWeights(seed);
    case ExerciseKind::TopPosition:
        return generateTopPosition(seed);
    case ExerciseKind::BlendOutput:
        return generateBlendOutput(seed);
    case ExerciseKind::Comparisons:
        return generateComparisons(seed);
    case ExerciseKind::ScaleEffect:
        return generateScaleEffect(seed);
    case ExerciseKind::OrderBlindness:
        return generateOrderBlindness(seed);
    case ExerciseKind::Temperature:
        return generateTemperature(seed);
    }
    return generateSoftmaxWeights(seed);
}

} // namespace astrolabe::exercises
