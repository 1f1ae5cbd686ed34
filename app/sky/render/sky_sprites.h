#pragma once

#include "sky_scene.h"

#include <QColor>
#include <QImage>
#include <QRectF>
#include <QVector>

namespace astrolabe {

// What the sky is drawn from: the star sprite atlas (rows of colours, columns of brightness
// levels, each cell a round glow with a bright core, painted with QPainter) and the colour of
// the night at any point (a vertical gradient with a faint nebula over each chapter's region).
class SkySprites
{
public:
    enum Colour { Warm = 0, Cool = 1, Ember = 2, ColourCount = 3 };
    static constexpr int kLevels = 16;
    static constexpr int kCell = 48;

    static QImage atlas();
    // The texture rectangle (0..1) of a colour's cell at a brightness in [0, 1].
    static QRectF cell(Colour colour, float brightness);

    // The night's colour at (x, y) in unit coordinates.
    static QColor nightColour(float x, float y, const QVector<SkyScene::Region> &regions);
    static constexpr int kNightColumns = 48;
    static constexpr int kNightRows = 30;
};

} // namespace astrolabe
