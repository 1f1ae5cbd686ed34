#pragma once

#include "study_link.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

namespace astrolabe {

namespace content {
struct Proposition;
}

// One proposition of the corpus as the browser's detail side shows it, in a language, and the
// browser's history: follow() opens another proposition and remembers this one, back() returns.
// Depends on / used by are {propositionId, title} entries; problems are grouped by lesson as
// {lessonId, lessonTitle, questionNumbers} (1-based places of the questions in their lesson).
class PropositionView : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // The study it shows: App.study.
    Q_PROPERTY(astrolabe::Study *study READ study WRITE setStudy NOTIFY studyChanged REQUIRED)
    // Setting it opens a proposition without touching the history; empty or unknown: the first.
    Q_PROPERTY(QString propositionId READ propositionId WRITE setPropositionId NOTIFY propositionIdChanged)
    Q_PROPERTY(QString language READ language NOTIFY languageChanged) // the study's
    Q_PROPERTY(bool canGoBack READ canGoBack NOTIFY historyChanged)
    Q_PROPERTY(int number READ number NOTIFY propositionIdChanged)
    Q_PROPERTY(int count READ count NOTIFY studyChanged)
    // What the id and the number say: "Chapter II, section 3, proposition 1 · 43 of 86 in
    // the corpus" (in the interface language).
    Q_PROPERTY(QString placeText READ placeText NOTIFY contentChanged)
    Q_PROPERTY(QString chapterId READ chapterId NOTIFY propositionIdChanged)
    Q_PROPERTY(QString chapterTitle READ chapterTitle NOTIFY contentChanged)
    Q_PROPERTY(QString title READ title NOTIFY contentChanged)
    Q_PROPERTY(QString statement READ statement NOTIFY contentChanged)
    Q_PROPERTY(QString corollary READ corollary NOTIFY contentChanged)
    Q_PROPERTY(QString figureKind READ figureKind NOTIFY contentChanged)
    Q_PROPERTY(QString figureCaption READ figureCaption NOTIFY contentChanged)
    // The figure's spec as the pack writes it: {"figure": kind, inputs..., "caption": text}.
    Q_PROPERTY(QVariantMap figureSpec READ figureSpec NOTIFY contentChanged)
    // Blocks {kind: "heading"|"paragraph"|"formula"|"figure", text, figure (a spec)}.
    Q_PROPERTY(QVariantList demonstration READ demonstration NOTIFY contentChanged)
    Q_PROPERTY(QStringList sources READ sources NOTIFY contentChanged)
    Q_PROPERTY(QVariantList dependsOn READ dependsOn NOTIFY contentChanged)
    Q_PROPERTY(QVariantList usedBy READ usedBy NOTIFY contentChanged)
    Q_PROPERTY(QVariantList problems READ problems NOTIFY contentChanged)

public:
    explicit PropositionView(QObject *parent = nullptr);

    QString propositionId() const { return m_propositionId; }
    void setPropositionId(const QString &id);
    QString language() const { return m_language; }
    bool canGoBack() const { return !m_history.isEmpty(); }

    int number() const;
    int count() const;
    QString placeText() const;
    QString chapterId() const;
    QString chapterTitle() const;
    QString title() const;
    QString statement() const;
    QString corollary() const;
    QString figureKind() const;
    QString figureCaption() const;
    QVariantMap figureSpec() const;
    QVariantList demonstration() const;
    QStringList sources() const;
    QVariantList dependsOn() const;
    QVariantList usedBy() const;
    QVariantList problems() const;

    // Opens another proposition and remembers the current one for back(). Returns false (and
    // changes nothing) for an unknown id or the one already shown.
    Q_INVOKABLE bool follow(const QString &id);
    // Returns to the proposition shown before the last follow(). False when there is none.
    Q_INVOKABLE bool back();

    Study *study() const { return m_study.get(); }
    void setStudy(Study *study);

signals:
    void studyChanged();
    void propositionIdChanged();
    void languageChanged();
    void historyChanged();
    void contentChanged();

private:
    const content::Proposition *current() const;
    QVariantList links(const QStringList &ids) const;
    void show(const QString &id);

    QString m_propositionId;
    QString m_requestedId; // what was asked for, shown again once the study is set
    QString m_language = QStringLiteral("en");
    QStringList m_history;
    void setLanguage(const QString &language);
    StudyLink m_study{this, [] {},
                      [this] { setLanguage(m_study.language()); }};
};

} // namespace astrolabe
