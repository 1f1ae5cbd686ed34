#pragma once

#include "study_link.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QUrl>

namespace astrolabe {

// "Export my progress": writes the open profile's progress file (name, student id, course and
// the whole review log, with its checksum) where the student chooses, for their teacher.
class ProgressExporter : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // The study it shows: App.study.
    Q_PROPERTY(astrolabe::Study *study READ study WRITE setStudy NOTIFY studyChanged REQUIRED)
    // The file name offered: the profile's name, "-progress.json".
    Q_PROPERTY(QString suggestedFileName READ suggestedFileName NOTIFY studyChanged)
    // What the last export did, in one sentence; empty before the first.
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    Q_PROPERTY(bool failed READ failed NOTIFY messageChanged)

public:
    explicit ProgressExporter(QObject *parent = nullptr);

    QString suggestedFileName() const;
    QString message() const { return m_message; }
    bool failed() const { return m_failed; }

    Q_INVOKABLE bool exportTo(const QUrl &file);

    Study *study() const { return m_study.get(); }
    void setStudy(Study *study);

signals:
    void studyChanged();
    void messageChanged();

private:
    void setMessage(const QString &message, bool failed);

    QString m_message;
    bool m_failed = false;
    StudyLink m_study{this, [] {}};
};

} // namespace astrolabe
