#include "memory/fit_bounds.h"

#include <algorithm>
#include <cmath>

namespace astrolabe::memory {

void clampToBounds(FitWeights &w, bool shortTerm, int relearningSteps)
{
    double ceiling = 2.0;
    if (relearningSteps > 1) {
        const double room = -(std::log(w[11]) + std::log(std::pow(2.0, w[13]) - 1) + w[14] * 0.3)
            / relearningSteps;
        ceiling = std::min(std::sqrt(std::max(room, 0.01)), 2.0);
    }
    constexpr double sMin = 0.001;
    constexpr double initMax = 100.0;
    const double lo[21] = {sMin, sMin, sMin, sMin, 1, 0.001, 0.001, 0.001, 0, 0, 0.001,
                           0.001, 0.001, 0.001, 0, 0, 1, 0, 0, shortTerm ? 0.01 : 0.0, 0.1};
    const double hi[21] = {initMax, initMax, initMax, initMax, 10, 4, 4, 0.75, 4.5, 0.8, 3.5,
                           5, 0.25, 0.9, 4, 1, 6, ceiling, ceiling, 0.8, 0.8};
    for (int i = 0; i < 21; ++i)
        w[i] = std::isnan(w[i]) ? lo[i] : std::clamp(w[i], lo[i], hi[i]);
}

} // namespace astrolabe::memory
