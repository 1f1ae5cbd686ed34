#pragma once

#include "cli/context.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <map>

namespace astrolabe::cli {

// A subcommand's entry point: the words after its name in, the process exit code out.
using Command = std::function<int(const QStringList &, Context &)>;

// Subcommands by the word that names them.
using CommandTable = std::map<QString, Command>;

} // namespace astrolabe::cli
