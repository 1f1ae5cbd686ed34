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

// Each character (a surrogate pair as one) is decomposed and folded on its own: marks, the only
// characters that canonical ordering moves, are dropped anyway, and case folding works a
// character at a time, so this is the fold of the whole text.
FoldedText searchFoldMapped(const QString &text)
{
    FoldedText out;
    out.folded.reserve(text.size());
    out.origin.reserve(text.size());
    bool pendingSpace = false;
    int pendingAt = 0;
    for (int i = 0; i < text.size();) {
        const int width = text.at(i).isHighSurrogate() && i + 1 < text.size()
                              && text.at(i + 1).isLowSurrogate() ? 2 : 1;
        const QString decomposed =
            text.mid(i, width).normalized(QString::NormalizationForm_KD);
        QString piece; // this character's letters, case folded together
        const auto flush = [&] {
            for (const QChar f : piece.toCaseFolded()) {
                out.folded += f;
                out.origin << i;
            }
            piece.clear();
        };
        for (const QChar c : decomposed) {
            if (c.isMark() || isInvisible(c.unicode()))
                continue;
            if (c.isSpace()) {
                flush();
                if (!pendingSpace)
                    pendingAt = i;
                pendingSpace = !out.folded.isEmpty();
                continue;
            }
            if (pendingSpace) {
                out.folded += QLatin1Char(' ');
                out.origin << pendingAt;
            }
            pendingSpace = false;
            piece += foldedChar(c);
        }
        flush();
        i += width;
    }
    return out;
}

QString searchFold(const QString &text)
{
    return searchFoldMapped(text).folded;
}

} // namespace astrolabe::content
