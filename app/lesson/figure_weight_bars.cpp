#include "figure_weight_bars.h"

#include "attention/attend.h"
#include "attention/softmax.h"
#include "figure_format.h"
#include "figure_text.h"

#include <algorithm>
#include <cmath>

namespace astrolabe::figures {

namespace {

using attention::Vector;
using Rows = std::vector<Vector>;

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
    panel.labelHeading = FigureText::tr("score");
    panel.valueHeading = FigureText::tr("weight");
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
    panel.labelHeading = FigureText::tr("key");
    panel.valueHeading = FigureText::tr("weight");
    for (std::size_t i = 0; i < keys.size(); ++i) {
        panel.labels << figure_format::indexed(QStringLiteral("k"),
                                               keyNumbers.at(static_cast<int>(i)))
                            + QLatin1Char(' ') + figure_format::vector(keys[i], locale);
        panel.details << FigureText::tr("q · k = %1")
                             .arg(figure_format::number(attended.scores[i], locale));
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

QString orderText(const QVector<int> &order, const QLocale &locale)
{
    QStringList parts;
    for (int position : order)
        parts << locale.toString(position);
    return parts.join(locale.language() == QLocale::Persian ? QStringLiteral("، ")
                                                            : QStringLiteral(", "));
}

} // namespace

FigureContent softmaxBars(const content::FigureSpec &spec, const QLocale &locale)
{
    const Vector scores = spec.vector(QStringLiteral("scores"));
    const double temperature = spec.number(QStringLiteral("temperature"), 1.0);
    const QString title = spec.has(QStringLiteral("temperature"))
        ? FigureText::tr("Temperature T = %1").arg(figure_format::number(temperature, locale))
        : QString();
    return {{weightBars(title, scores, attention::softmax(scores, temperature), locale)}, {}};
}

FigureContent attentionWeights(const content::FigureSpec &spec, const QLocale &locale)
{
    const Vector query = spec.vector(QStringLiteral("query"));
    const Rows keys = spec.rows(QStringLiteral("keys"));
    const bool hasValues = spec.has(QStringLiteral("values"));
    const Rows values = hasValues ? spec.rows(QStringLiteral("values")) : keys;
    const bool scaled = spec.flag(QStringLiteral("scaled"), true);
    const attention::Attended attended = attention::attend(query, keys, values, scaled);
    FigureContent built;
    built.panels << keyBars(FigureText::tr("Query q = %1")
                                .arg(figure_format::vector(query, locale)),
                            keys, countingFrom1(keys.size()), attended, locale);
    built.note = FigureText::scaleNote(scaled, query.size(), locale);
    if (hasValues)
        built.note += QLatin1Char(' ')
            + FigureText::tr("Output Σ wᵢ vᵢ = %1.")
                  .arg(figure_format::vector(attended.output, locale));
    return built;
}

FigureContent scaleComparison(const content::FigureSpec &spec, const QLocale &locale)
{
    const Vector raw = spec.vector(QStringLiteral("raw_scores"));
    const double d = spec.number(QStringLiteral("d"), 1.0);
    const double root = std::sqrt(d);
    Vector scaled;
    for (double s : raw)
        scaled.push_back(s / root);
    FigureContent built;
    built.panels << weightBars(FigureText::tr("Without scaling"), raw, attention::softmax(raw),
                               locale)
                 //: %1 is a formula such as "√16 = 4", always in Latin digits
                 << weightBars(FigureText::tr("Divided by %1")
                                   .arg(FigureText::rootFormula(d, locale)),
                               scaled, attention::softmax(scaled), locale);
    return built;
}

FigureContent orderShuffle(const content::FigureSpec &spec, const QLocale &locale)
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
    FigureContent built;
    built.panels << keyBars(FigureText::tr("Order %1").arg(orderText(original, locale)), keys,
                            original, before, locale)
                 << keyBars(FigureText::tr("Order %1").arg(orderText(order, locale)),
                            shuffledKeys, order, after, locale);
    built.note = FigureText::tr("Output in the first order %1, in the second %2.")
                     .arg(figure_format::vector(before.output, locale),
                          figure_format::vector(after.output, locale));
    return built;
}

} // namespace astrolabe::figures
