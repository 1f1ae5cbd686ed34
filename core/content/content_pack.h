#pragma once

#include "content/course.h"
#include "content/glossary.h"
#include "content/lazy_corpus.h"
#include "content/lesson.h"
#include "content/proposition.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

#include <memory>

namespace astrolabe::content {

// A loaded content pack: the course, its lessons and the proposition corpus, with lookups by id
// and the derived graphs. Built by PackLoader; a value type, cheap to copy (implicitly shared
// containers; copies share one corpus). Lookups of unknown ids return nullptr, 0 or an empty
// list; a returned pointer stays valid as long as the pack it came from (or a copy of it)
// lives. The corpus may be read on first use (the bundled pack's is), from any thread.
class ContentPack
{
public:
    ContentPack() = default;
    ContentPack(Course course, QVector<Lesson> lessons, QVector<Proposition> propositions);
    // The corpus read by `readCorpus` the first time it is asked for.
    ContentPack(Course course, QVector<Lesson> lessons, LazyCorpus::Reader readCorpus);

    bool isEmpty() const { return m_lessons.isEmpty(); }
    const Course &course() const { return m_course; }

    // Chapters and lessons in course order.
    const QVector<Chapter> &chapters() const { return m_course.chapters; }
    const Chapter *chapter(const QString &id) const;
    const QVector<Lesson> &lessons() const { return m_lessons; }
    const Lesson *lesson(const QString &id) const;

    // Questions, in course order.
    QStringList questionIds() const;
    int questionCount() const;
    const Question *question(const QString &id) const;
    const Lesson *lessonOfQuestion(const QString &questionId) const;

    // The corpus, in course order of chapters, each chapter in file order.
    const QVector<Proposition> &propositions() const { return corpus().propositions(); }
    const Proposition *proposition(const QString &id) const;
    // "n of N in the corpus": the 1-based place of a proposition (0 when unknown) and N.
    int propositionNumber(const QString &id) const;
    int propositionCount() const { return static_cast<int>(propositions().size()); }
    // Whether the corpus has been read yet (false only while a lazily read one waits).
    bool corpusIsRead() const;

    // The course's terms (glossary.json; empty when the pack has none).
    const Glossary &glossary() const { return m_glossary; }
    void setGlossary(Glossary glossary) { m_glossary = std::move(glossary); }

    // Where a lesson sits: the lessons it builds on and the lessons that build on it.
    QStringList prerequisitesOf(const QString &lessonId) const;
    QStringList lessonsBuildingOn(const QString &lessonId) const;

    // The corpus graph: what a proposition depends on, what uses it (derived), the questions
    // using it, and back from a question or a lesson to its propositions (derived).
    QStringList dependsOn(const QString &propositionId) const;
    QStringList usedBy(const QString &propositionId) const;
    QStringList problemsUsing(const QString &propositionId) const;
    QStringList propositionsForQuestion(const QString &questionId) const;
    QStringList propositionsForLesson(const QString &lessonId) const;

private:
    ContentPack(Course course, QVector<Lesson> lessons, std::shared_ptr<const LazyCorpus> corpus);
    const Corpus &corpus() const;

    Course m_course;
    QVector<Lesson> m_lessons;
    std::shared_ptr<const LazyCorpus> m_corpus; // null in an empty pack
    Glossary m_glossary;
    QHash<QString, int> m_lessonIndex;
    QHash<QString, QPair<int, int>> m_questionIndex; // lesson index, question index
    QHash<QString, QStringList> m_buildsOn;          // lesson -> lessons that list it
};

} // namespace astrolabe::content
