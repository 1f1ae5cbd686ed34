#pragma once

#include "report/import_result.h"

#include <QString>
#include <QStringList>
#include <QVector>

namespace astrolabe::report {

// The files of a folder told apart by their content, whatever their names: every regular file
// (not hidden, sub-folders not entered) is read up to kMaxProgressFileBytes and is a progress
// file when it says so ("format": "astrolabe-progress"), even one that the import will then
// refuse (tampered, damaged, newer). Every other file is skipped with one reason: not a
// progress file, too large, not readable.
struct ProgressFolder
{
    QStringList files;             // every regular file, in name order
    QStringList progressFiles;     // the progress files among them, in name order
    QVector<ImportResult> skipped; // the others (outcome Skipped), in name order

    // `results` (of progressFiles, in any order) and the skipped files, in name order.
    QVector<ImportResult> inNameOrder(const QVector<ImportResult> &results) const;
};

ProgressFolder readProgressFolder(const QString &folder);

} // namespace astrolabe::report
