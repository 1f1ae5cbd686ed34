#include "figure_panel.h"

namespace astrolabe {

FigurePanel::FigurePanel(FigurePanelContent content, QObject *parent)
    : QObject(parent), m_content(std::move(content))
{
}

QString FigurePanel::type() const
{
    return m_content.type == FigurePanelContent::Type::Grid ? QStringLiteral("grid")
                                                            : QStringLiteral("bars");
}

} // namespace astrolabe
