#pragma once

#include "cli/arguments.h"
#include "memory/review_row.h"

#include <QJsonArray>
#include <QTextStream>

#include <array>
#include <functional>
#include <optional>

namespace astrolabe::cli {

// The options the memory subcommands share. Each returns nothing and records one sentence in
// arguments (arguments.error()) when the value is unusable.

// --day-offset-min N: minutes within two days either way; 0 when absent.
std::optional<int> dayOffsetOption(Arguments &arguments);

// --params w0,...,w20: 21 finite numbers; absent gives fallback.
std::optional<std::array<double, 21>> weightsOption(Arguments &arguments,
                                                    const std::array<double, 21> &fallback);

// Reads card_id,review_ts_ms,rating lines from `in` (an optional header first, blank lines
// and a CR before the newline skipped) and gives each row to `take`, which returns a problem or
// an empty string. Stops at the first problem, returned as "Line N: <problem>."; empty at the
// end of the input. Reads the stream's device (standard input) as bytes (memory::readReviewLog).
QString readReviewRows(QTextStream &in,
                       const std::function<QString(const memory::ReviewRow &)> &take);

// The 21 parameters as a JSON array (the `params` of the --json outputs).
QJsonArray jsonWeights(const std::array<double, 21> &weights);

} // namespace astrolabe::cli
