#include "content/content_pack.h"

#include "content/dependency_graph.h"

namespace astrolabe::content {

ContentPack::ContentPack(Course course, QVector<Lesson> lessons, QVector<Proposition> propositions)
    : ContentPack(std::move(course), std::move(lessons),
                  std::make_shared<const LazyCorpus>(Corpus(std::move(propositions))))
{
}

ContentPack::ContentPack(Course course, QVector<Lesson> lessons, LazyCorpus::Reader readCorpus)
    : ContentPack(std::move(course), std::move(lessons),
                  std::make_shared<const LazyCorpus>(std::move(readCorpus)))
{
}

ContentPack::ContentPack(Course course, QVector<Lesson> lessons,
                         std::shared_ptr<const LazyCorpus> corpus)
    : m_course(std::move(course)), m_lessons(std::move(lessons)), m_corpus(std::move(corpus))
{
    QStringList lessonIds;
    QHash<QString, QStringList> prerequisites;
    for (int l = 0; l < m_lessons.size(); ++l) {
        const Lesson &lesson = m_lessons.at(l);
        m_lessonIndex.insert(lesson.id, l);
        lessonIds << lesson.id;
        prerequisites.insert(lesson.id, lesson.prerequisites);
        for (int q = 0; q < lesson.questions.size(); ++q)
            m_questionIndex.insert(lesson.questions.at(q).id, {l, q});
    }
    m_buildsOn = DependencyGraph(lessonIds, prerequisites).inverted();
}

const Corpus &ContentPack::corpus() const
{
    static const Corpus none;
    return m_corpus ? m_corpus->get() : none;
}

bool ContentPack::corpusIsRead() const
{
    return !m_corpus || m_corpus->isRead();
}

const Chapter *ContentPack::chapter(const QString &id) const
{
    for (const Chapter &chapter : m_course.chapters)
        if (chapter.id == id)
            return &chapter;
    return nullptr;
}

const Lesson *ContentPack::lesson(const QString &id) const
{
    const auto it = m_lessonIndex.constFind(id);
    return it == m_lessonIndex.constEnd() ? nullptr : &m_lessons.at(*it);
}

QStringList ContentPack::questionIds() const
{
    QStringList ids;
    for (const Lesson &lesson : m_lessons)
        ids << lesson.questionIds();
    return ids;
}

int ContentPack::questionCount() const
{
    int count = 0;
    for (const Lesson &lesson : m_lessons)
        count += static_cast<int>(lesson.questions.size());
    return count;
}

const Question *ContentPack::question(const QString &id) const
{
    const auto it = m_questionIndex.constFind(id);
    return it == m_questionIndex.constEnd() ? nullptr : &m_lessons.at(it->first).questions.at(it->second);
}

const Lesson *ContentPack::lessonOfQuestion(const QString &questionId) const
{
    const auto it = m_questionIndex.constFind(questionId);
    return it == m_questionIndex.constEnd() ? nullptr : &m_lessons.at(it->first);
}

const Proposition *ContentPack::proposition(const QString &id) const
{
    return corpus().proposition(id);
}

int ContentPack::propositionNumber(const QString &id) const
{
    return corpus().number(id);
}

QStringList ContentPack::prerequisitesOf(const QString &lessonId) const
{
    const Lesson *found = lesson(lessonId);
    return found ? found->prerequisites : QStringList();
}

QStringList ContentPack::lessonsBuildingOn(const QString &lessonId) const
{
    return m_buildsOn.value(lessonId);
}

QStringList ContentPack::dependsOn(const QString &propositionId) const
{
    const Proposition *found = proposition(propositionId);
    return found ? found->dependsOn : QStringList();
}

QStringList ContentPack::usedBy(const QString &propositionId) const
{
    return corpus().usedBy(propositionId);
}

QStringList ContentPack::problemsUsing(const QString &propositionId) const
{
    const Proposition *found = proposition(propositionId);
    return found ? found->problems : QStringList();
}

QStringList ContentPack::propositionsForQuestion(const QString &questionId) const
{
    return corpus().forQuestion(questionId);
}

QStringList ContentPack::propositionsForLesson(const QString &lessonId) const
{
    QStringList ids;
    const Lesson *found = lesson(lessonId);
    if (!found)
        return ids;
    for (const Question &question : found->questions)
        for (const QString &id : propositionsForQuestion(question.id))
            if (!ids.contains(id))
                ids << id;
    return ids;
}

} // namespace astrolabe::content
