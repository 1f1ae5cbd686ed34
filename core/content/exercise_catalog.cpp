#include "content/exercise_catalog.h"

#include "exercises/exercise_kind.h"

#include <QJsonObject>
#include <QVector>

#include <initializer_list>

namespace astrolabe::content {

namespace {

struct VariantEntry
{
    QString name;
    QStringList placeholders; // besides the kind's common ones
};

struct KindEntry
{
    const char *id;
    QStringList placeholders; // common to every variant
    const char *variantField; // "" when the kind asks one thing only
    QVector<VariantEntry> variants;
    QStringList hintFacts = {}; // what every exercise of the kind carries in Exercise::hints
};

QStringList names(std::initializer_list<const char *> list)
{
    QStringList result;
    for (const char *name : list)
        result << QString::fromLatin1(name);
    return result;
}

VariantEntry variant(const char *name, std::initializer_list<const char *> placeholders = {})
{
    return {QString::fromLatin1(name), names(placeholders)};
}

// Mirrors the parameters of core/exercises/parameters.h as parametersToJson() names them, and
// the hint facts the generators make for every variant.
const QVector<KindEntry> &entries()
{
    static const QVector<KindEntry> table = {
        {"softmax-weights", names({"scores"}), "", {}, names({"exponentials"})},
        {"top-position", names({"query", "keys"}), "", {}},
        {"blend-output", names({"weights", "values"}), "", {}},
        {"comparisons", names({"length"}), "", {}},
        {"scale-effect",
         names({"raw_scores", "d"}),
         "question",
         {variant("top-weight-after-scaling"), variant("with-scaling"),
          variant("without-scaling")},
         names({"root", "exponentials"})},
        {"order-blindness",
         names({"query", "keys", "values", "order"}),
         "variant",
         {variant("pairs-together"), variant("keys-only"),
          variant("with-positions", {"positions"})}},
        {"temperature",
         names({"scores", "temperature"}),
         "question",
         {variant("sharper-or-flatter"), variant("top-weight")},
         names({"exponentials"})},
        {"project",
         {},
         "variant",
         {variant("projection", {"x", "w", "matrix", "result"}),
          variant("top-key", {"query", "inputs", "w_k"}),
          variant("both-directions", {"inputs", "w_q", "w_k"})}},
        {"masked-weights",
         names({"scores"}),
         "variant",
         {variant("padding", {"hidden"}), variant("causal", {"position", "length"})},
         names({"exponentials"})},
        {"causal-pairs",
         names({"length"}),
         "variant",
         {variant("visible-pairs"), variant("hidden-pairs"), variant("sees", {"position"}),
          variant("seen-by", {"position"})}},
        {"head-slice",
         names({"query", "keys", "values", "heads", "head", "head_width"}),
         "variant",
         {variant("weights"), variant("output")},
         names({"root", "exponentials"})},
        {"attend",
         names({"query", "keys", "values", "d"}),
         "variant",
         {variant("weights"), variant("output")},
         names({"root", "exponentials"})},
        {"cost-scaling",
         names({"length"}),
         "variant",
         {variant("ratio", {"new_length"}), variant("score-memory", {"heads", "bytes"}),
          variant("kv-cache", {"layers", "d_model", "bytes"})}},
        {"pe-value",
         names({"pos", "column", "i", "d"}),
         "variant",
         {variant("angle"), variant("value")},
         names({"power"})},
        {"reordering",
         names({"order"}),
         "variant",
         {variant("pairs-together", {"weights", "values"}),
          variant("keys-only", {"weights", "values"}),
          variant("with-positions", {"query", "keys", "positions"})}},
        {"scale-compare",
         {},
         "variant",
         {variant("top-weights", {"raw_scores", "d"}),
          variant("scaled-weights", {"raw_scores", "d"}),
          variant("sharper-head", {"raw_scores_1", "d_1", "raw_scores_2", "d_2"})},
         names({"exponentials"})},
        {"bilinear-score",
         {},
         "variant",
         {variant("two-ways", {"x", "y", "w_q", "w_k"}), variant("rank-bound", {"d_model", "d_head"}),
          variant("blind-direction", {"x", "y", "u", "w_q", "w_k"})}},
        {"cross-attention-shapes",
         names({"m", "n", "d_head"}),
         "variant",
         {variant("weights", {"d_model", "heads"}), variant("output", {"d_model", "heads"}),
          variant("which-must-match")}},
        {"shifted-targets",
         {},
         "variant",
         {variant("target-of", {"tokens", "length", "position"}),
          variant("predictions-per-pass", {"lengths", "sequences"})}},
        {"causal-readout",
         names({"values", "length", "score"}),
         "variant",
         {variant("output-at", {"position"}), variant("position-from-output", {"output"})}},
        {"additive-score",
         {},
         "variant",
         {variant("additive", {"q", "k", "w", "u", "v"}), variant("general", {"q", "k", "w"}),
          variant("dot", {"queries", "keys"})}},
        {"kernel-smoother",
         {},
         "variant",
         {variant("estimate", {"points", "x"}),
          variant("same-as-attention", {"query", "keys", "values", "d"}),
          variant("bandwidth-limit", {"points", "x"})},
         names({"exponentials"})},
        {"path-length",
         names({"length", "from", "to"}),
         "variant",
         {variant("recurrent"), variant("attention"), variant("convolution", {"kernel"})}},
        {"kv-cache-size",
         names({"layers", "length", "heads", "d_head", "bytes"}),
         "variant",
         {variant("mha", {"batch"}), variant("gqa", {"batch", "kv_heads"}),
          variant("mqa", {"batch"}), variant("ratio", {"kv_heads", "mha_mib"})}},
        {"online-softmax-merge",
         names({"block_1", "block_2"}),
         "variant",
         {variant("normaliser"), variant("rescaled-output", {"values_1", "values_2"}),
          variant("weight-of", {"position"})},
         names({"exponentials"})},
        {"rope-rotation",
         names({"m"}),
         "variant",
         {variant("rotate", {"x", "theta"}), variant("score", {"q", "k", "n", "theta"}),
          variant("same-offset", {"q", "k", "n", "m2", "n2", "theta"}),
          variant("frequency", {"base", "d", "i"})}},
        {"hull-bounds",
         names({"values"}),
         "variant",
         {variant("reachable", {"candidate"}), variant("coordinate-range", {"coordinate"})}},
        {"receptive-field",
         names({"kernel"}),
         "variant",
         {variant("contiguous", {"layers"}), variant("dilated", {"layers", "dilations"}),
          variant("layers-needed", {"span"})}},
        {"gradient-decay",
         names({"gamma"}),
         "variant",
         {variant("bound", {"steps"}), variant("below-threshold", {"threshold"})}},
        {"induction-target",
         names({"tokens", "length", "position"}),
         "variant",
         {variant("previous-token"), variant("attends-to"), variant("predicts")}},
        {"alternative-weights",
         names({"values", "weights", "from", "amount"}),
         "variant",
         {variant("same-output"), variant("output-change", {"repeat", "to", "output"})}},
        {"sink-weight",
         names({"scores", "length"}),
         "variant",
         {variant("sink-share"), variant("evicted", {"position"}),
          variant("kept-sink", {"position"})},
         names({"exponentials"})},
        {"layer-norm",
         names({"x", "width"}),
         "variant",
         {variant("normalise"), variant("with-gain-bias", {"gain", "bias"})},
         names({"root"})},
        {"residual-sum", names({"layers", "embedding", "writes", "sublayers"}), "", {}},
        {"ffn-apply", names({"x", "w1", "b1", "w2", "b2", "d_model", "d_ff"}), "", {}},
        {"param-count",
         names({"d_model", "d_ff", "heads", "d_head"}),
         "variant",
         {variant("ffn"), variant("attention"), variant("share")}},
        {"relative-offset",
         names({"clip"}),
         "variant",
         {variant("clipped-index", {"length", "query", "key_1", "key_2"}),
          variant("table-size", {"d_head", "max_length"}),
          variant("shift-invariance",
                  {"length", "query", "key", "shift", "query_shifted", "key_shifted", "terms",
                   "content"})}},
        {"alibi-bias",
         names({"position"}),
         "variant",
         {variant("slope", {"heads", "head", "key"}), variant("biased-weights", {"slope", "scores"})}},
        {"linear-associativity",
         names({"n", "r", "d"}),
         "variant",
         {variant("same-output", {"phi_q", "phi_k", "values", "position"}), variant("mult-count")}},
        {"window-pairs",
         names({"length", "half_width", "window"}),
         "variant",
         {variant("pairs"), variant("reach", {"layers", "position"})}},
        {"rope-interpolation", names({"m", "x", "theta", "trained", "length"}), "", {}},
    };
    return table;
}

const KindEntry *find(const QString &kind)
{
    for (const KindEntry &entry : entries())
        if (kind == QLatin1String(entry.id))
            return &entry;
    return nullptr;
}

} // namespace

QStringList ExerciseCatalog::kinds()
{
    return exercises::allKindIds();
}

bool ExerciseCatalog::isKnown(const QString &kind)
{
    return exercises::kindFromId(kind).has_value();
}

bool ExerciseCatalog::isDescribed(const QString &kind)
{
    return find(kind) != nullptr;
}

QStringList ExerciseCatalog::placeholders(const QString &kind, const QString &variant)
{
    const KindEntry *entry = find(kind);
    if (!entry)
        return {};
    QStringList names = entry->placeholders;
    for (const VariantEntry &v : entry->variants)
        if (v.name == variant)
            names << v.placeholders;
    return names;
}

QStringList ExerciseCatalog::hintFacts(const QString &kind)
{
    const KindEntry *entry = find(kind);
    return entry ? entry->hintFacts : QStringList();
}

QString ExerciseCatalog::variantField(const QString &kind)
{
    const KindEntry *entry = find(kind);
    return entry ? QString::fromLatin1(entry->variantField) : QString();
}

QStringList ExerciseCatalog::variants(const QString &kind)
{
    QStringList list;
    if (const KindEntry *entry = find(kind))
        for (const VariantEntry &v : entry->variants)
            list << v.name;
    return list;
}

bool ExerciseCatalog::matchesVariant(const QString &kind, const QString &variant,
                                     const QJsonObject &parameters)
{
    const QString field = variantField(kind);
    if (field.isEmpty() || variant.isEmpty())
        return true;
    return parameters.value(field).toString() == variant;
}

} // namespace astrolabe::content
