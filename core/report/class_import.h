#pragma once

#include "report/import_result.h"

#include <QString>
#include <QStringList>
#include <QVector>

namespace astrolabe::store {
class ClassStore;
}

namespace astrolabe::report {

// Imports progress files into the class, in the order given, one transaction per file: a new
// student is added; a newer export of a known student replaces the older one; the same file
// again, the same or an older export are skipped; a damaged, tampered, newer-format or other
// course's file (courseId; empty accepts any) is refused. Nothing of a skipped or refused file
// is written. nowMs is recorded as the import time.
QVector<ImportResult> importProgressFiles(const QStringList &files, store::ClassStore &store,
                                          const QString &courseId, qint64 nowMs);

} // namespace astrolabe::report
