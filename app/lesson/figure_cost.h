#pragma once

#include "content/figure_spec.h"
#include "figure_content.h"

#include <QLocale>

namespace astrolabe::figures {

// The figures of the cost of attention.

// "cost-growth": the n² comparisons of self-attention for each length n, as bars.
FigureContent costGrowth(const content::FigureSpec &spec, const QLocale &locale);
// "cost-timing": measured on the learner's computer by CostTimer when asked; nothing to draw
// before that, only the note saying so.
FigureContent costTiming(const content::FigureSpec &spec, const QLocale &locale);

} // namespace astrolabe::figures
