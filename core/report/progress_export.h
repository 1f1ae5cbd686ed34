#pragma once

#include "report/progress_file.h"

#include <QString>

#include <optional>

namespace astrolabe::store {
class Store;
}

namespace astrolabe::report {

// The progress of an open profile at nowMs: its name, its student id (created and kept in the
// profile the first time), the course and the whole review log. nullopt and *error on failure.
std::optional<ProgressFile> progressOfProfile(store::Store &profile, const QString &courseId,
                                              const QString &courseVersion, qint64 nowMs,
                                              QString *error);

// A file name (no folder) for a profile's export: the name, in any script, with the characters
// file systems forbid replaced by "_", then "-progress.json".
QString defaultProgressFileName(const QString &profileName);

} // namespace astrolabe::report
