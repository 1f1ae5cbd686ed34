#pragma once

#include "cli/context.h"

#include <QStringList>

namespace astrolabe::store {
class ClassStore;
}

namespace astrolabe::cli {

// Imports files (or every progress file of a folder, whatever its name) into the store's
// chosen class, as the teacher view does: one line per file on standard output (file, outcome,
// reason), a folder's other files on standard error, then the class's name and size. Returns the exit
// code: 1 when any file was refused (or no course could be read), 0 otherwise.
int importIntoClass(const QStringList &filesAndFolders, store::ClassStore &store, Context &ctx);

} // namespace astrolabe::cli
