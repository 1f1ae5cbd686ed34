#include "content/course_outline.h"

#include "content/content_pack.h"
#include "content/localized_text.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace astrolabe::content {

namespace {
const char *const bundledPath = ":/content/course.json";

// A title's Persian, its formulas bound left to right as the pack's texts are ("√d", not "d√").
QString persianOf(const QJsonObject &title)
{
    return LocalizedText{title.value(QLatin1String("en")).toString(),
                         title.value(QLatin1String("fa")).toString()}
        .text(QStringLiteral("fa"));
}
} // namespace

CourseOutline CourseOutline::fromFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot be read (%2).").arg(path, file.errorString());
        return {};
    }
    CourseOutline outline = fromJson(file.readAll(), error);
    if (!error->isEmpty())
        error->prepend(path + QStringLiteral(": "));
    return outline;
}

CourseOutline CourseOutline::fromJson(const QByteArray &json, QString *error)
{
    error->clear();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isObject()) {
        *error = QStringLiteral("not a JSON object (%1 at offset %2).")
                     .arg(parseError.errorString())
                     .arg(parseError.offset);
        return {};
    }
    const QJsonObject root = doc.object();
    CourseOutline outline;
    outline.m_courseId = root.value(QLatin1String("id")).toString();
    outline.m_version = root.value(QLatin1String("version")).toString();
    const QJsonObject courseTitle = root.value(QLatin1String("title")).toObject();
    outline.m_titleEn = courseTitle.value(QLatin1String("en")).toString();
    outline.m_titleFa = persianOf(courseTitle);
    if (outline.m_courseId.isEmpty()) {
        *error = QStringLiteral("field id: the course needs an id.");
        return {};
    }
    QSet<QString> seen;
    for (const QJsonValue &chapterValue : root.value(QLatin1String("chapters")).toArray()) {
        const QJsonObject chapter = chapterValue.toObject();
        const QString chapterId = chapter.value(QLatin1String("id")).toString();
        for (const QJsonValue &lessonValue : chapter.value(QLatin1String("lessons")).toArray()) {
            const QJsonObject lesson = lessonValue.toObject();
            LessonOutline item;
            item.id = lesson.value(QLatin1String("id")).toString();
            item.chapterId = chapterId;
            const QJsonObject title = lesson.value(QLatin1String("title")).toObject();
            item.titleEn = title.value(QLatin1String("en")).toString();
            item.titleFa = persianOf(title);
            for (const QJsonValue &q : lesson.value(QLatin1String("questions")).toArray())
                item.questionIds << q.toString();
            const QStringList ids = QStringList(item.questionIds) << item.id; // a named list:
            for (const QString &id : ids) { // ranging over "temp << x" dangles (and crashed)
                if (id.isEmpty() || seen.contains(id)) {
                    *error = QStringLiteral("lesson %1: the id \"%2\" is empty or used twice.")
                                 .arg(item.id, id);
                    return {};
                }
                seen.insert(id);
            }
            outline.m_lessons << item;
        }
    }
    if (outline.m_lessons.isEmpty()) {
        *error = QStringLiteral("field chapters: the course has no lessons.");
        return {};
    }
    return outline;
}

CourseOutline CourseOutline::bundled()
{
    QString error;
    CourseOutline outline = fromFile(QString::fromLatin1(bundledPath), &error);
    Q_ASSERT_X(error.isEmpty(), "CourseOutline::bundled", qPrintable(error));
    return outline;
}

QStringList CourseOutline::questionIds() const
{
    QStringList ids;
    for (const LessonOutline &lesson : m_lessons)
        ids << lesson.questionIds;
    return ids;
}

CourseOutline CourseOutline::of(const ContentPack &pack)
{
    const Course &course = pack.course();
    CourseOutline outline;
    outline.m_courseId = course.id;
    outline.m_version = course.version;
    outline.m_titleEn = course.title.text(QStringLiteral("en"));
    outline.m_titleFa = course.title.text(QStringLiteral("fa"));
    for (const Chapter &chapter : pack.chapters()) {
        for (const QString &lessonId : chapter.lessonIds) {
            const Lesson *lesson = pack.lesson(lessonId);
            if (!lesson)
                continue;
            outline.m_lessons << LessonOutline{lesson->id, chapter.id,
                                               lesson->title.text(QStringLiteral("en")),
                                               lesson->title.text(QStringLiteral("fa")),
                                               lesson->questionIds()};
        }
    }
    return outline;
}

} // namespace astrolabe::content
