#include "exercises/answer_parser.h"

#include "exercises/choice_option.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace astrolabe::exercises {

namespace {


QString writeANumber()
{
    return QCoreApplication::translate("astrolabe::exercises::Answers", "Write a number such as 0.84 or 84%.");
}

QString writeNumbers()
{
    return QCoreApplication::translate("astrolabe::exercises::Answers",
                                       "Write the numbers separated by commas, such as 0.84, "
                                       "0.11, 0.04.");
}

// An unsigned decimal: "12", "12.5", "12.", ".5".
double decimalValue(QString digits)
{
    if (digits.startsWith(QLatin1Char('.')))
        digits.prepend(QLatin1Char('0'));
    if (digits.endsWith(QLatin1Char('.')))
        digits.append(QLatin1Char('0'));
    return digits.toDouble();
}

// Splits a list at commas, semicolons and spaces; spaces around '/' and before '%' are kept
// inside their number.
QStringList listItems(QString text)
{
    static const QRegularExpression aroundSlash(QStringLiteral("\\s*/\\s*"));
    static const QRegularExpression beforePercent(QStringLiteral("\\s+%"));
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    text.replace(aroundSlash, QStringLiteral("/"));
    text.replace(beforePercent, QStringLiteral("%"));
    text = text.trimmed();
    if (text.size() >= 2
        && ((text.startsWith(QLatin1Char('(')) && text.endsWith(QLatin1Char(')')))
            || (text.startsWith(QLatin1Char('[')) && text.endsWith(QLatin1Char(']')))))
        text = text.mid(1, text.size() - 2).trimmed();
    // Separators at the ends ("0.5, 0.5,") are forgiven; empty items in between are not.
    QStringList items = text.split(separators, Qt::SkipEmptyParts);
    return items;
}

} // namespace

namespace {
bool isEasternDigit(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x06F0 && u <= 0x06F9) || (u >= 0x0660 && u <= 0x0669);
}

// In Persian writing a slash between digits is the decimal point: "۰/۸۴" is 0.84. A slash
// between Persian or Arabic-Indic digits is read that way; between Latin digits it stays a
// fraction bar ("1/3").
bool isPersianDecimalSlash(const QString &text, int i)
{
    int before = i - 1;
    while (before >= 0 && text.at(before).isSpace())
        --before;
    int after = i + 1;
    while (after < text.size() && text.at(after).isSpace())
        ++after;
    return before >= 0 && after < text.size() && isEasternDigit(text.at(before))
        && isEasternDigit(text.at(after));
}
} // namespace

QString foldToAscii(const QString &text)
{
    QString result;
    result.reserve(text.size());
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const char16_t u = c.unicode();
        if (u == u'/' && isPersianDecimalSlash(text, i)) {
            while (result.endsWith(QLatin1Char(' ')))
                result.chop(1);
            result += QLatin1Char('.');
            while (i + 1 < text.size() && text.at(i + 1).isSpace())
                ++i;
        } else if (u >= 0x06F0 && u <= 0x06F9)
            result += QChar(u'0' + (u - 0x06F0));
        else if (u >= 0x0660 && u <= 0x0669)
            result += QChar(u'0' + (u - 0x0660));
        else if (u == 0x066B)
            result += QLatin1Char('.');
        else if (u == 0x066A || u == 0xFF05)
            result += QLatin1Char('%');
        else if (u == 0x060C)
            result += QLatin1Char(',');
        else if (u == 0x061B)
            result += QLatin1Char(';');
        else if (u == 0x2212)
            result += QLatin1Char('-');
        else if (u == 0x200C || u == 0x200D || u == 0x200E || u == 0x200F || u == 0x061C)
            continue; // joiners and direction marks a right-to-left keyboard may add
        else if (c.isSpace())
            result += QLatin1Char(' ');
        else
            result += c;
    }
    return result;
}

