#pragma once

#include "content/course.h"
#include "content/json_fields.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>

namespace astrolabe::content {

// Reads course.json: the course's identity, its chapters in order and, for every lesson, its
// title and its question ids (the stable ids the store keys answers by), which the lesson's
// file must match one for one.
class CourseReader
{
    Q_DECLARE_TR_FUNCTIONS(astrolabe::content::CourseReader)

public:
    static constexpr int supportedFormat = 1;

    struct LessonEntry
    {
        QString id;
        QString chapterId;
        LocalizedText title;
        QStringList questionIds;
        QString field; // where it is in course.json, for problems
    };

    static Course read(const QJsonObject &root, const JsonFields &fields,
                       QVector<LessonEntry> *lessons);
};

} // namespace astrolabe::content
