#pragma once

#include <QString>

namespace astrolabe::cli {

// The manual page astrolabe(1) in roff (man macros), made from the same option and subcommand
// lists as --help (usage.h). `astrolabe --help-man` prints it; the build installs it.
QString manPage();

} // namespace astrolabe::cli
