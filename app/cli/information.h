#pragma once

#include <QStringList>

#include <optional>

namespace astrolabe::cli {

// The text that --help (-h), --version (-v) or --help-man asks for, wherever it stands among the
// arguments, in that order of precedence; nothing when none of them is there. Both programs
// answer these without a window or a display (commands_main.cpp, window_main.cpp).
std::optional<QString> informationAskedFor(const QStringList &args);

} // namespace astrolabe::cli
