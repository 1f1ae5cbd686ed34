#include "study_preferences.h"

#include "profile_switcher.h"
#include "study_context.h"
#include "store/store.h"

namespace astrolabe {

namespace {

QString setting(const char *key)
{
    StudyContext *study = StudyContext::current();
    return study ? study->store().settings().value(QLatin1String(key)) : QString();
}

void save(const char *key, bool on)
{
    StudyContext *study = StudyContext::current();
    if (!study)
        return;
    QString error; // unsaved, the choice still holds for this run
    if (!study->store().setSetting(QLatin1String(key), on ? QStringLiteral("1")
                                                          : QStringLiteral("0"), &error))
        qWarning("The preference %s could not be saved: %s", key, qPrintable(error));
}

} // namespace

StudyPreferences::StudyPreferences(QObject *parent) : QObject(parent)
{
    connect(ProfileSwitcher::instance(), &ProfileSwitcher::openChanged, this,
            &StudyPreferences::reload);
    reload();
}

StudyPreferences *StudyPreferences::instance()
{
    static StudyPreferences preferences;
    return &preferences;
}

StudyPreferences *StudyPreferences::create(QQmlEngine *, QJSEngine *)
{
    QJSEngine::setObjectOwnership(instance(), QJSEngine::CppOwnership);
    return instance();
}

bool StudyPreferences::reducedMotionForced() const
{
    return qEnvironmentVariableIntValue("ASTROLABE_REDUCED_MOTION") == 1;
}

void StudyPreferences::setReducedMotion(bool reduced)
{
    if (reduced == m_reducedMotion)
        return;
    save(kReducedMotion, reduced);
    const bool before = reducedMotion();
    m_reducedMotion = reduced;
    if (reducedMotion() != before)
        emit reducedMotionChanged();
}

void StudyPreferences::setStreakShown(bool shown)
{
    if (shown == m_streakShown)
        return;
    save(kStreakShown, shown);
    m_streakShown = shown;
    emit streakShownChanged();
}

void StudyPreferences::setWelcomeSeen(bool seen)
{
    if (seen == m_welcomeSeen)
        return;
    save(kWelcomeSeen, seen);
    m_welcomeSeen = seen;
    emit welcomeSeenChanged();
}

bool StudyPreferences::welcomeWanted() const
{
    StudyContext *study = StudyContext::current();
    return study && !m_welcomeSeen && study->store().reviews().count() == 0;
}

void StudyPreferences::reload()
{
    const bool reduced = setting(kReducedMotion) == QLatin1String("1");
    const bool streak = setting(kStreakShown) != QLatin1String("0");
    const bool welcomeSeen = setting(kWelcomeSeen) == QLatin1String("1");
    if (reduced != m_reducedMotion) {
        const bool before = reducedMotion();
        m_reducedMotion = reduced;
        if (reducedMotion() != before)
            emit reducedMotionChanged();
    }
    if (streak != m_streakShown) {
        m_streakShown = streak;
        emit streakShownChanged();
    }
    m_welcomeSeen = welcomeSeen;
    emit welcomeSeenChanged(); // welcomeWanted() follows the profile open now
}

} // namespace astrolabe
