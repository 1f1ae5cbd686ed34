#pragma once

#include "content/content_pack.h"
#include "content/course_reader.h"
#include "content/pack_checks.h"
#include "content/problem.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace astrolabe::content {

// What loading a pack gave: the pack (complete when there are no problems; partial otherwise,
// never to be shown to a learner) and every problem found.
struct LoadResult
{
    ContentPack pack;
    Problems problems;

    bool isValid() const { return problems.isEmpty() && !pack.isEmpty(); }
};

// The pack the app should use: the external one when it is valid, otherwise the bundled one
// together with the external pack's problems (to show the teacher why it was refused).
struct PackChoice
{
    ContentPack pack;
    bool external = false;
    Problems problems; // the external pack's problems; empty when it was used
};

// Loads a content pack from a directory:
//   course.json               the course, its chapters, lesson titles and question ids
//   lessons/<lesson-id>.json  one file per lesson
//   corpus/<chapter-id>.json  the propositions of a chapter (optional per chapter)
//   glossary.json             the course's terms (optional)
// and validates everything: each file on its own (see LessonReader, PropositionReader,
// FigureCatalog) and then across files (PackChecks). Every problem is reported, not only the
// first. See resources/content/README.md for the format.
class PackLoader
{
    Q_DECLARE_TR_FUNCTIONS(astrolabe::content::PackLoader)

public:
    // The pack compiled into the application (a Qt resource directory).
    static QString bundledDirectory();

    static LoadResult load(const QString &directory);

    // The bundled pack, loaded once. A bundled pack with problems is a build error (the build
    // checks it with load() to make its image, and the content tests check it too); here it is
    // read from that image (PackImage) when the program carries it, else from the JSON without
    // the checks across files, and its corpus is read the first time it is asked for: start-up
    // needs only the course and its lessons.
    static const ContentPack &bundled();

    // What the app calls for a teacher's pack: external when valid, else bundled + problems.
    // An empty directory means "no external pack".
    static PackChoice loadExternalOrBundled(const QString &directory);

private:
    // The parts of load(), each reporting into `problems`.
    static std::optional<Course> readCourse(const QString &directory,
                                            QVector<CourseReader::LessonEntry> *entries,
                                            Problems *problems);
    static QVector<Lesson> readLessons(const QString &directory,
                                       const QVector<CourseReader::LessonEntry> &entries,
                                       Problems *problems);
    static QVector<Proposition> readCorpus(const QString &directory, const Course &course,
                                           QVector<PackChecks::Place> *places, Problems *problems);
    static Glossary readGlossary(const QString &directory, Problems *problems);
    // The bundled pack's corpus, read without the checks the first time it is asked for.
    static LazyCorpus::Reader bundledCorpus(const QString &directory, const Course &course);
    static ContentPack loadBundled();
};

} // namespace astrolabe::content
