#include "figure_weight_grids.h"

#include "attention/matrix.h"
#include "attention/multi_head.h"
#include "attention/sequence_attention.h"
#include "figure_format.h"
#include "figure_text.h"

#include <cmath>

namespace astrolabe::figures {

namespace {

using attention::Matrix;

// The m x n weights of a sequence as a grid: rows are queries, columns keys.
FigurePanelContent weightGrid(const QString &title, const attention::SequenceAttended &attended,
                              const QLocale &locale)
{
    FigurePanelContent panel;
    panel.type = FigurePanelContent::Type::Grid;
    panel.title = title;
    panel.rows = static_cast<int>(attended.weights.rows());
    panel.columns = static_cast<int>(attended.weights.cols());
    FigureText::nameQueryKeyGrid(panel);
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

attention::AttentionOptions sequenceOptions(const content::FigureSpec &spec)
{
    attention::AttentionOptions options;
    options.scaled = spec.flag(QStringLiteral("scaled"), true);
    options.causal = spec.flag(QStringLiteral("causal"), false);
    return options;
}

} // namespace

FigureContent attentionHeatmap(const content::FigureSpec &spec, const QLocale &locale)
{
    const Matrix queries = Matrix::fromRows(spec.rows(QStringLiteral("queries")));
    const Matrix keys = Matrix::fromRows(spec.rows(QStringLiteral("keys")));
    const Matrix values = spec.has(QStringLiteral("values"))
        ? Matrix::fromRows(spec.rows(QStringLiteral("values"))) : keys;
    const attention::AttentionOptions options = sequenceOptions(spec);
    const auto attended = attention::attendSequence(queries, keys, values, options);
    FigureContent built;
    built.panels << weightGrid(QString(), attended, locale);
    if (options.causal)
        built.note = FigureText::tr("Hatched cells are masked: a query never looks at a later "
                                    "key, so their weight is 0.");
    return built;
}

FigureContent multiHead(const content::FigureSpec &spec, const QLocale &locale)
{
    const Matrix queries = Matrix::fromRows(spec.rows(QStringLiteral("queries")));
    const Matrix keys = Matrix::fromRows(spec.rows(QStringLiteral("keys")));
    const Matrix values = Matrix::fromRows(spec.rows(QStringLiteral("values")));
    const auto heads = static_cast<std::size_t>(spec.number(QStringLiteral("heads"), 1));
    const attention::AttentionOptions options = sequenceOptions(spec);
    const auto attended = attention::attendMultiHead(queries, keys, values, heads, options);
    FigureContent built;
    if (!attended)
        return built;
    const std::size_t width = queries.cols() / heads;
    for (std::size_t h = 0; h < heads; ++h)
        built.panels << weightGrid(FigureText::tr("Head %1 · columns %2–%3")
                                       .arg(locale.toString(static_cast<int>(h + 1)),
                                            locale.toString(static_cast<int>(h * width + 1)),
                                            locale.toString(static_cast<int>((h + 1) * width))),
                                   attended->heads[h], locale);
    built.note = FigureText::scaleNote(options.scaled, width, locale);
    return built;
}

} // namespace astrolabe::figures
