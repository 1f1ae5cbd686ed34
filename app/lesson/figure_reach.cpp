#include "figure_reach.h"

#include "attention/receptive_field.h"
#include "attention/recurrence_gradient.h"
#include "figure_format.h"
#include "figure_text.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace astrolabe::figures {

namespace {

// A bound from 0 upwards with enough decimals to show its first digits: 0.349, 0.00515.
QString boundText(double value, const QLocale &locale)
{
    if (value >= 1.0 || value <= 0.0)
        return locale.toString(value, 'f', 2);
    const int decimals = std::max(2, static_cast<int>(std::ceil(-std::log10(value))) + 2);
    return locale.toString(value, 'f', decimals);
}

} // namespace

// The positions one output of 1, 2, ..., L stacked convolutions of width k sees: without
// dilation, and with the dilations 1, b, b², ... when a base b is given. Both panels share one
// scale, so the dilated bars show how much further they reach.
FigureContent receptiveFieldBars(const content::FigureSpec &spec, const QLocale &locale)
{
    const int kernel = static_cast<int>(spec.number(QStringLiteral("kernel")));
    const int layers = static_cast<int>(spec.number(QStringLiteral("layers")));
    const bool dilated = spec.has(QStringLiteral("dilation_base"));
    const int base = static_cast<int>(spec.number(QStringLiteral("dilation_base"), 2));
    QList<std::vector<int>> stacks;
    for (int l = 1; l <= layers; ++l)
        stacks << std::vector<int>(std::size_t(l), 1);
    QList<std::vector<int>> dilatedStacks;
    if (dilated)
        for (int l = 1; l <= layers; ++l)
            dilatedStacks << attention::geometricDilations(l, base);
    int most = 1;
    for (const auto &d : stacks + dilatedStacks)
        most = std::max(most, attention::receptiveField(kernel, d));
    const auto panelOf = [&](const QString &title, const QList<std::vector<int>> &list) {
        FigurePanelContent panel;
        panel.title = title;
        panel.labelHeading = FigureText::tr("layers");
        panel.valueHeading = FigureText::tr("positions seen");
        for (const auto &d : list) {
            const int field = attention::receptiveField(kernel, d);
            panel.labels << FigureText::tr("L = %1").arg(locale.toString(int(d.size())));
            panel.values << double(field) / double(most);
            panel.valueTexts << locale.toString(field);
        }
        panel.highlight = static_cast<int>(list.size()) - 1;
        return panel;
    };
    FigureContent built;
    built.panels << panelOf(FigureText::tr("Kernel width %1, no dilation")
                                .arg(locale.toString(kernel)),
                            stacks);
    if (dilated)
        built.panels << panelOf(FigureText::tr("Kernel width %1, dilations 1, %2, %3, …")
                                    .arg(locale.toString(kernel), locale.toString(base),
                                         locale.toString(base * base)),
                                dilatedStacks);
    return built;
}

// The bound γ^(t - 1) on the gradient of a recurrence's state at step t with respect to step 1,
// for each listed t, one panel per γ, each scaled to its own largest bound.
FigureContent gradientDecayBars(const content::FigureSpec &spec, const QLocale &locale)
{
    const attention::Vector gammas = spec.vector(QStringLiteral("gammas"));
    const attention::Vector steps = spec.vector(QStringLiteral("steps"));
    FigureContent built;
    for (double gamma : gammas) {
        FigurePanelContent panel;
        panel.title = FigureText::tr("γ = %1").arg(figure_format::number(gamma, locale));
        // Plain words: headings are shown in capitals, which would turn γ into Γ.
        panel.labelHeading = FigureText::tr("step");
        panel.valueHeading = FigureText::tr("bound");
        double most = 0.0;
        for (double t : steps)
            most = std::max(most, attention::gradientBound(gamma, static_cast<int>(t)));
        for (double t : steps) {
            const double bound = attention::gradientBound(gamma, static_cast<int>(t));
            panel.labels << FigureText::tr("t = %1").arg(locale.toString(static_cast<int>(t)));
            panel.values << (most > 0.0 ? bound / most : 0.0);
            panel.valueTexts << boundText(bound, locale);
        }
        built.panels << panel;
    }
    return built;
}

} // namespace astrolabe::figures
