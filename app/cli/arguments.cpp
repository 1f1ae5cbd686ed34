#include "cli/arguments.h"

namespace astrolabe::cli {

namespace {
bool looksLikeOption(const QString &word)
{
    if (!word.startsWith(QLatin1String("--")))
        return false;
    return word.size() > 2;
}
} // namespace

Arguments::Arguments(const QStringList &args, const QSet<QString> &valueOptions,
                     const QSet<QString> &switches)
{
    for (int i = 0; i < args.size(); ++i) {
        const QString &word = args.at(i);
        if (!looksLikeOption(word)) {
            m_positional << word;
            continue;
        }
        QString name = word.mid(2);
        QString inlineValue;
        const bool hasInline = name.contains(QLatin1Char('='));
        if (hasInline) {
            inlineValue = name.section(QLatin1Char('='), 1);
            name = name.section(QLatin1Char('='), 0, 0);
        }
        if (switches.contains(name) && !hasInline) {
            m_switches << name;
        } else if (valueOptions.contains(name)) {
            if (hasInline) {
                m_values.append({name, inlineValue});
            } else if (i + 1 < args.size()) {
                m_values.append({name, args.at(++i)});
            } else {
                fail(QStringLiteral("The option --%1 needs a value.").arg(name));
            }
        } else {
            fail(QStringLiteral("Unknown option --%1.").arg(name));
        }
    }
}

bool Arguments::has(const QString &name) const
{
    if (m_switches.contains(name))
        return true;
    for (const auto &pair : m_values)
        if (pair.first == name)
            return true;
    return false;
}

std::optional<QString> Arguments::value(const QString &name) const
{
    for (auto it = m_values.crbegin(); it != m_values.crend(); ++it)
        if (it->first == name)
            return it->second;
    return std::nullopt;
}

std::optional<double> Arguments::number(const QString &name)
{
    const auto text = value(name);
    if (!text)
        return std::nullopt;
    bool ok = false;
    const double v = text->toDouble(&ok);
    if (!ok) {
        fail(QStringLiteral("The option --%1 needs a number, not \"%2\".").arg(name, *text));
        return std::nullopt;
    }
    return v;
}

std::optional<long long> Arguments::integer(const QString &name)
{
    const auto text = value(name);
    if (!text)
        return std::nullopt;
    bool ok = false;
    const long long v = text->toLongLong(&ok);
    if (!ok) {
        fail(QStringLiteral("The option --%1 needs a whole number, not \"%2\".").arg(name, *text));
        return std::nullopt;
    }
    return v;
}

void Arguments::fail(const QString &sentence)
{
    if (m_error.isEmpty())
        m_error = sentence;
}

} // namespace astrolabe::cli
