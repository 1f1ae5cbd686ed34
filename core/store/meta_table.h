#pragma once

#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace astrolabe::store {

// The meta table: facts about the profile file itself (key/value).
class MetaTable
{
public:
    static constexpr const char *kProfileName = "profile_name";
    static constexpr const char *kCreatedMs = "created_ms";
    static constexpr const char *kCourseId = "course_id";

    explicit MetaTable(QSqlDatabase db) : m_db(db) {}

    std::optional<QString> value(const QString &key) const;
    bool setValue(const QString &key, const QString &value, QString *error = nullptr);

    QString profileName() const { return value(QLatin1String(kProfileName)).value_or(QString()); }

private:
    QSqlDatabase m_db;
};

} // namespace astrolabe::store
