#include "content/corpus_search.h"

#include "content/search_fold.h"

#include <algorithm>

namespace astrolabe::content {

namespace {

void append(QString &text, const LocalizedText &part)
{
    text += QLatin1Char('\n') + searchFold(part.en) + QLatin1Char('\n') + searchFold(part.fa);
}

int languageSlot(const QString &language)
{
    return language == QLatin1String("fa") ? 1 : 0;
}

bool isNumber(const QString &folded)
{
    if (folded.isEmpty() || folded.size() > 6)
        return false;
    for (const QChar c : folded)
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return false;
    return true;
}

} // namespace

CorpusSearch::CorpusSearch(const ContentPack &pack)
{
    m_entries.reserve(pack.propositionCount());
    for (const Proposition &proposition : pack.propositions()) {
        Entry entry;
        entry.id = searchFold(proposition.id);
        QVector<LocalizedText> body{proposition.statement};
        for (const ReadBlock &block : proposition.demonstration)
            if (block.type != ReadBlock::Type::Figure)
                body << block.text;
        body << proposition.corollary;
        append(entry.text, proposition.title);
        entry.title[0] = proposition.title.en;
        entry.title[1] = proposition.title.fa;
        entry.foldedTitle[0] = searchFold(entry.title[0]);
        entry.foldedTitle[1] = searchFold(entry.title[1]);
        for (const LocalizedText &part : body) {
            append(entry.text, part);
            entry.body[0] << part.en;
            entry.body[1] << part.fa;
        }
        m_entries << entry;
    }
}

void CorpusSearch::setQuery(const QString &query)
{
    m_query = query;
    m_folded = searchFold(query).trimmed();
    m_words = m_folded.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    m_byNumber = isNumber(m_folded);
    m_number = m_byNumber ? m_folded.toInt() : 0;
}

bool CorpusSearch::matches(int index) const
{
    if (index < 0 || index >= m_entries.size())
        return false;
    if (m_words.isEmpty())
        return true;
    if (m_byNumber)
        return index + 1 == m_number;
    const Entry &entry = m_entries.at(index);
    if (!byWords(entry))
        return true;
    for (const QString &word : m_words)
        if (!entry.text.contains(word))
            return false;
    return true;
}

bool CorpusSearch::byWords(const Entry &entry) const
{
    return !m_words.isEmpty() && !m_byNumber && !entry.id.startsWith(m_folded);
}

QVector<TextRange> CorpusSearch::titleMarks(int index, const QString &language) const
{
    if (index < 0 || index >= m_entries.size() || !byWords(m_entries.at(index)))
        return {};
    return foldedMatches(m_entries.at(index).title[languageSlot(language)], m_words);
}

SearchExcerpt CorpusSearch::excerpt(int index, const QString &language) const
{
    if (index < 0 || index >= m_entries.size() || !byWords(m_entries.at(index)))
        return {};
    const Entry &entry = m_entries.at(index);
    const int first = languageSlot(language);
    const QString &title = entry.foldedTitle[first];
    const auto missing = std::find_if(m_words.cbegin(), m_words.cend(), [&](const QString &word) {
        return !title.contains(word);
    });
    if (missing == m_words.cend())
        return {};
    const int other = 1 - first;
    QStringList places = entry.body[first];
    places << entry.title[other] << entry.body[other];
    for (const QString &place : places) {
        const SearchExcerpt found = excerptAround(place, *missing, m_words);
        if (!found.isEmpty())
            return found;
    }
    return {};
}

} // namespace astrolabe::content
