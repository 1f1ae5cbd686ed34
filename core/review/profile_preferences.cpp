#include "review/profile_preferences.h"

#include "review/profile_keys.h"

namespace astrolabe::review {

namespace {

const char *keyOf(ProfilePreferences::Choice which)
{
    using Choice = ProfilePreferences::Choice;
    switch (which) {
    case Choice::ReducedMotion: return profile_key::kReducedMotion;
    case Choice::StreakShown: return profile_key::kStreakShown;
    case Choice::WelcomeSeen: return profile_key::kWelcomeSeen;
    case Choice::WatchHidden: return profile_key::kWatchHidden;
    case Choice::ReadAloud: return profile_key::kReadAloud;
    }
    return profile_key::kReducedMotion;
}

// "1" (and "true", as profiles of schema 1 stored watch_hidden) is on, "0" off; anything else
// keeps the default.
bool flag(const store::SettingsTable &table, ProfilePreferences::Choice which, bool fallback)
{
    const QString text = table.value(QLatin1String(keyOf(which)));
    if (text == QLatin1String("1") || text == QLatin1String("true"))
        return true;
    if (text == QLatin1String("0") || text == QLatin1String("false"))
        return false;
    return fallback;
}

} // namespace

bool ProfilePreferences::choice(Choice which) const
{
    switch (which) {
    case Choice::ReducedMotion: return reducedMotion;
    case Choice::StreakShown: return streakShown;
    case Choice::WelcomeSeen: return welcomeSeen;
    case Choice::WatchHidden: return watchHidden;
    case Choice::ReadAloud: return readAloud;
    }
    return false;
}

void ProfilePreferences::setChoice(Choice which, bool on)
{
    switch (which) {
    case Choice::ReducedMotion: reducedMotion = on; break;
    case Choice::StreakShown: streakShown = on; break;
    case Choice::WelcomeSeen: welcomeSeen = on; break;
    case Choice::WatchHidden: watchHidden = on; break;
    case Choice::ReadAloud: readAloud = on; break;
    }
}

ProfilePreferences ProfilePreferences::load(const store::SettingsTable &table)
{
    ProfilePreferences p;
    p.study = StudySettings::load(table);
    const QString language = table.value(QLatin1String(profile_key::kLanguage));
    if (language == QLatin1String("en") || language == QLatin1String("fa"))
        p.language = language;
    for (Choice which : {Choice::ReducedMotion, Choice::StreakShown, Choice::WelcomeSeen,
                         Choice::WatchHidden, Choice::ReadAloud})
        p.setChoice(which, flag(table, which, p.choice(which)));
    return p;
}

store::SettingWrite ProfilePreferences::saved(Choice which, bool on)
{
    return {QLatin1String(keyOf(which)), on ? QStringLiteral("1") : QStringLiteral("0")};
}

store::SettingWrite ProfilePreferences::savedLanguage(const QString &language)
{
    return {QLatin1String(profile_key::kLanguage),
            language == QLatin1String("fa") ? language : QStringLiteral("en")};
}

} // namespace astrolabe::review
