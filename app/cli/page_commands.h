#pragma once

#include "cli/command_table.h"

namespace astrolabe::cli {

// The subcommands that draw pages with the PDF library (report, class-report, worksheet): they
// need Qt Gui, so they live in the window's program, not in the text commands'
// (app/CMakeLists.txt).
const CommandTable &pageCommands();

} // namespace astrolabe::cli
