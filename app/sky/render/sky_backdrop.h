#pragma once

#include "sky_scene.h"

#include <QImage>
#include <QSizeF>

namespace astrolabe {

// The still picture behind the stars: the night's gradient, a faint nebula over each chapter's
// region and the constellation lines (antialiased, as bright as the less-remembered of their
// two stars), painted on the CPU once per scene or size and shown as one opaque texture, so a
// frame draws them as a single full-window quad whatever the number of lines.
// Nothing is kept between two pictures: the night is painted again under each scene's lines
// (about 1.5 ms for 1280 x 800) instead of being kept to copy, which held a second window-sized
// image in memory for as long as the sky was open.
class SkyBackdrop
{
public:
    // The picture for `size` logical pixels at `devicePixelRatio`; `places` are the stars'
    // positions in logical pixels (the lines' ends).
    static QImage paint(const SkyScene &scene, const QVector<QPointF> &places,
                        const QSizeF &size, qreal devicePixelRatio);

    // The night alone, `pixels` in size (QImage::Format_RGB32).
    static QImage night(const QSize &pixels, const QVector<SkyScene::Region> &regions);
};

} // namespace astrolabe
