#include "exercises/worked_weights.h"

#include "attention/alibi.h"
#include "attention/alternative_weights.h"
#include "attention/attend.h"
#include "attention/softmax.h"
#include "exercises/friendly_numbers.h"

#include <algorithm>
#include <cmath>

namespace astrolabe::exercises {

namespace {

attention::Vector scaledSoftmax(const attention::Vector &scores, double divisor)
{
    return attention::softmax(scores, divisor); // a temperature is a divisor
}

attention::Vector plus(const attention::Vector &a, const attention::Vector &b)
{
    attention::Vector sum = a;
    for (std::size_t i = 0; i < sum.size(); ++i)
        sum[i] += b[i];
    return sum;
}

struct Weights
{
    using List = std::vector<attention::Vector>;

    List operator()(const SoftmaxWeightsParameters &p) const
    {
        return {attention::softmax(p.scores)};
    }
    List operator()(const TopPositionParameters &) const { return {}; }
    List operator()(const BlendOutputParameters &p) const { return {p.weights}; }
    List operator()(const ComparisonsParameters &) const { return {}; }
    List operator()(const ScaleEffectParameters &p) const
    {
        return {scaledSoftmax(p.rawScores, std::sqrt(p.dimension))};
    }
    List operator()(const OrderBlindnessParameters &p) const
    {
        List keysBefore = p.keys;
        List keysAfter;
        List valuesAfter;
        for (std::size_t i = 0; i < p.order.size(); ++i) {
            const auto from = static_cast<std::size_t>(p.order[i]);
            keysAfter.push_back(p.positions.empty() ? p.keys[from]
                                                    : plus(p.keys[from], p.positions[i]));
            if (!p.positions.empty())
                keysBefore[i] = plus(p.keys[i], p.positions[i]);
        }
        return {attention::attend(p.query, keysBefore, p.values).weights,
                attention::attend(p.query, keysAfter, p.values).weights};
    }
    List operator()(const TemperatureParameters &p) const
    {
        return {attention::softmax(p.scores, p.temperature)};
    }
    List operator()(const ProjectParameters &) const { return {}; }
    List operator()(const MaskedWeightsParameters &p) const
    {
        attention::Vector visible;
        for (std::size_t j = 0; j < p.scores.size(); ++j) {
            const bool hidden = p.variant == MaskedWeightsParameters::Variant::Causal
                ? static_cast<int>(j) > p.position
                : std::count(p.hidden.begin(), p.hidden.end(), static_cast<int>(j)) > 0;
            if (!hidden)
                visible.push_back(p.scores[j]);
        }
        return {attention::softmax(visible)};
    }
    List operator()(const CausalPairsParameters &) const { return {}; }
    List operator()(const HeadSliceParameters &p) const
    {
        const auto width = p.query.size() / static_cast<std::size_t>(p.heads);
        const auto first = static_cast<std::size_t>(p.head) * width;
        const auto slice = [&](const attention::Vector &v) {
            return attention::Vector(v.begin() + static_cast<long>(first),
                                     v.begin() + static_cast<long>(first + width));
        };
        List keys;
        for (const attention::Vector &k : p.keys)
            keys.push_back(slice(k));
        return {attention::attend(slice(p.query), keys, keys).weights};
    }
    List operator()(const AttendParameters &p) const
    {
        return {attention::attend(p.query, p.keys, p.values).weights};
    }
    List operator()(const CostScalingParameters &) const { return {}; }
    List operator()(const PeValueParameters &) const { return {}; }
    List operator()(const ReorderingParameters &p) const
    {
        return p.weights.empty() ? List{} : List{p.weights};
    }
    List operator()(const BilinearScoreParameters &) const { return {}; }
    List operator()(const CrossAttentionShapesParameters &) const { return {}; }
    List operator()(const AdditiveScoreParameters &) const { return {}; }
    List operator()(const KernelSmootherParameters &p) const
    {
        if (p.variant == KernelSmootherParameters::Variant::SameAsAttention) {
            attention::Vector scores;
            for (const attention::Vector &k : p.keys)
                scores.push_back(attention::dot(p.query, k));
            return {scaledSoftmax(scores, std::sqrt(double(p.query.size())))};
        }
        attention::Vector exponents;
        for (double xi : p.inputs)
            exponents.push_back(-(p.x - xi) * (p.x - xi) / 2.0);
        return {attention::softmax(exponents)};
    }
    List operator()(const PathLengthParameters &) const { return {}; }
    List operator()(const KvCacheSizeParameters &) const { return {}; }
    // The weights over the whole list (what the merge reproduces) and, for weight-of, those of
    // the asked position's own block alone.
    List operator()(const OnlineSoftmaxMergeParameters &p) const
    {
        attention::Vector all = p.scores1;
        all.insert(all.end(), p.scores2.begin(), p.scores2.end());
        List lists = {attention::softmax(all)};
        if (p.variant == OnlineSoftmaxMergeParameters::Variant::WeightOf)
            lists.push_back(attention::softmax(
                p.position < int(p.scores1.size()) ? p.scores1 : p.scores2));
        return lists;
    }
    List operator()(const RopeRotationParameters &) const { return {}; }
    List operator()(const HullBoundsParameters &) const { return {}; }
    List operator()(const ReceptiveFieldParameters &) const { return {}; }
    List operator()(const GradientDecayParameters &) const { return {}; }
    // Both heads are meant to be sharp (above 0.99 on the key they look for): the learner
    // reads positions and tokens, not weights.
    List operator()(const InductionTargetParameters &) const { return {}; }
    // The weights given, and those after the move (in tenths, never below 0.1).
    List operator()(const AlternativeWeightsParameters &p) const
    {
        return {p.weights, attention::moveWeight(p.weights, std::size_t(p.from),
                                                 std::size_t(p.to), p.amount)};
    }
    // The weights with every key; for evicted and kept-sink also over the keys left after the
    // first one goes, and for kept-sink over those left after key 2 goes instead.
    List operator()(const SinkWeightParameters &p) const
    {
        const auto without = [&p](std::size_t j) {
            attention::Vector kept = p.scores;
            kept.erase(kept.begin() + static_cast<long>(j));
            return attention::softmax(kept);
        };
        List lists = {attention::softmax(p.scores)};
        if (p.variant != SinkWeightParameters::Variant::SinkShare)
            lists.push_back(without(0));
        if (p.variant == SinkWeightParameters::Variant::KeptSink)
            lists.push_back(without(1));
        return lists;
    }
    // LayerNorm has no softmax: nothing to show as weights.
    List operator()(const LayerNormParameters &) const { return {}; }
    // Neither has the residual sum: the writes are given.
    List operator()(const ResidualSumParameters &) const { return {}; }
    // The feed-forward layer and the parameter counts have no softmax either.
    List operator()(const FfnApplyParameters &) const { return {}; }
    List operator()(const ParamCountParameters &) const { return {}; }
    // Relative offsets are asked before any softmax: no weights.
    List operator()(const RelativeOffsetParameters &) const { return {}; }
    // slope asks a slope and a bias, no weights; biased-weights the one query's biased weights.
    List operator()(const AlibiBiasParameters &p) const
    {
        if (p.variant == AlibiBiasParameters::Variant::Slope)
            return {};
        return {attention::alibiWeights(p.scores, p.slope)};
    }
    // Linear attention's weights are not softmax weights (and may be exactly 0 with whole-number
    // features); the window kinds count pairs and positions.
    List operator()(const LinearAssociativityParameters &) const { return {}; }
    List operator()(const WindowPairsParameters &) const { return {}; }
    List operator()(const ScaleCompareParameters &p) const
    {
        const attention::Vector scaled = scaledSoftmax(p.rawScores, std::sqrt(p.dimension));
        switch (p.variant) {
        case ScaleCompareParameters::Variant::TopWeights:
            return {attention::softmax(p.rawScores), scaled};
        case ScaleCompareParameters::Variant::ScaledWeights:
            return {scaled};
        case ScaleCompareParameters::Variant::SharperHead:
            return {scaled, scaledSoftmax(p.rawScores2, std::sqrt(p.dimension2))};
        }
        return {};
    }
    List operator()(const ShiftedTargetsParameters &) const { return {}; }
    // Equal scores: every visible weight is 1/i, nothing drawn to saturate.
    List operator()(const CausalReadoutParameters &) const { return {}; }
};

} // namespace

std::vector<attention::Vector> workedWeights(const Exercise &exercise)
{
    return std::visit(Weights{}, exercise.parameters);
}

bool isDegenerate(const Exercise &exercise)
{
    for (const attention::Vector &weights : workedWeights(exercise))
        if (!isBalanced(weights))
            return true;
    return false;
}

} // namespace astrolabe::exercises
