// Content-pack loading and validation through PackLoader: the bundled pack (compiled-in
// resources, as the window loads it at start), the same pack from disk (as a teacher's pack is
// read), and a pack ten times larger, generated from the bundled one, for how it scales; then
// what start-up reads instead: the bundled pack's image (PackImage, made by the build), and the
// image of the pack ten times larger.
// Not a ctest test; tests/bench/run gathers the lines
//   <name>\t<median>\t<min>\t<max>\t<target>\t<unit>
// Usage: bench_content [runs]   (default 15)
#include "content/pack_image.h"
#include "content/pack_loader.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

using astrolabe::content::PackImage;
using astrolabe::content::PackLoader;

namespace {

constexpr int kCopies = 10;

struct Stats
{
    double median, min, max;
};

QString roman(int n)
{
    static const std::pair<int, const char *> digits[] = {
        {10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"}};
    QString out;
    for (const auto &[value, letters] : digits) {
        while (n >= value) {
            out += QLatin1String(letters);
            n -= value;
        }
    }
    return out;
}

QJsonDocument readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return QJsonDocument::fromJson(file.readAll());
}

void writeJson(const QString &path, const QJsonValue &value)
{
    QFile file(path);
    const QJsonDocument document = value.isArray() ? QJsonDocument(value.toArray())
                                                   : QJsonDocument(value.toObject());
    if (!file.open(QIODevice::WriteOnly) || file.write(document.toJson()) < 0)
        qFatal("cannot write %s", qPrintable(path));
}

// Every string value equal to an id becomes the copy's id (keys, longer texts, and watch stages
// and figure kinds, some of which share a lesson's name, are left alone).
QJsonValue renamed(const QJsonValue &value, const QHash<QString, QString> &ids, const QString &key = {})
{
    if (key == QLatin1String("stage") || key == QLatin1String("figure"))
        return value.isString() ? value : renamed(value, ids);
    if (value.isString()) {
        const auto it = ids.constFind(value.toString());
        return it == ids.constEnd() ? value : QJsonValue(*it);
    }
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue &item : value.toArray())
            out.append(renamed(item, ids));
        return out;
    }
    if (value.isObject()) {
        QJsonObject out;
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            out.insert(it.key(), renamed(it.value(), ids, it.key()));
        return out;
    }
    return value;
}

// Writes `copies` copies of the pack in `from` as one course into `to`: copy k renames chapter
// I to the next Roman numeral, lesson "softmax" to "softmax-k<letter>", questions and
// propositions with them; the copies' graphs stay separate, so the pack is valid.
void writeScaledPack(const QString &from, const QString &to, int copies)
{
    const QJsonObject course = readJson(from + QStringLiteral("/course.json")).object();
    const QJsonArray chapters = course.value(QStringLiteral("chapters")).toArray();
    QDir(to).mkpath(QStringLiteral("lessons"));
    QDir(to).mkpath(QStringLiteral("corpus"));
    QJsonArray allChapters;
    for (int k = 0; k < copies; ++k) {
        QHash<QString, QString> ids;
        for (int c = 0; c < chapters.size(); ++c) {
            const QJsonObject chapter = chapters.at(c).toObject();
            const QString chapterId = chapter.value(QStringLiteral("id")).toString();
            const QString newChapter = roman(k * int(chapters.size()) + c + 1);
            ids.insert(chapterId, newChapter);
            for (const QJsonValue &lessonValue : chapter.value(QStringLiteral("lessons")).toArray()) {
                const QJsonObject lesson = lessonValue.toObject();
                const QString lessonId = lesson.value(QStringLiteral("id")).toString();
                const QString newLesson = k == 0 ? lessonId
                                                 : lessonId + QStringLiteral("-k") + QChar(u'a' + k);
                ids.insert(lessonId, newLesson);
                for (const QJsonValue &q : lesson.value(QStringLiteral("questions")).toArray())
                    ids.insert(q.toString(), newLesson + q.toString().mid(lessonId.size()));
            }
            const QString corpus = from + QStringLiteral("/corpus/%1.json").arg(chapterId);
            if (QFile::exists(corpus)) {
                const QJsonArray props = readJson(corpus).object().value(QStringLiteral("propositions")).toArray();
                for (const QJsonValue &p : props) {
                    const QString id = p.toObject().value(QStringLiteral("id")).toString();
                    ids.insert(id, newChapter + id.mid(chapterId.size()));
                }
            }
        }
        for (const QJsonValue &chapterValue : chapters) {
            const QString chapterId = chapterValue.toObject().value(QStringLiteral("id")).toString();
            allChapters.append(renamed(chapterValue, ids));
            for (const QJsonValue &lessonValue :
                 chapterValue.toObject().value(QStringLiteral("lessons")).toArray()) {
                const QString lessonId = lessonValue.toObject().value(QStringLiteral("id")).toString();
                writeJson(to + QStringLiteral("/lessons/%1.json").arg(ids.value(lessonId)),
                          renamed(readJson(from + QStringLiteral("/lessons/%1.json").arg(lessonId)).object(), ids));
            }
            const QString corpus = from + QStringLiteral("/corpus/%1.json").arg(chapterId);
            if (QFile::exists(corpus))
                writeJson(to + QStringLiteral("/corpus/%1.json").arg(ids.value(chapterId)),
                          renamed(readJson(corpus).object(), ids));
        }
    }
    QJsonObject scaled = course;
    scaled.insert(QStringLiteral("chapters"), allChapters);
    writeJson(to + QStringLiteral("/course.json"), scaled);
}

