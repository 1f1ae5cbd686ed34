#include "cli/import_lines.h"

#include "cli/course_choice.h"

#include "content/course_outline.h"
#include "report/class_import.h"
#include "report/progress_folder.h"
#include "time/clock.h"
#include "store/class_store.h"

#include <QFileInfo>

namespace astrolabe::cli {

namespace {

const char *outcomeWord(report::ImportOutcome outcome)
{
    switch (outcome) {
    case report::ImportOutcome::Added: return "added";
    case report::ImportOutcome::Replaced: return "updated";
    case report::ImportOutcome::Duplicate: return "already imported";
    case report::ImportOutcome::Older: return "older, skipped";
    case report::ImportOutcome::Skipped: return "skipped";
    case report::ImportOutcome::Refused: break;
    }
    return "refused";
}

} // namespace

int importIntoClass(const QStringList &filesAndFolders, store::ClassStore &store, Context &ctx)
{
    QStringList files;
    for (const QString &word : filesAndFolders) {
        if (!QFileInfo(word).isDir()) {
            files << word;
            continue;
        }
        const report::ProgressFolder folder = report::readProgressFolder(word);
        files << folder.progressFiles;
        for (const report::ImportResult &skipped : folder.skipped)
            ctx.err << QFileInfo(skipped.file).fileName() << '\t' << outcomeWord(skipped.outcome)
                    << '\t' << skipped.reason << '\n';
    }
    const std::optional<content::CourseOutline> course = chosenCourse(ctx);
    if (!course)
        return 1;
    bool refused = false;
    for (const report::ImportResult &result : report::importProgressFiles(
             files, store, course->courseId(), systemClock()())) {
        ctx.out << QFileInfo(result.file).fileName() << '\t' << outcomeWord(result.outcome)
                << '\t' << result.reason << '\n';
        refused = refused || result.outcome == report::ImportOutcome::Refused;
    }
    ctx.out << "Class: " << store.current().name << '\n'
            << "Students in the class: " << store.studentCount() << '\n';
    return refused ? 1 : 0;
}

} // namespace astrolabe::cli
