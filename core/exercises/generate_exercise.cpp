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
    case ExerciseKind::Project:
        return generateProject(seed);
    case ExerciseKind::MaskedWeights:
        return generateMaskedWeights(seed);
    case ExerciseKind::CausalPairs:
        return generateCausalPairs(seed);
    case ExerciseKind::HeadSlice:
        return generateHeadSlice(seed);
    case ExerciseKind::Attend:
        return generateAttend(seed);
    case ExerciseKind::CostScaling:
        return generateCostScaling(seed);
    case ExerciseKind::PeValue:
        return generatePeValue(seed);
    case ExerciseKind::Reordering:
        return generateReordering(seed);
    case ExerciseKind::ScaleCompare:
        return generateScaleCompare(seed);
    case ExerciseKind::BilinearScore:
        return generateBilinearScore(seed);
    case ExerciseKind::CrossAttentionShapes:
        return generateCrossAttentionShapes(seed);
    case ExerciseKind::ShiftedTargets:
        return generateShiftedTargets(seed);
    case ExerciseKind::CausalReadout:
        return generateCausalReadout(seed);
    case ExerciseKind::AdditiveScore:
        return generateAdditiveScore(seed);
    case ExerciseKind::KernelSmoother:
        return generateKernelSmoother(seed);
    case ExerciseKind::PathLength:
        return generatePathLength(seed);
    case ExerciseKind::KvCacheSize:
        return generateKvCacheSize(seed);
    case ExerciseKind::OnlineSoftmaxMerge:
        return generateOnlineSoftmaxMerge(seed);
    case ExerciseKind::RopeRotation:
        return generateRopeRotation(seed);
    case ExerciseKind::HullBounds:
        return generateHullBounds(seed);
    case ExerciseKind::ReceptiveField:
        return generateReceptiveField(seed);
    case ExerciseKind::GradientDecay:
        return generateGradientDecay(seed);
    case ExerciseKind::InductionTarget:
        return generateInductionTarget(seed);
    case ExerciseKind::AlternativeWeights:
        return generateAlternativeWeights(seed);
    case ExerciseKind::SinkWeight:
        return generateSinkWeight(seed);
    case ExerciseKind::LayerNorm:
        return generateLayerNorm(seed);
    case ExerciseKind::ResidualSum:
        return generateResidualSum(seed);
    case ExerciseKind::FfnApply:
        return generateFfnApply(seed);
    case ExerciseKind::ParamCount:
        return generateParamCount(seed);
    case ExerciseKind::RelativeOffset:
        return generateRelativeOffset(seed);
    case ExerciseKind::AlibiBias:
        return generateAlibiBias(seed);
    case ExerciseKind::LinearAssociativity:
        return generateLinearAssociativity(seed);
    case ExerciseKind::WindowPairs:
        return generateWindowPairs(seed);
    case ExerciseKind::RopeInterpolation:
        return generateRopeInterpolation(seed);
    }
    return generateSoftmaxWeights(seed);
}

} // namespace astrolabe::exercises
