#include "cli/commands.h"
#include "cli/pin_input.h"

#include "time/clock.h"
#include "security/lab_defaults.h"
#include "security/pin_guard.h"
#include "security/pin_hash.h"
#include "store/data_location.h"

#include <QDir>

namespace astrolabe::cli {

namespace {

const char kUsage[] = "Usage: astrolabe pin set | change | clear | hash (PINs are read from "
                      "standard input).\n";

int fail(Context &ctx, const QString &error)
{
    ctx.err << error << '\n';
    return 1;
}

// `pin hash`: the line for a lab file's [teacher] group. It touches no data folder, so it works
// where the lab file already controls the PIN.
int printHash(PinInput &input, Context &ctx)
{
    QString pin;
    QString error;
    if (!input.fresh(&pin, &error))
        return fail(ctx, error);
    if (!security::pin_hash::acceptable(pin))
        return fail(ctx, QStringLiteral("A teacher PIN is 4 to 12 digits."));
    ctx.out << "pin=" << security::pin_hash::create(pin) << '\n';
    return 0;
}

} // namespace

int runPinCommand(const QStringList &argv, Context &ctx)
{
    const QString action = argv.value(0);
    const QStringList actions = {QStringLiteral("set"), QStringLiteral("change"),
                                 QStringLiteral("clear"), QStringLiteral("hash")};
    if (argv.size() != 1 || !actions.contains(action)) {
        ctx.err << kUsage;
        return 2;
    }
    PinInput input(ctx);
    if (action == QLatin1String("hash"))
        return printHash(input, ctx);

    const QString dataDir = store::dataDirectory(ctx.dataDir);
    QDir().mkpath(dataDir);
    security::PinGuard guard(store::folderSettingsPath(dataDir), security::LabDefaults(),
                             systemClock());
    QString error;
    if (action == QLatin1String("set")) {
        QString pin;
        if (!input.fresh(&pin, &error) || !guard.set(pin, &error))
            return fail(ctx, error);
        ctx.out << "The teacher PIN is set.\n";
        return 0;
    }
    if (action == QLatin1String("change")) {
        const QString old = input.current();
        QString pin;
        if (!input.fresh(&pin, &error) || !guard.change(old, pin, &error))
            return fail(ctx, error);
        ctx.out << "The teacher PIN is changed.\n";
        return 0;
    }
    if (!guard.clear(input.current(), &error))
        return fail(ctx, error);
    ctx.out << "The teacher PIN is cleared.\n";
    return 0;
}

} // namespace astrolabe::cli
