#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>

namespace astrolabe {

// The lab setting of this data folder, as the settings page changes it: whether the window
// starts in lab mode (`lab/mode` in <data>/astrolabe.ini, read at start-up next to --lab and the
// lab-wide defaults file). The page offers it only once a teacher PIN is set.
class LabSettings : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool savedLabMode READ savedLabMode WRITE setSavedLabMode NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)

public:
    explicit LabSettings(QObject *parent = nullptr);

    bool savedLabMode() const;
    void setSavedLabMode(bool on);
    QString error() const { return m_error; }

signals:
    void changed();

private:
    QString settingsPath() const;

    QString m_error;
};

} // namespace astrolabe
