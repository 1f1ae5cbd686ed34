#pragma once

#include "cli/arguments.h"
#include "cli/context.h"

#include <QString>

#include <optional>

namespace astrolabe::cli {

// The language of a command's output: --lang en|fa, English when it is not given. Another
// value is named on ctx.err in one sentence and gives nothing: the caller exits 2.
std::optional<QString> chosenLanguage(const Arguments &arguments, Context &ctx);

// Installs the window's Persian texts (worked steps, labels, yes/no) for the rest of the
// command when the language is "fa"; does nothing for English.
void installLanguage(const QString &language);

} // namespace astrolabe::cli
