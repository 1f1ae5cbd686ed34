#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

namespace astrolabe::content {

class ContentPack;

// The shape of the course: chapters, their lessons, and each lesson's question ids. The ids are
// stable: the store keys every answer by question id. Read from the content pack's course.json.
struct LessonOutline
{
    QString id;
    QString chapterId;
    QString titleEn;
    QString titleFa;
    QStringList questionIds;
};

class CourseOutline
{
public:
    // Reads course.json; on failure returns an empty outline and sets *error to one sentence.
    static CourseOutline fromFile(const QString &path, QString *error);
    static CourseOutline fromJson(const QByteArray &json, QString *error);
    // The course compiled into the application.
    static CourseOutline bundled();
    // The shape of a loaded pack (a teacher's own pack as much as the bundled one).
    static CourseOutline of(const ContentPack &pack);

    bool isEmpty() const { return m_lessons.isEmpty(); }
    QString courseId() const { return m_courseId; }
    QString version() const { return m_version; }
    QString titleEn() const { return m_titleEn; }
    QString titleFa() const { return m_titleFa; }
    const QVector<LessonOutline> &lessons() const { return m_lessons; }
    QStringList questionIds() const;

private:
    QString m_courseId;
    QString m_version;
    QString m_titleEn;
    QString m_titleFa;
    QVector<LessonOutline> m_lessons;
};

} // namespace astrolabe::content
