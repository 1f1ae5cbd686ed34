#pragma once

#include "report/progress_file.h"

#include <QByteArray>
#include <QString>

namespace astrolabe::report {

// The file's bytes: JSON, UTF-8, with its checksum.
QByteArray encodeProgressFile(const ProgressFile &progress);

// Writes the file atomically (QSaveFile): either the whole new file is there or the old one
// is untouched. On failure returns false and one sentence in *error.
bool writeProgressFile(const QString &path, const ProgressFile &progress, QString *error);

} // namespace astrolabe::report
