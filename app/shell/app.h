#pragma once

#include "profile_recovery.h"
#include "profile_switcher.h"
#include "session.h"
#include "study.h"
#include "study_preferences.h"
#include "teacher_pin.h"

#include <QObject>
#include <QQmlEngine>

namespace astrolabe {

// The application: the study and everything the window keeps for as long as it runs (the
// session, the profile switcher and recovery, the learner's preferences, the teacher PIN),
// made once at start-up by the window (gui::run) or by each Qt Quick test, and given to QML as
// the one singleton, App. QML reaches what it shows through it (App.study, App.session, ...);
// the types it makes are handed App.study, and read nothing global.
class App : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(astrolabe::Study *study READ study CONSTANT)
    Q_PROPERTY(astrolabe::Session *session READ session CONSTANT)
    Q_PROPERTY(astrolabe::ProfileSwitcher *profiles READ profiles CONSTANT)
    Q_PROPERTY(astrolabe::ProfileRecovery *recovery READ recovery CONSTANT)
    Q_PROPERTY(astrolabe::StudyPreferences *preferences READ preferences CONSTANT)
    Q_PROPERTY(astrolabe::TeacherPin *teacherPin READ teacherPin CONSTANT)

public:
    explicit App(const Study::Options &options, QObject *parent = nullptr);
    ~App() override;

    // Makes this the App that `engine`'s QML sees, and the engine one the language retranslates.
    void serve(QQmlEngine *engine);
    // What QML's App is: the App serving the engine (made before the engine loads anything).
    static App *create(QQmlEngine *engine, QJSEngine *);

    Study *study() { return &m_study; }
    Session *session() { return &m_session; }
    ProfileSwitcher *profiles() { return &m_profiles; }
    ProfileRecovery *recovery() { return &m_recovery; }
    StudyPreferences *preferences() { return &m_preferences; }
    TeacherPin *teacherPin() { return &m_teacherPin; }

private:
    // In the order they need each other.
    Study m_study;
    Session m_session;
    ProfileSwitcher m_profiles;
    ProfileRecovery m_recovery;
    StudyPreferences m_preferences;
    TeacherPin m_teacherPin;
};

} // namespace astrolabe
