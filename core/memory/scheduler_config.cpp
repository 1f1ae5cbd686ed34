#include "memory/scheduler_config.h"

#include "memory/js_math.h"

#include <cmath>

namespace astrolabe::memory {

namespace {

// FSRS-6's default parameters (ts-fsrs 5.4 default_w).
constexpr std::array<double, 21> kDefaultWeights = {
    0.212,  1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001,  1.8722, 0.1666, 0.796,
    1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
};

struct Range
{
    double lo;
    double hi;
};

// The range FSRS-6 allows each weight (ts-fsrs's CLAMP_PARAMETERS); w19's floor is 0.01 when
// same-day updates are on, and w17, w18 have a lower ceiling with several relearning steps.
std::array<Range, 21> weightRanges(const SchedulerConfig &c)
{
    constexpr double sMin = 1e-3;
    std::array<Range, 21> r = {{
        {sMin, 100}, {sMin, 100}, {sMin, 100}, {sMin, 100}, {1, 10},     {1e-3, 4},
        {1e-3, 4},   {1e-3, 0.75}, {0, 4.5},   {0, 0.8},    {1e-3, 3.5}, {1e-3, 5},
        {1e-3, 0.25}, {1e-3, 0.9}, {0, 4},     {0, 1},      {1, 6},      {0, 2},
        {0, 2},      {c.enableShortTerm ? 0.01 : 0, 0.8},   {0.1, 0.8},
    }};
    const int relearningSteps = c.relearningStepsMinutes.size();
    if (relearningSteps > 1) {
        const auto &w = c.weights;
        const double value = -(std::log(w[11]) + std::log(std::pow(2, w[13]) - 1) + w[14] * 0.3)
            / relearningSteps;
        const double ceiling = js::clamp(js::round8(std::sqrt(std::max(value, 0.0))), 0.01, 2);
        r[17].hi = ceiling;
        r[18].hi = ceiling;
    }
    return r;
}

QString number(double x)
{
    return QString::number(x, 'g', 10);
}

} // namespace

SchedulerConfig SchedulerConfig::defaults()
{
    SchedulerConfig config;
    config.weights = kDefaultWeights;
    return config;
}

QString SchedulerConfig::validate() const
{
    for (int i = 0; i < 21; ++i) {
        if (!std::isfinite(weights[i]))
            return QStringLiteral("Weight w%1 is not a finite number.").arg(i);
    }
    const std::array<Range, 21> ranges = weightRanges(*this);
    for (int i = 0; i < 21; ++i) {
        if (weights[i] < ranges[i].lo || weights[i] > ranges[i].hi)
            return QStringLiteral("Weight w%1 is %2, outside FSRS-6's range %3 to %4.")
                .arg(i)
                .arg(number(weights[i]), number(ranges[i].lo), number(ranges[i].hi));
    }
    if (!(desiredRetention > 0 && desiredRetention < 1))
        return QStringLiteral("The desired retention is %1; it must be between 0 and 1.")
            .arg(number(desiredRetention));
    if (maximumIntervalDays < 1 || maximumIntervalDays > 36500)
        return QStringLiteral("The maximum interval is %1 days; it must be 1 to 36500 days.")
            .arg(maximumIntervalDays);
    for (int m : learningStepsMinutes) {
        if (m <= 0)
            return QStringLiteral("A learning step is %1 minutes; steps must be positive.").arg(m);
    }
    for (int m : relearningStepsMinutes) {
        if (m <= 0)
            return QStringLiteral("A relearning step is %1 minutes; steps must be positive.")
                .arg(m);
    }
    if (dayOffsetMinutes < -2880 || dayOffsetMinutes > 2880)
        return QStringLiteral("The day offset is %1 minutes; it must be within two days.")
            .arg(dayOffsetMinutes);
    return {};
}

} // namespace astrolabe::memory
