#include "content/text_template.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>

namespace astrolabe::content {

namespace {

const QRegularExpression &placeholderPattern()
{
    static const QRegularExpression pattern(QStringLiteral("\\{([A-Za-z0-9_-]+)\\}"));
    return pattern;
}

QString listSeparator(const QLocale &locale)
{
    return locale.language() == QLocale::Persian ? QStringLiteral("، ") : QStringLiteral(", ");
}

} // namespace

QStringList TextTemplate::placeholders(const QString &text)
{
    QStringList names;
    auto it = placeholderPattern().globalMatch(text);
    while (it.hasNext()) {
        const QString name = it.next().captured(1);
        if (!names.contains(name))
            names << name;
    }
    return names;
}

QString TextTemplate::fill(const QString &text, const QMap<QString, QString> &values)
{
    QString result;
    qsizetype last = 0;
    auto it = placeholderPattern().globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        result += text.mid(last, match.capturedStart() - last);
        const auto value = values.constFind(match.captured(1));
        result += value != values.constEnd() ? *value : match.captured(0);
        last = match.capturedEnd();
    }
    return result + text.mid(last);
}

QString TextTemplate::fillFromJson(const QString &text, const QJsonObject &parameters,
                                   const QLocale &locale)
{
    QMap<QString, QString> values;
    for (auto it = parameters.constBegin(); it != parameters.constEnd(); ++it)
        values.insert(it.key(), formatJson(it.value(), locale));
    return fill(text, values);
}

QString TextTemplate::formatNumber(double value, const QLocale &locale)
{
    if (std::isinf(value))
        return value < 0 ? QStringLiteral("−∞") : QStringLiteral("∞");
    QLocale plain = locale;
    plain.setNumberOptions(QLocale::OmitGroupSeparator);
    const double rounded = std::round(value * 100.0) / 100.0;
    QString text = plain.toString(rounded == 0.0 ? 0.0 : rounded, 'f', 2);
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

QString TextTemplate::formatVector(const attention::Vector &values, const QLocale &locale)
{
    QStringList parts;
    for (double x : values)
        parts << formatNumber(x, locale);
    return QLatin1Char('(') + parts.join(listSeparator(locale)) + QLatin1Char(')');
}

QString TextTemplate::formatRows(const std::vector<attention::Vector> &rows, const QLocale &locale)
{
    QStringList parts;
    for (const attention::Vector &row : rows)
        parts << formatVector(row, locale);
    return parts.join(listSeparator(locale));
}

QString TextTemplate::formatJson(const QJsonValue &value, const QLocale &locale)
{
    if (value.isDouble())
        return formatNumber(value.toDouble(), locale);
    if (value.isString())
        return value.toString();
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        const bool nested = !array.isEmpty() && array.first().isArray();
        QStringList parts;
        for (const QJsonValue &item : array)
            parts << formatJson(item, locale);
        const QString joined = parts.join(listSeparator(locale));
        return nested ? joined : QLatin1Char('(') + joined + QLatin1Char(')');
    }
    return {};
}

} // namespace astrolabe::content
