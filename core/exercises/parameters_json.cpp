#include "exercises/parameters.h"

#include "attention/kv_cache.h"

#include <QJsonArray>

namespace astrolabe::exercises {

namespace {

QJsonArray toArray(const attention::Vector &v)
{
    QJsonArray array;
    for (double x : v)
        array.append(x);
    return array;
}

QJsonArray toArray(const std::vector<attention::Vector> &rows)
{
    QJsonArray array;
    for (const attention::Vector &row : rows)
        array.append(toArray(row));
    return array;
}

// 0-based positions as the learner counts them, from 1.
QJsonArray oneBased(const std::vector<int> &positions)
{
    QJsonArray array;
    for (int i : positions)
        array.append(i + 1);
    return array;
}

QJsonArray toArray(const std::vector<int> &numbers)
{
    QJsonArray array;
    for (int x : numbers)
        array.append(x);
    return array;
}

// The kebab-case name of an enumerator, from a table in the enumeration's order.
template <typename Enum, std::size_t N>
QString nameOf(Enum value, const char *const (&names)[N])
{
    return QString::fromLatin1(names[static_cast<std::size_t>(value)]);
}

struct ToJson
{
    QJsonObject operator()(const SoftmaxWeightsParameters &p) const
    {
        return {{QStringLiteral("scores"), toArray(p.scores)}};
    }
    QJsonObject operator()(const TopPositionParameters &p) const
    {
        return {{QStringLiteral("query"), toArray(p.query)},
                {QStringLiteral("keys"), toArray(p.keys)}};
    }
    QJsonObject operator()(const BlendOutputParameters &p) const
    {
        return {{QStringLiteral("weights"), toArray(p.weights)},
                {QStringLiteral("values"), toArray(p.values)}};
    }
    QJsonObject operator()(const ComparisonsParameters &p) const
    {
        return {{QStringLiteral("length"), p.length}};
    }
    QJsonObject operator()(const ScaleEffectParameters &p) const
    {
        QString question;
        switch (p.question) {
        case ScaleEffectParameters::Question::TopWeightAfterScaling:
            question = QStringLiteral("top-weight-after-scaling");
            break;
        case ScaleEffectParameters::Question::WithScaling:
            question = QStringLiteral("with-scaling");
            break;
        case ScaleEffectParameters::Question::WithoutScaling:
            question = QStringLiteral("without-scaling");
            break;
        }
        return {{QStringLiteral("question"), question},
                {QStringLiteral("raw_scores"), toArray(p.rawScores)},
                {QStringLiteral("d"), p.dimension}};
    }
    QJsonObject operator()(const OrderBlindnessParameters &p) const
    {
        QString variant;
        switch (p.variant) {
        case OrderBlindnessParameters::Variant::PairsTogether:
            variant = QStringLiteral("pairs-together");
            break;
        case OrderBlindnessParameters::Variant::KeysOnly:
            variant = QStringLiteral("keys-only");
            break;
        case OrderBlindnessParameters::Variant::WithPositions:
            variant = QStringLiteral("with-positions");
            break;
        }
        QJsonArray order;
        for (int i : p.order)
            order.append(i + 1);
        QJsonObject json{{QStringLiteral("variant"), variant},
                         {QStringLiteral("query"), toArray(p.query)},
                         {QStringLiteral("keys"), toArray(p.keys)},
                         {QStringLiteral("values"), toArray(p.values)},
                         {QStringLiteral("order"), order}};
        if (!p.positions.empty())
            json.insert(QStringLiteral("positions"), toArray(p.positions));
        return json;
    }
    QJsonObject operator()(const TemperatureParameters &p) const
    {
        const bool top = p.question == TemperatureParameters::Question::TopWeight;
        return {{QStringLiteral("question"),
                 top ? QStringLiteral("top-weight") : QStringLiteral("sharper-or-flatter")},
                {QStringLiteral("scores"), toArray(p.scores)},
                {QStringLiteral("temperature"), p.temperature}};
    }
    QJsonObject operator()(const ProjectParameters &p) const
    {
        using V = ProjectParameters::Variant;
        static const char *const variants[] = {"projection", "top-key", "both-directions"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)}};
        switch (p.variant) {
        case V::Projection: {
            static const char *const matrices[] = {"W_Q", "W_K", "W_V"};
            static const char *const results[] = {"q", "k", "v"};
            json.insert(QStringLiteral("x"), toArray(p.input));
            json.insert(QStringLiteral("w"), toArray(p.weights));
            json.insert(QStringLiteral("matrix"), nameOf(p.matrix, matrices));
            json.insert(QStringLiteral("result"), nameOf(p.matrix, results));
            break;
        }
        case V::TopKey:
            json.insert(QStringLiteral("query"), toArray(p.query));
            json.insert(QStringLiteral("inputs"), toArray(p.inputs));
            json.insert(QStringLiteral("w_k"), toArray(p.keyWeights));
            break;
        case V::BothDirections:
            json.insert(QStringLiteral("inputs"), toArray(p.inputs));
            json.insert(QStringLiteral("w_q"), toArray(p.queryWeights));
            json.insert(QStringLiteral("w_k"), toArray(p.keyWeights));
            break;
        }
        return json;
    }
    QJsonObject operator()(const MaskedWeightsParameters &p) const
    {
        static const char *const variants[] = {"padding", "causal"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)},
                         {QStringLiteral("scores"), toArray(p.scores)}};
        if (p.variant == MaskedWeightsParameters::Variant::Padding) {
            json.insert(QStringLiteral("hidden"), oneBased(p.hidden));
        } else {
            json.insert(QStringLiteral("position"), p.position + 1);
            json.insert(QStringLiteral("length"), static_cast<int>(p.scores.size()));
        }
        return json;
    }
    QJsonObject operator()(const CausalPairsParameters &p) const
    {
        using V = CausalPairsParameters::Variant;
        static const char *const variants[] = {"visible-pairs", "hidden-pairs", "sees", "seen-by"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)},
                         {QStringLiteral("length"), p.length}};
        if (p.variant == V::Sees || p.variant == V::SeenBy)
            json.insert(QStringLiteral("position"), p.position + 1);
        return json;
    }
    QJsonObject operator()(const HeadSliceParameters &p) const
    {
        static const char *const variants[] = {"weights", "output"};
        return {{QStringLiteral("variant"), nameOf(p.variant, variants)},
                {QStringLiteral("query"), toArray(p.query)},
                {QStringLiteral("keys"), toArray(p.keys)},
                {QStringLiteral("values"), toArray(p.values)},
                {QStringLiteral("heads"), p.heads},
                {QStringLiteral("head"), p.head + 1},
                {QStringLiteral("head_width"), static_cast<int>(p.query.size()) / p.heads}};
    }
    QJsonObject operator()(const AttendParameters &p) const
    {
        static const char *const variants[] = {"weights", "output"};
        return {{QStringLiteral("variant"), nameOf(p.variant, variants)},
                {QStringLiteral("query"), toArray(p.query)},
                {QStringLiteral("keys"), toArray(p.keys)},
                {QStringLiteral("values"), toArray(p.values)},
                {QStringLiteral("d"), static_cast<int>(p.query.size())}};
    }
    QJsonObject operator()(const CostScalingParameters &p) const
    {
        using V = CostScalingParameters::Variant;
        static const char *const variants[] = {"ratio", "score-memory", "kv-cache"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)},
                         {QStringLiteral("length"), p.length}};
        switch (p.variant) {
        case V::Ratio:
            json.insert(QStringLiteral("new_length"), p.newLength);
            break;
        case V::ScoreMemory:
            json.insert(QStringLiteral("heads"), p.heads);
            json.insert(QStringLiteral("bytes"), p.bytes);
            break;
        case V::KvCache:
            json.insert(QStringLiteral("layers"), p.layers);
            json.insert(QStringLiteral("d_model"), p.modelWidth);
            json.insert(QStringLiteral("bytes"), p.bytes);
            break;
        }
        return json;
    }
    QJsonObject operator()(const PeValueParameters &p) const
    {
        static const char *const variants[] = {"angle", "value"};
        return {{QStringLiteral("variant"), nameOf(p.variant, variants)},
                {QStringLiteral("pos"), p.position},
                {QStringLiteral("column"), p.column},
                {QStringLiteral("i"), p.column / 2},
                {QStringLiteral("d"), p.width}};
    }
    QJsonObject operator()(const ReorderingParameters &p) const
    {
        static const char *const variants[] = {"pairs-together", "keys-only", "with-positions"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)},
                         {QStringLiteral("order"), oneBased(p.order)}};
        if (p.variant == ReorderingParameters::Variant::WithPositions) {
            json.insert(QStringLiteral("query"), toArray(p.query));
            json.insert(QStringLiteral("keys"), toArray(p.keys));
            json.insert(QStringLiteral("positions"), toArray(p.positions));
        } else {
            json.insert(QStringLiteral("weights"), toArray(p.weights));
            json.insert(QStringLiteral("values"), toArray(p.values));
        }
        return json;
    }
    QJsonObject operator()(const ScaleCompareParameters &p) const
    {
        static const char *const variants[] = {"top-weights", "scaled-weights", "sharper-head"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)}};
        if (p.variant == ScaleCompareParameters::Variant::SharperHead) {
            json.insert(QStringLiteral("raw_scores_1"), toArray(p.rawScores));
            json.insert(QStringLiteral("d_1"), p.dimension);
            json.insert(QStringLiteral("raw_scores_2"), toArray(p.rawScores2));
            json.insert(QStringLiteral("d_2"), p.dimension2);
        } else {
            json.insert(QStringLiteral("raw_scores"), toArray(p.rawScores));
            json.insert(QStringLiteral("d"), p.dimension);
        }
        return json;
    }
    QJsonObject operator()(const BilinearScoreParameters &p) const
    {
        using V = BilinearScoreParameters::Variant;
        static const char *const variants[] = {"two-ways", "rank-bound", "blind-direction"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)}};
        if (p.variant == V::RankBound) {
            json.insert(QStringLiteral("d_model"), p.modelWidth);
            json.insert(QStringLiteral("d_head"), p.headWidth);
            return json;
        }
        json.insert(QStringLiteral("x"), toArray(p.query));
        json.insert(QStringLiteral("y"), toArray(p.key));
        json.insert(QStringLiteral("w_q"), toArray(p.queryWeights));
        json.insert(QStringLiteral("w_k"), toArray(p.keyWeights));
        if (p.variant == V::BlindDirection)
            json.insert(QStringLiteral("u"), toArray(p.change));
        return json;
    }

    QJsonObject operator()(const CrossAttentionShapesParameters &p) const
    {
        static const char *const variants[] = {"weights", "output", "which-must-match"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)},
                         {QStringLiteral("m"), p.queries},
                         {QStringLiteral("n"), p.sources},
                         {QStringLiteral("d_head"), p.modelWidth / p.heads}};
        if (p.variant != CrossAttentionShapesParameters::Variant::WhichMustMatch) {
            json.insert(QStringLiteral("d_model"), p.modelWidth);
            json.insert(QStringLiteral("heads"), p.heads);
        }
        return json;
    }

    QJsonObject operator()(const ShiftedTargetsParameters &p) const
    {
        static const char *const variants[] = {"target-of", "predictions-per-pass"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)}};
        if (p.variant == ShiftedTargetsParameters::Variant::TargetOf) {
            json.insert(QStringLiteral("tokens"), toArray(p.tokens));
            json.insert(QStringLiteral("length"), static_cast<int>(p.tokens.size()));
            json.insert(QStringLiteral("position"), p.position + 1);
        } else {
            json.insert(QStringLiteral("lengths"), toArray(p.lengths));
            json.insert(QStringLiteral("sequences"), static_cast<int>(p.lengths.size()));
        }
        return json;
    }

    QJsonObject operator()(const CausalReadoutParameters &p) const
    {
        static const char *const variants[] = {"output-at", "position-from-output"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)},
                         {QStringLiteral("values"), toArray(p.values)},
                         {QStringLiteral("length"), static_cast<int>(p.values.size())},
                         {QStringLiteral("score"), p.score}};
        if (p.variant == CausalReadoutParameters::Variant::OutputAt)
            json.insert(QStringLiteral("position"), p.position + 1);
        else
            json.insert(QStringLiteral("output"), p.output);
        return json;
    }

    QJsonObject operator()(const AdditiveScoreParameters &p) const
    {
        using V = AdditiveScoreParameters::Variant;
        static const char *const variants[] = {"additive", "general", "dot"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)}};
        if (p.variant == V::Dot) {
            json.insert(QStringLiteral("queries"), toArray(p.queries));
            json.insert(QStringLiteral("keys"), toArray(p.keys));
            return json;
        }
        json.insert(QStringLiteral("q"), toArray(p.query));
        json.insert(QStringLiteral("k"), toArray(p.key));
        json.insert(QStringLiteral("w"), toArray(p.queryRows));
        if (p.variant == V::Additive) {
            json.insert(QStringLiteral("u"), toArray(p.keyRows));
            json.insert(QStringLiteral("v"), toArray(p.output));
        }
        return json;
    }

    QJsonObject operator()(const KernelSmootherParameters &p) const
    {
        static const char *const variants[] = {"estimate", "same-as-attention",
                                               "bandwidth-limit"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)}};
        if (p.variant == KernelSmootherParameters::Variant::SameAsAttention) {
            json.insert(QStringLiteral("query"), toArray(p.query));
            json.insert(QStringLiteral("keys"), toArray(p.keys));
            json.insert(QStringLiteral("values"), toArray(p.outputs));
            json.insert(QStringLiteral("d"), static_cast<int>(p.query.size()));
            return json;
        }
        std::vector<attention::Vector> points;
        for (std::size_t i = 0; i < p.inputs.size(); ++i)
            points.push_back({p.inputs[i], p.outputs[i]});
        json.insert(QStringLiteral("points"), toArray(points));
        json.insert(QStringLiteral("x"), p.x);
        return json;
    }

    QJsonObject operator()(const PathLengthParameters &p) const
    {
        static const char *const variants[] = {"recurrent", "attention", "convolution"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)},
                         {QStringLiteral("length"), p.length},
                         {QStringLiteral("from"), p.from + 1},
                         {QStringLiteral("to"), p.to + 1}};
        if (p.variant == PathLengthParameters::Variant::Convolution)
            json.insert(QStringLiteral("kernel"), p.kernel);
        return json;
    }

    QJsonObject operator()(const KvCacheSizeParameters &p) const
    {
        using V = KvCacheSizeParameters::Variant;
        static const char *const variants[] = {"mha", "gqa", "mqa", "ratio"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)},
                         {QStringLiteral("layers"), p.layers},
                         {QStringLiteral("length"), p.length},
                         {QStringLiteral("heads"), p.heads},
                         {QStringLiteral("d_head"), p.headWidth},
                         {QStringLiteral("bytes"), p.bytes}};
        if (p.variant != V::Ratio)
            json.insert(QStringLiteral("batch"), p.batch);
        if (p.variant == V::Gqa || p.variant == V::Ratio)
            json.insert(QStringLiteral("kv_heads"), p.kvHeads);
        if (p.variant == V::Ratio) {
            // The multi-head cache the prompt gives (g = h, one sequence), in MiB.
            const attention::KvCacheShape full{1, std::uint64_t(p.layers), std::uint64_t(p.length),
                                               std::uint64_t(p.heads), std::uint64_t(p.headWidth),
                                               std::uint64_t(p.bytes)};
            json.insert(QStringLiteral("mha_mib"),
                        static_cast<double>(attention::kvCacheBytes(full)) / (1024.0 * 1024.0));
        }
        return json;
    }

    QJsonObject operator()(const OnlineSoftmaxMergeParameters &p) const
    {
        using V = OnlineSoftmaxMergeParameters::Variant;
        static const char *const variants[] = {"normaliser", "rescaled-output", "weight-of"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)},
                         {QStringLiteral("block_1"), toArray(p.scores1)},
                         {QStringLiteral("block_2"), toArray(p.scores2)}};
        if (p.variant == V::RescaledOutput) {
            json.insert(QStringLiteral("values_1"), toArray(p.values1));
            json.insert(QStringLiteral("values_2"), toArray(p.values2));
        } else if (p.variant == V::WeightOf) {
            json.insert(QStringLiteral("position"), p.position + 1);
        }
        return json;
    }

    QJsonObject operator()(const RopeRotationParameters &p) const
    {
        using V = RopeRotationParameters::Variant;
        static const char *const variants[] = {"rotate", "score", "same-offset", "frequency",
                                               "interpolated"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)},
                         {QStringLiteral("m"), p.position}};
        if (p.variant == V::Interpolated) {
            json.remove(QStringLiteral("variant")); // the kind rope-interpolation: one question
            json.insert(QStringLiteral("theta"), p.theta);
            json.insert(QStringLiteral("x"), toArray(p.query));
            json.insert(QStringLiteral("trained"), p.trained);
            json.insert(QStringLiteral("length"), p.length);
            return json;
        }
        if (p.variant == V::Frequency) {
            json.insert(QStringLiteral("base"), p.base);
            json.insert(QStringLiteral("d"), p.width);
            json.insert(QStringLiteral("i"), p.pair);
            return json;
        }
        json.insert(QStringLiteral("theta"), p.theta);
        if (p.variant == V::Rotate) {
            json.insert(QStringLiteral("x"), toArray(p.query));
            return json;
        }
        json.insert(QStringLiteral("q"), toArray(p.query));
        json.insert(QStringLiteral("k"), toArray(p.key));
        json.insert(QStringLiteral("n"), p.keyPosition);
        if (p.variant == V::SameOffset) {
            json.insert(QStringLiteral("m2"), p.position + p.shift);
            json.insert(QStringLiteral("n2"), p.keyPosition + p.shift);
        }
        return json;
    }

    QJsonObject operator()(const HullBoundsParameters &p) const
    {
        static const char *const variants[] = {"reachable", "coordinate-range"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)},
                         {QStringLiteral("values"), toArray(p.values)}};
        if (p.variant == HullBoundsParameters::Variant::Reachable)
            json.insert(QStringLiteral("candidate"), toArray(p.candidate));
        else
            json.insert(QStringLiteral("coordinate"), p.coordinate + 1);
        return json;
    }

    QJsonObject operator()(const ReceptiveFieldParameters &p) const
    {
        static const char *const variants[] = {"contiguous", "dilated", "layers-needed"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)},
                         {QStringLiteral("kernel"), p.kernel}};
        if (p.variant == ReceptiveFieldParameters::Variant::LayersNeeded) {
            json.insert(QStringLiteral("span"), p.span);
            return json;
        }
        json.insert(QStringLiteral("layers"), p.layers);
        if (p.variant == ReceptiveFieldParameters::Variant::Dilated)
            json.insert(QStringLiteral("dilations"), toArray(p.dilations));
        return json;
    }

    QJsonObject operator()(const GradientDecayParameters &p) const
    {
        static const char *const variants[] = {"bound", "below-threshold"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)},
                         {QStringLiteral("gamma"), p.gamma}};
        if (p.variant == GradientDecayParameters::Variant::Bound)
            json.insert(QStringLiteral("steps"), p.steps);
        else
            json.insert(QStringLiteral("threshold"), p.threshold);
        return json;
    }

    QJsonObject operator()(const InductionTargetParameters &p) const
    {
        static const char *const variants[] = {"previous-token", "attends-to", "predicts"};
        return QJsonObject{{QStringLiteral("variant"), nameOf(p.variant, variants)},
                           {QStringLiteral("tokens"), toArray(p.tokens)},
                           {QStringLiteral("length"), static_cast<int>(p.tokens.size())},
                           {QStringLiteral("position"), p.position + 1}};
    }

    QJsonObject operator()(const AlternativeWeightsParameters &p) const
    {
        static const char *const variants[] = {"same-output", "output-change"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)},
                         {QStringLiteral("values"), toArray(p.values)},
                         {QStringLiteral("weights"), toArray(p.weights)},
                         {QStringLiteral("from"), p.from + 1},
                         {QStringLiteral("amount"), p.amount}};
        if (p.variant == AlternativeWeightsParameters::Variant::OutputChange) {
            json.insert(QStringLiteral("repeat"), p.repeat + 1);
            json.insert(QStringLiteral("to"), p.to + 1);
            json.insert(QStringLiteral("output"), toArray(p.output));
        }
        return json;
    }

    QJsonObject operator()(const SinkWeightParameters &p) const
    {
        static const char *const variants[] = {"sink-share", "evicted", "kept-sink"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)},
                         {QStringLiteral("scores"), toArray(p.scores)},
                         {QStringLiteral("length"), static_cast<int>(p.scores.size())}};
        if (p.variant != SinkWeightParameters::Variant::SinkShare)
            json.insert(QStringLiteral("position"), p.position + 1);
        return json;
    }

    QJsonObject operator()(const LayerNormParameters &p) const
    {
        static const char *const variants[] = {"normalise", "with-gain-bias"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)},
                         {QStringLiteral("x"), toArray(p.x)},
                         {QStringLiteral("width"), static_cast<int>(p.x.size())}};
        if (p.variant == LayerNormParameters::Variant::WithGainBias) {
            json.insert(QStringLiteral("gain"), toArray(p.gain));
            json.insert(QStringLiteral("bias"), toArray(p.bias));
        }
        return json;
    }

    QJsonObject operator()(const ResidualSumParameters &p) const
    {
        return QJsonObject{{QStringLiteral("layers"), p.layers},
                           {QStringLiteral("sublayers"), 2 * p.layers},
                           {QStringLiteral("embedding"), toArray(p.embedding)},
                           {QStringLiteral("writes"), toArray(p.writes)}};
    }

    QJsonObject operator()(const FfnApplyParameters &p) const
    {
        return QJsonObject{{QStringLiteral("x"), toArray(p.x)},
                           {QStringLiteral("w1"), toArray(p.w1)},
                           {QStringLiteral("b1"), toArray(p.b1)},
                           {QStringLiteral("w2"), toArray(p.w2)},
                           {QStringLiteral("b2"), toArray(p.b2)},
                           {QStringLiteral("d_model"), static_cast<int>(p.x.size())},
                           {QStringLiteral("d_ff"), static_cast<int>(p.b1.size())}};
    }

    QJsonObject operator()(const ParamCountParameters &p) const
    {
        static const char *const variants[] = {"ffn", "attention", "share"};
        return QJsonObject{{QStringLiteral("variant"), nameOf(p.variant, variants)},
                           {QStringLiteral("d_model"), p.modelWidth},
                           {QStringLiteral("d_ff"), p.hiddenWidth},
                           {QStringLiteral("heads"), p.heads},
                           {QStringLiteral("d_head"), p.modelWidth / p.heads}};
    }

    QJsonObject operator()(const RelativeOffsetParameters &p) const
    {
        using Variant = RelativeOffsetParameters::Variant;
        static const char *const variants[] = {"clipped-index", "table-size", "shift-invariance"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)},
                         {QStringLiteral("clip"), p.clip}};
        switch (p.variant) {
        case Variant::ClippedIndex:
            json.insert(QStringLiteral("length"), p.length);
            json.insert(QStringLiteral("query"), p.query + 1);
            json.insert(QStringLiteral("key_1"), p.keys.at(0) + 1);
            json.insert(QStringLiteral("key_2"), p.keys.at(1) + 1);
            break;
        case Variant::TableSize:
            json.insert(QStringLiteral("d_head"), p.dHead);
            json.insert(QStringLiteral("max_length"), p.maxLength);
            break;
        case Variant::ShiftInvariance:
            json.insert(QStringLiteral("length"), p.length);
            json.insert(QStringLiteral("query"), p.query + 1);
            json.insert(QStringLiteral("key"), p.keys.at(0) + 1);
            json.insert(QStringLiteral("shift"), p.shift);
            json.insert(QStringLiteral("query_shifted"), p.query + p.shift + 1);
            json.insert(QStringLiteral("key_shifted"), p.keys.at(0) + p.shift + 1);
            json.insert(QStringLiteral("terms"), toArray(p.terms));
            json.insert(QStringLiteral("content"), p.content);
            break;
        }
        return json;
    }

    QJsonObject operator()(const AlibiBiasParameters &p) const
    {
        static const char *const variants[] = {"slope", "biased-weights"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)},
                         {QStringLiteral("position"), p.position}};
        if (p.variant == AlibiBiasParameters::Variant::Slope) {
            json.insert(QStringLiteral("heads"), p.heads);
            json.insert(QStringLiteral("head"), p.head);
            json.insert(QStringLiteral("key"), p.key);
        } else {
            json.insert(QStringLiteral("slope"), p.slope);
            json.insert(QStringLiteral("scores"), toArray(p.scores));
        }
        return json;
    }

    QJsonObject operator()(const LinearAssociativityParameters &p) const
    {
        static const char *const variants[] = {"same-output", "mult-count"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)},
                         {QStringLiteral("n"), p.length},
                         {QStringLiteral("r"), p.features},
                         {QStringLiteral("d"), p.width}};
        if (p.variant == LinearAssociativityParameters::Variant::SameOutput) {
            json.insert(QStringLiteral("phi_q"), toArray(p.phiQ));
            json.insert(QStringLiteral("phi_k"), toArray(p.phiK));
            json.insert(QStringLiteral("values"), toArray(p.values));
            json.insert(QStringLiteral("position"), p.position + 1);
        }
        return json;
    }

    QJsonObject operator()(const WindowPairsParameters &p) const
    {
        static const char *const variants[] = {"pairs", "reach"};
        QJsonObject json{{QStringLiteral("variant"), nameOf(p.variant, variants)},
                         {QStringLiteral("length"), p.length},
                         {QStringLiteral("half_width"), p.halfWidth},
                         {QStringLiteral("window"), 2 * p.halfWidth + 1}};
        if (p.variant == WindowPairsParameters::Variant::Reach) {
            json.insert(QStringLiteral("layers"), p.layers);
            json.insert(QStringLiteral("position"), p.position + 1);
        }
        return json;
    }
};

} // namespace

QJsonObject parametersToJson(const Parameters &parameters)
{
    return std::visit(ToJson{}, parameters);
}

} // namespace astrolabe::exercises
