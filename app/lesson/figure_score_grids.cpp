#include "figure_score_grids.h"

#include "attention/matrix.h"
#include "attention/rotary.h"
#include "figure_format.h"
#include "figure_text.h"

#include <algorithm>
#include <cmath>

namespace astrolabe::figures {

namespace {

using attention::Matrix;
using attention::Vector;

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
    FigureText::nameQueryKeyGrid(panel);
    for (std::size_t r = 0; r < scores.rows(); ++r)
        for (std::size_t c = 0; c < scores.cols(); ++c) {
            panel.cells << (largest > 0 ? scores(r, c) / largest : 0.0);
            panel.cellTexts << figure_format::number(scores(r, c), locale);
        }
    panel.legend << figure_format::number(-largest, locale)
                 << figure_format::number(largest, locale);
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

} // namespace

// Scores from projections: q_i = x_i W_Q, k_j = x_j W_K; beside them the same inputs with W_K
// replaced by W_Q, whose table is always symmetric (q_i · q_j = q_j · q_i).
FigureContent scoreTable(const content::FigureSpec &spec, const QLocale &locale)
{
    const Matrix inputs = Matrix::fromRows(spec.rows(QStringLiteral("inputs")));
    const Matrix queries = inputs * Matrix::fromRows(spec.rows(QStringLiteral("w_q")));
    const Matrix keys = inputs * Matrix::fromRows(spec.rows(QStringLiteral("w_k")));
    const Matrix separate = queries * keys.transposed();
    const Matrix tied = queries * queries.transposed();
    const double largest = std::max(largestMagnitude(separate), largestMagnitude(tied));
    FigureContent built;
    built.panels << scoreGrid(FigureText::tr("Separate matrices: %1")
                                  .arg(FigureText::formula(
                                      QStringLiteral("qᵢ · kⱼ = xᵢ W_Q · xⱼ W_K"), locale)),
                              separate, largest, locale)
                 << scoreGrid(FigureText::tr("One matrix for both: %1")
                                  .arg(FigureText::formula(QStringLiteral("W_K = W_Q"),
                                                           locale)),
                              tied, largest, locale);
    built.note = FigureText::tr("Raw scores, before dividing by √d and before the softmax. "
                                "With one matrix for both, the score of i for j equals that of "
                                "j for i.");
    return built;
}

// Rotary embeddings: the raw score of the query at position m (rows) against the key at
// position n (columns), each turned pair by pair by its position times θᵢ = base^(−2i/d).
// Every diagonal n − m = const holds one score: the scores depend on the offset alone.
FigureContent ropeScores(const content::FigureSpec &spec, const QLocale &locale)
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
        FigureText::tr("Query %1 at position m, key %2 at position n")
            .arg(figure_format::vector(query, locale), figure_format::vector(key, locale)),
        scores, largestMagnitude(scores), locale);
    panel.rowAxis = FigureText::tr("query position m");
    panel.columnAxis = FigureText::tr("key position n");
    panel.rowLabels.clear();
    panel.columnLabels.clear();
    for (std::size_t i = 0; i < length; ++i) {
        panel.rowLabels << locale.toString(static_cast<int>(i));
        panel.columnLabels << locale.toString(static_cast<int>(i));
    }
    FigureContent built;
    built.panels << panel;
    built.note = FigureText::tr("Raw scores after rotary embedding, before dividing by √d. Every "
                                "diagonal, one offset n − m, holds a single score; on the main "
                                "diagonal it is the plain dot product q · k.");
    return built;
}

} // namespace astrolabe::figures
