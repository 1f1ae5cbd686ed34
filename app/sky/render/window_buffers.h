#pragma once

class QQuickWindow;

namespace astrolabe {

// Qt Quick gives every window a depth and a stencil buffer unless told not to. Astrolabe's pages
// are flat: drawn in order they look the same without them (no clip of ours is rotated, the one
// case that needs the stencil), and without them Mesa's software rasterizer (llvmpipe, what a
// lab machine without a graphics card runs) copies the sky's opaque backdrop instead of shading
// it pixel by pixel, and the window keeps no 4-byte-a-pixel depth-stencil buffer.
// Set through Qt's API, not its QSG_NO_* variables, which programs the app starts (a PDF viewer
// opened on a report) would inherit. ASTROLABE_DEPTH_BUFFER=1 keeps Qt's default buffers.
class WindowBuffers
{
public:
    // Before the first window is made: OpenGL surfaces without depth or stencil bits.
    static void prepare();
    // Every window, before it is first exposed: Qt Quick draws its items in order, back to
    // front, instead of sorting them with a depth buffer the surface no longer has.
    static void apply(QQuickWindow *window);
};

} // namespace astrolabe
