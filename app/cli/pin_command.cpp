#include "cli/commands.h"

#include "review/clock.h"
#include "security/lab_defaults.h"
#include "security/pin_guard.h"
#include "store/data_location.h"

#include <QDir>

namespace astrolabe::cli {

namespace {

// One line of standard input (the PIN is never an argument, so it stays out of the process
// list and the shell history).
QString readPin(Context &ctx)
{
    return ctx.in.readLine().trimmed();
}

} // namespace

int runPinCommand(const QStringList &argv, Context &ctx)
{
    const QString action = argv.value(0);
    if (argv.size() != 1
        || (action != QLatin1String("set") && action != QLatin1String("clear"))) {
        ctx.err << "Usage: astrolabe pin set | clear (the PIN is read from standard input).\n";
        return 2;
    }
    const QString dataDir = store::dataDirectory(ctx.dataDir);
    QDir().mkpath(dataDir);
    security::PinGuard guard(store::folderSettingsPath(dataDir),
                             security::LabDefaults::defaultPath(), review::systemClock());
    QString error;
    if (action == QLatin1String("set")) {
        if (!guard.set(readPin(ctx), &error)) {
            ctx.err << error << '\n';
            return 1;
        }
        ctx.out << "The teacher PIN is set.\n";
        return 0;
    }
    if (!guard.clear(readPin(ctx), &error)) {
        ctx.err << error << '\n';
        return 1;
    }
    ctx.out << "The teacher PIN is cleared.\n";
    return 0;
}

} // namespace astrolabe::cli
