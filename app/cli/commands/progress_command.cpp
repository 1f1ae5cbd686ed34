#include "cli/arguments.h"
#include "cli/commands.h"
#include "cli/counted.h"
#include "cli/course_choice.h"
#include "cli/import_lines.h"

#include "content/course_outline.h"
#include "report/progress_export.h"
#include "report/progress_reader.h"
#include "report/progress_writer.h"
#include "time/clock.h"
#include "store/class_store.h"
#include "store/data_location.h"
#include "store/profile_directory.h"
#include "store/store.h"

#include <QDateTime>
#include <QFileInfo>
#include <QTimeZone>

namespace astrolabe::cli {

namespace {

const char kUsage[] = "Usage: astrolabe progress export --profile NAME --out FILE | "
                      "progress check FILE | progress import FOLDER|FILE...\n";

int exportProgress(Arguments &args, Context &ctx)
{
    const auto name = args.value(QStringLiteral("profile"));
    const auto out = args.value(QStringLiteral("out"));
    if (!name || !out || args.positional().size() != 1) {
        ctx.err << kUsage;
        return 2;
    }
    const store::ProfileDirectory profiles(store::dataDirectory(ctx.dataDir));
    const qint64 now = systemClock()();
    store::OpenOptions options = profiles.openOptions(*name, now);
    options.createIfMissing = false;
    QString error;
    auto profile = store::Store::open(profiles.pathFor(*name), options, &error);
    if (!profile) {
        ctx.err << error << '\n';
        return 1;
    }
    const std::optional<content::CourseOutline> course = chosenCourse(ctx);
    if (!course)
        return 1;
    const auto progress =
        report::progressOfProfile(*profile, course->courseId(), course->version(), now, &error);
    if (!progress || !report::writeProgressFile(*out, *progress, &error)) {
        ctx.err << error << '\n';
        return 1;
    }
    ctx.out << "Exported the progress of \"" << progress->studentName << "\" ("
            << counted(progress->reviews.size(), QStringLiteral("answer")) << ") to " << *out
            << ".\n";
    return 0;
}

int checkProgress(Arguments &args, Context &ctx)
{
    if (args.positional().size() != 2 || args.has(QStringLiteral("profile"))
        || args.has(QStringLiteral("out"))) {
        ctx.err << kUsage;
        return 2;
    }
    const report::ProgressReadResult read = report::readProgressFile(args.positional().at(1));
    if (!read.ok()) {
        ctx.err << read.reason << '\n';
        return 1;
    }
    const report::ProgressFile &p = *read.file;
    const QString exported = QDateTime::fromMSecsSinceEpoch(p.exportedMs, QTimeZone::utc())
                                 .toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
    ctx.out << "Student: " << p.studentName << '\n'
            << "Student id: " << p.studentId << '\n'
            << "Exported: " << exported << '\n'
            << "Course: " << p.courseId << ' ' << p.courseVersion << '\n'
            << "Answers: " << p.reviews.size() << '\n'
            << "Checksum: ok\n";
    return 0;
}

// Imports files (or every progress file of a folder) into the teacher's chosen class, as the
// teacher view does; `class import NAME` chooses the class.
int importProgress(Arguments &args, Context &ctx)
{
    const QStringList words = args.positional().mid(1);
    if (words.isEmpty() || args.has(QStringLiteral("profile")) || args.has(QStringLiteral("out"))) {
        ctx.err << kUsage;
        return 2;
    }
    const QString dataDir = store::dataDirectory(ctx.dataDir);
    QString error;
    auto classStore = store::ClassStore::open(store::ClassStore::pathIn(dataDir), &error);
    if (!classStore) {
        ctx.err << error << '\n';
        return 1;
    }
    return importIntoClass(words, *classStore, ctx);
}

} // namespace

int runProgressCommand(const QStringList &argv, Context &ctx)
{
    Arguments args(argv, {QStringLiteral("profile"), QStringLiteral("out")});
    if (!args.ok()) {
        ctx.err << args.error() << '\n';
        return 2;
    }
    const QString action = args.positional().value(0);
    if (action == QLatin1String("export"))
        return exportProgress(args, ctx);
    if (action == QLatin1String("check"))
        return checkProgress(args, ctx);
    if (action == QLatin1String("import"))
        return importProgress(args, ctx);
    ctx.err << kUsage;
    return 2;
}

} // namespace astrolabe::cli
