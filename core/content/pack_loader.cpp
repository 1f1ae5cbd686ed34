#include "content/pack_loader.h"

#include "content/course_reader.h"
#include "content/glossary_reader.h"
#include "content/json_fields.h"
#include "content/lesson_reader.h"
#include "content/pack_checks.h"
#include "content/pack_file.h"
#include "content/pack_image.h"
#include "content/proposition_reader.h"

#include <QDir>
#include <QFileInfo>
#include <QResource>
#include <QRegularExpression>

namespace astrolabe::content {

namespace {

// A lesson id that can safely name a file.
bool isFileSafe(const QString &id)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_-]*$"));
    return pattern.match(id).hasMatch();
}

QString courseFile()
{
    return QStringLiteral("course.json");
}

QStringList jsonFilesIn(const QString &directory)
{
    return QDir(directory).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

} // namespace

QString PackLoader::bundledDirectory()
{
    return QStringLiteral(":/content");
}

LoadResult PackLoader::load(const QString &directory)
{
    LoadResult result;
    Problems &problems = result.problems;
    if (!QFileInfo(directory).isDir()) {
        problems.append({directory, QString(), tr("the content pack directory does not exist.")});
        return result;
    }
    QVector<CourseReader::LessonEntry> entries;
    const std::optional<Course> course = readCourse(directory, &entries, &problems);
    if (!course)
        return result;
    const QVector<Lesson> lessons = readLessons(directory, entries, &problems);
    QVector<PackChecks::Place> places;
    QVector<Proposition> propositions = readCorpus(directory, *course, &places, &problems);
    const Glossary glossary = readGlossary(directory, &problems);
    PackChecks::run(entries, lessons, propositions, places, &problems);
    result.pack = ContentPack(*course, lessons, std::move(propositions));
    result.pack.setGlossary(glossary);
    return result;
}

std::optional<Course> PackLoader::readCourse(const QString &directory,
                                             QVector<CourseReader::LessonEntry> *entries,
                                             Problems *problems)
{
    const auto courseJson = PackFile::read(directory, courseFile(), problems);
    if (!courseJson)
        return std::nullopt;
    return CourseReader::read(*courseJson, JsonFields(courseFile(), problems), entries);
}

QVector<Lesson> PackLoader::readLessons(const QString &directory,
                                        const QVector<CourseReader::LessonEntry> &entries,
                                        Problems *problems)
{
    // Lessons, one file each, in course order (a placeholder when a file cannot be read, so
    // that lessons and entries stay side by side).
    QVector<Lesson> lessons;
    QSet<QString> listedFiles;
    for (const CourseReader::LessonEntry &entry : entries) {
        Lesson lesson;
        lesson.id = entry.id;
        if (isFileSafe(entry.id)) {
            const QString file = PackChecks::lessonFile(entry.id);
            listedFiles.insert(QFileInfo(file).fileName());
            if (const auto json = PackFile::read(directory, file, problems)) {
                const JsonFields fields(file, problems);
                lesson = LessonReader::read(*json, fields);
                if (!lesson.id.isEmpty() && lesson.id != entry.id)
                    fields.report(QStringLiteral("id"),
                                  tr("is \"%1\" but the file and course.json name the lesson \"%2\".")
                                      .arg(lesson.id, entry.id));
                lesson.id = entry.id;
            }
        } else if (!entry.id.isEmpty()) {
            problems->append({courseFile(), JsonFields::path(entry.field, QStringLiteral("id")),
                              tr("\"%1\" cannot name a file; use letters, digits and '-'.").arg(entry.id)});
        }
        lesson.chapterId = entry.chapterId;
        lesson.title = entry.title;
        lessons << lesson;
    }
    for (const QString &name : jsonFilesIn(QDir(directory).filePath(QStringLiteral("lessons"))))
        if (!listedFiles.contains(name))
            problems->append({QStringLiteral("lessons/") + name, QString(),
                              tr("this lesson is not listed in course.json, so no learner would see it.")});
    return lessons;
}

