#pragma once

#include "study_link.h"

#include "content/corpus_search.h"

#include <QQmlEngine>
#include <QSortFilterProxyModel>
#include <QString>
#include <QVariantList>

namespace astrolabe {

namespace content {
class ContentPack;
}

// The corpus list as the learner narrows it: the rows of a CorpusModel (its sourceModel) whose
// proposition matches the search field (a number, the start of an id, or words of the title or
// text in either language; see content::CorpusSearch) and lies in the chosen chapter. Says how
// many match, in the interface language's digits, and why each matched: the words marked in
// its title and, when the title lacks one, a passage of its text.
class CorpusFilter : public QSortFilterProxyModel
{
    Q_OBJECT
    QML_ELEMENT
    // The study it shows: App.study.
    Q_PROPERTY(astrolabe::Study *study READ study WRITE setStudy NOTIFY studyChanged REQUIRED)
    // The colour the matched words are drawn in ("#f5c96a"); they are bold as well.
    Q_PROPERTY(QString markColor READ markColor WRITE setMarkColor NOTIFY marksChanged)
    Q_PROPERTY(QString query READ query WRITE setQuery NOTIFY queryChanged)
    // A chapter id ("I", "II", ...); empty: every chapter.
    Q_PROPERTY(QString chapterId READ chapterId WRITE setChapterId NOTIFY chapterIdChanged)
    // "en" or "fa": the language of the texts below (both languages are always searched).
    Q_PROPERTY(QString language READ language NOTIFY languageChanged) // the study's
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(int total READ total NOTIFY countChanged)
    // True while a query or a chapter narrows the list.
    Q_PROPERTY(bool filtering READ filtering NOTIFY textsChanged)
    // "3 of 25" / "۳ از ۲۵".
    Q_PROPERTY(QString countText READ countText NOTIFY textsChanged)
    // One sentence for an empty list; empty while something matches.
    Q_PROPERTY(QString emptyText READ emptyText NOTIFY textsChanged)
    // The chapter filter's entries {chapterId, text}: "All chapters" (chapterId ""), then each
    // chapter that has propositions, "II · Learned attention".
    Q_PROPERTY(QVariantList chapterChoices READ chapterChoices NOTIFY chapterChoicesChanged)

public:
    // Beyond the CorpusModel's roles.
    enum Role {
        // The title in the filter's language as styled text, the query's words marked.
        TitleMarkupRole = Qt::UserRole + 100,
        // A passage of the text that shows why the proposition matched (see
        // content::CorpusSearch::excerpt) as styled text; empty when the title shows it.
        ExcerptMarkupRole,
        // The same passage as plain text, for screen readers.
        ExcerptRole,
    };
    Q_ENUM(Role)

    explicit CorpusFilter(QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    QString markColor() const { return m_markColor; }
    void setMarkColor(const QString &color);

    QString query() const { return m_search.query(); }
    void setQuery(const QString &query);
    QString chapterId() const { return m_chapterId; }
    void setChapterId(const QString &chapterId);
    QString language() const { return m_language; }

    int count() const { return rowCount(); }
    int total() const;
    bool filtering() const { return !m_search.isEmpty() || !m_chapterId.isEmpty(); }
    QString countText() const;
    QString emptyText() const;
    QVariantList chapterChoices() const;

    // The row of a proposition in the narrowed list, -1 when it is filtered out or unknown.
    Q_INVOKABLE int rowOf(const QString &propositionId) const;
    Q_INVOKABLE QString idAt(int row) const;

    Study *study() const { return m_study.get(); }
    void setStudy(Study *study);

signals:
    void studyChanged();
    void chapterChoicesChanged(); // another study or language
    void queryChanged();
    void chapterIdChanged();
    void languageChanged();
    void countChanged();
    void textsChanged();
    void marksChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    void refilter();
    // The marks and passages of every row shown are new (another query or language).
    void remark();
    // The place in the corpus (0-based) of the proposition of a row of the source model.
    int placeOf(int sourceRow) const;
    // Rebuilds the folded texts when the current pack is not the one they were made from.
    void followPack() const;

    mutable content::CorpusSearch m_search;
    mutable const content::ContentPack *m_searchPack = nullptr;
    QString m_chapterId;
    QString m_language = QStringLiteral("en");
    QString m_markColor = QStringLiteral("#f5c96a");
    bool m_refiltering = false;
    void setLanguage(const QString &language);
    StudyLink m_study{this, [] {},
                      [this] { setLanguage(m_study.language()); }};
};

} // namespace astrolabe
