#include "exercises/step.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>

namespace astrolabe::exercises {

Step::Step(const char *context, const char *source, std::vector<StepArgument> arguments)
    : m_context(context), m_source(source), m_arguments(std::move(arguments))
{
}

std::vector<double> Step::numbers() const
{
    std::vector<double> all;
    for (const StepArgument &argument : m_arguments)
        all.insert(all.end(), argument.values.begin(), argument.values.end());
    return all;
}

namespace {

// A list of numbers inside right-to-left text keeps its left-to-right order: isolated, with a
// left-to-right mark after each space and bracket so the neutrals between the numbers (", ",
// " + ", a minus sign next to a Persian decimal separator) follow it.
QString isolatedLeftToRight(const QString &text)
{
    QString marked = QChar(0x2066); // LEFT-TO-RIGHT ISOLATE
    marked += QChar(0x200E);
    for (const QChar c : text) {
        marked += c;
        if (c == QLatin1Char(' ') || c == QLatin1Char('('))
            marked += QChar(0x200E); // LEFT-TO-RIGHT MARK
    }
    return marked + QChar(0x2069); // POP DIRECTIONAL ISOLATE
}

} // namespace

QString Step::text(const QLocale &locale) const
{
    const bool rightToLeft = locale.textDirection() == Qt::RightToLeft;
    QString result = QCoreApplication::translate(m_context, m_source);
    for (const StepArgument &argument : m_arguments) {
        QStringList parts;
        for (double value : argument.values) {
            const QString shown = formatStepNumber(value, argument.decimals, locale);
            const bool negative = shown.startsWith(locale.negativeSign());
            parts << (argument.bracketNegatives && negative ? QStringLiteral("(%1)").arg(shown)
                                                            : shown);
        }
        QString shown;
        if (argument.rowLength > 0) {
            QStringList rows;
            for (qsizetype first = 0; first < parts.size(); first += argument.rowLength)
                rows << QLatin1Char('(')
                        + parts.mid(first, argument.rowLength).join(argument.joiner)
                        + QLatin1Char(')');
            shown = rows.join(argument.joiner);
        } else {
            shown = parts.join(argument.joiner);
        }
        result = result.arg(rightToLeft && parts.size() > 1 ? isolatedLeftToRight(shown) : shown);
    }
    return result;
}

StepArgument Step::number(double value, int decimals)
{
    return StepArgument{{value}, decimals, QString()};
}

StepArgument Step::list(std::vector<double> values, const QString &joiner, int decimals)
{
    return StepArgument{std::move(values), decimals, joiner};
}

StepArgument Step::sum(std::vector<double> terms, int decimals)
{
    return StepArgument{std::move(terms), decimals, QStringLiteral(" + "), true};
}

StepArgument Step::rows(const std::vector<std::vector<double>> &rows, int decimals)
{
    StepArgument argument{{}, decimals, QStringLiteral(", ")};
    for (const std::vector<double> &row : rows)
        argument.values.insert(argument.values.end(), row.begin(), row.end());
    argument.rowLength = rows.empty() ? 0 : static_cast<int>(rows.front().size());
    return argument;
}

QString formatStepNumber(double value, int decimals, const QLocale &locale)
{
    QLocale plain = locale;
    plain.setNumberOptions(QLocale::OmitGroupSeparator);
    if (decimals >= 0) {
        // Avoid "-0.00" for tiny negatives.
        const double factor = std::pow(10.0, decimals);
        if (std::round(value * factor) == 0.0)
            value = 0.0;
        return plain.toString(value, 'f', decimals);
    }
    double rounded = std::round(value * 1000.0) / 1000.0;
    if (rounded == 0.0)
        rounded = 0.0; // drop the sign of -0
    QString text = plain.toString(rounded, 'f', 3);
    const QString point = plain.decimalPoint();
    const QString zero = plain.zeroDigit();
    if (text.contains(point)) {
        while (text.endsWith(zero))
            text.chop(zero.size());
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

} // namespace astrolabe::exercises
