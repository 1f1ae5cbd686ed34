#include "review/study_settings.h"

#include "review/memory_model.h"
#include "review/profile_keys.h"
#include "store/settings_table.h"

namespace astrolabe::review {

StudySettings StudySettings::load(const store::SettingsTable &table)
{
    StudySettings s;
    bool ok = false;
    const double retention = table.value(QLatin1String(profile_key::kDesiredRetention)).toDouble(&ok);
    if (ok && retention > 0 && retention < 1)
        s.scheduler.desiredRetention = retention;
    if (const auto w = MemoryModelHistory::parseWeights(
            table.value(QLatin1String(profile_key::kFsrsParams)))) {
        memory::SchedulerConfig fitted = s.scheduler;
        fitted.weights = *w;
        if (fitted.validate().isEmpty()) // out of FSRS-6's ranges: the defaults stay
            s.scheduler.weights = *w;
    }
    const int perDay = table.value(QLatin1String(profile_key::kNewPerDay)).toInt(&ok);
    if (ok && perDay >= 0)
        s.newPerDay = perDay;
    const int offset = table.value(QLatin1String(profile_key::kDayOffsetMinutes)).toInt(&ok);
    if (ok)
        s.scheduler.dayOffsetMinutes = offset;
    return s;
}

} // namespace astrolabe::review
