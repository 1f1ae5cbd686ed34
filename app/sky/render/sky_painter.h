#pragma once

#include "sky_frame.h"
#include "sky_scene.h"

class QQuickWindow;
class QSGNode;

namespace astrolabe {

// Builds and refreshes the sky's scene-graph nodes for the GPU (OpenGL and the other RHI
// backends): one opaque textured quad for everything that stands still (SkyBackdrop: the night,
// the chapters' nebulae and the constellation lines), repainted only for a new scene or size,
// and the glows, dust included, each a square of two triangles, drawn by SkyStarMaterial in a
// call for every 682 of them: its vertex shader sizes and brightens each glow for the frame's
// time (twinkle, pulse, flare, highlight), and its fragment shader shows the glow's cell of the
// sprite atlas (3 colours x 16 brightness levels). The glows are written only for a new scene,
// size, highlight or flare; any other frame changes only the time. Squares rather than points
// because llvmpipe, the OpenGL of machines without a graphics card, fills an upright rectangle
// by a fast 8-bit path and a point by its general one. The software renderer draws none of
// these nodes: it draws the same sky through SkySoftwareNode.
class SkyPainter
{
public:
    // Returns the root node (creates it when `root` is null).
    static QSGNode *paint(QSGNode *root, QQuickWindow *window, const SkyScene &scene,
                          const SkyFrame &frame);
};

} // namespace astrolabe
