#include "figure_text.h"

#include "figure_format.h"
#include "figure_panel.h"

#include <cmath>

namespace astrolabe {

QString FigureText::formula(const QString &text, const QLocale &locale)
{
    if (locale.textDirection() != Qt::RightToLeft)
        return text;
    return QChar(0x2066) + text + QChar(0x2069); // LEFT-TO-RIGHT ISOLATE ... POP
}

QString FigureText::rootFormula(double d, const QLocale &locale)
{
    const QLocale latin = figure_format::locale(QStringLiteral("en"));
    return formula(QStringLiteral("√%1 = %2").arg(figure_format::number(d, latin),
                                                  figure_format::number(std::sqrt(d), latin)),
                   locale);
}

void FigureText::nameQueryKeyGrid(FigurePanelContent &panel)
{
    panel.rowAxis = tr("query");
    panel.columnAxis = tr("key");
    for (int r = 0; r < panel.rows; ++r)
        panel.rowLabels << figure_format::indexed(QStringLiteral("q"), r + 1);
    for (int c = 0; c < panel.columns; ++c)
        panel.columnLabels << figure_format::indexed(QStringLiteral("k"), c + 1);
}

QString FigureText::scaleNote(bool scaled, std::size_t d, const QLocale &locale)
{
    if (!scaled)
        return tr("Scores are not divided by √d here.");
    //: %1 is a formula such as "√16 = 4", always in Latin digits
    return tr("Scores divided by %1 before the softmax.")
        .arg(rootFormula(static_cast<double>(d), locale));
}

} // namespace astrolabe
