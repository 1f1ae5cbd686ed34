#include "content/search_excerpt.h"

#include "content/search_fold.h"

#include <algorithm>

namespace astrolabe::content {

namespace {

// The range of `text` that the folded characters [from, to) came from.
TextRange originalRange(const FoldedText &folded, const QString &text, int from, int to)
{
    const int start = folded.origin.at(from);
    int end = folded.origin.at(to - 1) + 1;
    if (end < text.size() && text.at(end - 1).isHighSurrogate())
        ++end;
    // Marks and invisible characters right after the last letter belong to it (the kasra).
    while (end < text.size() && (text.at(end).isMark() || text.at(end).unicode() == 0x200C))
        ++end;
    return {start, end - start};
}

bool isIsolateOpening(QChar c)
{
    return c.unicode() >= 0x2066 && c.unicode() <= 0x2068;
}

// Drops the closings of isolates the passage did not open, closes those it leaves open.
QString balanceIsolates(const QString &passage)
{
    QString out;
    int open = 0;
    for (const QChar c : passage) {
        if (isIsolateOpening(c))
            ++open;
        else if (c.unicode() == 0x2069) {
            if (open == 0)
                continue;
            --open;
        }
        out += c;
    }
    out += QString(open, QChar(0x2069));
    return out;
}

} // namespace

QVector<TextRange> foldedMatches(const QString &text, const QStringList &foldedWords)
{
    const FoldedText folded = searchFoldMapped(text);
    QVector<TextRange> found;
    for (const QString &word : foldedWords) {
        if (word.isEmpty())
            continue;
        for (int at = folded.folded.indexOf(word); at >= 0;
             at = folded.folded.indexOf(word, at + word.size()))
            found << originalRange(folded, text, at, at + int(word.size()));
    }
    std::sort(found.begin(), found.end(),
              [](const TextRange &a, const TextRange &b) { return a.start < b.start; });
    QVector<TextRange> merged;
    for (const TextRange &range : found) {
        if (!merged.isEmpty() && range.start <= merged.last().start + merged.last().length) {
            TextRange &last = merged.last();
            last.length = std::max(last.length, range.start + range.length - last.start);
        } else {
            merged << range;
        }
    }
    return merged;
}

SearchExcerpt excerptAround(const QString &text, const QString &anchorWord,
                            const QStringList &foldedWords, int width)
{
    const FoldedText folded = searchFoldMapped(text);
    const int at = anchorWord.isEmpty() ? -1 : int(folded.folded.indexOf(anchorWord));
    if (at < 0)
        return {};
    const TextRange anchor = originalRange(folded, text, at, at + int(anchorWord.size()));

    int start = std::max(0, anchor.start - width / 3);
    int end = std::min(int(text.size()), std::max(start + width, anchor.start + anchor.length));
    // Cut at spaces: after the space before `start`, before the space after `end`.
    if (start > 0) {
        const int space = int(text.lastIndexOf(QLatin1Char(' '), start));
        start = space >= 0 ? space + 1 : 0;
    }
    if (end < text.size()) {
        const int space = int(text.indexOf(QLatin1Char(' '), end));
        end = space >= 0 ? space : int(text.size());
    }
    // Around the anchor, so a cut never falls inside it.
    start = std::min(start, anchor.start);
    end = std::max(end, anchor.start + anchor.length);

    const QString ellipsis(QChar(0x2026));
    const QString prefix = start > 0 ? ellipsis : QString();
    QString passage = balanceIsolates(text.mid(start, end - start).trimmed());
    SearchExcerpt excerpt;
    excerpt.text = prefix + passage + (end < text.size() ? ellipsis : QString());
    excerpt.marks = foldedMatches(excerpt.text, foldedWords);
    return excerpt;
}

} // namespace astrolabe::content
