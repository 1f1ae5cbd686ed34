#pragma once

#include "content/localized_text.h"

#include <QString>
#include <QStringList>
#include <QVector>

namespace astrolabe::content {

// A chapter of the course, a region of the sky: its lessons in course order.
struct Chapter
{
    QString id; // "I", "II", ...
    LocalizedText title;
    QStringList lessonIds;
};

// The course, read from course.json: identity, version and the chapters in order.
struct Course
{
    int format = 0;
    QString id;
    QString version;
    LocalizedText title;
    QVector<Chapter> chapters;
};

} // namespace astrolabe::content
