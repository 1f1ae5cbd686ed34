#include "content/text_words.h"

#include "content/persian_letter.h"

#include <QVector>

namespace astrolabe::content {

namespace {

constexpr char16_t zeroWidthNonJoiner = 0x200C;
constexpr char16_t tatweel = 0x0640;

} // namespace

QStringList textWords(const QString &text)
{
    QStringList words;
    QString word;
    for (const QChar c : text) {
        if (c.isMark() || c.unicode() == tatweel)
            continue;
        if (c.isLetterOrNumber() || (c.unicode() == zeroWidthNonJoiner && !word.isEmpty())) {
            word += persianLetter(c).toLower();
            continue;
        }
        if (!word.isEmpty())
            words << word;
        word.clear();
    }
    if (!word.isEmpty())
        words << word;
    for (QString &w : words)
        while (w.endsWith(QChar(zeroWidthNonJoiner)))
            w.chop(1);
    return words;
}

QVector<int> phrasePlaces(const QStringList &words, const QStringList &phrase)
{
    QVector<int> places;
    if (phrase.isEmpty())
        return places;
    for (int i = 0; i + phrase.size() <= words.size(); ++i) {
        bool same = true;
        for (int j = 0; j < phrase.size() && same; ++j)
            same = words.at(i + j) == phrase.at(j);
        if (same)
            places << i;
    }
    return places;
}

} // namespace astrolabe::content
