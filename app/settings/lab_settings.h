#pragma once

#include "session.h"
#include "study_link.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>

namespace astrolabe {

// Lab mode as the settings page shows and switches it: saved in this data folder (`lab/mode`
// in <data>/astrolabe.ini, read at start-up next to --lab and the lab files) and applied to the
// running window at once. Lab mode needs a teacher PIN, and lab mode turned on by a lab file
// (security::LabDefaults) cannot be turned off here.
class LabSettings : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // The study it shows: App.study.
    Q_PROPERTY(astrolabe::Study *study READ study WRITE setStudy NOTIFY studyChanged REQUIRED)
    // The window's session, whose lab mode a switch applies at once: App.session.
    Q_PROPERTY(astrolabe::Session *session MEMBER m_session NOTIFY sessionChanged REQUIRED)
    Q_PROPERTY(bool savedLabMode READ savedLabMode NOTIFY changed)
    // A lab file turns lab mode on for the whole computer; labFile names it.
    Q_PROPERTY(bool labFileMode READ labFileMode NOTIFY changed)
    Q_PROPERTY(QString labFile READ labFile NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)

public:
    explicit LabSettings(QObject *parent = nullptr);

    bool savedLabMode() const;
    bool labFileMode() const;
    QString labFile() const;
    QString error() const { return m_error; }

    // Saves lab mode on or off for this data folder and switches the window; false (error()
    // says why) without a PIN, when a lab file keeps it on, or when the file cannot be written.
    Q_INVOKABLE bool switchLabMode(bool on);

    Study *study() const { return m_study.get(); }
    void setStudy(Study *study);

signals:
    void studyChanged();
    void sessionChanged();
    void changed();

private:
    QString settingsPath() const;
    bool fail(const QString &error);

    QString m_error;
    Session *m_session = nullptr;
    StudyLink m_study{this, [] {}};
};

} // namespace astrolabe
