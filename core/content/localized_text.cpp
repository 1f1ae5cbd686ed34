#include "content/localized_text.h"

namespace astrolabe::content {

namespace {

constexpr QChar kLeftToRightMark(0x200E);

bool startsNumber(const QString &text, int i)
{
    return i < text.size() && (text.at(i).isDigit() || text.at(i) == QChar(0x221E));
}

// In a right-to-left paragraph a neutral sign between Persian words and a Latin letter or digit
// takes the paragraph's direction, so "√d" would show as "d√" and "−1" as "1−". A left-to-right
// mark before the sign binds it to what follows.
QString bindSignsToTheirOperands(const QString &text)
{
    QString result;
    result.reserve(text.size() + 8);
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const bool root = c == QChar(0x221A);
        const bool minus = (c == QChar(0x2212) || c == QLatin1Char('-')) && startsNumber(text, i + 1);
        if ((root || minus) && (result.isEmpty() || result.back() != kLeftToRightMark))
            result += kLeftToRightMark;
        result += c;
        // "−∞" is all neutral signs: close it with a mark too, or the pair is reversed.
        if (c == QChar(0x221E) && result.size() >= 2
            && (result.at(result.size() - 2) == QChar(0x2212)
                || result.at(result.size() - 2) == QLatin1Char('-')))
            result += kLeftToRightMark;
    }
    return result;
}

// A Persian text whose first strong letter is Latin ("ALiBi ...", a formula first) would be laid
// out left to right; a right-to-left mark first keeps it a Persian paragraph.
QString startRightToLeft(const QString &text)
{
    for (const QChar c : text) {
        if (c.script() == QChar::Script_Arabic && c.isLetter())
            return text;
        if (c.isLetter() || c.unicode() == 0x2066 || c.isDigit())
            return QChar(0x200F) + text;
    }
    return text;
}

} // namespace

QString LocalizedText::text(const QString &language) const
{
    const bool persian = language.startsWith(QLatin1String("fa"));
    const QString &wanted = persian ? fa : en;
    if (wanted.isEmpty())
        return persian ? en : startRightToLeft(bindSignsToTheirOperands(fa));
    return persian ? startRightToLeft(bindSignsToTheirOperands(wanted)) : wanted;
}

} // namespace astrolabe::content
