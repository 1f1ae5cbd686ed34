#pragma once

#include <QSqlDatabase>
#include <QString>

namespace astrolabe::store {

// One setting to write together with something else, in the same transaction.
struct SettingWrite
{
    QString key;
    QString value;
};

// The learner's settings (key/value text): desired retention, new items per day, whether the
// lesson walkthrough is hidden, ... The keys are the callers'; see review/study_settings.h.
class SettingsTable
{
public:
    explicit SettingsTable(QSqlDatabase db) : m_db(db) {}

    QString value(const QString &key, const QString &fallback = QString()) const;
    bool setValue(const QString &key, const QString &value, QString *error = nullptr);

private:
    QSqlDatabase m_db;
};

} // namespace astrolabe::store
