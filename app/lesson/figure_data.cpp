#include "figure_data.h"

#include "attention/attend.h"
#include "attention/cost.h"
#include "attention/matrix.h"
#include "attention/multi_head.h"
#include "attention/positional_encoding.h"
#include "attention/rotary.h"
#include "attention/receptive_field.h"
#include "attention/recurrence_gradient.h"
#include "attention/sequence_attention.h"
#include "attention/softmax.h"
#include "content/content_pack.h"
#include "figure_format.h"
#include "content/pack_loader.h"
#include "study.h"

#include <algorithm>
#include <cmath>

namespace astrolabe {

namespace {

using attention::Matrix;
using attention::Vector;
using Rows = std::vector<Vector>;
using Panels = QVector<FigurePanelContent>;

struct Built
{
    Panels panels;
    QString note;
};

int largest(const Vector &values)
{
    if (values.empty())
        return -1;
    return static_cast<int>(std::max_element(values.begin(), values.end()) - values.begin());
}

// The weights of a softmax as bars labelled by their scores.
FigurePanelContent weightBars(const QString &title, const Vector &scores, const Vector &weights,
                              const QLocale &locale)
{
    FigurePanelContent panel;
    panel.title = title;
    panel.labelHeading = FigureData::tr("score");
    panel.valueHeading = FigureData::tr("weight");
    for (std::size_t i = 0; i < weights.size(); ++i) {
        panel.labels << figure_format::number(scores[i], locale);
        panel.values << weights[i];
        panel.valueTexts << figure_format::percent(weights[i], locale);
    }
    panel.highlight = largest(weights);
    return panel;
}

// The weights of one query against its keys, a bar per key, labelled "k₂ (0, 1)".
FigurePanelContent keyBars(const QString &title, const Rows &keys, const QVector<int> &keyNumbers,
                           const attention::Attended &attended, const QLocale &locale)
{
    FigurePanelContent panel;
    panel.title = title;
    panel.labelHeading = FigureData::tr("key");
    panel.valueHeading = FigureData::tr("weight");
    for (std::size_t i = 0; i < keys.size(); ++i) {
        panel.labels << figure_format::indexed(QStringLiteral("k"), keyNumbers.at(static_cast<int>(i)))
                            + QLatin1Char(' ') + figure_format::vector(keys[i], locale);
        panel.details << FigureData::tr("q · k = %1").arg(figure_format::number(attended.scores[i], locale));
        panel.values << attended.weights[i];
        panel.valueTexts << figure_format::percent(attended.weights[i], locale);
    }
    panel.highlight = largest(attended.weights);
    return panel;
}

QVector<int> countingFrom1(std::size_t n)
{
    QVector<int> numbers;
    for (std::size_t i = 0; i < n; ++i)
        numbers << static_cast<int>(i + 1);
    return numbers;
}

// The m x n weights of a sequence as a grid: rows are queries, columns keys.
FigurePanelContent weightGrid(const QString &title, const attention::SequenceAttended &attended,
                              const QLocale &locale)
{
    FigurePanelContent panel;
    panel.type = FigurePanelContent::Type::Grid;
    panel.title = title;
    panel.rows = static_cast<int>(attended.weights.rows());
    panel.columns = static_cast<int>(attended.weights.cols());
    panel.rowAxis = FigureData::tr("query");
    panel.columnAxis = FigureData::tr("key");
    for (int r = 0; r < panel.rows; ++r)
        panel.rowLabels << figure_format::indexed(QStringLiteral("q"), r + 1);
    for (int c = 0; c < panel.columns; ++c)
        panel.columnLabels << figure_format::indexed(QStringLiteral("k"), c + 1);
    bool anyMasked = false;
    for (std::size_t r = 0; r < attended.weights.rows(); ++r)
        for (std::size_t c = 0; c < attended.weights.cols(); ++c) {
            const double w = attended.weights(r, c);
            const bool masked = std::isinf(attended.scaled(r, c)) && attended.scaled(r, c) < 0;
            anyMasked = anyMasked || masked;
            panel.cells << w;
            panel.cellTexts << (masked ? QString() : figure_format::number(w, locale));
            panel.masked << masked;
        }
    if (!anyMasked)
        panel.masked.clear();
    panel.legend << figure_format::number(0, locale) << figure_format::number(1, locale);
    return panel;
}

// A formula inside a sentence: Latin digits in both languages and, in Persian, isolated left to
// right so that "√2 = 1.41" is not drawn as "2√" (the rule of the content pack's formulas).
QString formula(const QString &text, const QLocale &locale)
{
    if (locale.textDirection() != Qt::RightToLeft)
        return text;
    return QChar(0x2066) + text + QChar(0x2069); // LEFT-TO-RIGHT ISOLATE ... POP
}

QString rootFormula(double d, const QLocale &locale)
{
    const QLocale latin = figure_format::locale(QStringLiteral("en"));
    return formula(QStringLiteral("√%1 = %2").arg(figure_format::number(d, latin),
                                                  figure_format::number(std::sqrt(d), latin)),
                   locale);
}

// The scores q_i · k_j of every query against every key, as a grid coloured from -largest
// (one colour) through 0 to +largest (the other), so that two grids share one scale.
FigurePanelContent scoreGrid(const QString &title, const Matrix &scores, double largest,
                             const QLocale &locale)
{
    FigurePanelContent panel;
    panel.type = FigurePanelContent::Type::Grid;
    panel.title = title;
    panel.diverging = true;
    panel.rows = static_cast<int>(scores.rows());
    panel.columns = static_cast<int>(scores.cols());
    panel.rowAxis = FigureData::tr("query");
    panel.columnAxis = FigureData::tr("key");
    for (int r = 0; r < panel.rows; ++r)
        panel.rowLabels << figure_format::indexed(QStringLiteral("q"), r + 1);
    for (int c = 0; c < panel.columns; ++c)
        panel.columnLabels << figure_format::indexed(QStringLiteral("k"), c + 1);
    for (std::size_t r = 0; r < scores.rows(); ++r)
        for (std::size_t c = 0; c < scores.cols(); ++c) {
            panel.cells << (largest > 0 ? scores(r, c) / largest : 0.0);
            panel.cellTexts << figure_format::number(scores(r, c), locale);
        }
    panel.legend << figure_format::number(-largest, locale) << figure_format::number(largest, locale);
    return panel;
}

double largestMagnitude(const Matrix &m)
{
    double largest = 0;
    for (std::size_t r = 0; r < m.rows(); ++r)
        for (std::size_t c = 0; c < m.cols(); ++c)
            largest = std::max(largest, std::abs(m(r, c)));
    return largest;
}

attention::AttentionOptions sequenceOptions(const content::FigureSpec &spec)
{
    attention::AttentionOptions options;
    options.scaled = spec.flag(QStringLiteral("scaled"), true);
    options.causal = spec.flag(QStringLiteral("causal"), false);
    return options;
}

QString scaleNote(bool scaled, std::size_t d, const QLocale &locale)
{
    if (!scaled)
        return FigureData::tr("Scores are not divided by √d here.");
    //: %1 is a formula such as "√16 = 4", always in Latin digits
    return FigureData::tr("Scores divided by %1 before the softmax.")
        .arg(rootFormula(static_cast<double>(d), locale));
}

Built softmaxBars(const content::FigureSpec &spec, const QLocale &locale)
{
    const Vector scores = spec.vector(QStringLiteral("scores"));
    const double temperature = spec.number(QStringLiteral("temperature"), 1.0);
    const QString title = spec.has(QStringLiteral("temperature"))
        ? FigureData::tr("Temperature T = %1").arg(figure_format::number(temperature, locale))
        : QString();
    return {{weightBars(title, scores, attention::softmax(scores, temperature), locale)}, {}};
}

Built attentionWeights(const content::FigureSpec &spec, const QLocale &locale)
{
    const Vector query = spec.vector(QStringLiteral("query"));
    const Rows keys = spec.rows(QStringLiteral("keys"));
    const bool hasValues = spec.has(QStringLiteral("values"));
    const Rows values = hasValues ? spec.rows(QStringLiteral("values")) : keys;
    const bool scaled = spec.flag(QStringLiteral("scaled"), true);
    const attention::Attended attended = attention::attend(query, keys, values, scaled);
    Built built;
    built.panels << keyBars(FigureData::tr("Query q = %1").arg(figure_format::vector(query, locale)),
                            keys, countingFrom1(keys.size()), attended, locale);
    built.note = scaleNote(scaled, query.size(), locale);
    if (hasValues)
        built.note += QLatin1Char(' ')
            + FigureData::tr("Output Σ wᵢ vᵢ = %1.").arg(figure_format::vector(attended.output, locale));
    return built;
}

Built attentionHeatmap(const content::FigureSpec &spec, const QLocale &locale)
{
    const Matrix queries = Matrix::fromRows(spec.rows(QStringLiteral("queries")));
    const Matrix keys = Matrix::fromRows(spec.rows(QStringLiteral("keys")));
    const Matrix values = spec.has(QStringLiteral("values"))
        ? Matrix::fromRows(spec.rows(QStringLiteral("values"))) : keys;
    const attention::AttentionOptions options = sequenceOptions(spec);
    const auto attended = attention::attendSequence(queries, keys, values, options);
    Built built;
    built.panels << weightGrid(QString(), attended, locale);
    if (options.causal)
        built.note = FigureData::tr("Hatched cells are masked: a query never looks at a later key, so their weight is 0.");
    return built;
}

Built scaleComparison(const content::FigureSpec &spec, const QLocale &locale)
{
    const Vector raw = spec.vector(QStringLiteral("raw_scores"));
    const double d = spec.number(QStringLiteral("d"), 1.0);
    const double root = std::sqrt(d);
    Vector scaled;
    for (double s : raw)
        scaled.push_back(s / root);
    Built built;
    built.panels << weightBars(FigureData::tr("Without scaling"), raw, attention::softmax(raw), locale)
                 //: %1 is a formula such as "√16 = 4", always in Latin digits
                 << weightBars(FigureData::tr("Divided by %1").arg(rootFormula(d, locale)),
                               scaled, attention::softmax(scaled), locale);
    return built;
}

QString orderText(const QVector<int> &order, const QLocale &locale)
{
    QStringList parts;
    for (int position : order)
        parts << locale.toString(position);
    return parts.join(locale.language() == QLocale::Persian ? QStringLiteral("، ") : QStringLiteral(", "));
}

// Scores from projections: q_i = x_i W_Q, k_j = x_j W_K; beside them the same inputs with W_K
// replaced by W_Q, whose table is always symmetric (q_i · q_j = q_j · q_i).
Built scoreTable(const content::FigureSpec &spec, const QLocale &locale)
{
    const Matrix inputs = Matrix::fromRows(spec.rows(QStringLiteral("inputs")));
    const Matrix queries = inputs * Matrix::fromRows(spec.rows(QStringLiteral("w_q")));
    const Matrix keys = inputs * Matrix::fromRows(spec.rows(QStringLiteral("w_k")));
    const Matrix separate = queries * keys.transposed();
    const Matrix tied = queries * queries.transposed();
    const double largest = std::max(largestMagnitude(separate), largestMagnitude(tied));
    Built built;
    built.panels << scoreGrid(FigureData::tr("Separate matrices: %1")
                                  .arg(formula(QStringLiteral("qᵢ · kⱼ = xᵢ W_Q · xⱼ W_K"), locale)),
                              separate, largest, locale)
                 << scoreGrid(FigureData::tr("One matrix for both: %1")
                                  .arg(formula(QStringLiteral("W_K = W_Q"), locale)),
                              tied, largest, locale);
    built.note = FigureData::tr("Raw scores, before dividing by √d and before the softmax. With one "
                                "matrix for both, the score of i for j equals that of j for i.");
    return built;
}

Built orderShuffle(const content::FigureSpec &spec, const QLocale &locale)
{
    const Vector query = spec.vector(QStringLiteral("query"));
    const Rows keys = spec.rows(QStringLiteral("keys"));
    const Rows values = spec.rows(QStringLiteral("values"));
    const bool scaled = spec.flag(QStringLiteral("scaled"), true);
    QVector<int> order;
    Rows shuffledKeys;
    Rows shuffledValues;
    for (double position : spec.vector(QStringLiteral("order"))) {
        const auto i = static_cast<std::size_t>(position) - 1;
        order << static_cast<int>(position);
        shuffledKeys.push_back(keys.at(i));
        shuffledValues.push_back(values.at(i));
    }
    const QVector<int> original = countingFrom1(keys.size());
    const auto before = attention::attend(query, keys, values, scaled);
    const auto after = attention::attend(query, shuffledKeys, shuffledValues, scaled);
    Built built;
    built.panels << keyBars(FigureData::tr("Order %1").arg(orderText(original, locale)), keys,
                            original, before, locale)
                 << keyBars(FigureData::tr("Order %1").arg(orderText(order, locale)), shuffledKeys,
                            order, after, locale);
    built.note = FigureData::tr("Output in the first order %1, in the second %2.")
                     .arg(figure_format::vector(before.output, locale),
                          figure_format::vector(after.output, locale));
    return built;
}

Built positionalEncoding(const content::FigureSpec &spec, const QLocale &locale)
{
    const auto length = static_cast<std::size_t>(spec.number(QStringLiteral("length"), 1));
    const auto width = static_cast<std::size_t>(spec.number(QStringLiteral("width"), 1));
    const Matrix encoding = attention::sinusoidalEncoding(length, width);
    FigurePanelContent panel;
    panel.type = FigurePanelContent::Type::Grid;
    panel.rows = static_cast<int>(length);
    panel.columns = static_cast<int>(width);
    panel.rowAxis = FigureData::tr("position");
    panel.columnAxis = FigureData::tr("column");
    panel.diverging = true;
    for (std::size_t r = 0; r < length; ++r)
        panel.rowLabels << locale.toString(static_cast<int>(r));
    for (std::size_t c = 0; c < width; ++c)
        panel.columnLabels << locale.toString(static_cast<int>(c));
    for (std::size_t r = 0; r < length; ++r)
        for (std::size_t c = 0; c < width; ++c)
            panel.cells << encoding(r, c);
    panel.legend << figure_format::number(-1, locale) << figure_format::number(1, locale);
    return {{panel}, {}};
}

Built multiHead(const content::FigureSpec &spec, const QLocale &locale)
{
    const Matrix queries = Matrix::fromRows(spec.rows(QStringLiteral("queries")));
    const Matrix keys = Matrix::fromRows(spec.rows(QStringLiteral("keys")));
    const Matrix values = Matrix::fromRows(spec.rows(QStringLiteral("values")));
    const auto heads = static_cast<std::size_t>(spec.number(QStringLiteral("heads"), 1));
    const attention::AttentionOptions options = sequenceOptions(spec);
    const auto attended = attention::attendMultiHead(queries, keys, values, heads, options);
    Built built;
    if (!attended)
        return built;
    const std::size_t width = queries.cols() / heads;
    for (std::size_t h = 0; h < heads; ++h)
        built.panels << weightGrid(FigureData::tr("Head %1 · columns %2–%3")
                                       .arg(locale.toString(static_cast<int>(h + 1)),
                                            locale.toString(static_cast<int>(h * width + 1)),
                                            locale.toString(static_cast<int>((h + 1) * width))),
                                   attended->heads[h], locale);
    built.note = scaleNote(options.scaled, width, locale);
    return built;
}

Built costGrowth(const content::FigureSpec &spec, const QLocale &locale)
{
    FigurePanelContent panel;
    panel.labelHeading = FigureData::tr("length");
    panel.valueHeading = FigureData::tr("comparisons");
    std::uint64_t most = 1;
    const Vector lengths = spec.vector(QStringLiteral("lengths"));
    for (double n : lengths)
        most = std::max(most, attention::comparisons(static_cast<std::uint64_t>(n)));
    for (double n : lengths) {
        const std::uint64_t c = attention::comparisons(static_cast<std::uint64_t>(n));
        panel.labels << FigureData::tr("n = %1").arg(figure_format::count(static_cast<std::uint64_t>(n), locale));
        panel.values << static_cast<double>(c) / static_cast<double>(most);
        panel.valueTexts << figure_format::count(c, locale);
    }
    return {{panel}, {}};
}

// Measured on the learner's computer by CostTimer when asked; nothing to draw before that.
Built costTiming(const content::FigureSpec &, const QLocale &)
{
    return {{}, FigureData::tr("The times are measured on this computer when you start the timing.")};
}

// Rotary embeddings: the raw score of the query at position m (rows) against the key at
// position n (columns), each turned pair by pair by its position times θᵢ = base^(−2i/d).
// Every diagonal n − m = const holds one score: the scores depend on the offset alone.
Built ropeScores(const content::FigureSpec &spec, const QLocale &locale)
{
    const Vector query = spec.vector(QStringLiteral("query"));
    const Vector key = spec.vector(QStringLiteral("key"));
    const auto length = static_cast<std::size_t>(spec.number(QStringLiteral("length"), 2));
    const double base = spec.number(QStringLiteral("base"), 10000.0);
    const Vector theta = attention::rotaryFrequencies(query.size(), base);
    Matrix scores(length, length);
    for (std::size_t m = 0; m < length; ++m)
        for (std::size_t n = 0; n < length; ++n)
            scores(m, n) = attention::rotaryScore(query, double(m), key, double(n), theta);
    FigurePanelContent panel = scoreGrid(
        FigureData::tr("Query %1 at position m, key %2 at position n")
            .arg(figure_format::vector(query, locale), figure_format::vector(key, locale)),
        scores, largestMagnitude(scores), locale);
    panel.rowAxis = FigureData::tr("query position m");
    panel.columnAxis = FigureData::tr("key position n");
    panel.rowLabels.clear();
    panel.columnLabels.clear();
    for (std::size_t i = 0; i < length; ++i) {
        panel.rowLabels << locale.toString(static_cast<int>(i));
        panel.columnLabels << locale.toString(static_cast<int>(i));
    }
    Built built;
    built.panels << panel;
    built.note = FigureData::tr("Raw scores after rotary embedding, before dividing by √d. Every "
                                "diagonal, one offset n − m, holds a single score; on the main "
                                "diagonal it is the plain dot product q · k.");
    return built;
}

// The positions one output of 1, 2, ..., L stacked convolutions of width k sees: without
// dilation, and with the dilations 1, b, b², ... when a base b is given. Both panels share one
// scale, so the dilated bars show how much further they reach.
Built receptiveFieldBars(const content::FigureSpec &spec, const QLocale &locale)
{
    const int kernel = static_cast<int>(spec.number(QStringLiteral("kernel")));
    const int layers = static_cast<int>(spec.number(QStringLiteral("layers")));
    const bool dilated = spec.has(QStringLiteral("dilation_base"));
    const int base = static_cast<int>(spec.number(QStringLiteral("dilation_base"), 2));
    QList<std::vector<int>> stacks;
    for (int l = 1; l <= layers; ++l)
        stacks << std::vector<int>(std::size_t(l), 1);
    QList<std::vector<int>> dilatedStacks;
    if (dilated)
        for (int l = 1; l <= layers; ++l)
            dilatedStacks << attention::geometricDilations(l, base);
    int most = 1;
    for (const auto &d : stacks + dilatedStacks)
        most = std::max(most, attention::receptiveField(kernel, d));
    const auto panelOf = [&](const QString &title, const QList<std::vector<int>> &list) {
        FigurePanelContent panel;
        panel.title = title;
        panel.labelHeading = FigureData::tr("layers");
        panel.valueHeading = FigureData::tr("positions seen");
        for (const auto &d : list) {
            const int field = attention::receptiveField(kernel, d);
            panel.labels << FigureData::tr("L = %1").arg(locale.toString(int(d.size())));
            panel.values << double(field) / double(most);
            panel.valueTexts << locale.toString(field);
        }
        panel.highlight = static_cast<int>(list.size()) - 1;
        return panel;
    };
    Built built;
    built.panels << panelOf(FigureData::tr("Kernel width %1, no dilation").arg(locale.toString(kernel)),
                            stacks);
    if (dilated)
        built.panels << panelOf(FigureData::tr("Kernel width %1, dilations 1, %2, %3, …")
                                    .arg(locale.toString(kernel), locale.toString(base),
                                         locale.toString(base * base)),
                                dilatedStacks);
    return built;
}

// A bound from 0 upwards with enough decimals to show its first digits: 0.349, 0.00515.
QString boundText(double value, const QLocale &locale)
{
    if (value >= 1.0 || value <= 0.0)
        return locale.toString(value, 'f', 2);
    const int decimals = std::max(2, static_cast<int>(std::ceil(-std::log10(value))) + 2);
    return locale.toString(value, 'f', decimals);
}

// The bound γ^(t - 1) on the gradient of a recurrence's state at step t with respect to step 1,
// for each listed t, one panel per γ, each scaled to its own largest bound.
Built gradientDecayBars(const content::FigureSpec &spec, const QLocale &locale)
{
    const Vector gammas = spec.vector(QStringLiteral("gammas"));
    const Vector steps = spec.vector(QStringLiteral("steps"));
    Built built;
    for (double gamma : gammas) {
        FigurePanelContent panel;
        panel.title = FigureData::tr("γ = %1").arg(figure_format::number(gamma, locale));
        // Plain words: headings are shown in capitals, which would turn γ into Γ.
        panel.labelHeading = FigureData::tr("step");
        panel.valueHeading = FigureData::tr("bound");
        double most = 0.0;
        for (double t : steps)
            most = std::max(most, attention::gradientBound(gamma, static_cast<int>(t)));
        for (double t : steps) {
            const double bound = attention::gradientBound(gamma, static_cast<int>(t));
            panel.labels << FigureData::tr("t = %1").arg(locale.toString(static_cast<int>(t)));
            panel.values << (most > 0.0 ? bound / most : 0.0);
            panel.valueTexts << boundText(bound, locale);
        }
        built.panels << panel;
    }
    return built;
}

Built build(const content::FigureSpec &spec, const QLocale &locale)
{
    using Builder = Built (*)(const content::FigureSpec &, const QLocale &);
    static const QHash<QString, Builder> builders{
        {QStringLiteral("softmax-bars"), softmaxBars},
        {QStringLiteral("attention-weights"), attentionWeights},
        {QStringLiteral("attention-heatmap"), attentionHeatmap},
        {QStringLiteral("scale-comparison"), scaleComparison},
        {QStringLiteral("order-shuffle"), orderShuffle},
        {QStringLiteral("positional-encoding"), positionalEncoding},
        {QStringLiteral("multi-head"), multiHead},
        {QStringLiteral("cost-growth"), costGrowth},
        {QStringLiteral("cost-timing"), costTiming},
        {QStringLiteral("score-table"), scoreTable},
        {QStringLiteral("rope-scores"), ropeScores},
        {QStringLiteral("receptive-field"), receptiveFieldBars},
        {QStringLiteral("gradient-decay"), gradientDecayBars},
    };
    const Builder builder = builders.value(spec.kind);
    return builder ? builder(spec, locale) : Built{};
}

} // namespace

FigureData::FigureData(QObject *parent) : QObject(parent) {}

FigureData::FigureData(const content::FigureSpec &spec, const QString &language, QObject *parent)
    : QObject(parent), m_spec(spec), m_language(figure_format::languageCode(language))
{
    rebuild();
}

void FigureData::setSpec(const content::FigureSpec &spec)
{
    m_spec = spec;
    rebuild();
    emit changed();
}

void FigureData::setPropositionId(const QString &id)
{
    if (m_propositionId == id)
        return;
    m_propositionId = id;
    emit propositionIdChanged();
    showProposition();
}

void FigureData::setStudy(Study *study)
{
    if (m_study == study)
        return;
    m_study = study;
    emit studyChanged();
    if (!m_propositionId.isEmpty())
        showProposition();
}

void FigureData::showProposition()
{
    const content::ContentPack *open = m_study ? m_study->pack() : nullptr;
    const content::ContentPack &pack = open ? *open : content::PackLoader::bundled();
    const content::Proposition *proposition = pack.proposition(m_propositionId);
    setSpec(proposition ? proposition->figure : content::FigureSpec());
}

void FigureData::setLanguage(const QString &language)
{
    const QString normalized = figure_format::languageCode(language);
    if (m_language == normalized)
        return;
    m_language = normalized;
    rebuild();
    emit languageChanged();
    emit changed();
}

QString FigureData::caption() const
{
    return m_spec.caption.text(m_language);
}

QString FigureData::summary() const
{
    QStringList parts;
    for (const FigurePanel *panel : m_panels) {
        const FigurePanelContent &c = panel->content();
        QStringList values;
        if (c.type == FigurePanelContent::Type::Bars) {
            for (int i = 0; i < c.labels.size(); ++i)
                values << c.labels.at(i) + QStringLiteral(": ") + c.valueTexts.value(i);
        } else {
            values << tr("a grid of %1 by %2").arg(c.rows).arg(c.columns);
        }
        parts << (c.title.isEmpty() ? QString() : c.title + QStringLiteral(": ")) + values.join(QStringLiteral("; "));
    }
    return parts.join(QStringLiteral(". "));
}

QQmlListProperty<FigurePanel> FigureData::panels()
{
    return QQmlListProperty<FigurePanel>(this, &m_panels);
}

void FigureData::rebuild()
{
    // QML may still hold the old panels until it rebinds: delete them later, not now.
    for (FigurePanel *panel : std::as_const(m_panels))
        panel->deleteLater();
    m_panels.clear();
    const Built built = build(m_spec, figure_format::locale(m_language));
    m_note = built.note;
    for (const FigurePanelContent &content : built.panels)
        m_panels << new FigurePanel(content, this);
}

} // namespace astrolabe
