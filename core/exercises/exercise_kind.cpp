#include "exercises/exercise_kind.h"

namespace astrolabe::exercises {

const std::vector<ExerciseKind> &allKinds()
{
    static const std::vector<ExerciseKind> kinds = {
        ExerciseKind::SoftmaxWeights, ExerciseKind::TopPosition, ExerciseKind::BlendOutput,
        ExerciseKind::Comparisons, ExerciseKind::ScaleEffect, ExerciseKind::OrderBlindness,
        ExerciseKind::Temperature, ExerciseKind::Project, ExerciseKind::MaskedWeights,
        ExerciseKind::CausalPairs, ExerciseKind::HeadSlice, ExerciseKind::Attend,
        ExerciseKind::CostScaling, ExerciseKind::PeValue, ExerciseKind::Reordering,
        ExerciseKind::ScaleCompare, ExerciseKind::BilinearScore, ExerciseKind::CrossAttentionShapes,
        ExerciseKind::ShiftedTargets, ExerciseKind::CausalReadout, ExerciseKind::AdditiveScore,
        ExerciseKind::KernelSmoother, ExerciseKind::PathLength, ExerciseKind::KvCacheSize,
        ExerciseKind::OnlineSoftmaxMerge, ExerciseKind::RopeRotation, ExerciseKind::HullBounds,
        ExerciseKind::ReceptiveField, ExerciseKind::GradientDecay, ExerciseKind::InductionTarget,
        ExerciseKind::AlternativeWeights,
        ExerciseKind::SinkWeight, ExerciseKind::LayerNorm, ExerciseKind::ResidualSum,
        ExerciseKind::FfnApply, ExerciseKind::ParamCount,
        ExerciseKind::RelativeOffset,
        ExerciseKind::AlibiBias,
        ExerciseKind::LinearAssociativity, ExerciseKind::WindowPairs,
        ExerciseKind::RopeInterpolation,
    };
    return kinds;
}

QString kindId(ExerciseKind kind)
{
    switch (kind) {
    case ExerciseKind::SoftmaxWeights:
        return QStringLiteral("softmax-weights");
    case ExerciseKind::TopPosition:
        return QStringLiteral("top-position");
    case ExerciseKind::BlendOutput:
        return QStringLiteral("blend-output");
    case ExerciseKind::Comparisons:
        return QStringLiteral("comparisons");
    case ExerciseKind::ScaleEffect:
        return QStringLiteral("scale-effect");
    case ExerciseKind::OrderBlindness:
        return QStringLiteral("order-blindness");
    case ExerciseKind::Temperature:
        return QStringLiteral("temperature");
    case ExerciseKind::Project:
        return QStringLiteral("project");
    case ExerciseKind::MaskedWeights:
        return QStringLiteral("masked-weights");
    case ExerciseKind::CausalPairs:
        return QStringLiteral("causal-pairs");
    case ExerciseKind::HeadSlice:
        return QStringLiteral("head-slice");
    case ExerciseKind::Attend:
        return QStringLiteral("attend");
    case ExerciseKind::CostScaling:
        return QStringLiteral("cost-scaling");
    case ExerciseKind::PeValue:
        return QStringLiteral("pe-value");
    case ExerciseKind::Reordering:
        return QStringLiteral("reordering");
    case ExerciseKind::ScaleCompare:
        return QStringLiteral("scale-compare");
    case ExerciseKind::BilinearScore:
        return QStringLiteral("bilinear-score");
    case ExerciseKind::CrossAttentionShapes:
        return QStringLiteral("cross-attention-shapes");
    case ExerciseKind::ShiftedTargets:
        return QStringLiteral("shifted-targets");
    case ExerciseKind::CausalReadout:
        return QStringLiteral("causal-readout");
    case ExerciseKind::AdditiveScore:
        return QStringLiteral("additive-score");
    case ExerciseKind::KernelSmoother:
        return QStringLiteral("kernel-smoother");
    case ExerciseKind::PathLength:
        return QStringLiteral("path-length");
    case ExerciseKind::KvCacheSize:
        return QStringLiteral("kv-cache-size");
    case ExerciseKind::OnlineSoftmaxMerge:
        return QStringLiteral("online-softmax-merge");
    case ExerciseKind::RopeRotation:
        return QStringLiteral("rope-rotation");
    case ExerciseKind::HullBounds:
        return QStringLiteral("hull-bounds");
    case ExerciseKind::ReceptiveField:
        return QStringLiteral("receptive-field");
    case ExerciseKind::GradientDecay:
        return QStringLiteral("gradient-decay");
    case ExerciseKind::InductionTarget:
        return QStringLiteral("induction-target");
    case ExerciseKind::AlternativeWeights:
        return QStringLiteral("alternative-weights");
    case ExerciseKind::SinkWeight:
        return QStringLiteral("sink-weight");
    case ExerciseKind::LayerNorm:
        return QStringLiteral("layer-norm");
    case ExerciseKind::ResidualSum:
        return QStringLiteral("residual-sum");
    case ExerciseKind::FfnApply:
        return QStringLiteral("ffn-apply");
    case ExerciseKind::ParamCount:
        return QStringLiteral("param-count");
    case ExerciseKind::RelativeOffset:
        return QStringLiteral("relative-offset");
    case ExerciseKind::AlibiBias:
        return QStringLiteral("alibi-bias");
    case ExerciseKind::LinearAssociativity:
        return QStringLiteral("linear-associativity");
    case ExerciseKind::WindowPairs:
        return QStringLiteral("window-pairs");
    case ExerciseKind::RopeInterpolation:
        return QStringLiteral("rope-interpolation");
    }
    return {};
}

std::optional<ExerciseKind> kindFromId(const QString &id)
{
    for (ExerciseKind kind : allKinds())
        if (kindId(kind) == id)
            return kind;
    return std::nullopt;
}

QStringList allKindIds()
{
    QStringList ids;
    for (ExerciseKind kind : allKinds())
        ids << kindId(kind);
    return ids;
}

} // namespace astrolabe::exercises
