#pragma once

#include "study.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>


namespace astrolabe {

class Session;

// Which learner's profile is open, and switching it while the app runs: opening a profile
// closes the one that was open (its Store and lock) first, then opens the other in the study.
// A member of the application (App); the study holds the data folder, content and clock.
class ProfileSwitcher : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The application makes the one profile switcher.")
    Q_PROPERTY(bool open READ isOpen NOTIFY openChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // A profile is being opened in the background (the window shows that it waits).
    Q_PROPERTY(bool opening READ isOpening NOTIFY openingChanged)

public:
    ProfileSwitcher(Study *study, Session *session, QObject *parent = nullptr);

    // Whether the window should start on the profile picker: no profile was asked for and
    // the folder holds more than one (or, in lab mode, any number).
    bool pickerNeeded(const QString &requestedProfile, bool labMode) const;

    bool isOpen() const { return m_study->isOpen(); }
    QString error() const { return m_error; }

    // Closes the open profile and opens (creating when new) `name`; on failure nothing is open
    // and error() says why in one sentence.
    Q_INVOKABLE bool openProfile(const QString &name);
    Q_INVOKABLE void closeProfile();

    // Opens `name` as openProfile() does without holding up the window: the content pack is
    // read and checked on a worker thread while the event loop runs, then the profile (whose
    // SQLite connection belongs to this thread) is opened here. isOpening() until
    // openFinished(), which comes before openingChanged().
    Q_INVOKABLE void openProfileInBackground(const QString &name);
    bool isOpening() const { return m_opening; }

    // Gives the open profile a new name (the welcome's "What should we call you?"): closes it,
    // renames it (store::ProfileDirectory::rename: a blank or taken name is refused) and opens
    // it again, under the new name, or under the old one when the rename failed. Refused in
    // lab mode, where renaming is the teacher's. Returns why it failed in one sentence, else
    // an empty string (also when the name is the same).
    Q_INVOKABLE QString renameOpenProfile(const QString &newName);

signals:
    void openChanged();
    void errorChanged();
    void openingChanged();
    void openFinished(bool ok);
    // Every attempt to open a profile, with what it came to (the recovery offer follows it).
    void opened(const astrolabe::Study::Opening &opening);

private:
    bool openWithContent(const QString &name, const content::PackChoice &content);
    void setError(const QString &error);

    Study *m_study;
    Session *m_session;
    QString m_error;
    bool m_opening = false;
};

} // namespace astrolabe
