#pragma once

#include "report/import_result.h"
#include "report/progress_reader.h"
#include "store/class_student.h"

#include <QString>

#include <optional>

// The rules a progress file is merged into a class by, shared by the class store's import and
// by reading a folder straight into a roster. Pure.
namespace astrolabe::report::class_import_rules {

// What to do with a file that was read (or refused) as `read`, given what the class already
// knows of its student (`known`, without reviews) and the class's course (empty: any).
ImportResult decide(const QString &path, const ProgressReadResult &read,
                    const std::optional<store::ClassStudent> &known, const QString &courseId);

// The class's row for an accepted file.
store::ClassStudent studentFrom(const ProgressFile &progress, const QString &checksum,
                                const QString &path, qint64 importedMs);

} // namespace astrolabe::report::class_import_rules
