#include "figure_positional_encoding.h"

#include "attention/matrix.h"
#include "attention/positional_encoding.h"
#include "figure_format.h"
#include "figure_text.h"

namespace astrolabe::figures {

FigureContent positionalEncoding(const content::FigureSpec &spec, const QLocale &locale)
{
    const auto length = static_cast<std::size_t>(spec.number(QStringLiteral("length"), 1));
    const auto width = static_cast<std::size_t>(spec.number(QStringLiteral("width"), 1));
    const attention::Matrix encoding = attention::sinusoidalEncoding(length, width);
    FigurePanelContent panel;
    panel.type = FigurePanelContent::Type::Grid;
    panel.rows = static_cast<int>(length);
    panel.columns = static_cast<int>(width);
    panel.rowAxis = FigureText::tr("position");
    panel.columnAxis = FigureText::tr("column");
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

} // namespace astrolabe::figures
