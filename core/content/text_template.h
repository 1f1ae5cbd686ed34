#pragma once

#include "attention/vector.h"

#include <QJsonValue>
#include <QLocale>
#include <QMap>
#include <QString>
#include <QStringList>

#include <vector>

namespace astrolabe::content {

// Texts with placeholders: "The scores are {scores}." A placeholder is a name of letters,
// digits, '_' or '-' in braces. Used by prompt templates of generated questions (filled with
// the exercise's parameters) and by Watch captions (filled with the core's numbers).
class TextTemplate
{
public:
    // The placeholder names in the text, in order of first appearance, without duplicates.
    static QStringList placeholders(const QString &text);

    // The text with each known placeholder replaced; unknown ones are left as written.
    static QString fill(const QString &text, const QMap<QString, QString> &values);

    // The text with placeholders replaced by the exercise parameters of the same name (as the
    // exercise engine exposes them in JSON), numbers formatted for the locale (Persian digits
    // in Persian), vectors as "(3, 1, 0)" and lists of vectors as "(1, 0), (0, 1)".
    static QString fillFromJson(const QString &text, const QJsonObject &parameters,
                                const QLocale &locale);

    // Numbers as a learner reads them: at most 2 decimals, no trailing zeros, no grouping.
    static QString formatNumber(double value, const QLocale &locale);
    static QString formatVector(const attention::Vector &values, const QLocale &locale);
    static QString formatRows(const std::vector<attention::Vector> &rows, const QLocale &locale);
    static QString formatJson(const QJsonValue &value, const QLocale &locale);
};

} // namespace astrolabe::content
