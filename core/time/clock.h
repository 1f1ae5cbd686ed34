#pragma once

#include <QtGlobal>

#include <functional>

namespace astrolabe {

// The time now, as Unix ms. Injected everywhere time matters (the review service, the PIN
// guard's waits, the profile folder's backups), so every schedule can be reproduced in tests
// and simulations. Below every other part of the core: nothing here depends on them.
using Clock = std::function<qint64()>;

// The machine's clock: the one place the time comes from in the app and the CLI.
Clock systemClock();

} // namespace astrolabe