QVector<Proposition> PackLoader::readCorpus(const QString &directory, const Course &course,
                                            QVector<PackChecks::Place> *places, Problems *problems)
{
    // The corpus, one optional file per chapter, in course order.
    QVector<Proposition> propositions;
    QSet<QString> corpusFiles;
    for (const Chapter &chapter : course.chapters) {
        if (!isFileSafe(chapter.id))
            continue;
        const QString file = PackChecks::corpusFile(chapter.id);
        corpusFiles.insert(QFileInfo(file).fileName());
        if (!QFileInfo::exists(QDir(directory).filePath(file)))
            continue;
        if (const auto json = PackFile::read(directory, file, problems)) {
            const QVector<Proposition> read =
                PropositionReader::read(*json, chapter.id, JsonFields(file, problems));
            for (int i = 0; i < read.size(); ++i)
                places->append({file, JsonFields::item(QStringLiteral("propositions"), i)});
            propositions << read;
        }
    }
    for (const QString &name : jsonFilesIn(QDir(directory).filePath(QStringLiteral("corpus"))))
        if (!corpusFiles.contains(name))
            problems->append({QStringLiteral("corpus/") + name, QString(),
                              tr("no chapter of course.json has this id, so its propositions would never be shown.")});
    return propositions;
}

Glossary PackLoader::readGlossary(const QString &directory, Problems *problems)
{
    // Optional (a pack without one has no terminology warnings), but a malformed one is a
    // problem like any other file's.
    const QString glossaryFile = QStringLiteral("glossary.json");
    if (QFileInfo::exists(QDir(directory).filePath(glossaryFile)))
        if (const auto json = PackFile::read(directory, glossaryFile, problems))
            return GlossaryReader::read(*json, JsonFields(glossaryFile, problems));
    return {};
}

LazyCorpus::Reader PackLoader::bundledCorpus(const QString &directory, const Course &course)
{
    return [directory, course] {
        Problems ignored;
        QVector<PackChecks::Place> places;
        return readCorpus(directory, course, &places, &ignored);
    };
}

ContentPack PackLoader::loadBundled()
{
    const QString directory = bundledDirectory();
    // The build's image of the pack when the program carries one (read in place: the resource
    // is stored uncompressed), else the JSON.
    const QResource resource(PackImage::resourcePath());
    if (resource.isValid() && resource.compressionAlgorithm() == QResource::NoCompression) {
        const QByteArray bytes = QByteArray::fromRawData(
            reinterpret_cast<const char *>(resource.data()), resource.size());
        // The resource lives as long as the program: its strings are used where they lie.
        if (std::optional<PackImage::Parts> image =
                PackImage::read(bytes, PackImage::Strings::Borrowed)) {
            const LazyCorpus::Reader corpus = bundledCorpus(directory, image->course);
            ContentPack pack(std::move(image->course), std::move(image->lessons), corpus);
            pack.setGlossary(std::move(image->glossary));
            return pack;
        }
    }
    Problems problems; // none: tst_content_pack loads the same files with every check
    QVector<CourseReader::LessonEntry> entries;
    const std::optional<Course> course = readCourse(directory, &entries, &problems);
    if (!course)
        return {};
    ContentPack pack(*course, readLessons(directory, entries, &problems),
                     bundledCorpus(directory, *course));
    pack.setGlossary(readGlossary(directory, &problems));
    return pack;
}

const ContentPack &PackLoader::bundled()
{
    static const ContentPack pack = loadBundled();
    return pack;
}

PackChoice PackLoader::loadExternalOrBundled(const QString &directory)
{
    PackChoice choice;
    if (!directory.isEmpty()) {
        LoadResult external = load(directory);
        if (external.isValid()) {
            choice.pack = external.pack;
            choice.external = true;
            return choice;
        }
        choice.problems = external.problems;
    }
    choice.pack = bundled();
    return choice;
}

} // namespace astrolabe::content
