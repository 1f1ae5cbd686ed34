#pragma once

#include "cli/context.h"

#include <QString>

namespace astrolabe::store {
class ClassStore;
}

namespace astrolabe::cli {

// `astrolabe class roster NAME [FILE | --clear]` on the store's chosen class: FILE (CSV or one
// name per line) replaces the roster, --clear removes it; then one line per name (name, state,
// export day; "handed in" or "missing"), one per student not on the roster, and a count.
// Returns the exit code: 1 when the file or the class file was refused, 0 otherwise.
int rosterLines(store::ClassStore &store, const QString &file, bool clear, Context &ctx);

} // namespace astrolabe::cli
