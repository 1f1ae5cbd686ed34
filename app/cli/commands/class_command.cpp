#include "cli/arguments.h"
#include "cli/commands.h"
#include "cli/import_lines.h"
#include "cli/local_day.h"
#include "cli/pin_input.h"
#include "cli/roster_lines.h"

#include "time/clock.h"
#include "security/lab_defaults.h"
#include "security/pin_guard.h"
#include "store/class_store.h"
#include "store/data_location.h"

#include <memory>

namespace astrolabe::cli {

namespace {

const char kUsage[] =
    "Usage: astrolabe class list | create NAME | rename OLD NEW | choose NAME | "
    "import NAME FOLDER|FILE... | remove NAME STUDENT | archive NAME | restore NAME | "
    "roster NAME [FILE | --clear].\n";

std::unique_ptr<store::ClassStore> openClasses(Context &ctx)
{
    QString error;
    auto classes = store::ClassStore::open(
        store::ClassStore::pathIn(store::dataDirectory(ctx.dataDir)), &error);
    if (!classes)
        ctx.err << error << '\n';
    return classes;
}

// The class of that name, or nullopt after saying there is none.
std::optional<store::ClassInfo> named(const store::ClassStore &classes, const QString &name,
                                      Context &ctx)
{
    auto info = classes.classNamed(name);
    if (!info)
        ctx.err << "There is no class named " << name << "; `astrolabe class list` shows "
                << "the classes.\n";
    return info;
}

// One line per class: name, students, last import, state; the chosen class marked with *.
int list(store::ClassStore &classes, Context &ctx)
{
    const qint64 chosen = classes.current().id;
    ctx.out << "class\tstudents\tlast import\tstate\n";
    for (const store::ClassInfo &info : classes.classes())
        ctx.out << info.name << (info.id == chosen ? "*" : "") << '\t' << info.students << '\t'
                << localDay(info.lastImportMs) << '\t' << (info.archived() ? "archived" : "in use")
                << '\n';
    ctx.out << "* the class the teacher view opens\n";
    return 0;
}

// Asks for the teacher PIN when one is set; false after saying why not.
bool pinAccepted(Context &ctx)
{
    const QString dataDir = store::dataDirectory(ctx.dataDir);
    security::PinGuard guard(store::folderSettingsPath(dataDir),
                             security::LabDefaults(security::LabDefaults::searchPaths()),
                             systemClock());
    if (!guard.isSet())
        return true;
    PinInput input(ctx);
    const security::PinGuard::Check check = guard.verify(input.current());
    switch (check.outcome) {
    case security::PinGuard::Outcome::Accepted:
    case security::PinGuard::Outcome::NotSet:
        return true;
    case security::PinGuard::Outcome::TooSoon:
        ctx.err << "Too many wrong PINs: try again in " << (check.waitMs + 999) / 1000
                << " s.\n";
        return false;
    case security::PinGuard::Outcome::Refused:
        break;
    }
    ctx.err << "That is not the teacher PIN; nothing was removed.\n";
    return false;
}

// Removes one student, named by their name or their profile id.
int removeStudent(store::ClassStore &classes, const store::ClassInfo &info, const QString &who,
                  Context &ctx)
{
    QString error;
    if (!classes.use(info.id, &error)) {
        ctx.err << error << '\n';
        return 1;
    }
    QStringList ids;
    for (const store::ClassStudent &student : classes.students())
        if (student.studentId == who || student.name.compare(who, Qt::CaseInsensitive) == 0)
            ids << student.studentId;
    if (ids.isEmpty()) {
        ctx.err << "There is no student " << who << " in the class " << info.name << ".\n";
        return 1;
    }
    if (ids.size() > 1) {
        ctx.err << "The class " << info.name << " has " << ids.size() << " students named "
                << who << "; name one by their id: " << ids.join(QStringLiteral(", ")) << ".\n";
        return 1;
    }
    if (!pinAccepted(ctx))
        return 1;
    const auto removed = classes.removeStudent(ids.first(), &error);
    if (!removed) {
        ctx.err << error << '\n';
        return 1;
    }
    ctx.out << "Removed " << removed->name << " from the class " << info.name
            << ". Importing their progress file again brings them back.\n";
    return 0;
}

} // namespace

int runClassCommand(const QStringList &argv, Context &ctx)
{
    const Arguments args(argv, {}, {QStringLiteral("clear")});
    if (!args.ok()) {
        ctx.err << args.error() << '\n';
        return 2;
    }
    const QStringList words = args.positional();
    const QString action = words.value(0);
    const int expected = action == QLatin1String("list")                ? 1
        : action == QLatin1String("rename") || action == QLatin1String("remove") ? 3
        : action == QLatin1String("import")                              ? -1
        : action == QLatin1String("roster")                              ? -2
        : QStringList{QStringLiteral("create"), QStringLiteral("choose"),
                      QStringLiteral("archive"), QStringLiteral("restore")}
                .contains(action)
            ? 2
            : 0;
    const bool clear = args.has(QStringLiteral("clear"));
    if (expected == 0 || (expected > 0 && words.size() != expected)
        || (expected == -1 && words.size() < 3)
        || (expected == -2 && (words.size() < 2 || words.size() > 3 || (clear && words.size() > 2)))
        || (clear && action != QLatin1String("roster"))) {
        ctx.err << kUsage;
        return 2;
    }
    auto classes = openClasses(ctx);
    if (!classes)
        return 1;
    if (action == QLatin1String("list"))
        return list(*classes, ctx);
    QString error;
    if (action == QLatin1String("create")) {
        if (!classes->createClass(words.at(1), systemClock()(), &error)) {
            ctx.err << error << '\n';
            return 1;
        }
        ctx.out << "Created the class " << words.at(1).simplified() << ".\n";
        return 0;
    }
    const auto info = named(*classes, words.at(1), ctx);
    if (!info)
        return 1;
    if (action == QLatin1String("rename")) {
        if (!classes->renameClass(info->id, words.at(2), &error)) {
            ctx.err << error << '\n';
            return 1;
        }
        ctx.out << "Renamed the class " << info->name << " to " << words.at(2).simplified()
                << ".\n";
        return 0;
    }
    if (action == QLatin1String("choose")) {
        if (!classes->choose(info->id, &error)) {
            ctx.err << error << '\n';
            return 1;
        }
        ctx.out << "The teacher view opens the class " << info->name << ".\n";
        return 0;
    }
    if (action == QLatin1String("archive") || action == QLatin1String("restore")) {
        const bool archive = action == QLatin1String("archive");
        if (!classes->setArchived(info->id, archive ? systemClock()() : 0, &error)) {
            ctx.err << error << '\n';
            return 1;
        }
        ctx.out << (archive ? "Archived" : "Restored") << " the class " << info->name << ".\n";
        return 0;
    }
    if (action == QLatin1String("remove"))
        return removeStudent(*classes, *info, words.at(2), ctx);
    if (action == QLatin1String("roster")) {
        if (!classes->use(info->id, &error)) {
            ctx.err << error << '\n';
            return 1;
        }
        return rosterLines(*classes, words.value(2), clear, ctx);
    }
    // import
    if (info->archived()) {
        ctx.err << "The class " << info->name << " is archived; restore it before importing "
                << "into it.\n";
        return 1;
    }
    if (!classes->use(info->id, &error)) {
        ctx.err << error << '\n';
        return 1;
    }
    return importIntoClass(words.mid(2), *classes, ctx);
}

} // namespace astrolabe::cli
