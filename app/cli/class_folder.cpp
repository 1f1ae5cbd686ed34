#include "cli/class_folder.h"

#include "report/class_roster.h"
#include "report/progress_folder.h"

#include <QFileInfo>

namespace astrolabe::cli {

int readClassFolder(const QString &folder, const QString &courseId,
                    QVector<store::ClassStudent> *students, Context &ctx)
{
    if (!QFileInfo(folder).isDir()) {
        ctx.err << "There is no folder " << folder << ".\n";
        return 1;
    }
    const report::ProgressFolder read = report::readProgressFolder(folder);
    for (const report::ImportResult &skipped : read.skipped)
        ctx.err << QFileInfo(skipped.file).fileName() << ": skipped: " << skipped.reason << '\n';
    const QStringList &files = read.progressFiles;
    if (files.isEmpty()) {
        ctx.err << "The folder " << folder << " holds no progress files.\n";
        return 1;
    }
    QVector<report::ImportResult> results;
    const report::ClassRoster roster =
        report::ClassRoster::fromFiles(files, courseId, &results);
    for (const report::ImportResult &result : results)
        if (result.outcome == report::ImportOutcome::Refused)
            ctx.err << QFileInfo(result.file).fileName() << ": " << result.reason << '\n';
    if (roster.isEmpty()) {
        ctx.err << "None of the progress files in " << folder << " could be read.\n";
        return 1;
    }
    *students = roster.students();
    return 0;
}

} // namespace astrolabe::cli
