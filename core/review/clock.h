#pragma once

#include <QtGlobal>

#include <functional>

namespace astrolabe::review {

// The time now, as Unix ms. Injected everywhere time matters, so every schedule can be
// reproduced in tests and simulations.
using Clock = std::function<qint64()>;

// The machine's clock: the one place the service's time comes from in the app and the CLI.
Clock systemClock();

} // namespace astrolabe::review
