#pragma once

namespace astrolabe::gui {

// Opens the window (or, with --grab, renders one page to a PNG file and exits).
int run(int argc, char *argv[]);

} // namespace astrolabe::gui
