#include "content/json_fields.h"

#include <cmath>

namespace astrolabe::content {

void JsonFields::report(const QString &field, const QString &reason) const
{
    m_problems->append({m_file, field, reason});
}

QString JsonFields::path(const QString &prefix, const QString &key)
{
    return prefix.isEmpty() ? key : prefix + QLatin1Char('.') + key;
}

QString JsonFields::item(const QString &prefix, qsizetype index)
{
    return QStringLiteral("%1[%2]").arg(prefix).arg(index);
}

void JsonFields::allowOnly(const QJsonObject &object, const QString &prefix,
                           const QStringList &allowed) const
{
    for (auto it = object.constBegin(); it != object.constEnd(); ++it)
        if (!allowed.contains(it.key()))
            report(path(prefix, it.key()),
                   tr("this field is unknown (a misspelling?); known fields here: %1.")
                       .arg(allowed.join(QStringLiteral(", "))));
}

bool JsonFields::present(const QJsonObject &object, const QString &prefix, const QString &key,
                         bool required) const
{
    if (object.contains(key) && !object.value(key).isNull())
        return true;
    if (required)
        report(path(prefix, key), tr("this field is missing."));
    return false;
}

LocalizedText JsonFields::text(const QJsonObject &object, const QString &prefix,
                               const QString &key, bool required) const
{
    if (!present(object, prefix, key, required))
        return {};
    return textValue(object.value(key), path(prefix, key));
}

LocalizedText JsonFields::textValue(const QJsonValue &value, const QString &field) const
{
    if (!value.isObject()) {
        report(field, tr("must be a text in both languages: {\"en\": \"...\", \"fa\": \"...\"}."));
        return {};
    }
    const QJsonObject languages = value.toObject();
    allowOnly(languages, field, {QStringLiteral("en"), QStringLiteral("fa")});
    LocalizedText text;
    text.en = languages.value(QLatin1String("en")).toString();
    text.fa = languages.value(QLatin1String("fa")).toString();
    if (QStringView(text.en).trimmed().isEmpty())
        report(field, tr("the English text (\"en\") is missing or empty."));
    if (QStringView(text.fa).trimmed().isEmpty())
        report(field, tr("the Persian text (\"fa\") is missing or empty."));
    return text;
}

QString JsonFields::string(const QJsonObject &object, const QString &prefix, const QString &key,
                           bool required) const
{
    if (!present(object, prefix, key, required))
        return {};
    const QJsonValue value = object.value(key);
    if (!value.isString() || QStringView(value.toString()).trimmed().isEmpty()) {
        report(path(prefix, key), tr("must be a non-empty string."));
        return {};
    }
    return value.toString();
}

QStringList JsonFields::strings(const QJsonObject &object, const QString &prefix,
                                const QString &key, bool required) const
{
    QStringList result;
    const QJsonArray items = array(object, prefix, key, required);
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (!items.at(i).isString() || items.at(i).toString().isEmpty()) {
            report(item(path(prefix, key), i), tr("must be a non-empty string."));
            continue;
        }
        result << items.at(i).toString();
    }
    return result;
}

int JsonFields::integer(const QJsonObject &object, const QString &prefix, const QString &key,
                        int minimum, int maximum, bool required, int fallback) const
{
    if (!present(object, prefix, key, required))
        return fallback;
    const QJsonValue value = object.value(key);
    const double number = value.toDouble(-1e300);
    // The range first: converting a double beyond long long (1e300, say) is undefined.
    if (!value.isDouble() || number < minimum || number > maximum
        || number != std::trunc(number)) {
        report(path(prefix, key), tr("must be a whole number from %1 to %2.").arg(minimum).arg(maximum));
        return fallback;
    }
    return static_cast<int>(number);
}

QJsonArray JsonFields::array(const QJsonObject &object, const QString &prefix, const QString &key,
                             bool required) const
{
    if (!present(object, prefix, key, required))
        return {};
    const QJsonValue value = object.value(key);
    if (!value.isArray()) {
        report(path(prefix, key), tr("must be a list ([...])."));
        return {};
    }
    return value.toArray();
}

QJsonObject JsonFields::object(const QJsonValue &value, const QString &field) const
{
    if (!value.isObject()) {
        report(field, tr("must be an object ({...})."));
        return {};
    }
    return value.toObject();
}

} // namespace astrolabe::content
