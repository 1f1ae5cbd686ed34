#pragma once

namespace astrolabe {

// Qt Quick gives every window (and every layer) a depth and a stencil buffer unless told not to.
// Astrolabe's pages are flat: drawn in order they look the same without them (no clip of ours is
// rotated, the one case that needs the stencil), and without them Mesa's software rasterizer
// (llvmpipe, what a lab machine without a graphics card runs) copies the sky's opaque backdrop
// instead of shading it pixel by pixel, and the window keeps no 4-byte-a-pixel depth-stencil
// buffer. Sets QSG_NO_DEPTH_BUFFER and QSG_NO_STENCIL_BUFFER, which Qt reads when it makes the
// first window, unless the environment already sets them: set and empty, they give Qt's default
// buffers back. Call before the first window is made.
void dropDepthAndStencilBuffers();

} // namespace astrolabe
