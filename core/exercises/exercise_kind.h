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
    Project,        // an input times a projection matrix: q = x W_Q, or the key read most
    MaskedWeights,  // scores and a padding or causal mask -> weights, exact zeros where hidden
    CausalPairs,    // what a causal mask leaves visible: pairs, or the positions one sees
    HeadSlice,      // one head of two, working on its own slice of q, k and v
    Attend,         // one query end to end: scores, divide by sqrt(d), softmax, blend
    CostScaling,    // how cost grows with the length: ratio, score table or KV cache memory
    PeValue,        // one entry of the sinusoidal positional encoding
    Reordering,     // reorder the pairs, the keys only, or add positions: the new numbers
    ScaleCompare,   // weights with and without dividing by sqrt(d), compared in numbers
    BilinearScore,  // the score as x (W_Q W_Kᵀ) yᵀ: both ways, the rank bound, a blind direction
    CrossAttentionShapes, // m queries over n source positions: shapes of the weights, output
    ShiftedTargets, // teacher forcing: the target of an input position, predictions per pass
    CausalReadout,  // equal scores under a causal mask: the output v_1 / i, or i from it
    AdditiveScore,  // vᵀ tanh(W q + U k), qᵀ W k, or every query against every key as Q Kᵀ
    KernelSmoother, // Nadaraya–Watson: an estimate, attention as one, the bandwidth's limits
    PathLength,     // steps a signal takes between two positions: recurrent, attention, convolution
    KvCacheSize,    // a decoder's KV cache in MiB: multi-head, grouped-query, multi-query; h / g
    OnlineSoftmaxMerge, // two blocks of scores merged: normaliser, rescaled output, a weight
    RopeRotation,   // rotary positions: turn a 2-vector, a rotated score, the offset check, an angle
    HullBounds,     // what the values alone allow: a vector reachable or not, one coordinate's range
    ReceptiveField, // stacked convolutions: the window one output sees, or the layers a span needs
    GradientDecay,  // a recurrence's gradient bound γ^(t - 1), or the step where it falls below ε
    InductionTarget, // a sequence with a repeat: the previous-token head's position and token, the
                     // induction head's position and prediction
    AlternativeWeights, // values with a repeat: other weights with the same output, or the output
                        // when the weight goes to a different value instead
    SinkWeight,     // a high first score: the sink's share, a weight before and after evicting it,
                    // or after evicting it against after evicting key 2 instead (StreamingLLM)
    LayerNorm,      // one position's vector normalised: (x − μ) / σ, then γ ⊙ x̂ + β
    ResidualSum,    // a pre-LN stream after L layers: the embedding plus every sublayer's write
    FfnApply,       // a two-layer ReLU feed-forward network on one position: max(0, x W₁ + b₁) W₂ + b₂
    ParamCount,     // the parameters of a block's feed-forward layer, of its attention projections,
                    // or the feed-forward layer's share of both
    RelativeOffset, // Shaw et al.'s clipped offset clip(j − i, −k, k), the table's 2k + 1 vectors,
                    // and a score that stays when query and key move together
    AlibiBias,      // ALiBi: a head's slope 2^(−8h/n) and one bias, or one query's biased weights
    LinearAssociativity, // linear attention regrouped: φ(Q) (φ(K)ᵀ V) by hand, or the
                         // multiplications of each order
    WindowPairs,    // a centred sliding window: the pairs one layer compares, or L layers' reach
    RopeInterpolation, // position interpolation: a rotary pair at m read as m L / L′
};

// Every kind, in the order above.
const std::vector<ExerciseKind> &allKinds();

QString kindId(ExerciseKind kind);
std::optional<ExerciseKind> kindFromId(const QString &id);

// The ids of every kind, in the order above.
QStringList allKindIds();

} // namespace astrolabe::exercises
