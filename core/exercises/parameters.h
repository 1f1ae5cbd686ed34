#pragma once

#include "attention/vector.h"

#include <QJsonObject>

#include <variant>
#include <vector>

namespace astrolabe::exercises {

// The prompt parameters of each kind of exercise: what the learner is given.

struct SoftmaxWeightsParameters
{
    attention::Vector scores;
};

struct TopPositionParameters
{
    attention::Vector query;
    std::vector<attention::Vector> keys;
};

struct BlendOutputParameters
{
    attention::Vector weights;             // sum to 1
    std::vector<attention::Vector> values; // one per weight, all the same length
};

struct ComparisonsParameters
{
    int length = 0; // tokens in the sequence
};

struct ScaleEffectParameters
{
    enum class Question {
        TopWeightAfterScaling, // the largest weight after dividing by sqrt(d)
        WithScaling,           // dividing by sqrt(d): sharper or flatter than without? (flatter)
        WithoutScaling,        // forgetting the division: sharper or flatter than with? (sharper)
    };
    Question question = Question::TopWeightAfterScaling;
    attention::Vector rawScores; // q . k, not yet divided
    int dimension = 0;           // d, one of 4, 16, 64
};

struct OrderBlindnessParameters
{
    enum class Variant {
        PairsTogether,  // key/value pairs reordered together: output unchanged
        KeysOnly,       // keys reordered, values left in place: output changes
        WithPositions,  // pairs reordered, but each slot adds its position vector to the key
    };
    Variant variant = Variant::PairsTogether;
    attention::Vector query;
    std::vector<attention::Vector> keys;
    std::vector<attention::Vector> values;
    std::vector<int> order;                   // new slot i holds old pair order[i] (0-based)
    std::vector<attention::Vector> positions; // WithPositions: added to the key in slot i
};

struct TemperatureParameters
{
    enum class Question {
        SharperOrFlatter, // compared with T = 1
        TopWeight,        // the largest weight at temperature T
    };
    Question question = Question::SharperOrFlatter;
    attention::Vector scores;
    double temperature = 1.0;
};

struct ProjectParameters
{
    enum class Variant {
        Projection,     // x times one of W_Q, W_K, W_V: the vector q, k or v
        TopKey,         // a query, key inputs and W_K: the position whose key scores highest
        BothDirections, // two inputs, W_Q and W_K: the scores q1 . k2 and q2 . k1
    };
    enum class Matrix { Query, Key, Value }; // Projection: which of W_Q, W_K, W_V
    Variant variant = Variant::Projection;
    Matrix matrix = Matrix::Query;
    attention::Vector input;               // Projection: x
    std::vector<attention::Vector> weights; // Projection: W, one row per entry of x
    attention::Vector query;               // TopKey: q, already projected
    std::vector<attention::Vector> inputs; // TopKey: the key inputs; BothDirections: x1, x2
    std::vector<attention::Vector> queryWeights; // BothDirections: W_Q
    std::vector<attention::Vector> keyWeights;   // TopKey, BothDirections: W_K
};

struct MaskedWeightsParameters
{
    enum class Variant {
        Padding, // the hidden positions are listed
        Causal,  // the query at `position` sees the keys up to its own only
    };
    Variant variant = Variant::Padding;
    attention::Vector scores; // one per key, before masking
    std::vector<int> hidden;  // Padding: the hidden positions, 0-based, ascending
    int position = 0;         // Causal: the query's position, 0-based
};

struct CausalPairsParameters
{
    enum class Variant {
        VisiblePairs, // query-key pairs a causal mask leaves: n (n + 1) / 2
        HiddenPairs,  // pairs it hides: n (n - 1) / 2
        Sees,         // the key positions the query at `position` sees, from the first on
        SeenBy,       // the query positions that see the key at `position`, to the last
    };
    Variant variant = Variant::VisiblePairs;
    int length = 0;   // n
    int position = 0; // Sees, SeenBy: 0-based
};

struct HeadSliceParameters
{
    enum class Variant { Weights, Output };
    Variant variant = Variant::Weights;
    attention::Vector query;             // the full width, split into `heads` equal slices
    std::vector<attention::Vector> keys;
    std::vector<attention::Vector> values;
    int heads = 2;
    int head = 0; // which head is asked, 0-based
};

struct AttendParameters
{
    enum class Variant { Weights, Output };
    Variant variant = Variant::Output;
    attention::Vector query; // of width d
    std::vector<attention::Vector> keys;
    std::vector<attention::Vector> values;
};

struct CostScalingParameters
{
    enum class Variant {
        Ratio,       // length n -> new length k n: how many times the comparisons grow (k^2)
        ScoreMemory, // n * n scores per head * heads * bytes, in MiB
        KvCache,     // 2 * layers * n * d_model * bytes, in MiB
    };
    Variant variant = Variant::Ratio;
    int length = 0;     // n
    int newLength = 0;  // Ratio: k n
    int heads = 0;      // ScoreMemory
    int layers = 0;     // KvCache
    int modelWidth = 0; // KvCache: d_model
    int bytes = 0;      // ScoreMemory, KvCache: bytes per number
};

struct PeValueParameters
{
    enum class Variant {
        Angle, // pos / 10000^(2i/d), no calculator needed
        Value, // PE(pos, column): the sine or cosine of that angle, in radians
    };
    Variant variant = Variant::Value;
    int position = 0; // pos, counted from 0 as in the formula
    int column = 0;   // counted from 0 as in the formula: 2i (sine) or 2i + 1 (cosine)
    int width = 0;    // d
};

struct ReorderingParameters
{
    enum class Variant {
        PairsTogether, // pairs reordered together: the output after (unchanged)
        KeysOnly,      // keys reordered, values in place: the output after (changed)
        WithPositions, // pairs reordered, each slot adds its position vector: the scores after
    };
    Variant variant = Variant::PairsTogether;
    attention::Vector weights;                // PairsTogether, KeysOnly: one per pair, before
    std::vector<attention::Vector> values;    // PairsTogether, KeysOnly
    attention::Vector query;                  // WithPositions
    std::vector<attention::Vector> keys;      // WithPositions
    std::vector<attention::Vector> positions; // WithPositions: added to the key in slot i
    std::vector<int> order;                   // new slot i holds old pair order[i] (0-based)
};

struct ScaleCompareParameters
{
    enum class Variant {
        TopWeights,    // the largest weight without dividing by sqrt(d) and with it
        ScaledWeights, // every weight after dividing by sqrt(d)
        SharperHead,   // two heads, raw scores and d each: which has the larger top weight
    };
    Variant variant = Variant::TopWeights;
    attention::Vector rawScores; // q . k, not yet divided (head 1 for SharperHead)
    int dimension = 0;           // d (head 1 for SharperHead)
    attention::Vector rawScores2; // SharperHead: head 2
    int dimension2 = 0;           // SharperHead: head 2
};

struct BilinearScoreParameters
{
    enum class Variant {
        TwoWays,        // x, y, W_Q, W_K: the score (x W_Q) · (y W_K) = x (W_Q W_Kᵀ) yᵀ
        RankBound,      // d_model, d_head: the largest rank of W_Q W_Kᵀ, the fewest blind dimensions
        BlindDirection, // x, y, u, W_Q, W_K: the scores of x against y and against y + u
    };
    Variant variant = Variant::TwoWays;
    attention::Vector query;                     // x: the query position's input
    attention::Vector key;                       // y: the key position's input
    attention::Vector change;                    // BlindDirection: u, added to y
    std::vector<attention::Vector> queryWeights; // W_Q, one row per entry of an input
    std::vector<attention::Vector> keyWeights;   // W_K
    int modelWidth = 0;                          // RankBound: d_model
    int headWidth = 0;                           // RankBound: d_head
};

struct CrossAttentionShapesParameters
{
    enum class Variant {
        Weights,        // one head's table of weights: m x n
        Output,         // one head's output: m x d_head
        WhichMustMatch, // Q (m x d_head) and K's n rows given: K's columns and V's rows
    };
    Variant variant = Variant::Weights;
    int queries = 0;    // m, the decoder positions that ask
    int sources = 0;    // n, the encoder positions read
    int modelWidth = 0; // d_model
    int heads = 0;      // h, dividing d_model
};

struct ShiftedTargetsParameters
{
    enum class Variant {
        TargetOf,           // a token sequence and an input position: the token it is trained on
        PredictionsPerPass, // a padded batch of token counts: predictions (and losses) per pass
    };
    Variant variant = Variant::TargetOf;
    std::vector<int> tokens;  // TargetOf: the token ids t1 .. tn of one training sequence
    int position = 0;         // TargetOf: the input position asked about, 0-based, < n - 1
    std::vector<int> lengths; // PredictionsPerPass: the token count of each sequence
};

struct CausalReadoutParameters
{
    enum class Variant {
        OutputAt,           // the output at `position`: the first value divided by the position
        PositionFromOutput, // an output: the position it belongs to (first value / output)
    };
    Variant variant = Variant::OutputAt;
    attention::Vector values; // one number per position: the first nonzero, every later one 0
    double score = 0.0;       // the one score every query gives each key it may see
    int position = 0;         // 0-based: OutputAt asks at it; PositionFromOutput's answer
    double output = 0.0;      // PositionFromOutput: the output shown, values[0] / (position + 1)
};

struct AdditiveScoreParameters
{
    enum class Variant {
        Additive, // q, k, W, U, v: the score vᵀ tanh(W q + U k)
        General,  // q, k, W: the score qᵀ W k
        Dot,      // the rows of Q and of K: every score at once, Q Kᵀ
    };
    Variant variant = Variant::Additive;
    attention::Vector query;                   // q (Additive, General)
    attention::Vector key;                     // k (Additive, General)
    std::vector<attention::Vector> queryRows;  // W: Additive, General (one row per hidden unit)
    std::vector<attention::Vector> keyRows;    // U: Additive
    attention::Vector output;                  // v: Additive
    std::vector<attention::Vector> queries;    // Dot: the rows of Q
    std::vector<attention::Vector> keys;       // Dot: the rows of K
};

struct KernelSmootherParameters
{
    enum class Variant {
        Estimate,        // points (xᵢ, yᵢ) and x: the Gaussian-kernel estimate at x, h = 1
        SameAsAttention, // q, keys, one-number outputs, d = 4: the estimate with e^(q · k / √d)
        BandwidthLimit,  // points and x: the estimate as h → 0, at h = 1 and as h → ∞
    };
    Variant variant = Variant::Estimate;
    attention::Vector inputs;            // Estimate, BandwidthLimit: the xᵢ, ascending
    attention::Vector outputs;           // the yᵢ (SameAsAttention: one number per key)
    double x = 0.0;                      // Estimate, BandwidthLimit: where to estimate
    attention::Vector query;             // SameAsAttention: q, of width 4
    std::vector<attention::Vector> keys; // SameAsAttention
};

struct PathLengthParameters
{
    enum class Variant {
        Recurrent,   // a recurrent layer: steps from i to j, then between the two ends (n - 1)
        Attention,   // steps from i to j in a recurrent layer, then in one attention layer (1)
        Convolution, // causal convolutions of width k: the layers a signal crosses from i to j
    };
    Variant variant = Variant::Recurrent;
    int length = 0; // n
    int from = 0;   // i, 0-based, before j
    int to = 0;     // j, 0-based
    int kernel = 0; // Convolution: k, the kernel width
};

struct KvCacheSizeParameters
{
    enum class Variant {
        Mha,   // every head keeps its own key and value (g = h): the cache in MiB
        Gqa,   // h query heads share g key-value heads, 1 < g < h: the cache in MiB
        Mqa,   // every query head shares one key and one value (g = 1): the cache in MiB
        Ratio, // the multi-head cache given, g key-value heads: the factor h / g, the new MiB
    };
    Variant variant = Variant::Mha;
    int batch = 1;     // sequences generated together (Ratio: always 1)
    int layers = 0;    // L
    int length = 0;    // n, tokens cached per sequence
    int heads = 0;     // h, query heads
    int kvHeads = 0;   // g, key-value heads: h (Mha), 1 (Mqa), a divisor of h (Gqa, Ratio)
    int headWidth = 0; // d_head
    int bytes = 0;     // bytes per number
};

struct OnlineSoftmaxMergeParameters
{
    enum class Variant {
        Normaliser,     // two blocks of scores: the merged maximum m and sum ℓ = Σ e^(s − m)
        RescaledOutput, // scores and one-number values in two blocks, the second raising the
                        // maximum: block 1's partial output rescaled, then the final output
        WeightOf,       // two blocks of scores and a position: its weight in its own block,
                        // then over the whole list
    };
    Variant variant = Variant::Normaliser;
    attention::Vector scores1; // block 1's scores (whole numbers)
    attention::Vector scores2; // block 2's scores
    attention::Vector values1; // RescaledOutput: one number per score of block 1
    attention::Vector values2; // RescaledOutput: one number per score of block 2
    int position = 0;          // WeightOf: 0-based across both blocks, block 1 first
};

struct RopeRotationParameters
{
    enum class Variant {
        Rotate,     // a 2-vector at position m, θ: the vector turned by m θ, and its length
        Score,      // q at m, k at n, θ: the score ⟨R(m θ) q, R(n θ) k⟩
        SameOffset, // q, k, θ, two position pairs with one offset: both scores, equal
        Frequency,  // base, d, a pair i, a position m: the angle m θᵢ, θᵢ = base^(−2i/d)
        Interpolated, // trained on L, reading L′: x at m turned by (m L / L′) θ, and the angle
    };
    Variant variant = Variant::Rotate;
    attention::Vector query; // Rotate: the vector turned; Score, SameOffset: q (2 numbers)
    attention::Vector key;   // Score, SameOffset: k (2 numbers)
    double theta = 0.0;      // Rotate, Score, SameOffset: radians per position
    int position = 0;        // m, from 0: the query's position (Rotate: the vector's)
    int keyPosition = 0;     // n, from 0: Score, SameOffset
    int shift = 0;           // SameOffset: the second pair is (m + shift, n + shift)
    int base = 0;            // Frequency
    int width = 0;           // Frequency: d, even
    int pair = 0;            // Frequency: i, from 0 as the formula counts
    int trained = 0;         // Interpolated: L, the training length
    int length = 0;          // Interpolated: L′ > L, the length read
};

struct HullBoundsParameters
{
    enum class Variant {
        Reachable,       // values and a candidate vector: can a head output it (yes or no)
        CoordinateRange, // values and a coordinate: the range that coordinate of any output lies in
    };
    Variant variant = Variant::Reachable;
    std::vector<attention::Vector> values; // 3 or 4 value vectors of width 2 or 3
    attention::Vector candidate;           // Reachable: the vector asked about
    attention::Vector weights;             // Reachable, yes: positive tenths blending into it
    int outside = -1;     // Reachable: the first coordinate out of range, 0-based; -1 if none
    int coordinate = 0;   // CoordinateRange: the coordinate asked about, 0-based
};

struct ReceptiveFieldParameters
{
    enum class Variant {
        Contiguous,   // L layers of width k, no dilation: the receptive field L (k - 1) + 1
        Dilated,      // L layers of width k, dilations 1, b, b², ...: 1 + (k - 1) Σ dilations
        LayersNeeded, // a span of n positions: the layers needed without dilation, then with
                      // dilations 1, k, k², ... (fields L (k - 1) + 1 and k^L)
    };
    Variant variant = Variant::Contiguous;
    int layers = 0;              // Contiguous, Dilated: L
    int kernel = 0;              // k
    std::vector<int> dilations;  // Dilated: 1, b, ..., b^(L - 1)
    int span = 0;                // LayersNeeded: n, the positions one output must see
};

struct GradientDecayParameters
{
    enum class Variant {
        Bound,          // γ and the step t: the bound γ^(t - 1) on ‖∂h_t/∂h_1‖
        BelowThreshold, // γ and ε: the first step t whose bound γ^(t - 1) is below ε
    };
    Variant variant = Variant::Bound;
    double gamma = 0.0;     // γ < 1, the bound on every step Jacobian's norm
    int steps = 0;          // Bound: t
    double threshold = 0.0; // BelowThreshold: ε
};

struct InductionTargetParameters
{
    enum class Variant {
        PreviousToken, // a position: the one its previous-token head attends to, the token copied
        AttendsTo,     // at the repeat: the position the induction head attends to most
        Predicts,      // at the repeat: the token the induction head predicts comes next
    };
    Variant variant = Variant::PreviousToken;
    std::vector<int> tokens; // two-digit ids, all different but tokens[second] == tokens[first]
    int first = 0;           // 0-based: the earlier occurrence of the repeated token
    int second = 0;          // 0-based, >= first + 3: its repeat
    int position = 0;        // 0-based: the position asked about (the repeat unless PreviousToken)
};

struct AlternativeWeightsParameters
{
    enum class Variant {
        SameOutput,   // weight leaves one of two equal values: the new weights, output unchanged
        OutputChange, // the same weight goes to a different value instead: the new output
    };
    Variant variant = Variant::SameOutput;
    std::vector<attention::Vector> values; // 4 or 5 values of width 2, whole numbers; only
                                           // values[from] and values[repeat] are equal
    attention::Vector weights;             // tenths adding up to 1, each at least 0.1
    int from = 0;         // 0-based: the position the weight leaves (its weight at least 0.2)
    int repeat = 0;       // 0-based: the other position holding the same value as `from`
    int to = 0;           // 0-based: where the weight goes (`repeat` for SameOutput; a position
                          // whose value differs for OutputChange)
    double amount = 0.0;  // the weight moved, in tenths, leaving `from` at least 0.1
    attention::Vector output; // Σᵢ wᵢ vᵢ with the weights before the move
};

struct SinkWeightParameters
{
    enum class Variant {
        SinkShare, // the first key's weight, then the largest weight of any other key
        Evicted,   // the first key leaves the cache: key `position`'s weight before, then after
        KeptSink,  // one key must go: key `position`'s weight if the first goes (window
                   // attention), then if key 2 goes instead (StreamingLLM keeps the first)
    };
    Variant variant = Variant::SinkShare;
    attention::Vector scores; // 4 or 5 whole numbers; scores[0], the first token's, the largest
    int position = 0;         // Evicted, KeptSink: 0-based, the key asked about (KeptSink: >= 2)
};

struct LayerNormParameters
{
    enum class Variant {
        Normalise,    // the normalised vector z = (x − μ) / σ
        WithGainBias, // γ ⊙ z + β
    };
    Variant variant = Variant::Normalise;
    attention::Vector x;    // 4 whole numbers with a whole-number mean, not all equal
    attention::Vector gain; // WithGainBias: γ, one decimal each (empty for Normalise)
    attention::Vector bias; // WithGainBias: β, one decimal each (empty for Normalise)
};

struct ResidualSumParameters
{
    int layers = 2;                        // L: 2 or 3, each an attention and a feed-forward sublayer
    attention::Vector embedding;           // 3 whole numbers from −2 to 2
    std::vector<attention::Vector> writes; // the 2L sublayers' writes in order, one decimal each
};

struct FfnApplyParameters
{
    attention::Vector x;                // one position's vector: d_model (2 or 3) whole numbers
    std::vector<attention::Vector> w1;  // W₁, d_model rows (one per entry of x) of d_ff (3 or 4)
    attention::Vector b1;               // b₁, d_ff numbers with one decimal
    std::vector<attention::Vector> w2;  // W₂, d_ff rows of d_model
    attention::Vector b2;               // b₂, d_model numbers with one decimal
};

struct ParamCountParameters
{
    enum class Variant {
        Ffn,       // the feed-forward layer's weights and biases: 2 d_model d_ff + d_ff + d_model
        Attention, // W_Q, W_K, W_V, W_O and their biases: 4 d_model² + 4 d_model
        Share,     // the feed-forward layer's share of the two together
    };
    Variant variant = Variant::Ffn;
    int modelWidth = 512;  // d_model
    int hiddenWidth = 2048; // d_ff, a whole multiple of d_model
    int heads = 8;         // h; each head has d_head = d_model / h
};

struct RelativeOffsetParameters
{
    enum class Variant {
        ClippedIndex,    // a query and two keys: the clipped offset r of each pair (w_r's subscript)
        TableSize,       // k and d_head: the key-side table's vectors, 2k + 1, and its numbers
        ShiftInvariance, // a pair's raw score, then the same two tokens moved s places later
    };
    Variant variant = Variant::ClippedIndex;
    int clip = 2;     // k
    int length = 0;   // ClippedIndex, ShiftInvariance: tokens in the input
    int query = 0;    // ClippedIndex, ShiftInvariance: 0-based
    std::vector<int> keys; // ClippedIndex: two keys, 0-based, one within k of the query and
                           // one beyond; ShiftInvariance: the one key
    int dHead = 0;     // TableSize: numbers in each vector w_r
    int maxLength = 0; // TableSize: the longest training input (a distractor: not the answer)
    attention::Vector terms; // ShiftInvariance: q · w_r for r = −k … k, one decimal, all different
    double content = 0.0;    // ShiftInvariance: q · k, the same for both placements
    int shift = 0;           // ShiftInvariance: s, both tokens moved s places later
};

struct AlibiBiasParameters
{
    enum class Variant {
        Slope,         // n heads, head h, query i, key j: m_h = 2^(−8h/n) and the bias −m_h (i − j)
        BiasedWeights, // a slope m, one query's content scores on keys 1 … i: the biased weights
    };
    Variant variant = Variant::Slope;
    int heads = 0;            // Slope: n
    int head = 0;             // Slope: h, from 1
    int position = 0;         // i, from 1: the query's position (BiasedWeights: the last key's)
    int key = 0;              // Slope: j, from 1, before i
    double slope = 0.0;       // BiasedWeights: m
    attention::Vector scores; // BiasedWeights: the content scores s_1 … s_i
};

struct LinearAssociativityParameters
{
    enum class Variant {
        SameOutput, // the regrouped order by hand: S = φ(K)ᵀ V, then one position's output
        MultCount,  // the scalar multiplications of each order, normaliser included
    };
    Variant variant = Variant::SameOutput;
    int length = 0;   // n: 2 or 3 for SameOutput, 3 to 64 for MultCount
    int features = 0; // r: 2 for SameOutput
    int width = 0;    // d: 2 for SameOutput
    std::vector<attention::Vector> phiQ;   // SameOutput: n rows of r whole numbers 0 to 3
    std::vector<attention::Vector> phiK;   // SameOutput: n rows of r whole numbers 0 to 3
    std::vector<attention::Vector> values; // SameOutput: n rows of d whole numbers 0 to 3, each
                                           // column varying
    int position = 0; // SameOutput: 0-based, the query whose output is asked
};

struct WindowPairsParameters
{
    enum class Variant {
        Pairs, // the (query, key) pairs one layer of a centred window compares, ends cut
        Reach, // the first and last input positions one output depends on after L layers
    };
    Variant variant = Variant::Pairs;
    int length = 0;    // n
    int halfWidth = 0; // a: the window holds w = 2a + 1 keys, the query's own included
    int layers = 0;    // Reach: L
    int position = 0;  // Reach: 0-based, the output asked about
};

using Parameters = std::variant<SoftmaxWeightsParameters,
                                TopPositionParameters,
                                BlendOutputParameters,
                                ComparisonsParameters,
                                ScaleEffectParameters,
                                OrderBlindnessParameters,
                                TemperatureParameters,
                                ProjectParameters,
                                MaskedWeightsParameters,
                                CausalPairsParameters,
                                HeadSliceParameters,
                                AttendParameters,
                                CostScalingParameters,
                                PeValueParameters,
                                ReorderingParameters,
                                ScaleCompareParameters,
                                BilinearScoreParameters,
                                CrossAttentionShapesParameters,
                                ShiftedTargetsParameters,
                                CausalReadoutParameters,
                                AdditiveScoreParameters,
                                KernelSmootherParameters,
                                PathLengthParameters,
                                KvCacheSizeParameters,
                                OnlineSoftmaxMergeParameters,
                                RopeRotationParameters,
                                HullBoundsParameters,
                                ReceptiveFieldParameters,
                                GradientDecayParameters,
                                InductionTargetParameters,
                                AlternativeWeightsParameters,
                                SinkWeightParameters,
                                LayerNormParameters,
                                ResidualSumParameters,
                                FfnApplyParameters,
                                ParamCountParameters,
                                RelativeOffsetParameters,
                                AlibiBiasParameters,
                                LinearAssociativityParameters,
                                WindowPairsParameters>;

// The parameters as JSON: vectors as arrays of numbers, lists of vectors (and matrices, row by
// row) as arrays of arrays, positions in a sequence (`order`, `hidden`, `position`) and heads
// 1-based, the positional encoding's `pos` and `column` as the formula counts them (from 0),
// enumerations as kebab-case strings. Only the fields of the exercise's variant are written.
QJsonObject parametersToJson(const Parameters &parameters);

} // namespace astrolabe::exercises
