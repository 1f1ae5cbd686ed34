#include "content/search_fold.h"

#include "content/persian_letter.h"

namespace astrolabe::content {

namespace {

bool isInvisible(char16_t c)
{
    return c == 0x200C || c == 0x200D       // zero-width non-joiner, joiner
        || c == 0x200E || c == 0x200F       // left-to-right, right-to-left marks
        || c == 0x061C                      // Arabic letter mark
        || (c >= 0x202A && c <= 0x202E)     // embeddings and overrides
        || (c >= 0x2066 && c <= 0x2069)     // isolates
        || c == 0x0640 || c == 0xFEFF;      // tatweel, zero-width no-break space
}

// Persian letters, and Persian and Arabic-Indic digits as Latin ones.
QChar foldedChar(QChar c)
{
    if (c.unicode() >= 0x06F0 && c.unicode() <= 0x06F9) // Persian digits
        return QChar(u'0' + (c.unicode() - 0x06F0));
    if (c.unicode() >= 0x0660 && c.unicode() <= 0x0669) // Arabic-Indic digits
        return QChar(u'0' + (c.unicode() - 0x0660));
    return persianLetter(c);
}

} // namespace

QString searchFold(const QString &text)
{
    const QString decomposed = text.normalized(QString::NormalizationForm_KD);
    QString folded;
    folded.reserve(decomposed.size());
    bool pendingSpace = false;
    for (const QChar c : decomposed) {
        if (c.isMark() || isInvisible(c.unicode()))
            continue;
        if (c.isSpace()) {
            pendingSpace = !folded.isEmpty();
            continue;
        }
        if (pendingSpace)
            folded += QLatin1Char(' ');
        pendingSpace = false;
        folded += foldedChar(c);
    }
    return folded.toCaseFolded();
}

} // namespace astrolabe::content
