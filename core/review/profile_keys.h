#pragma once

namespace astrolabe::review::profile_key {

// Every key of a profile's settings table, in one place. The values are text; what each means
// and its default are ProfilePreferences' (review/profile_preferences.h), apart from
// kAnswerSeen, which holds answers rather than a choice (review/seen_answers.h).

// Study settings: what the scheduler and the review service read (review::StudySettings).
inline constexpr const char *kDesiredRetention = "desired_retention";
inline constexpr const char *kNewPerDay = "new_per_day";
inline constexpr const char *kDayOffsetMinutes = "day_offset_minutes";
// The learner's fitted FSRS-6 parameters ("w0,...,w20"; empty or absent: the defaults) and every
// change of them or of the retention, with its date (review/memory_model.h).
inline constexpr const char *kFsrsParams = "fsrs_params";
inline constexpr const char *kMemoryModelHistory = "memory_model_history";

// The learner's choices for the interface.
inline constexpr const char *kLanguage = "language";
inline constexpr const char *kReducedMotion = "reduced_motion";
inline constexpr const char *kStreakShown = "sky_streak";
inline constexpr const char *kWelcomeSeen = "welcome_seen";
inline constexpr const char *kWatchHidden = "watch_hidden";
inline constexpr const char *kReadAloud = "read_aloud";

// The questions whose right answer was seen through an undone answer (a JSON array of ids).
inline constexpr const char *kAnswerSeen = "answer_seen";

} // namespace astrolabe::review::profile_key
