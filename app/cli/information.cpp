#include "cli/information.h"

#include "cli/man_page.h"
#include "cli/usage.h"

namespace astrolabe::cli {

std::optional<QString> informationAskedFor(const QStringList &args)
{
    if (args.contains(QLatin1String("--help")) || args.contains(QLatin1String("-h")))
        return helpText();
    if (args.contains(QLatin1String("--version")) || args.contains(QLatin1String("-v")))
        return versionText() + QLatin1Char('\n');
    if (args.contains(QLatin1String("--help-man")))
        return manPage();
    return std::nullopt;
}

} // namespace astrolabe::cli
