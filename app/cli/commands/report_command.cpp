#include "cli/arguments.h"
#include "cli/commands.h"
#include "cli/course_choice.h"
#include "cli/report_options.h"

#include "content/course_outline.h"
#include "report/pdf/report_file.h"
#include "report/student_summary.h"
#include "time/clock.h"
#include "store/data_location.h"
#include "store/profile_directory.h"
#include "store/store.h"

#include <QFileInfo>

namespace astrolabe::cli {

// astrolabe report --profile NAME --out FILE.pdf|FILE.csv [--lang en|fa] [--from --to DATE]
int runReportCommand(const QStringList &argv, Context &ctx)
{
    QSet<QString> names = reportOptionNames();
    names << QStringLiteral("profile");
    const Arguments args(argv, names);
    if (!args.ok()) {
        ctx.err << args.error() << '\n';
        return 2;
    }
    if (!args.positional().isEmpty()) {
        ctx.err << "Usage: astrolabe report --profile NAME --out FILE.pdf|FILE.csv "
                   "[--lang en|fa] [--from DATE] [--to DATE].\n";
        return 2;
    }
    const QString name = args.value(QStringLiteral("profile")).value_or(QString());
    if (name.isEmpty()) {
        ctx.err << "The option --profile needs the name of the learner to report on.\n";
        return 2;
    }
    const qint64 now = systemClock()();
    auto options = readReportOptions(args, now, ctx);
    if (!options)
        return 2;

    const store::ProfileDirectory profiles(store::dataDirectory(ctx.dataDir));
    if (!profiles.exists(name)) {
        ctx.err << "There is no profile named \"" << name << "\".\n";
        return 1;
    }
    const std::optional<content::CourseOutline> chosen = chosenCourse(ctx);
    if (!chosen)
        return 1;
    const content::CourseOutline &course = *chosen;
    store::OpenOptions open = profiles.openOptions(name, now);
    open.courseId = course.courseId();
    open.itemIds = course.questionIds();
    open.createIfMissing = false;
    QString error;
    auto db = store::Store::open(profiles.pathFor(name), open, &error);
    if (!db) {
        ctx.err << error << '\n';
        return 1;
    }
    const report::StudentSummary summary =
        report::summarizeStudent(report::studentLogOf(*db), course, options->heading.period);
    options->heading.courseTitle =
        options->heading.persian() ? course.titleFa() : course.titleEn();
    if (!report::saveStudentReport(options->out, summary, options->heading, &error)) {
        ctx.err << error << '\n';
        return 1;
    }
    ctx.out << "Wrote the report of \"" << name << "\" to " << options->out << ".\n";
    return 0;
}

} // namespace astrolabe::cli
