#pragma once

#include <QtGlobal>

namespace astrolabe {

// The units the core counts time in: every moment and length is Unix milliseconds, and a day
// is 24 hours (the learner's day boundary is memory::dayNumber's, not a unit's).
inline constexpr qint64 kMsPerSecond = 1000;
inline constexpr qint64 kMsPerMinute = 60 * kMsPerSecond;
inline constexpr qint64 kMsPerHour = 60 * kMsPerMinute;
inline constexpr qint64 kMsPerDay = 24 * kMsPerHour;
inline constexpr int kMinutesPerDay = 24 * 60;

} // namespace astrolabe
