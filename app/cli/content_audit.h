#pragma once

#include "cli/context.h"

#include <QStringList>

namespace astrolabe::cli {

// astrolabe content audit [DIR] [--json]: the rules of content::PackAudit over a pack (DIR
// defaults to the bundled course): a table per lesson on standard output (or one JSON object),
// one line per failed rule on standard error; exit 1 when a rule fails, 0 when all pass.
int runContentAudit(const QStringList &args, Context &ctx);

} // namespace astrolabe::cli
