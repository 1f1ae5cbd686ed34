#pragma once

#include "report/roster_check.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <functional>
#include <memory>

namespace astrolabe::store {
class ClassStore;
}

namespace astrolabe {

// The chosen class's roster in the teacher view: the names of the students the teacher
// expects a progress file from (typed one per line, or read from a CSV or text file), and who
// of them has handed one in, who has not, and who handed one in without being on it. Saving
// replaces the roster in the class file at once; undo puts back the one before.
class TeacherRoster : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The roster comes from TeacherClass.")
    Q_PROPERTY(bool hasRoster READ hasRoster NOTIFY changed)
    Q_PROPERTY(int expectedCount READ expectedCount NOTIFY changed)
    Q_PROPERTY(int handedInCount READ handedInCount NOTIFY changed)
    Q_PROPERTY(int missingCount READ missingCount NOTIFY changed)
    // "Handed in: 4 of 6 on the roster."; without a roster, what one is for.
    Q_PROPERTY(QString summary READ summary NOTIFY changed)
    // "Not handed in yet: Mina Jafari, Reza Karimi." or "Everyone on the roster has handed in
    // a file."; "" without a roster.
    Q_PROPERTY(QString missingText READ missingText NOTIFY changed)
    // "Not on the roster: Guest." ("" when every student is on it, or without a roster).
    Q_PROPERTY(QString unexpectedText READ unexpectedText NOTIFY changed)
    // The roster one name per line, as the editor shows it.
    Q_PROPERTY(QString namesText READ namesText NOTIFY changed)
    Q_PROPERTY(QString className READ className NOTIFY changed)
    // Why the last save or file was refused, in one sentence; "" after a success.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // After a save: "Saved the roster of 7B: 24 names.", until undone or saved again.
    Q_PROPERTY(QString undoText READ undoText NOTIFY undoChanged)

public:
    using Opener = std::function<std::unique_ptr<store::ClassStore>(QString *error)>;

    explicit TeacherRoster(QObject *parent = nullptr);
    void setOpener(Opener opener);
    // The chosen class's roster and students, checked (TeacherClass after each refresh).
    void setCheck(const QString &className, const QStringList &names,
                  const report::RosterCheck &check, const QString &language);

    bool hasRoster() const { return !m_names.isEmpty(); }
    int expectedCount() const { return int(m_check.expected.size()); }
    int handedInCount() const { return m_check.handedIn(); }
    int missingCount() const { return m_check.missing(); }
    QString summary() const;
    QString missingText() const;
    QString unexpectedText() const;
    QString namesText() const { return m_names.join(QLatin1Char('\n')); }
    QString className() const { return m_className; }
    QString error() const { return m_error; }
    QString undoText() const;

    // Saves the typed names (one per line; an empty text removes the roster).
    Q_INVOKABLE bool save(const QString &text);
    // The names of a roster file, one per line, for the editor (nothing is saved); "" with
    // `error` saying why when the file holds no list of names.
    Q_INVOKABLE QString namesFromFile(const QUrl &file);
    // Puts back the roster the last save replaced.
    Q_INVOKABLE bool undo();
    Q_INVOKABLE void clearError() { setError(QString()); }

signals:
    void changed();
    void errorChanged();
    void undoChanged();
    // The class file's roster changed: the teacher view checks it again.
    void saved();

private:
    // Replaces the roster of the class classId (0: the chosen one); className, before (the
    // names it replaced, when given) and writtenTo (the class's id, when given) say where.
    bool write(qint64 classId, const QStringList &names, QString *className,
               QStringList *before, qint64 *writtenTo);
    void setError(const QString &error);

    Opener m_open;
    QString m_className;
    QStringList m_names;
    report::RosterCheck m_check;
    QString m_language;
    QString m_error;
    // What undo puts back: the names before the last save, in the class saved to.
    bool m_undoPending = false;
    QStringList m_undoNames;
    qint64 m_undoClassId = 0;
    QString m_undoClassName;
    int m_undoSavedCount = 0;
};

} // namespace astrolabe
