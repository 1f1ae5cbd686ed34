#pragma once

#include "sky_scene.h"

#include <QImage>
#include <QSizeF>

namespace astrolabe {

// The still picture behind the stars: the night's gradient, a faint nebula over each chapter's
// region and the constellation lines (antialiased, as bright as the less-remembered of their
// two stars), painted on the CPU once per scene or size and shown as one opaque texture, so a
// frame draws them as a single full-window quad whatever the number of lines.
class SkyBackdrop
{
public:
    // The picture for `size` logical pixels at `devicePixelRatio`; `places` are the stars'
    // positions in logical pixels (the lines' ends).
    QImage paint(const SkyScene &scene, const QVector<QPointF> &places, const QSizeF &size,
                 qreal devicePixelRatio);

    static QImage night(const QSize &pixels, const QVector<SkyScene::Region> &regions);

private:
    QImage m_night; // cached: recoloured only when the size or the regions change
    QVector<float> m_nightKey;
};

} // namespace astrolabe
