#pragma once

#include "content/figure_spec.h"
#include "figure_content.h"

#include <QLocale>

namespace astrolabe::figures {

// The figures that draw the softmax weights of one query as bars, one per score or key.

// "softmax-bars": the weights of some scores, at a temperature when one is given.
FigureContent softmaxBars(const content::FigureSpec &spec, const QLocale &locale);
// "scale-comparison": the weights of raw scores beside those of the scores divided by √d.
FigureContent scaleComparison(const content::FigureSpec &spec, const QLocale &locale);
// "attention-weights": a query's weights over its keys, and the output when values are given.
FigureContent attentionWeights(const content::FigureSpec &spec, const QLocale &locale);
// "order-shuffle": a query's weights over its keys in two orders, and the output of each.
FigureContent orderShuffle(const content::FigureSpec &spec, const QLocale &locale);

} // namespace astrolabe::figures
