#include "review/seen_answers.h"

#include "review/profile_keys.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>

#include <algorithm>

namespace astrolabe::review {

SeenAnswers SeenAnswers::load(const store::SettingsTable &table)
{
    SeenAnswers seen;
    const QJsonDocument document =
        QJsonDocument::fromJson(table.value(QLatin1String(profile_key::kAnswerSeen)).toUtf8());
    const QJsonArray ids = document.array();
    for (const QJsonValue &id : ids)
        if (id.isString() && !id.toString().isEmpty())
            seen.m_ids.insert(id.toString());
    return seen;
}

SeenAnswers SeenAnswers::with(const QString &itemId) const
{
    SeenAnswers seen = *this;
    seen.m_ids.insert(itemId);
    return seen;
}

SeenAnswers SeenAnswers::without(const QString &itemId) const
{
    SeenAnswers seen = *this;
    seen.m_ids.remove(itemId);
    return seen;
}

store::SettingWrite SeenAnswers::setting() const
{
    QStringList ids(m_ids.cbegin(), m_ids.cend());
    std::sort(ids.begin(), ids.end());
    const QJsonDocument document(QJsonArray::fromStringList(ids));
    return {QLatin1String(profile_key::kAnswerSeen), QString::fromUtf8(document.toJson(QJsonDocument::Compact))};
}

} // namespace astrolabe::review
