#pragma once

#include <QString>
#include <QVector>

namespace astrolabe::content {

// A text as the corpus search compares it, so that what a learner types finds what the page
// shows. After compatibility decomposition (NFKD), marks are taken off (the kasra of «نگاشتِ»,
// the other short vowels, the accents of "é"; "ᵢ" reads "i", "²" reads "2"); the invisible
// characters are dropped (zero-width non-joiner and joiner, the direction marks U+200E, U+200F,
// U+061C, the embeddings and isolates U+202A-U+202E and U+2066-U+2069, tatweel); Arabic ي and ك
// read as Persian ی and ک, Persian and Arabic-Indic digits as Latin ones; letters are case
// folded and every run of white space is one space. «پرس‌وجو», «پرسوجو» and «پرس‌وجوِ» all
// fold to «پرسوجو».
QString searchFold(const QString &text);

// searchFold(text), with where each of its characters came from: origin[i] is the index in
// `text` of the character that folded into folded[i] (so a match found in the folded text can
// be shown in the text itself).
struct FoldedText
{
    QString folded;
    QVector<int> origin;
};
FoldedText searchFoldMapped(const QString &text);

} // namespace astrolabe::content