// The median, the least and the most of some timings.
Stats statsOf(std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    const size_t n = ms.size();
    return {n % 2 ? ms[n / 2] : (ms[n / 2 - 1] + ms[n / 2]) / 2, ms.front(), ms.back()};
}

Stats measureLoad(const QString &dir, int runs, int *questions)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        const auto result = PackLoader::load(dir);
        ms.push_back(timer.nsecsElapsed() / 1e6);
        if (!result.isValid()) {
            for (const auto &problem : result.problems)
                std::fprintf(stderr, "%s\n", qPrintable(problem.toString()));
            qFatal("bench_content: the pack in %s has problems", qPrintable(dir));
        }
        *questions = result.pack.questionCount();
    }
    return statsOf(std::move(ms));
}

Stats measureImage(const QByteArray &image, int runs, int *questions)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        const std::optional<PackImage::Parts> parts = PackImage::read(image);
        ms.push_back(timer.nsecsElapsed() / 1e6);
        if (!parts)
            qFatal("bench_content: the image could not be read");
        *questions = 0;
        for (const auto &lesson : parts->lessons)
            *questions += int(lesson.questions.size());
    }
    return statsOf(std::move(ms));
}

void printRow(const QString &name, const Stats &s, const char *target)
{
    std::printf("%s\t%.2f\t%.2f\t%.2f\t%s\tms\n", qPrintable(name), s.median, s.min, s.max, target);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, atoi(argv[1])) : 15;

    QTemporaryDir dir;
    const QString onDisk = dir.filePath(QStringLiteral("x1"));
    const QString scaled = dir.filePath(QStringLiteral("x10"));
    writeScaledPack(PackLoader::bundledDirectory(), onDisk, 1);
    writeScaledPack(PackLoader::bundledDirectory(), scaled, kCopies);

    int questions = 0;
    const Stats bundled = measureLoad(PackLoader::bundledDirectory(), runs, &questions);
    printRow(QStringLiteral("content: load + validate the bundled pack (%1 q.)").arg(questions),
             bundled, "< 40 ms");
    const Stats disk = measureLoad(onDisk, runs, &questions);
    printRow(QStringLiteral("content: the same pack from disk"), disk, "-");
    const Stats big = measureLoad(scaled, std::max(3, runs / 2), &questions);
    printRow(QStringLiteral("content: a 10x pack from disk (%1 q.)").arg(questions), big, "< 400 ms");
    std::printf("content: 10x pack / 1x pack from disk (medians): %.1fx\n", big.median / disk.median);

    QFile imageFile(PackImage::resourcePath());
    if (!imageFile.open(QIODevice::ReadOnly))
        qFatal("bench_content: no pack image in this program");
    const Stats image = measureImage(imageFile.readAll(), runs, &questions);
    printRow(QStringLiteral("content: the bundled pack's image, as start-up reads it (%1 q.)")
                 .arg(questions),
             image, "-");
    const auto bigPack = PackLoader::load(scaled).pack;
    const Stats bigImage = measureImage(
        PackImage::write({bigPack.course(), bigPack.lessons(), bigPack.glossary()}),
        std::max(3, runs / 2), &questions);
    printRow(QStringLiteral("content: a 10x pack's image (%1 q.)").arg(questions), bigImage, "-");
    std::printf("content: 10x image / 1x image (medians): %.1fx\n",
                bigImage.median / image.median);
    return 0;
}
