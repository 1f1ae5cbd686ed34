#pragma once

#include "figure_panel.h"

#include <QList>
#include <QString>

namespace astrolabe {

// A figure as one of its builders computes it from the inputs, for a language: the panels to
// draw and the note under them. FigureData makes the panels QML reads from it.
struct FigureContent
{
    QList<FigurePanelContent> panels;
    QString note;
};

} // namespace astrolabe
