#pragma once

#include <QString>
#include <QVector>

#include <array>

namespace astrolabe::memory {

// Every tunable of the scheduler in one value. The defaults are FSRS-6's published ones.
//
// Day boundary: dayOffsetMinutes is added to a Unix timestamp before whole days are counted
// (see day_boundary.h). It is "UTC offset minus rollover hour", in minutes. The default, 0,
// counts days from UTC midnight, exactly as ts-fsrs does, so `astrolabe memory replay` agrees
// with the reference out of the box. The app should set it for the learner's clock with
// dayOffsetMinutesFor(utcOffsetMinutes) from day_boundary.h (rollover at 4:00 local by default).
struct SchedulerConfig
{
    std::array<double, 21> weights{}; // FSRS-6 parameters w0..w20
    double desiredRetention = 0.9;
    int maximumIntervalDays = 36500;
    bool enableFuzz = true;
    bool enableShortTerm = true;
    QVector<int> learningStepsMinutes{1, 10};
    QVector<int> relearningStepsMinutes{10};
    int dayOffsetMinutes = 0; // UTC offset minus rollover hour, in minutes

    static SchedulerConfig defaults(); // FSRS-6 default weights, everything else as above

    // Empty when the configuration is usable, else one sentence naming the first problem
    // (a weight out of FSRS-6's range, a retention outside (0, 1), a bad maximum interval...).
    QString validate() const;
};

} // namespace astrolabe::memory
