#pragma once

#include <QString>
#include <QStringList>

namespace astrolabe::content {

// The words of a text as the glossary compares them: runs of letters and digits, a Persian word
// held together by its zero-width non-joiner («پرسش‌ها» is one word, not «پرسش» and «ها»), with
// the short vowels and other marks taken off («سرِ» reads «سر», «بُعد» reads «بعد»), Arabic
// ي and ك read as Persian ی and ک, and Latin letters in lower case. So «سر» never matches inside
// «سرعت» or «چندسَر», and each inflected form is a word of its own.
QStringList textWords(const QString &text);

// Where the word sequence `phrase` starts in `words` (every place, in order).
QVector<int> phrasePlaces(const QStringList &words, const QStringList &phrase);

} // namespace astrolabe::content
