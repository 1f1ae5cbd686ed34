#pragma once

#include "sky_frame.h"
#include "sky_scene.h"

class QQuickWindow;
class QSGNode;

namespace astrolabe {

// Builds and refreshes the sky's scene-graph nodes for the GPU (OpenGL and the other RHI
// backends), few and cheap enough for thousands of stars on a software GL stack: one opaque
// textured quad for everything that stands still (SkyBackdrop: the night, the chapters'
// nebulae and the constellation lines), repainted only for a new scene or size, and one
// textured geometry node for all the glows (SkyGlows), dust included: each glow is one quad
// showing a cell of the sprite atlas (3 colours x 16 brightness levels). Only the glows' quads
// change from frame to frame. The software renderer draws none of these nodes: it draws the
// same sky through SkySoftwareNode.
class SkyPainter
{
public:
    // Returns the root node (creates it when `root` is null).
    static QSGNode *paint(QSGNode *root, QQuickWindow *window, const SkyScene &scene,
                          const SkyFrame &frame);
};

} // namespace astrolabe
