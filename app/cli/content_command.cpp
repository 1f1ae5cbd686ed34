#include "cli/commands.h"

namespace astrolabe::cli {

int runContentCommand(const QStringList &args, Context &ctx)
{
    Q_UNUSED(args);
    ctx.err << "This subcommand is not built yet.\n";
    return 1;
}

} // namespace astrolabe::cli
