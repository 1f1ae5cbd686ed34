#pragma once

#include "content/content_pack.h"
#include "content/search_excerpt.h"

#include <QString>
#include <QStringList>
#include <QVector>

namespace astrolabe::content {

// Finds propositions of a pack's corpus by what a learner types, in either language:
//  - a number ("43", "۴۳"): the proposition at that place in the corpus;
//  - the start of an id, in any case ("II.3.P01", "ii.3"): the propositions whose id starts so;
//  - otherwise words: a proposition matches when each word is found in its title, statement,
//    demonstration or corollary, English or Persian, compared after searchFold() (so case,
//    the kasra, the zero-width non-joiner and the direction marks do not count).
// An empty query (or one of spaces) matches everything. The texts are folded once, on
// construction; the pack need not outlive the search.
class CorpusSearch
{
public:
    CorpusSearch() = default;
    explicit CorpusSearch(const ContentPack &pack);

    void setQuery(const QString &query);
    QString query() const { return m_query; }
    bool isEmpty() const { return m_words.isEmpty(); }

    // Whether the proposition at `index` (0-based, corpus order) matches the query.
    bool matches(int index) const;
    int size() const { return static_cast<int>(m_entries.size()); }

    // Where the query's words stand in the title, in `language` ("en" or "fa"), of the
    // proposition at `index`; empty when the query is a number, the start of an id or nothing.
    QVector<TextRange> titleMarks(int index, const QString &language) const;
    // Why the proposition at `index` matched, when its title in `language` does not show every
    // word of the query: a passage around the first word the title lacks, from its statement,
    // demonstration or corollary in `language`, else from its title or text in the other
    // language (words typed in English in the Persian window), the words marked in it. Empty
    // when the title shows them all, or for a number or an id.
    SearchExcerpt excerpt(int index, const QString &language) const;

private:
    struct Entry
    {
        QString id; // folded
        QString text; // title, statement, demonstration and corollary in both languages, folded
        QString title[2]; // as written: English, Persian
        QString foldedTitle[2]; // the same, folded
        QStringList body[2]; // statement, the demonstration's texts and corollary, as written
    };

    // Whether the query is words (not a number or the start of this entry's id).
    bool byWords(const Entry &entry) const;

    QVector<Entry> m_entries;
    QString m_query;
    QString m_folded;
    QStringList m_words;
    bool m_byNumber = false; // the query is a number: a place in the corpus
    int m_number = 0;
};

} // namespace astrolabe::content
