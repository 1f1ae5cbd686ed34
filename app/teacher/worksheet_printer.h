#pragma once

#include "study_link.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QVector>

namespace astrolabe {

// The teacher view's "Print worksheets…": sheets with fresh numbers for each student of a
// lesson or a chapter (report::WorksheetPlan), for the names typed or those of the chosen
// class, in a language, written as `astrolabe worksheet` writes them: the sheets to the file
// chosen, the key beside it (NAME-key.pdf) with its data for marking (NAME-key.json). The
// numbers come from the day's seed, so printing again the same day gives the same sheets.
class WorksheetPrinter : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(astrolabe::Study *study READ study WRITE setStudy NOTIFY studyChanged REQUIRED)
    // The parts of the course that have questions with numbers: each chapter, then its lessons
    // ("Chapter II · Attention as weights", "Softmax: from scores to weights"), in course order.
    Q_PROPERTY(QStringList scopeTitles READ scopeTitles NOTIFY scopesChanged)
    Q_PROPERTY(int scopeIndex READ scopeIndex WRITE setScopeIndex NOTIFY scopeChanged)
    // How many questions with numbers the chosen part has: the sheet's default count.
    Q_PROPERTY(int scopeQuestions READ scopeQuestions NOTIFY scopeChanged)
    Q_PROPERTY(int maxCount READ maxCount CONSTANT)
    // "worksheet-softmax.pdf", "worksheet-chapter-II.pdf": the save dialog's first name.
    Q_PROPERTY(QString suggestedFileName READ suggestedFileName NOTIFY scopeChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    Q_PROPERTY(QString savedText READ savedText NOTIFY savedChanged)

public:
    explicit WorksheetPrinter(QObject *parent = nullptr);

    QStringList scopeTitles() const { return m_titles; }
    int scopeIndex() const { return m_index; }
    void setScopeIndex(int index);
    int scopeQuestions() const;
    int maxCount() const;
    QString error() const { return m_error; }
    QString savedText() const { return m_savedText; }

    // The names of the chosen class's imported students, one a line ("" when there are none).
    Q_INVOKABLE QString classNames() const;
    // The chosen class's name ("" when it has none).
    Q_INVOKABLE QString className() const;
    QString suggestedFileName() const;
    // How many sheets the names typed give (as write() splits them).
    Q_INVOKABLE int nameCount(const QString &names) const;
    // Writes the sheets of `names` (one a line or separated by commas), `count` questions each,
    // in `language`, to `file`, and the key beside it; false with `error` in one sentence, and
    // nothing written, on any problem.
    Q_INVOKABLE bool write(const QUrl &file, const QString &names, int count,
                           const QString &language, const QString &className);
    // Opens the folder the sheets went to; false with `error` when none would open.
    Q_INVOKABLE bool showSavedFolder();
    Q_INVOKABLE void clearError();

    Study *study() const { return m_study.get(); }
    void setStudy(Study *study);

signals:
    void studyChanged();
    void scopesChanged();
    void scopeChanged();
    void errorChanged();
    void savedChanged();

private:
    struct Scope
    {
        QString lessonId;
        QString chapterId;
        int questions = 0;
        bool operator==(const Scope &other) const
        {
            return lessonId == other.lessonId && chapterId == other.chapterId
                && questions == other.questions;
        }
    };
    void readScopes();
    bool fail(const QString &error);

    QVector<Scope> m_scopes;
    QStringList m_titles;
    int m_index = 0;
    QString m_error;
    QString m_savedText;
    QString m_savedPath;
    // A profile of another course changes the parts; the language, their titles.
    StudyLink m_study{this, [this] { readScopes(); }, [this] { readScopes(); }};
};

} // namespace astrolabe
