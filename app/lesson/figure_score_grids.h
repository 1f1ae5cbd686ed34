#pragma once

#include "content/figure_spec.h"
#include "figure_content.h"

#include <QLocale>

namespace astrolabe::figures {

// The figures that draw raw scores q · k, before the softmax, as grids coloured from the most
// negative score through 0 to the most positive.

// "score-table": the scores of projected inputs, q_i = x_i W_Q against k_j = x_j W_K, beside
// the same inputs with W_K replaced by W_Q.
FigureContent scoreTable(const content::FigureSpec &spec, const QLocale &locale);
// "rope-scores": the scores of one query and one key turned by rotary embeddings, for every
// pair of positions.
FigureContent ropeScores(const content::FigureSpec &spec, const QLocale &locale);

} // namespace astrolabe::figures
