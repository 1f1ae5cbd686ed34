#pragma once

#include "sky_scene.h"

#include <QHash>
#include <QPointF>
#include <QSizeF>

class QQuickWindow;
class QSGNode;

namespace astrolabe {

// Builds and refreshes the sky's scene-graph nodes, few and cheap enough for thousands of
// stars on a software GL stack: one opaque textured quad for everything that stands still
// (SkyBackdrop: the night, the chapters' nebulae and the constellation lines), repainted only
// for a new scene or size, and one textured geometry node for all the stars, dust included:
// each star is one quad showing a glow from a sprite atlas (3 colours x 16 brightness levels)
// at a size from its recall. Only the stars' quads change from frame to frame: due stars pulse
// slowly, every star twinkles with the time `seconds` (pass a constant to still it), a star
// just learned flares, and the dust drifts a little.
class SkyPainter
{
public:
    struct Frame
    {
        QSizeF size;
        int generation = 0; // changes with the scene or the size: the backdrop is repainted
        double seconds = 0.0;
        int highlighted = -1;
        // star index -> seconds at which it was first learned (its light-up flare)
        const QHash<int, double> *flares = nullptr;
    };

    // Returns the root node (creates it when `root` is null).
    static QSGNode *paint(QSGNode *root, QQuickWindow *window, const SkyScene &scene,
                          const Frame &frame);

    // Where a star stands in pixels at rest (no drift).
    static QPointF position(const SkyScene::Star &star, const QSizeF &size);

    static constexpr int kDustCount = 420;
};

} // namespace astrolabe
