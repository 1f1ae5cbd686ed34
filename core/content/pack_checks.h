#pragma once

#include "content/course_reader.h"
#include "content/lesson.h"
#include "content/problem.h"
#include "content/proposition.h"

#include <QCoreApplication>
#include <QVector>

namespace astrolabe::content {

// The checks across the files of a pack: ids unique, every lesson file matching its entry in
// course.json, references resolvable (prerequisites, dependsOn, problems), and the lesson and
// proposition graphs free of cycles (each cycle named).
class PackChecks
{
    Q_DECLARE_TR_FUNCTIONS(astrolabe::content::PackChecks)

public:
    // Where a proposition was read: its file and field ("propositions[2]").
    struct Place
    {
        QString file;
        QString field;
    };

    static void run(const QVector<CourseReader::LessonEntry> &entries, const QVector<Lesson> &lessons,
                    const QVector<Proposition> &propositions,
                    const QVector<Place> &propositionPlaces, Problems *problems);

    static QString lessonFile(const QString &lessonId);
    static QString corpusFile(const QString &chapterId);
};

} // namespace astrolabe::content
