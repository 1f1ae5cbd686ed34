#pragma once

#include <QStringList>

namespace astrolabe::cli {

// True when the arguments (without the program name) name a subcommand, so the caller runs
// run() without opening a window.
bool namesSubcommand(const QStringList &args);

// True when the subcommand draws pages (the PDF reports): it needs a QGuiApplication, which
// the offscreen platform provides without a display.
bool subcommandDrawsPages(const QStringList &args);

// The names of every subcommand (for the help and its test).
QStringList subcommandNames();

// Runs the subcommand the arguments name, with standard input and output. Global options
// (--data-dir DIR) may stand before or after the subcommand's name.
int run(const QStringList &args);

} // namespace astrolabe::cli
