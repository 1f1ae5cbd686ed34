#include "content/pack_checks.h"

#include "content/dependency_graph.h"
#include "content/json_fields.h"
#include "content/lesson_reader.h"

#include <QHash>
#include <QSet>

namespace astrolabe::content {

namespace {

// Where each id was first seen, to report the second use with the first's place.
class IdRegistry
{
public:
    // Returns the first place when the id was already registered, otherwise an empty string.
    QString add(const QString &id, const QString &place)
    {
        const auto it = m_places.constFind(id);
        if (it != m_places.constEnd())
            return *it;
        m_places.insert(id, place);
        return {};
    }
    bool contains(const QString &id) const { return m_places.contains(id); }

private:
    QHash<QString, QString> m_places;
};

QString place(const QString &file, const QString &field)
{
    return file + QLatin1Char(' ') + field;
}

} // namespace

QString PackChecks::lessonFile(const QString &lessonId)
{
    return QStringLiteral("lessons/%1.json").arg(lessonId);
}

QString PackChecks::corpusFile(const QString &chapterId)
{
    return QStringLiteral("corpus/%1.json").arg(chapterId);
}

void PackChecks::run(const QVector<CourseReader::LessonEntry> &entries, const QVector<Lesson> &lessons,
                     const QVector<Proposition> &propositions, const QVector<Place> &propositionPlaces,
                     Problems *problems)
{
    const QString course = QStringLiteral("course.json");
    const auto usedTwice = [](const QString &id, const QString &first) {
        return tr("the id \"%1\" is used twice (first at %2).").arg(id, first);
    };

    // Ids: lessons and questions from course.json, where the store's ids are registered.
    IdRegistry lessonIds;
    IdRegistry questionIds;
    for (const CourseReader::LessonEntry &entry : entries) {
        const QString idField = JsonFields::path(entry.field, QStringLiteral("id"));
        if (!entry.id.isEmpty()) {
            const QString first = lessonIds.add(entry.id, place(course, idField));
            if (!first.isEmpty())
                problems->append({course, idField, usedTwice(entry.id, first)});
        }
        const QString questionsField = JsonFields::path(entry.field, QStringLiteral("questions"));
        if (entry.questionIds.size() != LessonReader::questionsPerLesson)
            problems->append({course, questionsField,
                              tr("lists %n question(s); a lesson has exactly %1.", nullptr,
                                 int(entry.questionIds.size()))
                                  .arg(LessonReader::questionsPerLesson)});
        for (int i = 0; i < entry.questionIds.size(); ++i) {
            const QString field = JsonFields::item(questionsField, i);
            const QString first = questionIds.add(entry.questionIds.at(i), place(course, field));
            if (!first.isEmpty())
                problems->append({course, field, usedTwice(entry.questionIds.at(i), first)});
        }
    }

    // Each lesson file's questions match its entry, one for one; ids unique inside the file.
    for (int l = 0; l < lessons.size() && l < entries.size(); ++l) {
        const Lesson &lesson = lessons.at(l);
        const QStringList &listed = entries.at(l).questionIds;
        const QString file = lessonFile(lesson.id);
        IdRegistry inFile;
        for (int q = 0; q < lesson.questions.size(); ++q) {
            const QString id = lesson.questions.at(q).id;
            if (id.isEmpty())
                continue;
            const QString field = JsonFields::path(JsonFields::item(QStringLiteral("questions"), q),
                                                   QStringLiteral("id"));
            const QString first = inFile.add(id, place(file, field));
            if (!first.isEmpty())
                problems->append({file, field, usedTwice(id, first)});
            else if (q < listed.size() && listed.at(q) != id)
                problems->append({file, field,
                                  tr("is \"%1\" but course.json lists \"%2\" as question %3 of this lesson.")
                                      .arg(id, listed.at(q))
                                      .arg(q + 1)});
            else if (q >= listed.size())
                problems->append({file, field,
                                  tr("\"%1\" is not listed for this lesson in course.json.").arg(id)});
        }
    }

    // Lesson prerequisites resolve and form no cycle.
    QStringList lessonOrder;
    QHash<QString, QStringList> prerequisites;
    for (const Lesson &lesson : lessons) {
        lessonOrder << lesson.id;
        prerequisites.insert(lesson.id, lesson.prerequisites);
        for (int i = 0; i < lesson.prerequisites.size(); ++i)
            if (!lessonIds.contains(lesson.prerequisites.at(i)))
                problems->append({lessonFile(lesson.id), JsonFields::item(QStringLiteral("prerequisites"), i),
                                  tr("the lesson \"%1\" does not exist.").arg(lesson.prerequisites.at(i))});
    }
    for (const QStringList &cycle : DependencyGraph(lessonOrder, prerequisites).cycles())
        problems->append({lessonFile(cycle.constFirst()), QStringLiteral("prerequisites"),
                          tr("the lessons are prerequisites of each other in a cycle: %1.")
                              .arg(cycle.join(QStringLiteral(" → ")))});

    // Propositions: ids unique, references resolvable, no cycle.
    IdRegistry propositionIds;
    QStringList propositionOrder;
    QHash<QString, QStringList> dependencies;
    QHash<QString, Place> places;
    for (int p = 0; p < propositions.size(); ++p) {
        const Proposition &proposition = propositions.at(p);
        const Place &at = propositionPlaces.at(p);
        if (proposition.id.isEmpty())
            continue;
        const QString idField = JsonFields::path(at.field, QStringLiteral("id"));
        const QString first = propositionIds.add(proposition.id, place(at.file, idField));
        if (!first.isEmpty()) {
            problems->append({at.file, idField, usedTwice(proposition.id, first)});
            continue;
        }
        propositionOrder << proposition.id;
        dependencies.insert(proposition.id, proposition.dependsOn);
        places.insert(proposition.id, at);
    }
    for (int p = 0; p < propositions.size(); ++p) {
        const Proposition &proposition = propositions.at(p);
        const Place &at = propositionPlaces.at(p);
        const QString dependsField = JsonFields::path(at.field, QStringLiteral("dependsOn"));
        for (int i = 0; i < proposition.dependsOn.size(); ++i)
            if (!propositionIds.contains(proposition.dependsOn.at(i)))
                problems->append({at.file, JsonFields::item(dependsField, i),
                                  tr("the proposition \"%1\" does not exist.").arg(proposition.dependsOn.at(i))});
        const QString problemsField = JsonFields::path(at.field, QStringLiteral("problems"));
        for (int i = 0; i < proposition.problems.size(); ++i)
            if (!questionIds.contains(proposition.problems.at(i)))
                problems->append({at.file, JsonFields::item(problemsField, i),
                                  tr("the question \"%1\" does not exist.").arg(proposition.problems.at(i))});
    }
    for (const QStringList &cycle : DependencyGraph(propositionOrder, dependencies).cycles()) {
        const Place at = places.value(cycle.constFirst());
        problems->append({at.file, JsonFields::path(at.field, QStringLiteral("dependsOn")),
                          tr("the propositions depend on each other in a cycle: %1.")
                              .arg(cycle.join(QStringLiteral(" → ")))});
    }
}

} // namespace astrolabe::content
