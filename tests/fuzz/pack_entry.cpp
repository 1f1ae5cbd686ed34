#include "fuzz_entries.h"

#include "content/content_pack.h"
#include "content/course_reader.h"
#include "content/json_fields.h"
#include "content/lesson_reader.h"
#include "content/pack_checks.h"
#include "content/pack_file.h"
#include "content/proposition_reader.h"

#include <QList>

namespace astrolabe::fuzz {

using namespace content;

void feedPack(const QByteArray &bytes)
{
    const QList<QByteArray> parts = bytes.split('\n');
    QByteArray files[3];
    int file = 0;
    for (const QByteArray &line : parts) {
        if (line == "===" && file < 2) {
            ++file;
            continue;
        }
        files[file].append(line).append('\n');
    }

    Problems problems;
    const QString courseName = QStringLiteral("course.json");
    const auto courseJson = PackFile::parse(files[0], courseName, &problems);
    if (!courseJson)
        return;
    QVector<CourseReader::LessonEntry> entries;
    const Course course = CourseReader::read(*courseJson, JsonFields(courseName, &problems), &entries);

    QVector<Lesson> lessons;
    const auto lessonJson = PackFile::parse(files[1], QStringLiteral("lessons/x.json"), &problems);
    for (const CourseReader::LessonEntry &entry : entries) {
        Lesson lesson;
        if (lessonJson)
            lesson = LessonReader::read(*lessonJson, JsonFields(PackChecks::lessonFile(entry.id),
                                                                &problems));
        lesson.id = entry.id;
        lesson.chapterId = entry.chapterId;
        lesson.title = entry.title;
        lessons << lesson;
    }

    QVector<Proposition> propositions;
    QVector<PackChecks::Place> places;
    const auto corpusJson = PackFile::parse(files[2], QStringLiteral("corpus/x.json"), &problems);
    if (corpusJson) {
        for (const Chapter &chapter : course.chapters) {
            const QString name = PackChecks::corpusFile(chapter.id);
            const QVector<Proposition> read =
                PropositionReader::read(*corpusJson, chapter.id, JsonFields(name, &problems));
            for (int i = 0; i < read.size(); ++i)
                places.append({name, JsonFields::item(QStringLiteral("propositions"), i)});
            propositions << read;
        }
    }
    PackChecks::run(entries, lessons, propositions, places, &problems);
    const ContentPack pack(course, lessons, propositions);
    for (const Problem &problem : problems)
        (void)problem.toString();
}

} // namespace astrolabe::fuzz
