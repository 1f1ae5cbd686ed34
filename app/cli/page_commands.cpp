#include "cli/page_commands.h"

#include "cli/commands.h"

namespace astrolabe::cli {

const CommandTable &pageCommands()
{
    static const CommandTable table = {
        {QStringLiteral("report"), runReportCommand},
        {QStringLiteral("class-report"), runClassReportCommand},
        {QStringLiteral("worksheet"), runWorksheetCommand},
    };
    return table;
}

} // namespace astrolabe::cli
