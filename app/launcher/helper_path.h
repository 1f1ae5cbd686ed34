#pragma once

#include <cstddef>

namespace astrolabe::launcher {

// Writes into out (size bytes) the path of the program called name that the launcher runs: in
// ASTROLABE_HELPER_DIR relative to the launcher's own folder where installed (libexec/astrolabe
// beside bin), else in the launcher's folder itself (the build tree). Returns false when neither
// is an executable file, with out naming where it was looked for first.
bool helperPath(const char *name, char *out, std::size_t size);

} // namespace astrolabe::launcher
