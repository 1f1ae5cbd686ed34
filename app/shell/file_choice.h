#pragma once

#include "study.h"

#include <QObject>
#include <QPointer>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace astrolabe {

// What the window's file dialogs need besides Qt's dialog: the folder they start in, the file
// a save dialog really writes, the question before replacing a file, name filters that read
// well in Persian, and whether Qt's own dialog can be shown at all. One per QML engine, so the
// last folder used is remembered for the session.
class FileChoice : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // The last folder a dialog went to in this session; before that the user's Documents folder
    // when it exists, else their home folder.
    Q_PROPERTY(QUrl startFolder READ startFolder NOTIFY startFolderChanged)
    // Why no file dialog can be shown, in one sentence; "" when they can.
    Q_PROPERTY(QString unavailableReason READ unavailableReason CONSTANT)

public:
    // No default constructor: Qt 6.4 would make the QML singleton with it instead of create().
    // Without an engine (tests), the dialogs count as available. Its texts follow the study's
    // language (English without one).
    explicit FileChoice(QQmlEngine *engine, const Study *study = nullptr, QObject *parent = nullptr);
    static FileChoice *create(QQmlEngine *engine, QJSEngine *);

    QUrl startFolder() const;
    QString unavailableReason() const { return m_unavailableReason; }

    // Remembers the folder of a chosen file (or a chosen folder itself) as the next start.
    Q_INVOKABLE void remember(const QUrl &fileOrFolder);
    // The file (a file: URL) a save dialog writes when the user chose `chosen` (a file: URL,
    // or the bare path Qt 6.4's dialog gives for a typed name) with the name filter at
    // filterIndex, whose extension is extensions[filterIndex] (e.g. {"pdf", "csv"}): the
    // filter decides the extension (see savePath()).
    Q_INVOKABLE QUrl savePath(const QUrl &chosen, const QStringList &extensions,
                              int filterIndex) const;
    Q_INVOKABLE bool exists(const QUrl &file) const;
    // The folder that holds `folder`; an empty URL for the top of the file system.
    Q_INVOKABLE QUrl parentFolder(const QUrl &folder) const;
    // "A file named X already exists. Replace it?"
    Q_INVOKABLE QString replaceQuestion(const QUrl &file) const;
    // A name filter for Qt's dialog, "label (pattern)", with the pattern kept left to right in
    // a right-to-left interface so it reads "(*.pdf)", not "(pdf.*)".
    Q_INVOKABLE QString nameFilter(const QString &label, const QString &pattern) const;

    // The rule of savePath(), on a local path: the name keeps its extension when it is the
    // filter's; one of the other filters' extensions is replaced by it; otherwise (no
    // extension, or one no filter has: "notes.v2") the filter's extension is added.
    static QString savePath(const QString &chosen, const QStringList &extensions, int index);
    // Why Qt's own (non-native) file dialog cannot be made with this engine, or "" (in
    // `language`: "en" or "fa").
    static QString unavailableReasonFor(QQmlEngine *engine,
                                        const QString &language = QStringLiteral("en"));

signals:
    void startFolderChanged();

private:
    QString m_lastFolder;
    QString language() const;

    QString m_unavailableReason;
    QPointer<const Study> m_study;
};

} // namespace astrolabe
