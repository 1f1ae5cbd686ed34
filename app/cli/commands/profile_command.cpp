#include "cli/arguments.h"
#include "cli/commands.h"
#include "cli/counted.h"
#include "cli/course_choice.h"

#include "content/course_outline.h"
#include "content/simulated_answer.h"
#include "time/clock.h"
#include "review/learner_simulation.h"
#include "store/data_location.h"
#include "store/profile_directory.h"
#include "store/store.h"

namespace astrolabe::cli {

namespace {

constexpr long long kMaxSimulatedDays = 3650;

int listProfiles(const store::ProfileDirectory &profiles, Context &ctx)
{
    for (const store::ProfileEntry &entry : profiles.list()) {
        if (entry.readable)
            ctx.out << entry.name << '\t' << counted(entry.reviewCount, QStringLiteral("review"))
                    << '\n';
        else
            ctx.out << entry.name << "\tunreadable\n";
    }
    return 0;
}

int createProfile(const store::ProfileDirectory &profiles, const QString &name, Arguments &args,
                  Context &ctx)
{
    const auto days = args.integer(QStringLiteral("simulate"));
    const auto seed = args.integer(QStringLiteral("seed"));
    if (!args.ok()) {
        ctx.err << args.error() << '\n';
        return 2;
    }
    if (seed && !days) {
        ctx.err << "The option --seed only applies with --simulate DAYS.\n";
        return 2;
    }
    if (days && (*days < 1 || *days > kMaxSimulatedDays)) {
        ctx.err << "The option --simulate needs a number of days from 1 to " << kMaxSimulatedDays
                << ".\n";
        return 2;
    }
    if (name.trimmed().isEmpty()) {
        ctx.err << "A profile needs a name that is not blank.\n";
        return 2;
    }
    if (profiles.exists(name)) {
        ctx.err << "A profile named \"" << name << "\" already exists.\n";
        return 1;
    }
    const qint64 now = systemClock()();
    const std::optional<content::CourseOutline> course = chosenCourse(ctx);
    if (!course)
        return 1;
    store::OpenOptions options = profiles.openOptions(name, now);
    options.courseId = course->courseId();
    options.itemIds = course->questionIds();
    QString error;
    auto db = store::Store::open(profiles.pathFor(name), options, &error);
    if (!db) {
        ctx.err << error << '\n';
        return 1;
    }
    if (!days) {
        ctx.out << "Created the profile \"" << name << "\".\n";
        return 0;
    }
    review::SimulationOptions simulation;
    // The demo learner's answers read as a real learner's: options chosen, values typed (what
    // a teacher's item analysis lists as the common wrong answers).
    const std::optional<content::ContentPack> pack = chosenPack(ctx);
    if (!pack)
        return 1;
    simulation.answerText = [&pack](const QString &itemId, bool correct, quint64 answerSeed) {
        return content::simulatedAnswer(*pack, itemId, correct, answerSeed);
    };
    simulation.days = int(*days);
    simulation.seed = quint64(seed.value_or(1));
    simulation.endMs = now;
    const auto summary = review::simulateLearner(*db, simulation, &error);
    if (!summary) {
        ctx.err << error << '\n';
        return 1;
    }
    const int percent = summary->answers ? (100 * summary->correct + summary->answers / 2)
            / summary->answers
                                         : 0;
    ctx.out << "Created the profile \"" << name << "\" with "
            << counted(summary->days, QStringLiteral("simulated day")) << ": "
            << counted(summary->answers, QStringLiteral("answer")) << " (" << percent
            << "% right) on " << counted(summary->itemsStudied, QStringLiteral("question"))
            << ".\n";
    return 0;
}

int deleteProfile(const store::ProfileDirectory &profiles, const QString &name, Context &ctx)
{
    QString error;
    if (!profiles.remove(name, &error)) {
        ctx.err << error << '\n';
        return 1;
    }
    ctx.out << "Deleted the profile \"" << name << "\".\n";
    return 0;
}

int renameProfile(const store::ProfileDirectory &profiles, const QString &oldName,
                  const QString &newName, Context &ctx)
{
    QString error;
    if (!profiles.rename(oldName, newName, &error)) {
        ctx.err << error << '\n';
        return 1;
    }
    ctx.out << "Renamed the profile \"" << oldName << "\" to \"" << newName << "\".\n";
    return 0;
}

} // namespace

int runProfileCommand(const QStringList &argv, Context &ctx)
{
    Arguments args(argv, {QStringLiteral("simulate"), QStringLiteral("seed")});
    if (!args.ok()) {
        ctx.err << args.error() << '\n';
        return 2;
    }
    const QStringList words = args.positional();
    const QString action = words.value(0);
    const store::ProfileDirectory profiles(store::dataDirectory(ctx.dataDir));
    const bool takesName = action == QLatin1String("create") || action == QLatin1String("delete");
    if (action == QLatin1String("list") && words.size() == 1
        && !args.has(QStringLiteral("simulate")) && !args.has(QStringLiteral("seed")))
        return listProfiles(profiles, ctx);
    if (takesName && words.size() != 2) {
        ctx.err << "The action " << action << " needs exactly one profile name.\n";
        return 2;
    }
    const bool plain = !args.has(QStringLiteral("simulate")) && !args.has(QStringLiteral("seed"));
    if (action == QLatin1String("rename") && plain) {
        if (words.size() != 3) {
            ctx.err << "The action rename needs the old and the new name.\n";
            return 2;
        }
        return renameProfile(profiles, words.at(1), words.at(2), ctx);
    }
    if (action == QLatin1String("create"))
        return createProfile(profiles, words.at(1), args, ctx);
    if (action == QLatin1String("delete") && plain)
        return deleteProfile(profiles, words.at(1), ctx);
    ctx.err << "Usage: astrolabe profile list | create NAME [--simulate DAYS --seed N] | "
               "rename OLD NEW | delete NAME.\n";
    return 2;
}

} // namespace astrolabe::cli
