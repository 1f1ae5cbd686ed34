#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

namespace astrolabe::content {

// A stretch of a text: `length` characters from `start`.
struct TextRange
{
    int start = 0;
    int length = 0;

    bool operator==(const TextRange &other) const
    {
        return start == other.start && length == other.length;
    }
};

// Where the search's words (already passed through searchFold()) occur in `text`, as ranges of
// `text` itself: "Softmax" in "the softmax of q·k" with the word "softmax" is {4, 7}, and
// «پرسوجو» finds «پرس‌وجوی» with its zero-width non-joiner. In text order; overlapping ranges
// (two words that share letters) are merged.
QVector<TextRange> foldedMatches(const QString &text, const QStringList &foldedWords);

// A passage of a text that shows where a search matched it, for a list of results.
struct SearchExcerpt
{
    QString text;             // the passage, cut at spaces; "…" where it was cut
    QVector<TextRange> marks; // where the words stand in `text`

    bool isEmpty() const { return text.isEmpty(); }
};

// About `width` characters of `text` around the first place where `anchorWord` (folded)
// occurs, a third of them before it; every word of `foldedWords` marked inside. The passage is
// cut at spaces, starts and ends with "…" where the text goes on, and never leaves a direction
// isolate (U+2066-U+2069) open or closes one it did not open. Empty when `anchorWord` does not
// occur.
SearchExcerpt excerptAround(const QString &text, const QString &anchorWord,
                            const QStringList &foldedWords, int width = 110);

} // namespace astrolabe::content
