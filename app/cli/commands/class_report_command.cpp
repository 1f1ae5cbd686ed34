#include "cli/arguments.h"
#include "cli/class_folder.h"
#include "cli/commands.h"
#include "cli/counted.h"
#include "cli/course_choice.h"
#include "cli/report_options.h"

#include "content/course_outline.h"
#include "report/progress_folder.h"
#include "report/class_roster.h"
#include "report/class_summary.h"
#include "report/name_list.h"
#include "report/roster_check.h"
#include "report/period_comparison.h"
#include "report/pdf/report_file.h"
#include "time/clock.h"
#include "store/class_store.h"
#include "store/data_location.h"

#include <QDir>
#include <QFileInfo>

namespace astrolabe::cli {

namespace {

// The students of a class of the teacher's class file, its name and its roster.
int readClass(const QString &name, QVector<store::ClassStudent> *students, QString *className,
              QStringList *expectedNames, Context &ctx)
{
    QString error;
    auto classes = store::ClassStore::open(
        store::ClassStore::pathIn(store::dataDirectory(ctx.dataDir)), &error);
    if (!classes) {
        ctx.err << error << '\n';
        return 1;
    }
    const auto info = classes->classNamed(name);
    if (!info) {
        ctx.err << "There is no class named " << name << "; `astrolabe class list` shows the "
                   "classes.\n";
        return 1;
    }
    if (!classes->use(info->id, &error)) {
        ctx.err << error << '\n';
        return 1;
    }
    const report::ClassRoster roster = report::ClassRoster::fromStore(*classes);
    if (roster.isEmpty()) {
        ctx.err << "The class " << info->name << " has no students yet.\n";
        return 1;
    }
    *students = roster.students();
    *className = info->name;
    *expectedNames = classes->expectedNames();
    return 0;
}

} // namespace

// astrolabe class-report --in DIR | --class NAME [--out FILE.pdf|FILE.csv] [--items FILE.csv]
//                        [--roster FILE] [--name CLASS] [--lang en|fa] [--from DATE --to DATE]
//                        [--compare]
// --in reads the progress files of a folder; --class reads a class of the teacher's class file
// (and its roster; --roster reads the expected names from a CSV or text file instead).
// --compare adds the period against the same number of days before it.
// --out writes the class report, --items the item analysis (one row per question); at least one.
// --compare (with --from) adds to the PDF the period against the same number of days before it.
int runClassReportCommand(const QStringList &argv, Context &ctx)
{
    QSet<QString> names = reportOptionNames();
    names << QStringLiteral("in") << QStringLiteral("name") << QStringLiteral("class")
          << QStringLiteral("items") << QStringLiteral("roster");
    const Arguments args(argv, names, {QStringLiteral("compare")});
    if (!args.ok()) {
        ctx.err << args.error() << '\n';
        return 2;
    }
    if (!args.positional().isEmpty()) {
        ctx.err << "Usage: astrolabe class-report --in DIR | --class NAME [--out "
                   "FILE.pdf|FILE.csv] [--items FILE.csv] [--roster FILE] [--name CLASS] "
                   "[--lang en|fa] [--from DATE] [--to DATE] [--compare].\n";
        return 2;
    }
    const QString folder = args.value(QStringLiteral("in")).value_or(QString());
    const QString classArg = args.value(QStringLiteral("class")).value_or(QString());
    if (args.has(QStringLiteral("in")) && args.has(QStringLiteral("class"))) {
        ctx.err << "Give either --in (a folder of progress files) or --class (a class), not "
                   "both.\n";
        return 2;
    }
    if (folder.isEmpty() && classArg.isEmpty()) {
        ctx.err << "The option --in needs the folder of the students' progress files, or "
                   "--class the name of a class.\n";
        return 2;
    }
    const QString items = args.value(QStringLiteral("items")).value_or(QString());
    if (args.has(QStringLiteral("items")) && items.isEmpty()) {
        ctx.err << "The option --items needs the item analysis's file name (FILE.csv).\n";
        return 2;
    }
    if (!items.isEmpty() && report::reportFileTypeOf(items) != report::ReportFileType::Csv) {
        ctx.err << "The item analysis is written as CSV: its file's name must end in .csv, not \""
                << items << "\".\n";
        return 2;
    }
    const bool compare = args.has(QStringLiteral("compare"));
    if (compare && !args.has(QStringLiteral("from"))) {
        ctx.err << "The option --compare needs --from: every answer up to now has no period "
                   "before it to compare with.\n";
        return 2;
    }
    const qint64 now = systemClock()();
    auto options = readReportOptions(args, now, ctx, items.isEmpty());
    if (!options)
        return 2;
    const std::optional<content::ContentPack> pack = chosenPack(ctx);
    if (!pack)
        return 1;
    const content::CourseOutline course = content::CourseOutline::of(*pack);
    QVector<store::ClassStudent> students;
    QString defaultName;
    QStringList expected;
    const int read = classArg.isEmpty()
        ? readClassFolder(folder, course.courseId(), &students, ctx)
        : readClass(classArg, &students, &defaultName, &expected, ctx);
    if (read != 0)
        return read;
    if (args.has(QStringLiteral("roster"))) {
        const report::NameList list =
            report::readNameList(args.value(QStringLiteral("roster")).value_or(QString()));
        if (!list.error.isEmpty()) {
            ctx.err << list.error << '\n';
            return 1;
        }
        expected = list.names;
    }
    QVector<report::StudentLog> logs;
    for (const store::ClassStudent &student : students)
        logs << report::studentLogOf(student);
    const QString className = args.value(QStringLiteral("name"))
                                  .value_or(classArg.isEmpty()
                                                ? QFileInfo(QDir(folder).absolutePath()).fileName()
                                                : defaultName);
    report::ClassSummary summary =
        report::summarizeClass(className, logs, course, options->heading.period);
    report::describeItems(summary, *pack, options->heading.persian());
    summary.roster = report::checkRoster(expected, students);
    if (compare)
        summary.comparison = report::comparePeriods(logs, course, options->heading.period);
    options->heading.courseTitle =
        options->heading.persian() ? course.titleFa() : course.titleEn();
    QString error;
    if (!options->out.isEmpty()) {
        if (!report::saveClassReport(options->out, summary, options->heading, &error)) {
            ctx.err << error << '\n';
            return 1;
        }
        ctx.out << "Wrote the report of " << counted(logs.size(), QStringLiteral("student"))
                << " to " << options->out << ".\n";
    }
    if (!items.isEmpty()) {
        if (!report::saveItemAnalysis(items, summary.items, *pack, options->heading.persian(),
                                      &error)) {
            ctx.err << error << '\n';
            return 1;
        }
        ctx.out << "Wrote the item analysis of " << counted(summary.items.size(), QStringLiteral("question"))
                << " to " << items << ".\n";
    }
    return 0;
}

} // namespace astrolabe::cli
