#include "sql_scan.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>

namespace astrolabe::test {

namespace {

bool isIdentifierChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_');
}

// Reads the literals of one source text: a small lexer that knows comments, numbers (C++'s
// digit separators 1'000 are not quotes), character literals and every kind of string literal.
class LiteralReader
{
public:
    LiteralReader(const QString &source, SourceLanguage language)
        : m_s(source), m_language(language)
    {
    }

    QList<SqlLiteral> read(const QString &fileName)
    {
        QList<SqlLiteral> found;
        int i = 0;
        while (i < m_s.size()) {
            const int comment = skipComment(i);
            if (comment != i) {
                i = comment;
                continue;
            }
            const int quote = literalAt(i);
            if (quote >= 0) {
                SqlLiteral literal;
                literal.file = fileName;
                literal.line = lineOf(i);
                i = readJoined(quote, &literal);
                if (looksLikeSql(literal.text))
                    found.append(literal);
                continue;
            }
            const QChar c = m_s.at(i);
            if (c.isDigit()) {
                // A number, with C++14 digit separators and exponents: 1'000, 0x1p-3, 2.5e3.
                while (i < m_s.size()
                       && (isIdentifierChar(m_s.at(i)) || m_s.at(i) == QLatin1Char('.')
                           || (m_language == SourceLanguage::Cpp && m_s.at(i) == QLatin1Char('\''))))
                    ++i;
            } else if (isIdentifierChar(c)) {
                while (i < m_s.size() && isIdentifierChar(m_s.at(i)))
                    ++i;
            } else if (c == QLatin1Char('\'') && m_language == SourceLanguage::Cpp) {
                i = readQuoted(i, QLatin1Char('\''), nullptr); // a character literal
            } else {
                ++i;
            }
        }
        return found;
    }

private:
    // Past a comment starting at i, or i itself when none starts there.
    int skipComment(int i) const
    {
        if (m_s.mid(i, 2) == QLatin1String("//")) {
            const int end = m_s.indexOf(QLatin1Char('\n'), i);
            return end < 0 ? int(m_s.size()) : end;
        }
        if (m_s.mid(i, 2) == QLatin1String("/*")) {
            const int end = m_s.indexOf(QLatin1String("*/"), i + 2);
            return end < 0 ? int(m_s.size()) : end + 2;
        }
        return i;
    }

    int skipSpaceAndComments(int i) const
    {
        for (;;) {
            while (i < m_s.size() && m_s.at(i).isSpace())
                ++i;
            const int next = skipComment(i);
            if (next == i)
                return i;
            i = next;
        }
    }

    // Where the opening quote is when a string literal starts at i (after its prefix), else -1.
    int literalAt(int i) const
    {
        if (i >= m_s.size())
            return -1;
        if (m_language == SourceLanguage::Qml) {
            const QChar c = m_s.at(i);
            return c == QLatin1Char('"') || c == QLatin1Char('\'') || c == QLatin1Char('`') ? i : -1;
        }
        if (i > 0 && isIdentifierChar(m_s.at(i - 1)))
            return -1; // inside an identifier: not a prefix
        int j = i;
        while (j < m_s.size() && isIdentifierChar(m_s.at(j)))
            ++j;
        if (j >= m_s.size() || m_s.at(j) != QLatin1Char('"'))
            return -1;
        static const QStringList prefixes{QString(),         QStringLiteral("u8"),
                                          QStringLiteral("u"), QStringLiteral("U"),
                                          QStringLiteral("L"), QStringLiteral("R"),
                                          QStringLiteral("u8R"), QStringLiteral("uR"),
                                          QStringLiteral("UR"), QStringLiteral("LR")};
        return prefixes.contains(m_s.mid(i, j - i)) ? j : -1;
    }

    bool isRaw(int quote) const
    {
        return m_language == SourceLanguage::Cpp && quote > 0
            && m_s.at(quote - 1) == QLatin1Char('R');
    }

    // Reads the literal whose opening quote is at `quote` and appends its contents to *text;
    // returns the index past its closing quote.
    int readOne(int quote, QString *text) const
    {
        if (isRaw(quote)) {
            const int open = m_s.indexOf(QLatin1Char('('), quote);
            if (open < 0)
                return int(m_s.size());
            const QString close = QLatin1Char(')') + m_s.mid(quote + 1, open - quote - 1)
                + QLatin1Char('"');
            const int end = m_s.indexOf(close, open);
            if (end < 0)
                return int(m_s.size());
            if (text)
                *text += m_s.mid(open + 1, end - open - 1);
            return end + int(close.size());
        }
        return readQuoted(quote, m_s.at(quote), text);
    }

    // A literal closed by `quote`, with backslash escapes; one not closed on its line (not a
    // literal after all, e.g. a quote in a JavaScript regular expression) ends there.
    int readQuoted(int start, QChar quote, QString *text) const
    {
        const bool multiline = quote == QLatin1Char('`');
        int i = start + 1;
        while (i < m_s.size() && m_s.at(i) != quote) {
            if (m_s.at(i) == QLatin1Char('\n') && !multiline)
                break;
            i += m_s.at(i) == QLatin1Char('\\') ? 2 : 1;
        }
        i = qMin(i, int(m_s.size()));
        if (text)
            *text += m_s.mid(start + 1, i - start - 1);
        return qMin(i + 1, int(m_s.size()));
    }

