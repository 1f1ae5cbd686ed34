#pragma once

#include "report/worksheet_key.h"
#include "report/worksheet_marking.h"
#include "study_link.h"

#include <QMap>
#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace astrolabe {

// The teacher view's "Mark sheets…": a worksheet key (the KEY.json printed beside the key's
// PDF) opened, one student's written answers typed in, marked question by question with the
// app's answer parser and checker (report::markStudent); the marks of every student marked so
// far saved as CSV, as `astrolabe worksheet mark` writes them. Nothing is written into a
// learner's profile.
class WorksheetMarker : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(astrolabe::Study *study READ study WRITE setStudy NOTIFY studyChanged REQUIRED)
    // The key's file name ("" before one is opened) and its students' names.
    Q_PROPERTY(QString keyName READ keyName NOTIFY keyChanged)
    Q_PROPERTY(QStringList students READ students NOTIFY keyChanged)
    // The last marking: per question a sentence ("Right", "Wrong: the key says 0.84", ...),
    // and the total ("3 of 4 right").
    Q_PROPERTY(QStringList results READ results NOTIFY marked)
    Q_PROPERTY(QList<bool> rightAnswers READ rightAnswers NOTIFY marked)
    Q_PROPERTY(QString summary READ summary NOTIFY marked)
    Q_PROPERTY(int markedCount READ markedCount NOTIFY marked)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)

public:
    explicit WorksheetMarker(QObject *parent = nullptr);

    QString keyName() const { return m_keyName; }
    QStringList students() const;
    QStringList results() const { return m_results; }
    QList<bool> rightAnswers() const { return m_right; }
    QString summary() const { return m_summary; }
    int markedCount() const { return int(m_marks.size()); }
    QString error() const { return m_error; }

    // Opens a key; false with `error` (the key in use stays) when it cannot be read.
    Q_INVOKABLE bool openKey(const QUrl &file);
    // How many questions student `index`'s sheet has (0 for no such student).
    Q_INVOKABLE int questionCount(int index) const;
    // Marks student `index`'s answers (one text per question, "" for a blank one).
    Q_INVOKABLE bool mark(int index, const QStringList &answers);
    // "marks.csv" beside the key.
    Q_INVOKABLE QString suggestedFileName() const;
    // Writes the marks of every student marked so far; false with `error`.
    Q_INVOKABLE bool saveMarks(const QUrl &file);
    // Forgets the last marking's results (another student is chosen); the marks stay.
    Q_INVOKABLE void clearResults();

    Study *study() const { return m_study.get(); }
    void setStudy(Study *study);

signals:
    void studyChanged();
    void keyChanged();
    void marked();
    void errorChanged();

private:
    bool fail(const QString &error);

    std::optional<report::WorksheetKey> m_key;
    QString m_keyName;
    QStringList m_results;
    QList<bool> m_right;
    QString m_summary;
    QMap<int, report::StudentMarks> m_marks; // by the key's student index
    QString m_error;
    StudyLink m_study{this, [] {}};
};

} // namespace astrolabe
