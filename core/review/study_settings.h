#pragma once

#include "memory/scheduler_config.h"

#include <QString>

namespace astrolabe::store {
class SettingsTable;
}

namespace astrolabe::review {

// The learner's study settings, read from the profile's settings table: the scheduler's
// configuration (FSRS-6's parameters, the learner's fitted ones when kept, desired retention,
// day boundary) and the new-items cap.
// Part of ProfilePreferences; the keys are profile_key's.
struct StudySettings
{
    static constexpr int kDefaultNewPerDay = 10;

    memory::SchedulerConfig scheduler = memory::SchedulerConfig::defaults();
    int newPerDay = kDefaultNewPerDay;

    // Missing or unreadable values keep their defaults.
    static StudySettings load(const store::SettingsTable &table);
};

} // namespace astrolabe::review
