#include "cli/arguments.h"
#include "cli/commands.h"

#include "time/clock.h"
#include "store/data_location.h"
#include "store/file_check.h"
#include "store/profile_directory.h"
#include "store/profile_repair.h"
#include "store/store_messages.h"

#include <QFileInfo>

namespace astrolabe::cli {

namespace {

struct Target
{
    QString name;
    QString path;
};

// Checks one profile file; repairs it when asked. Returns true when it ends up healthy.
bool checkOne(const store::ProfileDirectory &profiles, const Target &target, bool repair,
              Context &ctx)
{
    const store::FileCheck check = store::checkFile(target.path);
    if (check.healthy) {
        ctx.out << target.name << ": ok" << (check.newer ? " (written by a newer Astrolabe)" : "")
                << '\n';
        return true;
    }
    // The plain clause, then the technical detail indented on a line of its own.
    ctx.out << target.name << ": " << store::messages::fileProblem(check.failure) << "\n    "
            << QFileInfo(target.path).fileName() << ": " << check.problem << '\n';
    if (!repair)
        return false;
    const store::RepairResult result = store::repairProfile(
        target.path, profiles.backupsFolder(), target.name, systemClock()());
    if (!result.restored) {
        ctx.err << result.error << '\n';
        return false;
    }
    ctx.out << target.name << ": restored from the backup "
            << QFileInfo(result.restoredFrom).fileName() << "; the damaged file was kept as "
            << QFileInfo(result.movedAsideTo).fileName() << '\n';
    return true;
}

} // namespace

int runCheckDbCommand(const QStringList &argv, Context &ctx)
{
    Arguments args(argv, {QStringLiteral("profile")}, {QStringLiteral("repair")});
    if (args.ok() && !args.positional().isEmpty())
        args.fail(QStringLiteral("Usage: astrolabe check-db [--profile NAME] [--repair]."));
    if (!args.ok()) {
        ctx.err << args.error() << '\n';
        return 2;
    }
    const store::ProfileDirectory profiles(store::dataDirectory(ctx.dataDir));
    QVector<Target> targets;
    if (const auto name = args.value(QStringLiteral("profile"))) {
        if (!profiles.exists(*name)) {
            ctx.err << "There is no profile named \"" << *name << "\".\n";
            return 1;
        }
        targets.append({*name, profiles.pathFor(*name)});
    } else {
        for (const store::ProfileEntry &entry : profiles.list())
            targets.append({entry.name, entry.path});
        if (targets.isEmpty())
            ctx.out << "There are no profiles in " << profiles.profilesFolder() << ".\n";
    }
    bool allHealthy = true;
    const bool repair = args.has(QStringLiteral("repair"));
    for (const Target &target : targets)
        allHealthy = checkOne(profiles, target, repair, ctx) && allHealthy;
    if (!allHealthy && !repair)
        ctx.out << "astrolabe check-db --repair sets a damaged file aside and restores its newest "
                   "whole backup.\n";
    return allHealthy ? 0 : 1;
}

} // namespace astrolabe::cli
