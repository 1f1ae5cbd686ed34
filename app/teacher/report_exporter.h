#pragma once

#include "study_link.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QUrl>

namespace astrolabe {

// Writes reports from the window: the open learner's progress report, and the class report of
// the students the teacher imported, to a file the user chose (.pdf or .csv, by its name), in
// the interface's language, over the period [fromMs, toMs) (Unix ms; 0 leaves that end open, so
// by default everything up to now). Each call writes the
// whole file or leaves it untouched; `error` says why in one sentence, `savedPath` where the
// last report went.
class ReportExporter : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // The study it shows: App.study.
    Q_PROPERTY(astrolabe::Study *study READ study WRITE setStudy NOTIFY studyChanged REQUIRED)
    Q_PROPERTY(qint64 fromMs READ fromMs WRITE setFromMs NOTIFY periodChanged)
    Q_PROPERTY(qint64 toMs READ toMs WRITE setToMs NOTIFY periodChanged)
    // The class report also sets the period against the same number of days before it (the
    // teacher view's comparison); ignored for "all time" and for a student's report.
    Q_PROPERTY(bool compare READ compare WRITE setCompare NOTIFY compareChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    Q_PROPERTY(QString savedPath READ savedPath NOTIFY savedPathChanged)
    // savedPath for a sentence: kept left to right inside Persian text.
    Q_PROPERTY(QString savedPathText READ savedPathText NOTIFY savedPathChanged)

public:
    explicit ReportExporter(QObject *parent = nullptr);

    qint64 fromMs() const { return m_fromMs; }
    void setFromMs(qint64 ms);
    qint64 toMs() const { return m_toMs; }
    void setToMs(qint64 ms);
    bool compare() const { return m_compare; }
    void setCompare(bool compare);
    QString error() const { return m_error; }
    QString savedPath() const { return m_savedPath; }
    QString savedPathText() const;

    Q_INVOKABLE bool writeStudentReport(const QUrl &file);
    Q_INVOKABLE bool writeClassReport(const QUrl &file);
    // One student of the chosen class, from their imported progress (by profile id), over the
    // same period: the report a learner writes of themselves.
    Q_INVOKABLE bool writeImportedStudentReport(const QString &studentId, const QUrl &file);
    // "<name>-report.<extension>" with the name's other signs as "-".
    Q_INVOKABLE QString fileNameFor(const QString &name, const QString &extension) const;
    // After a report was written: open it in the program the desktop uses for its type (a PDF
    // viewer prints it too), or open the folder it is in. False, with `error` saying so in one
    // sentence, when no program would open it (or nothing was written yet).
    Q_INVOKABLE bool openSaved();
    Q_INVOKABLE bool showSavedFolder();
    // A file name to offer in the save dialog: "<name>-report.pdf" / "class-report.csv".
    Q_INVOKABLE QString suggestedFileName(bool classReport, const QString &extension) const;

    Study *study() const { return m_study.get(); }
    void setStudy(Study *study);

signals:
    void studyChanged();
    void periodChanged();
    void compareChanged();
    void errorChanged();
    void savedPathChanged();

private:
    bool finish(bool ok, const QString &path, const QString &error);
    bool openLocal(const QString &path);

    qint64 m_fromMs = 0;
    qint64 m_toMs = 0;
    bool m_compare = false;
    QString m_error;
    QString m_savedPath;
    StudyLink m_study{this, [] {}};
};

} // namespace astrolabe
