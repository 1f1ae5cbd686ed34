#pragma once

#include "exercises/exercise.h"

namespace astrolabe::exercises {

// One pure generator per kind: the same seed always gives the same exercise, and the numbers
// are friendly for working by hand (small integers or one decimal, 2 to 4 positions,
// d in {4, 16, 64}) with non-degenerate answers (no ties for the top position, no "changes"
// that round away). Each lives in its own <kind>_generator.cpp. A kind that asks several
// things draws which one (its variant) from the seed first, uniformly.
// The kinds from `project` on also keep every weight they ask about readable (isBalanced():
// none above 0.95, none rounding to 0.00, hidden positions of a mask aside) and make the
// answer of a typical wrong method (no slicing, no scaling, no mask) visibly different.
Exercise generateSoftmaxWeights(quint64 seed);
Exercise generateTopPosition(quint64 seed);
Exercise generateBlendOutput(quint64 seed);
Exercise generateComparisons(quint64 seed);
Exercise generateScaleEffect(quint64 seed);
Exercise generateOrderBlindness(quint64 seed);
Exercise generateTemperature(quint64 seed);
Exercise generateProject(quint64 seed);
Exercise generateMaskedWeights(quint64 seed);
Exercise generateCausalPairs(quint64 seed);
Exercise generateHeadSlice(quint64 seed);
Exercise generateAttend(quint64 seed);
Exercise generateCostScaling(quint64 seed);
Exercise generatePeValue(quint64 seed);
Exercise generateReordering(quint64 seed);
Exercise generateScaleCompare(quint64 seed);
Exercise generateBilinearScore(quint64 seed);
Exercise generateCrossAttentionShapes(quint64 seed);
Exercise generateShiftedTargets(quint64 seed);
Exercise generateCausalReadout(quint64 seed);
Exercise generateAdditiveScore(quint64 seed);
Exercise generateKernelSmoother(quint64 seed);
Exercise generatePathLength(quint64 seed);
Exercise generateKvCacheSize(quint64 seed);
Exercise generateOnlineSoftmaxMerge(quint64 seed);
Exercise generateRopeRotation(quint64 seed);
Exercise generateHullBounds(quint64 seed);
Exercise generateReceptiveField(quint64 seed);
Exercise generateGradientDecay(quint64 seed);
Exercise generateInductionTarget(quint64 seed);
Exercise generateAlternativeWeights(quint64 seed);
Exercise generateSinkWeight(quint64 seed);
Exercise generateLayerNorm(quint64 seed);
Exercise generateResidualSum(quint64 seed);
Exercise generateFfnApply(quint64 seed);
Exercise generateParamCount(quint64 seed);
Exercise generateRelativeOffset(quint64 seed);
Exercise generateAlibiBias(quint64 seed);
Exercise generateLinearAssociativity(quint64 seed);
Exercise generateWindowPairs(quint64 seed);
Exercise generateRopeInterpolation(quint64 seed);

// Dispatches on the kind.
Exercise generateExercise(ExerciseKind kind, quint64 seed);

} // namespace astrolabe::exercises
