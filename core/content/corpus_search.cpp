#include "content/corpus_search.h"

#include "content/search_fold.h"

namespace astrolabe::content {

namespace {

void append(QString &text, const LocalizedText &part)
{
    text += QLatin1Char('\n') + searchFold(part.en) + QLatin1Char('\n') + searchFold(part.fa);
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
        append(entry.text, proposition.title);
        append(entry.text, proposition.statement);
        for (const ReadBlock &block : proposition.demonstration)
            if (block.type != ReadBlock::Type::Figure)
                append(entry.text, block.text);
        append(entry.text, proposition.corollary);
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
    if (entry.id.startsWith(m_folded))
        return true;
    for (const QString &word : m_words)
        if (!entry.text.contains(word))
            return false;
    return true;
}

} // namespace astrolabe::content
