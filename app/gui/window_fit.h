#pragma once

class QWindow;

namespace astrolabe::gui {

// The window opens at the size Main.qml gives it (1280×800), or, on a smaller screen, at the
// screen's free area (lab screens of 1024×640): never larger than the screen, and placed at
// its top left then. Not used with --grab, whose pictures keep a fixed size.
void fitToScreen(QWindow *window);

} // namespace astrolabe::gui
