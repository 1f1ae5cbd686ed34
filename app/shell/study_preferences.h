#pragma once

#include "review/profile_preferences.h"

#include <QObject>
#include <QQmlEngine>

namespace astrolabe {

class Study;

// The learner's choices for how the app behaves, for QML (App.preferences): the open profile's
// review::ProfilePreferences as the study holds them, followed whenever they change (a page's
// switch, the walkthrough, another profile opening). A change is saved at once through the
// study, their one writer, and every page follows it.
// - reducedMotion: the sky stands still, the walkthrough changes steps without animation; also
//   forced on for a run by ASTROLABE_REDUCED_MOTION=1.
// - streakShown: the study-streak counter on the sky (shown by default).
// - welcomeSeen: the welcome is wanted on a first start, a profile with no answers that has not
//   seen it yet (welcomeWanted).
// - watchHidden, readAloud: the lesson walkthrough taken off screen; its captions read aloud.
class StudyPreferences : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The application makes the learner's preferences.")
    Q_PROPERTY(bool reducedMotion READ reducedMotion WRITE setReducedMotion NOTIFY reducedMotionChanged)
    // ASTROLABE_REDUCED_MOTION=1 holds motion reduced whatever the profile says.
    Q_PROPERTY(bool reducedMotionForced READ reducedMotionForced CONSTANT)
    Q_PROPERTY(bool streakShown READ streakShown WRITE setStreakShown NOTIFY streakShownChanged)
    Q_PROPERTY(bool welcomeSeen READ welcomeSeen WRITE setWelcomeSeen NOTIFY welcomeSeenChanged)
    // A profile is open, holds no answers and has not seen the welcome.
    Q_PROPERTY(bool welcomeWanted READ welcomeWanted NOTIFY welcomeSeenChanged)
    Q_PROPERTY(bool watchHidden READ watchHidden WRITE setWatchHidden NOTIFY watchHiddenChanged)
    Q_PROPERTY(bool readAloud READ readAloud WRITE setReadAloud NOTIFY readAloudChanged)

public:
    using Choice = review::ProfilePreferences::Choice;

    explicit StudyPreferences(Study *study, QObject *parent = nullptr);

    bool reducedMotion() const { return m_shown.reducedMotion || reducedMotionForced(); }
    void setReducedMotion(bool reduced) { change(Choice::ReducedMotion, reduced); }
    bool reducedMotionForced() const;
    bool streakShown() const { return m_shown.streakShown; }
    void setStreakShown(bool shown) { change(Choice::StreakShown, shown); }
    bool welcomeSeen() const { return m_shown.welcomeSeen; }
    void setWelcomeSeen(bool seen) { change(Choice::WelcomeSeen, seen); }
    bool welcomeWanted() const;
    bool watchHidden() const { return m_shown.watchHidden; }
    void setWatchHidden(bool hidden) { change(Choice::WatchHidden, hidden); }
    bool readAloud() const { return m_shown.readAloud; }
    void setReadAloud(bool on) { change(Choice::ReadAloud, on); }

signals:
    void reducedMotionChanged();
    void streakShownChanged();
    void welcomeSeenChanged();
    void watchHiddenChanged();
    void readAloudChanged();

private:
    void change(Choice which, bool on);
    // Takes the study's preferences and announces what differs from those shown until now.
    void follow();

    Study *m_study;
    review::ProfilePreferences m_shown;
};

} // namespace astrolabe
