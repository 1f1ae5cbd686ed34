#pragma once

#include "content/json_fields.h"
#include "content/lesson.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace astrolabe::content {

// Reads one lessons/<id>.json, reporting every problem inside the file: missing or malformed
// fields, missing languages, unknown exercise or figure kinds, unknown placeholders, a Watch
// script out of order, a correct option that does not exist. Checks that need the rest of the
// pack (ids, references, cycles) are PackChecks'.
class LessonReader
{
    Q_DECLARE_TR_FUNCTIONS(astrolabe::content::LessonReader)

public:
    static constexpr int questionsPerLesson = 8;
    static constexpr int objectivesPerLesson = 3;

    static Lesson read(const QJsonObject &root, const JsonFields &fields);

private:
    static WatchScript readWatch(const QJsonObject &watch, const QString &field,
                                 const JsonFields &fields);
    static Question readQuestion(const QJsonObject &object, const QString &field,
                                 const JsonFields &fields);
    // A question's optional "objectives": the 1-based numbers of the objectives it assesses.
    static QVector<int> readObjectiveNumbers(const QJsonObject &object, const QString &field,
                                             const JsonFields &fields);
    static void checkPlaceholders(const LocalizedText &text, const QStringList &known,
                                  const QString &field, const QString &owner,
                                  const JsonFields &fields);
};

} // namespace astrolabe::content
