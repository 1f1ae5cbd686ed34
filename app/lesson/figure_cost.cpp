#include "figure_cost.h"

#include "attention/cost.h"
#include "figure_format.h"
#include "figure_text.h"

#include <algorithm>
#include <cstdint>

namespace astrolabe::figures {

FigureContent costGrowth(const content::FigureSpec &spec, const QLocale &locale)
{
    FigurePanelContent panel;
    panel.labelHeading = FigureText::tr("length");
    panel.valueHeading = FigureText::tr("comparisons");
    std::uint64_t most = 1;
    const attention::Vector lengths = spec.vector(QStringLiteral("lengths"));
    for (double n : lengths)
        most = std::max(most, attention::comparisons(static_cast<std::uint64_t>(n)));
    for (double n : lengths) {
        const std::uint64_t c = attention::comparisons(static_cast<std::uint64_t>(n));
        panel.labels << FigureText::tr("n = %1")
                            .arg(figure_format::count(static_cast<std::uint64_t>(n), locale));
        panel.values << static_cast<double>(c) / static_cast<double>(most);
        panel.valueTexts << figure_format::count(c, locale);
    }
    return {{panel}, {}};
}

FigureContent costTiming(const content::FigureSpec &, const QLocale &)
{
    return {{},
            FigureText::tr("The times are measured on this computer when you start the timing.")};
}

} // namespace astrolabe::figures
