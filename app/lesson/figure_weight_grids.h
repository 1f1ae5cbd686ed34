#pragma once

#include "content/figure_spec.h"
#include "figure_content.h"

#include <QLocale>

namespace astrolabe::figures {

// The figures that draw the softmax weights of a sequence as grids: rows are queries, columns
// keys.

// "attention-heatmap": the weights of every query over every key, the masked pairs hatched
// when the attention is causal.
FigureContent attentionHeatmap(const content::FigureSpec &spec, const QLocale &locale);
// "multi-head": one such grid per head, each head attending with its own slice of the columns.
FigureContent multiHead(const content::FigureSpec &spec, const QLocale &locale);

} // namespace astrolabe::figures
