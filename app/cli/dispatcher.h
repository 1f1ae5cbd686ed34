#pragma once

#include "cli/command_table.h"

#include <QStringList>

namespace astrolabe::cli {

// True when the arguments (without the program name) name a subcommand, so the caller runs
// run() without opening a window.
bool namesSubcommand(const QStringList &args);

// True when the subcommand draws pages (the PDF reports and worksheets): it needs a
// QGuiApplication, which the offscreen platform provides without a display, so only the window's
// program runs it (app/launcher/program_choice.h).
bool subcommandDrawsPages(const QStringList &args);

// The names of every subcommand (for the help and its test).
QStringList subcommandNames();

// Runs the subcommand the arguments name, with standard input and output. Global options
// (--data-dir DIR) may stand before or after the subcommand's name. The subcommands that draw
// pages are looked up in pageCommands (cli/page_commands.h, in the window's program only); the
// others are this library's.
int run(const QStringList &args, const CommandTable &pageCommands);

} // namespace astrolabe::cli