    // Reads a literal and those joined to it (C++: written side by side; JavaScript: with +),
    // and whether .arg( follows; returns the index past the last one.
    int readJoined(int quote, SqlLiteral *literal) const
    {
        int end = readOne(quote, &literal->text);
        for (;;) {
            int next = skipSpaceAndComments(end);
            if (m_language == SourceLanguage::Qml) {
                if (next >= m_s.size() || m_s.at(next) != QLatin1Char('+'))
                    break;
                next = skipSpaceAndComments(next + 1);
            }
            const int nextQuote = literalAt(next);
            if (nextQuote < 0)
                break;
            end = readOne(nextQuote, &literal->text);
        }
        int after = skipSpaceAndComments(end);
        if (after < m_s.size() && m_s.at(after) == QLatin1Char(')'))
            after = skipSpaceAndComments(after + 1);
        literal->formatted = m_s.mid(after, 5) == QLatin1String(".arg(");
        return end;
    }

    int lineOf(int position)
    {
        // Literals come in order: count onwards from the last one.
        m_line += int(m_s.mid(m_linePosition, position - m_linePosition).count(QLatin1Char('\n')));
        m_linePosition = position;
        return m_line;
    }

    const QString &m_s;
    const SourceLanguage m_language;
    int m_line = 1;
    int m_linePosition = 0;
};

} // namespace

bool looksLikeSql(const QString &text)
{
    // A statement, from its first word.
    static const QRegularExpression statement(
        QStringLiteral("^\\s*(?:SELECT\\s.*\\sFROM\\b|SELECT\\s+(?:\\d|COUNT\\s*\\(|EXISTS\\s*\\()"
                       "|INSERT\\s+(?:OR\\s+\\w+\\s+)?INTO\\s|REPLACE\\s+INTO\\s"
                       "|UPDATE\\s+\\w+\\s+SET\\s|DELETE\\s+FROM\\s"
                       "|CREATE\\s+(?:TEMP(?:ORARY)?\\s+|UNIQUE\\s+|VIRTUAL\\s+)?"
                       "(?:TABLE|INDEX|VIEW|TRIGGER)\\s|ALTER\\s+TABLE\\s"
                       "|DROP\\s+(?:TABLE|INDEX|VIEW|TRIGGER)\\s|PRAGMA\\s+\\w|VACUUM\\b"
                       "|ATTACH\\s|DETACH\\s|WITH\\s+(?:RECURSIVE\\s+)?\\w+(?:\\s*\\([^)]*\\))?\\s+AS\\s*\\("
                       "|(?:BEGIN(?:\\s+(?:DEFERRED|IMMEDIATE|EXCLUSIVE))?(?:\\s+TRANSACTION)?|COMMIT"
                       "|ROLLBACK(?:\\s+TO\\s+\\w+)?|SAVEPOINT\\s+\\w+|RELEASE\\s+\\w+)\\s*;?\\s*$)"),
        QRegularExpression::DotMatchesEverythingOption);
    // A clause of one, anywhere (a statement kept in pieces).
    static const QRegularExpression clause(QStringLiteral(
        "\\b(?:WHERE\\s+\\w+(?:\\.\\w+)?\\s*(?:=|<|>|!=|IN\\b|IS\\b|LIKE\\b|BETWEEN\\b)"
        "|ORDER\\s+BY\\s+\\w|GROUP\\s+BY\\s+\\w|VALUES\\s*\\("
        "|FROM\\s+\\w+\\s+(?:WHERE|ORDER|GROUP|JOIN|LIMIT|AS)\\b"
        "|JOIN\\s+\\w+(?:\\s+\\w+)?\\s+(?:ON|USING)\\b)"));
    QString unescaped = text;
    unescaped.replace(QLatin1String("\\n"), QLatin1String(" "))
        .replace(QLatin1String("\\t"), QLatin1String(" "));
    if (statement.match(unescaped).hasMatch() || clause.match(unescaped).hasMatch())
        return true;
    // Lower-case SQL only as a whole statement: a lower-case sentence may well hold "values (".
    return unescaped == unescaped.toLower() && statement.match(unescaped.toUpper()).hasMatch();
}

QList<SqlLiteral> sqlLiterals(const QString &source, SourceLanguage language,
                              const QString &fileName)
{
    return LiteralReader(source, language).read(fileName);
}

QList<SqlLiteral> sqlLiteralsUnder(const QString &root, const QString &folder)
{
    QList<SqlLiteral> found;
    const QString rootPath = root.endsWith(QLatin1Char('/')) ? root : root + QLatin1Char('/');
    QDirIterator it(rootPath + folder,
                    {QStringLiteral("*.cpp"), QStringLiteral("*.h"), QStringLiteral("*.qml"),
                     QStringLiteral("*.js")},
                    QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const SourceLanguage language =
            path.endsWith(QLatin1String(".qml")) || path.endsWith(QLatin1String(".js"))
            ? SourceLanguage::Qml
            : SourceLanguage::Cpp;
        found += sqlLiterals(QString::fromUtf8(file.readAll()), language,
                             path.mid(int(rootPath.size())));
    }
    return found;
}

} // namespace astrolabe::test