ParsedNumber parseNumber(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral(
        "^([+-]?)(\\d+\\.?\\d*|\\.\\d+)(?:/(\\d+\\.?\\d*|\\.\\d+))?(%?)$"));
    QString folded = foldToAscii(text).trimmed();
    static const QRegularExpression spaces(QStringLiteral("\\s*/\\s*"));
    folded.replace(spaces, QStringLiteral("/"));
    static const QRegularExpression beforePercent(QStringLiteral("\\s+%$"));
    folded.replace(beforePercent, QStringLiteral("%"));
    const QRegularExpressionMatch match = pattern.match(folded);
    if (!match.hasMatch())
        return {std::nullopt, writeANumber()};
    double value = decimalValue(match.captured(2));
    if (match.capturedLength(3) > 0) {
        const double below = decimalValue(match.captured(3));
        if (below == 0.0)
            return {std::nullopt,
                    QCoreApplication::translate("astrolabe::exercises::Answers",
                                                "A fraction cannot have 0 below the line; write "
                                                "a number such as 1/3 or 0.33.")};
        value /= below;
    }
    if (!match.captured(4).isEmpty())
        value /= 100.0;
    if (match.captured(1) == QLatin1String("-"))
        value = -value;
    if (!std::isfinite(value))
        return {std::nullopt,
                QCoreApplication::translate("astrolabe::exercises::Answers",
                                            "That number is too large; write a number such as "
                                            "0.84 or 84%.")};
    return {value, QString()};
}

ParsedAnswer parseAnswer(const QString &text, const Answer &expected)
{
    const QString folded = foldToAscii(text).trimmed();
    switch (expected.type()) {
    case Answer::Type::Number: {
        if (folded.isEmpty())
            return {std::nullopt, writeANumber()};
        const QStringList items = listItems(folded);
        if (items.size() > 1)
            return {std::nullopt,
                    QCoreApplication::translate("astrolabe::exercises::Answers",
                                                "Write just one number, such as 0.84 or 84%.")};
        const ParsedNumber number = parseNumber(items.value(0));
        if (!number.value)
            return {std::nullopt, number.message};
        return {Answer::number(*number.value), QString()};
    }
    case Answer::Type::Vector: {
        const QStringList items = listItems(folded);
        if (items.isEmpty())
            return {std::nullopt, writeNumbers()};
        attention::Vector values;
        for (const QString &item : items) {
            const ParsedNumber number = parseNumber(item);
            if (!number.value) {
                if (number.message != writeANumber()) // a zero below the line, too large
                    return {std::nullopt, number.message};
                return {std::nullopt,
                        QCoreApplication::translate("astrolabe::exercises::Answers",
                                                    "\"%1\" is not a number. Write the numbers "
                                                    "separated by commas, such as 0.84, 0.11, "
                                                    "0.04.")
                            .arg(item)};
            }
            values.push_back(*number.value);
        }
        return {Answer::vector(values), QString()};
    }
    case Answer::Type::Position: {
        const QString askPosition =
            QCoreApplication::translate("astrolabe::exercises::Answers", "Write a position number from 1 to %1.")
                .arg(expected.positionCount());
        static const QRegularExpression whole(QStringLiteral("^\\+?(\\d{1,9})$"));
        const QRegularExpressionMatch match = whole.match(folded);
        if (!match.hasMatch())
            return {std::nullopt, askPosition};
        const int position = match.captured(1).toInt();
        if (position < 1 || position > expected.positionCount())
            return {std::nullopt, askPosition};
        return {Answer::position(position, expected.positionCount()), QString()};
    }
    case Answer::Type::Choice: {
        const QStringList &options = expected.options();
        static const QRegularExpression whole(QStringLiteral("^(\\d{1,9})\\.?$"));
        const QRegularExpressionMatch match = whole.match(folded);
        if (match.hasMatch()) {
            const int index = match.captured(1).toInt() - 1;
            if (index >= 0 && index < options.size())
                return {Answer::choice(options.at(index), options), QString()};
        } else {
            const QString word = normalizeChoiceWord(folded);
            for (const QString &id : options) {
                const ChoiceOption option = choiceOption(id);
                if (word == normalizeChoiceWord(id) || option.spellings.contains(word)
                    || word == normalizeChoiceWord(choiceLabel(id)))
                    return {Answer::choice(id, options), QString()};
            }
        }
        if (options.size() == 2)
            return {std::nullopt,
                    QCoreApplication::translate("astrolabe::exercises::Answers", "Answer %1 or %2 (or type 1 or 2).")
                        .arg(choiceLabel(options.at(0)), choiceLabel(options.at(1)))};
        QStringList labels;
        for (const QString &id : options)
            labels << choiceLabel(id);
        return {std::nullopt,
                QCoreApplication::translate("astrolabe::exercises::Answers", "Answer with one of: %1 (or its number).")
                    .arg(labels.join(QStringLiteral(", ")))};
    }
    }
    return {std::nullopt, writeANumber()};
}

} // namespace astrolabe::exercises
