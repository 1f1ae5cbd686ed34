#pragma once

#include "study_context.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>

#include <memory>

namespace astrolabe {

// Which learner's profile is open, and switching it while the app runs: opening a profile
// closes the one that was open (its Store and lock) first, then opens the other and makes it
// the current StudyContext. One instance, configured with the data folder, content and clock
// before the QML engine starts (the window and the Qt Quick tests both do).
class ProfileSwitcher : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool open READ isOpen NOTIFY openChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)

public:
    static ProfileSwitcher *instance();
    static ProfileSwitcher *create(QQmlEngine *, QJSEngine *);

    // Where profiles live and what they study with (the profile name is ignored).
    void configure(const StudyContext::Options &options);
    const StudyContext::Options &options() const { return m_options; }
    QString dataDir() const; // resolved

    // Whether the window should start on the profile picker: no profile was asked for and
    // the folder holds more than one (or, in lab mode, any number).
    bool pickerNeeded(const QString &requestedProfile, bool labMode) const;

    bool isOpen() const { return m_study != nullptr; }
    QString error() const { return m_error; }

    // Closes the open profile and opens (creating when new) `name`; on failure nothing is open
    // and error() says why in one sentence.
    Q_INVOKABLE bool openProfile(const QString &name);
    Q_INVOKABLE void closeProfile();

signals:
    void openChanged();
    void errorChanged();

private:
    explicit ProfileSwitcher(QObject *parent = nullptr);
    void setError(const QString &error);

    StudyContext::Options m_options;
    std::unique_ptr<StudyContext> m_study;
    QString m_error;
};

} // namespace astrolabe
