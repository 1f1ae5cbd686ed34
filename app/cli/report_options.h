#pragma once

#include "cli/arguments.h"
#include "cli/context.h"
#include "report/report_heading.h"

#include <QString>

#include <optional>

namespace astrolabe::cli {

// What `report` and `class-report` share: --out FILE.pdf|FILE.csv, --lang en|fa and
// --from/--to DATE (yyyy-mm-dd, days in the local time zone, both included).
struct ReportOptions
{
    QString out;
    report::ReportHeading heading; // courseTitle is the caller's to fill
};

// The option names the two commands read (add their own to these).
QSet<QString> reportOptionNames();

// Reads and checks the shared options; on a mistake writes one sentence to ctx.err and
// returns nullopt. nowMs is the report's date. Installs the Persian translation for --lang fa.
// outRequired false: --out may be left out (out is then empty).
std::optional<ReportOptions> readReportOptions(const Arguments &args, qint64 nowMs,
                                               Context &ctx, bool outRequired = true);

} // namespace astrolabe::cli
