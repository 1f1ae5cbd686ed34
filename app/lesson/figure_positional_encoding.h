#pragma once

#include "content/figure_spec.h"
#include "figure_content.h"

#include <QLocale>

namespace astrolabe::figures {

// "positional-encoding": the sinusoidal encoding of the positions 0 ... length - 1, a grid of
// one row per position and one column per entry, coloured from -1 to 1.
FigureContent positionalEncoding(const content::FigureSpec &spec, const QLocale &locale);

} // namespace astrolabe::figures
