#include "exercises/exercise_kind.h"

namespace astrolabe::exercises {

const std::vector<ExerciseKind> &allKinds()
{
    static const std::vector<ExerciseKind> kinds = {
        ExerciseKind::SoftmaxWeights, ExerciseKind::TopPosition,    ExerciseKind::BlendOutput,
        ExerciseKind::Comparisons,    ExerciseKind::ScaleEffect,    ExerciseKind::OrderBlindness,
        ExerciseKind::Temperature,
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
