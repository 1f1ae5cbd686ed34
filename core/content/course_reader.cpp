#include "content/course_reader.h"

#include <QRegularExpression>

namespace astrolabe::content {

Course CourseReader::read(const QJsonObject &root, const JsonFields &fields,
                          QVector<LessonEntry> *lessons)
{
    fields.allowOnly(root, QString(),
                     {QStringLiteral("format"), QStringLiteral("id"), QStringLiteral("version"),
                      QStringLiteral("title"), QStringLiteral("chapters")});
    Course course;
    course.format = fields.integer(root, QString(), QStringLiteral("format"), 1, 1000);
    if (course.format > supportedFormat)
        fields.report(QStringLiteral("format"),
                      tr("the pack is in format %1; this version of Astrolabe reads format %2.")
                          .arg(course.format)
                          .arg(supportedFormat));
    course.id = fields.string(root, QString(), QStringLiteral("id"));
    course.version = fields.string(root, QString(), QStringLiteral("version"));
    course.title = fields.text(root, QString(), QStringLiteral("title"));
    const QJsonArray chapters = fields.array(root, QString(), QStringLiteral("chapters"));
    if (root.contains(QLatin1String("chapters")) && chapters.isEmpty())
        fields.report(QStringLiteral("chapters"), tr("the course has no chapters."));
    for (qsizetype c = 0; c < chapters.size(); ++c) {
        const QString at = JsonFields::item(QStringLiteral("chapters"), c);
        const QJsonObject object = fields.object(chapters.at(c), at);
        if (object.isEmpty())
            continue;
        fields.allowOnly(object, at, {QStringLiteral("id"), QStringLiteral("title"), QStringLiteral("lessons")});
        Chapter chapter;
        chapter.id = fields.string(object, at, QStringLiteral("id"));
        if (!chapter.id.isEmpty() && !chapter.id.contains(QRegularExpression(QStringLiteral("^[IVXLC]+$"))))
            fields.report(JsonFields::path(at, QStringLiteral("id")),
                          tr("a chapter id is a Roman numeral (I, II, III, ...)."));
        chapter.title = fields.text(object, at, QStringLiteral("title"));
        const QString lessonsField = JsonFields::path(at, QStringLiteral("lessons"));
        const QJsonArray items = fields.array(object, at, QStringLiteral("lessons"));
        if (object.contains(QLatin1String("lessons")) && items.isEmpty())
            fields.report(lessonsField, tr("the chapter has no lessons."));
        for (qsizetype l = 0; l < items.size(); ++l) {
            const QString lessonAt = JsonFields::item(lessonsField, l);
            const QJsonObject lesson = fields.object(items.at(l), lessonAt);
            if (lesson.isEmpty())
                continue;
            fields.allowOnly(lesson, lessonAt,
                             {QStringLiteral("id"), QStringLiteral("title"), QStringLiteral("questions")});
            LessonEntry entry;
            entry.id = fields.string(lesson, lessonAt, QStringLiteral("id"));
            if (!entry.id.isEmpty() && !entry.id.contains(QRegularExpression(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"))))
                fields.report(JsonFields::path(lessonAt, QStringLiteral("id")),
                              tr("a lesson id is lower-case words joined by '-', e.g. \"multi-head\"."));
            entry.chapterId = chapter.id;
            entry.title = fields.text(lesson, lessonAt, QStringLiteral("title"));
            entry.questionIds = fields.strings(lesson, lessonAt, QStringLiteral("questions"));
            entry.field = lessonAt;
            chapter.lessonIds << entry.id;
            lessons->append(entry);
        }
        course.chapters << chapter;
    }
    return course;
}

} // namespace astrolabe::content
