#pragma once

#include "sky_frame.h"
#include "sky_scene.h"

class QQuickWindow;
class QSGNode;

namespace astrolabe {

// Builds and refreshes the sky's scene-graph nodes for the GPU (OpenGL and the other RHI
// backends): one opaque textured quad for everything that stands still (SkyBackdrop: the night,
// the chapters' nebulae and the constellation lines), repainted only for a new scene or size,
// and one node of points for all the glows, dust included, drawn in one call by SkyStarMaterial:
// its vertex shader sizes and brightens each point for the frame's time (twinkle, pulse, flare,
// highlight), and its fragment shader shows the point's cell of the sprite atlas (3 colours x 16
// brightness levels). The points are written only for a new scene, size, highlight or flare;
// any other frame changes only the time. The software renderer draws none of these nodes: it
// draws the same sky through SkySoftwareNode. Points need gl_PointSize, which Qt's OpenGL and
// Vulkan backends honour (not Direct3D 11's).
class SkyPainter
{
public:
    // Returns the root node (creates it when `root` is null).
    static QSGNode *paint(QSGNode *root, QQuickWindow *window, const SkyScene &scene,
                          const SkyFrame &frame);
};

} // namespace astrolabe
