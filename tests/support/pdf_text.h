#pragma once

// A PDF's text as pdftotext (poppler-utils) reads it, and a lenient match for Persian in it.

#include <QProcess>
#include <QString>
#include <QStringList>

namespace astrolabe::test {

inline QString pdfText(const QString &path)
{
    QProcess process;
    process.start(QStringLiteral("pdftotext"), {QStringLiteral("-enc"), QStringLiteral("UTF-8"),
                                                path, QStringLiteral("-")});
    process.waitForFinished(30000);
    return QString::fromUtf8(process.readAllStandardOutput()).simplified();
}

// What pdftotext gives back of Persian set in Vazirmatn: the letters in logical order, as
// Arabic presentation forms (NFKD maps them back), but without the letters that the font draws
// as one ligature glyph (e.g. the م of "می", one ی of "یی"): Qt 6.4's PDF writer maps a glyph to
// text through the font's character map, where ligatures have no entry. So Persian is compared
// by letters only, allowing one missing letter in four.
inline QString lettersOf(const QString &text)
{
    QString out;
    // NFKD, marks dropped; heh with yeh above (ۀ, one glyph in the font) decomposes to ە + ٔ.
    for (const QChar c : text.normalized(QString::NormalizationForm_KD))
        if (c.isLetterOrNumber())
            out += c == QChar(0x06D5) ? QChar(0x0647) : c;
    return out;
}

inline bool containsPersian(const QString &haystack, const QString &needle)
{
    const QString text = lettersOf(haystack);
    const QString word = lettersOf(needle);
    const int allowed = int(word.size()) / 4;
    for (int start = 0; start < text.size(); ++start) {
        int p = start, missing = 0;
        for (int j = 0; j < word.size() && missing <= allowed; ++j) {
            if (p < text.size() && text.at(p) == word.at(j))
                ++p;
            else
                ++missing;
        }
        if (missing <= allowed && p - start >= word.size() - allowed)
            return true;
    }
    return false;
}

} // namespace astrolabe::test
