#pragma once

#include "sky_scene.h"

#include <QHash>
#include <QPointF>
#include <QSizeF>

class QSGNode;
class QSGGeometryNode;

namespace astrolabe {

// Builds and refreshes the sky's scene-graph nodes: one geometry node for the chapters' faint
// nebulae, one for all the constellation lines and one for all the stars (dust included), with
// per-vertex colours. Each star is a small disc fan: a bright core fading into a halo, its
// size and brightness from recall; due stars pulse slowly; every star twinkles and drifts a
// little with the time `seconds` (pass a constant to still it).
class SkyPainter
{
public:
    struct Frame
    {
        QSizeF size;
        double seconds = 0.0;
        int highlighted = -1;
        // star index -> seconds at which it was first learned (its light-up flare)
        const QHash<int, double> *flares = nullptr;
    };

    // Returns the root node (creates it when `root` is null).
    static QSGNode *paint(QSGNode *root, const SkyScene &scene, const Frame &frame);

    // Where a star stands in pixels at rest (no drift).
    static QPointF position(const SkyScene::Star &star, const QSizeF &size);

    static constexpr int kDustCount = 420;
    static constexpr int kSegments = 8;
};

} // namespace astrolabe
