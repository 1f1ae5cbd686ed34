#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace astrolabe::exercises {

// The kinds of generated exercise. Each has a stable id used on the command line and in stored
// answers ("softmax-weights", ...); never renumber or rename an id once it has shipped.
enum class ExerciseKind {
    SoftmaxWeights, // scores -> softmax weights
    TopPosition,    // query and keys -> the position read from most (1-based)
    BlendOutput,    // weights and values -> the output vector
    Comparisons,    // sequence length -> query-key comparisons (n * n)
    ScaleEffect,    // what dividing by sqrt(d) does to the weights
    OrderBlindness, // does reordering the key/value pairs change the output
    Temperature,    // what a softmax temperature does to the weights
};

// Every kind, in the order above.
const std::vector<ExerciseKind> &allKinds();

QString kindId(ExerciseKind kind);
std::optional<ExerciseKind> kindFromId(const QString &id);

// The ids of every kind, in the order above.
QStringList allKindIds();

} // namespace astrolabe::exercises
