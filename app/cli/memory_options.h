#pragma once

#include "cli/arguments.h"

#include <array>
#include <optional>

namespace astrolabe::cli {

// The options the memory subcommands share. Each returns nothing and records one sentence in
// arguments (arguments.error()) when the value is unusable.

// --day-offset-min N: minutes within two days either way; 0 when absent.
std::optional<int> dayOffsetOption(Arguments &arguments);

// --params w0,...,w20: 21 finite numbers; absent gives fallback.
std::optional<std::array<double, 21>> weightsOption(Arguments &arguments,
                                                    const std::array<double, 21> &fallback);

} // namespace astrolabe::cli
