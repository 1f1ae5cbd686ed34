#include "cli/arguments.h"
#include "cli/commands.h"
#include "cli/counted.h"
#include "cli/course_choice.h"
#include "cli/report_options.h"

#include "content/course_outline.h"
#include "report/progress_folder.h"
#include "report/class_roster.h"
#include "report/class_summary.h"
#include "report/report_file.h"
#include "review/clock.h"

#include <QDir>
#include <QFileInfo>

namespace astrolabe::cli {

// astrolabe class-report --in DIR --out FILE.pdf|FILE.csv [--name CLASS] [--lang en|fa]
//                        [--from DATE --to DATE]
int runClassReportCommand(const QStringList &argv, Context &ctx)
{
    QSet<QString> names = reportOptionNames();
    names << QStringLiteral("in") << QStringLiteral("name");
    const Arguments args(argv, names);
    if (!args.ok()) {
        ctx.err << args.error() << '\n';
        return 2;
    }
    if (!args.positional().isEmpty()) {
        ctx.err << "Usage: astrolabe class-report --in DIR --out FILE.pdf|FILE.csv "
                   "[--name CLASS] [--lang en|fa] [--from DATE] [--to DATE].\n";
        return 2;
    }
    const QString folder = args.value(QStringLiteral("in")).value_or(QString());
    if (folder.isEmpty()) {
        ctx.err << "The option --in needs the folder of the students' progress files.\n";
        return 2;
    }
    const qint64 now = review::systemClock()();
    auto options = readReportOptions(args, now, ctx);
    if (!options)
        return 2;
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
    const std::optional<content::CourseOutline> chosen = chosenCourse(ctx);
    if (!chosen)
        return 1;
    const content::CourseOutline &course = *chosen;
    QVector<report::ImportResult> results;
    const report::ClassRoster roster =
        report::ClassRoster::fromFiles(files, course.courseId(), &results);
    for (const report::ImportResult &result : results)
        if (result.outcome == report::ImportOutcome::Refused)
            ctx.err << QFileInfo(result.file).fileName() << ": " << result.reason << '\n';
    if (roster.isEmpty()) {
        ctx.err << "None of the progress files in " << folder << " could be read.\n";
        return 1;
    }
    QVector<report::StudentLog> logs;
    for (const store::ClassStudent &student : roster.students())
        logs << report::studentLogOf(student);
    const QString className = args.value(QStringLiteral("name"))
                                  .value_or(QFileInfo(QDir(folder).absolutePath()).fileName());
    const report::ClassSummary summary =
        report::summarizeClass(className, logs, course, options->heading.period);
    options->heading.courseTitle =
        options->heading.persian() ? course.titleFa() : course.titleEn();
    QString error;
    if (!report::saveClassReport(options->out, summary, options->heading, &error)) {
        ctx.err << error << '\n';
        return 1;
    }
    ctx.out << "Wrote the report of " << counted(logs.size(), QStringLiteral("student"))
            << " to " << options->out << ".\n";
    return 0;
}

} // namespace astrolabe::cli
