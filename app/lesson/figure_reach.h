#pragma once

#include "content/figure_spec.h"
#include "figure_content.h"

#include <QLocale>

namespace astrolabe::figures {

// The figures of how far back the models before attention reach, as bars.

// "receptive-field": the positions one output of 1, 2, ... stacked convolutions sees, without
// dilation and, when a base is given, with growing dilations.
FigureContent receptiveFieldBars(const content::FigureSpec &spec, const QLocale &locale);
// "gradient-decay": the bound on a recurrence's gradient back to its first step, one panel per
// decay rate γ.
FigureContent gradientDecayBars(const content::FigureSpec &spec, const QLocale &locale);

} // namespace astrolabe::figures
