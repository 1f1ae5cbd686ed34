#pragma once

#include "review/study_settings.h"
#include "store/settings_table.h"

#include <QString>

namespace astrolabe::review {

// Everything a profile remembers of how its learner studies, typed: the study settings the
// scheduler reads and the learner's choices for the interface. Read from the profile's settings
// table at once (missing or unreadable values keep their defaults); a change is written back
// one key at a time (`saved`). The keys are profile_key's.
struct ProfilePreferences
{
    // The learner's on/off choices.
    enum class Choice {
        ReducedMotion, // the sky stands still, the walkthrough changes steps without animation
        StreakShown,   // the study-streak counter on the sky (shown by default)
        WelcomeSeen,   // the welcome of a first start has been seen
        WatchHidden,   // the lesson's walkthrough is taken off screen
        ReadAloud,     // the walkthrough's captions are read aloud
    };

    StudySettings study;
    QString language; // "en", "fa", or empty when the learner never chose one
    bool reducedMotion = false;
    bool streakShown = true;
    bool welcomeSeen = false;
    bool watchHidden = false;
    bool readAloud = false;

    bool choice(Choice which) const;
    void setChoice(Choice which, bool on);

    static ProfilePreferences load(const store::SettingsTable &table);
    // The row that stores a choice, and the interface language ("en" or "fa").
    static store::SettingWrite saved(Choice which, bool on);
    static store::SettingWrite savedLanguage(const QString &language);
};

} // namespace astrolabe::review
