#include "study_preferences.h"

#include "store/store.h"
#include "study.h"

namespace astrolabe {

StudyPreferences::StudyPreferences(Study *study, QObject *parent)
    : QObject(parent), m_study(study), m_shown(study->preferences())
{
    connect(study, &Study::preferencesChanged, this, &StudyPreferences::follow);
    // Whether the welcome is wanted also depends on the profile open and its answers.
    connect(study, &Study::profileChanged, this, &StudyPreferences::welcomeSeenChanged);
}

bool StudyPreferences::reducedMotionForced() const
{
    return qEnvironmentVariableIntValue("ASTROLABE_REDUCED_MOTION") == 1;
}

bool StudyPreferences::welcomeWanted() const
{
    return m_study->isOpen() && !m_shown.welcomeSeen && m_study->store()->reviews().count() == 0;
}

void StudyPreferences::change(Choice which, bool on)
{
    QString error; // unsaved, the choice still holds until another profile opens
    if (!m_study->setChoice(which, on, &error) && m_study->isOpen())
        qWarning("A preference could not be saved: %s", qPrintable(error));
}

void StudyPreferences::follow()
{
    const review::ProfilePreferences before = m_shown;
    const bool reducedBefore = reducedMotion();
    m_shown = m_study->preferences();
    if (reducedMotion() != reducedBefore)
        emit reducedMotionChanged();
    if (m_shown.streakShown != before.streakShown)
        emit streakShownChanged();
    if (m_shown.welcomeSeen != before.welcomeSeen)
        emit welcomeSeenChanged();
    if (m_shown.watchHidden != before.watchHidden)
        emit watchHiddenChanged();
    if (m_shown.readAloud != before.readAloud)
        emit readAloudChanged();
}

} // namespace astrolabe
