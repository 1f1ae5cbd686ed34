#pragma once

#include <QObject>
#include <QQmlEngine>

namespace astrolabe {

class Study;

// The learner's own preferences for how the app behaves, kept in the open profile's settings
// table (through the study, their one writer) and read again whenever another profile opens: reduced motion ("reduced_motion" = "1":
// the sky stands still, the walkthrough changes steps without animation; also forced on for a
// run by ASTROLABE_REDUCED_MOTION=1) and the study-streak counter on the sky ("sky_streak" =
// "0" hides it; shown by default). A change is saved at once and every page follows it.
// Also whether the learner has seen the welcome ("welcome_seen" = "1"): the welcome is wanted
// on a first start, a profile with no answers that has not seen it yet.
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

public:
    static constexpr const char *kReducedMotion = "reduced_motion";
    static constexpr const char *kStreakShown = "sky_streak";
    static constexpr const char *kWelcomeSeen = "welcome_seen";

    explicit StudyPreferences(Study *study, QObject *parent = nullptr);

    bool reducedMotion() const { return m_reducedMotion || reducedMotionForced(); }
    void setReducedMotion(bool reduced);
    bool reducedMotionForced() const;
    bool streakShown() const { return m_streakShown; }
    void setStreakShown(bool shown);
    bool welcomeSeen() const { return m_welcomeSeen; }
    void setWelcomeSeen(bool seen);
    bool welcomeWanted() const;

    // Reads the preferences of the profile open now (the defaults when none is).
    Q_INVOKABLE void reload();

signals:
    void reducedMotionChanged();
    void streakShownChanged();
    void welcomeSeenChanged();

private:
    void save(const char *key, bool on);

    Study *m_study;

    bool m_reducedMotion = false;
    bool m_streakShown = true;
    bool m_welcomeSeen = false;
};

} // namespace astrolabe
