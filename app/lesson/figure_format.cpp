#include "figure_format.h"

#include "content/text_template.h"

#include <cmath>

namespace astrolabe::figure_format {

QString languageCode(const QString &language)
{
    return language == QLatin1String("fa") ? language : QStringLiteral("en");
}

QLocale locale(const QString &language)
{
    return language == QLatin1String("fa") ? QLocale(QLocale::Persian, QLocale::Iran)
                                           : QLocale(QLocale::English, QLocale::UnitedStates);
}

QString number(double value, const QLocale &locale)
{
    return content::TextTemplate::formatNumber(value, locale);
}

QString percent(double weight, const QLocale &locale)
{
    const int whole = static_cast<int>(std::lround(weight * 100.0));
    return locale.toString(whole) + locale.percent();
}

QString count(std::uint64_t value, const QLocale &locale)
{
    return locale.toString(static_cast<qulonglong>(value));
}

QString vector(const attention::Vector &values, const QLocale &locale)
{
    return content::TextTemplate::formatVector(values, locale);
}

QString indexed(const QString &name, int index)
{
    static const QString digits = QStringLiteral("₀₁₂₃₄₅₆₇₈₉");
    QString subscript;
    for (const QChar c : QString::number(index))
        subscript += digits.at(c.digitValue());
    return name + subscript;
}

} // namespace astrolabe::figure_format
