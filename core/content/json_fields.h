#pragma once

#include "content/localized_text.h"
#include "content/problem.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace astrolabe::content {

// Reads the fields of one pack file and records every problem it meets instead of stopping at
// the first. Field paths are written as a teacher finds them: "questions[3].options".
class JsonFields
{
    Q_DECLARE_TR_FUNCTIONS(astrolabe::content::JsonFields)

public:
    JsonFields(const QString &file, Problems *problems) : m_file(file), m_problems(problems) {}

    const QString &file() const { return m_file; }
    void report(const QString &field, const QString &reason) const;

    // "prefix.key", or "key" when prefix is empty; "prefix[i]" for items.
    static QString path(const QString &prefix, const QString &key);
    static QString item(const QString &prefix, qsizetype index);

    // Reports every key of `object` that is not in `allowed`.
    void allowOnly(const QJsonObject &object, const QString &prefix, const QStringList &allowed) const;

    // Readers: report a missing required field or a wrong type, and return an empty value.
    LocalizedText text(const QJsonObject &object, const QString &prefix, const QString &key,
                       bool required = true) const;
    LocalizedText textValue(const QJsonValue &value, const QString &field) const;
    QString string(const QJsonObject &object, const QString &prefix, const QString &key,
                   bool required = true) const;
    QStringList strings(const QJsonObject &object, const QString &prefix, const QString &key,
                        bool required = true) const;
    int integer(const QJsonObject &object, const QString &prefix, const QString &key, int minimum,
                int maximum, bool required = true, int fallback = 0) const;
    QJsonArray array(const QJsonObject &object, const QString &prefix, const QString &key,
                     bool required = true) const;
    QJsonObject object(const QJsonValue &value, const QString &field) const;

private:
    bool present(const QJsonObject &object, const QString &prefix, const QString &key,
                 bool required) const;

    QString m_file;
    Problems *m_problems;
};

} // namespace astrolabe::content
