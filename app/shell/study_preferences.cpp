#include "study_preferences.h"

#include "store/store.h"
#include "study.h"

namespace astrolabe {

StudyPreferences::StudyPreferences(Study *study, QObject *parent)
    : QObject(parent), m_study(study)
{
    connect(study, &Study::profileChanged, this, &StudyPreferences::reload);
    reload();
}

void StudyPreferences::save(const char *key, bool on)
{
    if (!m_study->isOpen())
        return;
    QString error; // unsaved, the choice still holds for this run
    if (!m_study->setPreference(QLatin1String(key), on ? QStringLiteral("1") : QStringLiteral("0"),
                                &error))
        qWarning("The preference %s could not be saved: %s", key, qPrintable(error));
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
    return m_study->isOpen() && !m_welcomeSeen && m_study->store()->reviews().count() == 0;
}

void StudyPreferences::reload()
{
    const bool reduced = m_study->preference(QLatin1String(kReducedMotion)) == QLatin1String("1");
    const bool streak = m_study->preference(QLatin1String(kStreakShown)) != QLatin1String("0");
    const bool welcomeSeen = m_study->preference(QLatin1String(kWelcomeSeen)) == QLatin1String("1");
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
