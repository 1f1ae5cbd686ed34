#include "watch_numbers.h"

#include "figure_format.h"

#include <algorithm>

namespace astrolabe {

namespace {
QStringList formatEach(const attention::Vector &values, const QLocale &locale)
{
    QStringList texts;
    for (double x : values)
        texts << figure_format::number(x, locale);
    return texts;
}

QStringList formatRows(const std::vector<attention::Vector> &rows, const QLocale &locale)
{
    QStringList texts;
    for (const attention::Vector &row : rows)
        texts << figure_format::vector(row, locale);
    return texts;
}
} // namespace

void WatchNumbers::setScript(const content::WatchScript &script)
{
    m_script = script;
    m_numbers = m_script.keys.empty() ? attention::Attended() : m_script.compute();
    emit changed();
}

void WatchNumbers::setLanguage(const QString &language)
{
    const QString normalized = figure_format::languageCode(language);
    if (m_language == normalized)
        return;
    m_language = normalized;
    emit changed();
}

QLocale WatchNumbers::locale() const
{
    return figure_format::locale(m_language);
}

QString WatchNumbers::queryText() const
{
    return figure_format::vector(m_script.query, locale());
}

QString WatchNumbers::dText() const
{
    return figure_format::number(static_cast<double>(m_script.query.size()), locale());
}

QString WatchNumbers::scaleText() const
{
    return figure_format::number(m_numbers.scale, locale());
}

QStringList WatchNumbers::keyTexts() const
{
    return formatRows(m_script.keys, locale());
}

QStringList WatchNumbers::valueTexts() const
{
    return formatRows(m_script.values, locale());
}

QStringList WatchNumbers::scoreTexts() const
{
    return formatEach(m_numbers.scores, locale());
}

QStringList WatchNumbers::scaledTexts() const
{
    return formatEach(m_numbers.scaled, locale());
}

QStringList WatchNumbers::weightTexts() const
{
    QStringList texts;
    const QLocale here = locale();
    for (double w : m_numbers.weights)
        texts << figure_format::percent(w, here);
    return texts;
}

QList<qreal> WatchNumbers::weights() const
{
    return QList<qreal>(m_numbers.weights.begin(), m_numbers.weights.end());
}

QList<bool> WatchNumbers::masked() const
{
    QList<bool> flags(keyCount(), false);
    for (int position : m_script.masked)
        if (position >= 1 && position <= keyCount())
            flags[position - 1] = true;
    return flags;
}

int WatchNumbers::topKey() const
{
    const auto &w = m_numbers.weights;
    return w.empty() ? -1 : static_cast<int>(std::max_element(w.begin(), w.end()) - w.begin());
}

QString WatchNumbers::outputText() const
{
    return figure_format::vector(m_numbers.output, locale());
}

} // namespace astrolabe
