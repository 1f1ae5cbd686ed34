#include "content/pack_image.h"
#include "content/pack_loader.h"

#include <cstring>

#include <QDataStream>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QResource>
#include <QTest>

using namespace astrolabe::content;

// The bundled pack's image, which the build makes from the checked JSON and start-up reads
// instead of it: the same course, lessons and glossary to the last field, and damaged bytes
// refused rather than half read.
class TstPackImage : public QObject
{
    Q_OBJECT

    // The first difference between two values of each part, as a path ("lessons[3].questions[2]
    // .optionWhy[1]"); empty when there is none.
    QString m_where;

    template <typename T>
    bool differ(const QString &field, const T &a, const T &b)
    {
        if (a == b)
            return false;
        m_where = field;
        return true;
    }

    template <typename T, typename Compare>
    bool differList(const QString &field, const T &a, const T &b, Compare compare)
    {
        if (differ(field + QStringLiteral(".size"), a.size(), b.size()))
            return true;
        for (int i = 0; i < int(a.size()); ++i)
            if (compare(QStringLiteral("%1[%2]").arg(field).arg(i), a[size_t(i)], b[size_t(i)]))
                return true;
        return false;
    }

    bool differ(const QString &f, const FigureSpec &a, const FigureSpec &b)
    {
        return differ(f + QStringLiteral(".kind"), a.kind, b.kind)
            || differ(f + QStringLiteral(".data"), a.data, b.data)
            || differ(f + QStringLiteral(".caption"), a.caption, b.caption);
    }

    bool differ(const QString &f, const ReadBlock &a, const ReadBlock &b)
    {
        return differ(f + QStringLiteral(".type"), a.type, b.type)
            || differ(f + QStringLiteral(".text"), a.text, b.text)
            || differ(f + QStringLiteral(".figure"), a.figure, b.figure);
    }

    bool differ(const QString &f, const WatchStep &a, const WatchStep &b)
    {
        return differ(f + QStringLiteral(".stage"), a.stage, b.stage)
            || differ(f + QStringLiteral(".key"), a.key, b.key)
            || differ(f + QStringLiteral(".caption"), a.caption, b.caption);
    }

    bool differ(const QString &f, const WatchScript &a, const WatchScript &b)
    {
        return differ(f + QStringLiteral(".query"), a.query, b.query)
            || differ(f + QStringLiteral(".keys"), a.keys, b.keys)
            || differ(f + QStringLiteral(".values"), a.values, b.values)
            || differ(f + QStringLiteral(".scaled"), a.scaled, b.scaled)
            || differ(f + QStringLiteral(".masked"), a.masked, b.masked)
            || differList(f + QStringLiteral(".steps"), a.steps, b.steps,
                          [this](const QString &g, const WatchStep &x, const WatchStep &y) {
                              return differ(g, x, y);
                          });
    }

    bool differ(const QString &f, const Question &a, const Question &b)
    {
        return differ(f + QStringLiteral(".id"), a.id, b.id)
            || differ(f + QStringLiteral(".type"), a.type, b.type)
            || differ(f + QStringLiteral(".prompt"), a.prompt, b.prompt)
            || differ(f + QStringLiteral(".explanation"), a.explanation, b.explanation)
            || differ(f + QStringLiteral(".hint"), a.hint, b.hint)
            || differ(f + QStringLiteral(".targetSeconds"), a.targetSeconds, b.targetSeconds)
            || differ(f + QStringLiteral(".objectives"), a.objectives, b.objectives)
            || differ(f + QStringLiteral(".options"), a.options, b.options)
            || differ(f + QStringLiteral(".optionWhy"), a.optionWhy, b.optionWhy)
            || differ(f + QStringLiteral(".correct"), a.correct, b.correct)
            || differ(f + QStringLiteral(".exercise"), a.exercise, b.exercise)
            || differ(f + QStringLiteral(".variant"), a.variant, b.variant);
    }

    bool differ(const QString &f, const Lesson &a, const Lesson &b)
    {
        return differ(f + QStringLiteral(".id"), a.id, b.id)
            || differ(f + QStringLiteral(".chapterId"), a.chapterId, b.chapterId)
            || differ(f + QStringLiteral(".title"), a.title, b.title)
            || differ(f + QStringLiteral(".summary"), a.summary, b.summary)
            || differ(f + QStringLiteral(".objectives"), a.objectives, b.objectives)
            || differList(f + QStringLiteral(".read"), a.read, b.read,
                          [this](const QString &g, const ReadBlock &x, const ReadBlock &y) {
                              return differ(g, x, y);
                          })
            || differ(f + QStringLiteral(".watch"), a.watch, b.watch)
            || differ(f + QStringLiteral(".prerequisites"), a.prerequisites, b.prerequisites)
            || differList(f + QStringLiteral(".questions"), a.questions, b.questions,
                          [this](const QString &g, const Question &x, const Question &y) {
                              return differ(g, x, y);
                          });
    }

    bool differ(const QString &f, const Course &a, const Course &b)
    {
        return differ(f + QStringLiteral(".format"), a.format, b.format)
            || differ(f + QStringLiteral(".id"), a.id, b.id)
            || differ(f + QStringLiteral(".version"), a.version, b.version)
            || differ(f + QStringLiteral(".title"), a.title, b.title)
            || differList(f + QStringLiteral(".chapters"), a.chapters, b.chapters,
                          [this](const QString &g, const Chapter &x, const Chapter &y) {
                              return differ(g + QStringLiteral(".id"), x.id, y.id)
                                  || differ(g + QStringLiteral(".title"), x.title, y.title)
                                  || differ(g + QStringLiteral(".lessonIds"), x.lessonIds,
                                            y.lessonIds);
                          });
    }

    bool differ(const QString &f, const Glossary &a, const Glossary &b)
    {
        return differList(f + QStringLiteral(".terms"), a.terms, b.terms,
                          [this](const QString &g, const GlossaryTerm &x, const GlossaryTerm &y) {
                              return differ(g + QStringLiteral(".id"), x.id, y.id)
                                  || differ(g + QStringLiteral(".term"), x.term, y.term)
                                  || differ(g + QStringLiteral(".formsFa"), x.formsFa, y.formsFa)
                                  || differ(g + QStringLiteral(".avoidFa"), x.avoidFa, y.avoidFa)
                                  || differ(g + QStringLiteral(".avoidEn"), x.avoidEn, y.avoidEn)
                                  || differ(g + QStringLiteral(".note"), x.note, y.note);
                          });
    }

    // Where two packs' parts first differ; empty when they are the same.
    QString difference(const PackImage::Parts &a, const PackImage::Parts &b)
    {
        m_where.clear();
        if (!differ(QStringLiteral("course"), a.course, b.course)
            && !differList(QStringLiteral("lessons"), a.lessons, b.lessons,
                           [this](const QString &g, const Lesson &x, const Lesson &y) {
                               return differ(g, x, y);
                           }))
            differ(QStringLiteral("glossary"), a.glossary, b.glossary);
        return m_where;
    }

    static PackImage::Parts partsOf(const ContentPack &pack)
    {
        return {pack.course(), pack.lessons(), pack.glossary()};
    }

    // Longer than the longest string kept in the structures (48 UTF-16 units).
    static constexpr char16_t kLongPrompt[] =
        u"Which key does the query match best, given the four scores shown above?";

    // The header's fifth number: the pool's length in UTF-16 units.
    static quint32 poolUnits(const QByteArray &image)
    {
        quint32 units = 0;
        std::memcpy(&units, image.constData() + 16, 4); // little-endian, as every test machine
        return units;
    }

    // Where the first long string's reference (its length with the highest bit set, then 0,
    // its start in the pool) lies, or -1.
    static qsizetype firstPooled(const QByteArray &image, qsizetype length)
    {
        const quint32 reference[2] = {quint32(length) | 0x80000000u, 0};
        return image.indexOf(QByteArrayView(reinterpret_cast<const char *>(reference), 8));
    }

    static QByteArray resourceBytes()
    {
        QFile file(PackImage::resourcePath());
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    static LocalizedText text(const QString &en)
    {
        return {en, en + QStringLiteral(" (fa)")};
    }

    // Every field of every part set, some to what the bundled pack never uses.
    static PackImage::Parts everyField()
    {
        PackImage::Parts parts;
        parts.course = {3, QStringLiteral("c"), QStringLiteral("2.1"), text(QStringLiteral("C")),
                        {{QStringLiteral("I"), text(QStringLiteral("One")),
                          {QStringLiteral("a"), QStringLiteral("b")}}}};
        Lesson lesson;
        lesson.id = QStringLiteral("a");
        lesson.chapterId = QStringLiteral("I");
        lesson.title = text(QStringLiteral("T"));
        lesson.summary = text(QStringLiteral("S"));
        lesson.objectives = {text(QStringLiteral("O1")), text(QStringLiteral("O2"))};
        ReadBlock figure;
        figure.type = ReadBlock::Type::Figure;
        figure.figure.kind = QStringLiteral("heatmap");
        figure.figure.data = QJsonObject{{QStringLiteral("rows"), QJsonArray{1.5, -2, true}}};
        figure.figure.caption = text(QStringLiteral("F"));
        ReadBlock formula;
        formula.type = ReadBlock::Type::Formula;
        formula.text = text(QStringLiteral("x = 1"));
        lesson.read = {formula, figure};
        lesson.watch.query = {1.0, -0.25};
        lesson.watch.keys = {{0.5, 0.5}, {1e-9, 3.0}};
        lesson.watch.values = {{1, 0}, {0, 1}};
        lesson.watch.scaled = false;
        lesson.watch.masked = {2};
        lesson.watch.steps = {{WatchStep::Stage::Compare, 2, text(QStringLiteral("W"))},
                              {WatchStep::Stage::Blend, 0, text(QStringLiteral("B"))}};
        lesson.prerequisites = {QStringLiteral("z")};
        Question choice;
        choice.id = QStringLiteral("a.q1");
        choice.prompt = text(QString::fromUtf16(kLongPrompt)); // in the pool
        choice.explanation = text(QStringLiteral("E"));
        choice.hint = text(QStringLiteral("H"));
        choice.targetSeconds = 40;
        choice.objectives = {1, 2};
        choice.options = {text(QStringLiteral("A")), text(QStringLiteral("B"))};
        choice.optionWhy = {text(QStringLiteral("why A")), LocalizedText()};
        choice.correct = 2;
        Question generated;
        generated.id = QStringLiteral("a.q2");
        generated.type = Question::Type::Generated;
        generated.prompt = text(QStringLiteral("{scores}"));
        generated.exercise = QStringLiteral("softmax-weights");
        generated.variant = QStringLiteral("v2");
        lesson.questions = {choice, generated};
        parts.lessons = {lesson, Lesson()};
        GlossaryTerm term{QStringLiteral("query"), text(QStringLiteral("query")),
                          {QStringLiteral("f1")}, {QStringLiteral("x")},
                          {QStringLiteral("y"), QStringLiteral("z")}, text(QStringLiteral("n"))};
        parts.glossary.terms = {term};
        return parts;
    }

private slots:
    void theProgramsImageIsThePackTheBuildChecked()
    {
        const LoadResult checked = PackLoader::load(PackLoader::bundledDirectory());
        QVERIFY(checked.isValid());
        const QByteArray bytes = resourceBytes();
        QVERIFY2(!bytes.isEmpty(), "this test links astrolabe_pack_image_data");
        QCOMPARE(QResource(PackImage::resourcePath()).compressionAlgorithm(),
                 QResource::NoCompression); // read in place
        const std::optional<PackImage::Parts> image = PackImage::read(bytes);
        QVERIFY(image);
        QCOMPARE(image->lessons.size(), checked.pack.lessons().size());
        QCOMPARE(difference(*image, partsOf(checked.pack)), QString());
    }

    void theBundledPackIsReadFromItWithTheCorpusLeftForLater()
    {
        const ContentPack &bundled = PackLoader::bundled();
        QVERIFY(!bundled.corpusIsRead());
        QCOMPARE(difference(partsOf(bundled), *PackImage::read(resourceBytes())), QString());
        // Its texts are the program's image itself, used where they lie, not copies.
        const QResource resource(PackImage::resourcePath());
        const auto *begin = reinterpret_cast<const char *>(resource.data());
        const auto *text = reinterpret_cast<const char *>(bundled.lessons().constFirst().title.fa
                                                              .constData());
        QVERIFY(text >= begin && text < begin + resource.size());
        // Lookups work on the pack read from the image as on one read from JSON.
        const Lesson &first = bundled.lessons().constFirst();
        QCOMPARE(bundled.lesson(first.id), &first);
        QCOMPARE(bundled.lessonOfQuestion(first.questions.constLast().id), &first);
        const LoadResult checked = PackLoader::load(PackLoader::bundledDirectory());
        QCOMPARE(bundled.propositionCount(), checked.pack.propositionCount());
        QVERIFY(bundled.corpusIsRead());
    }

    void everyFieldSurvivesTheRoundTrip()
    {
        const PackImage::Parts parts = everyField();
        const QByteArray bytes = PackImage::write(parts);
        const std::optional<PackImage::Parts> back = PackImage::read(bytes);
        QVERIFY(back);
        QCOMPARE(difference(*back, parts), QString());
        const std::optional<PackImage::Parts> borrowed =
            PackImage::read(bytes, PackImage::Strings::Borrowed);
        QVERIFY(borrowed);
        QCOMPARE(difference(*borrowed, parts), QString());
        // The comparison sees a change in a field the bundled pack never sets.
        PackImage::Parts changed = parts;
        changed.lessons[0].watch.masked = {1};
        QCOMPARE(difference(changed, parts), QStringLiteral("lessons[0].watch.masked"));
    }

    // Reading the image touches only its structures: the long texts lie in a pool after them,
    // each once, and start-up leaves that pool's pages alone until a text is shown.
    void longTextsLieInAPoolThatReadingDoesNotTouch()
    {
        const QByteArray good = PackImage::write(everyField());
        QByteArray junk = good;
        const qsizetype poolStart = junk.size() - 2 * qsizetype(poolUnits(good));
        QVERIFY(poolStart > 20 && poolStart < junk.size());
        for (qsizetype i = poolStart; i < junk.size(); ++i)
            junk[i] = char(0xee);
        const std::optional<PackImage::Parts> read = PackImage::read(junk,
                                                                    PackImage::Strings::Borrowed);
        QVERIFY(read); // nothing in the pool was looked at
        QCOMPARE(read->lessons[0].id, everyField().lessons[0].id);
        QVERIFY(read->lessons[0].questions[0].prompt.en != everyField().lessons[0].questions[0]
                                                           .prompt.en);

        // The bundled pack: its ids and titles in the structures, its paragraphs in the pool.
        const QResource resource(PackImage::resourcePath());
        const auto *begin = reinterpret_cast<const char *>(resource.data());
        const char *pool = begin + resource.size() - 2 * poolUnits(resourceBytes());
        const ContentPack &bundled = PackLoader::bundled();
        const auto at = [](const QString &text) {
            return reinterpret_cast<const char *>(text.constData());
        };
        const Lesson &lesson = bundled.lessons().constFirst();
        QVERIFY(at(lesson.id) >= begin && at(lesson.id) < pool);
        QVERIFY(at(lesson.title.en) >= begin && at(lesson.title.en) < pool);
        const QString &prompt = lesson.questions.constFirst().prompt.en;
        QVERIFY(prompt.size() > 48);
        QVERIFY(at(prompt) >= pool && at(prompt) < begin + resource.size());

        // A long text used twice is stored once: the second use adds its reference alone.
        PackImage::Parts once = everyField();
        const QString paragraph = once.lessons[0].questions[0].prompt.en;
        once.lessons[0].summary.fa = QString();
        PackImage::Parts twice = once;
        twice.lessons[0].summary.fa = paragraph;
        QCOMPARE(PackImage::write(twice).size(), PackImage::write(once).size() + 4);
        QCOMPARE(PackImage::read(PackImage::write(twice))->lessons[0].summary.fa, paragraph);
    }

    void damagedBytesAreRefused()
    {
        const QByteArray good = PackImage::write(everyField());
        QVERIFY(PackImage::read(good));
        QVERIFY(!PackImage::read(QByteArray()));
        for (int cut = 1; cut < good.size(); cut += 7)
            QVERIFY2(!PackImage::read(good.left(cut)), qPrintable(QString::number(cut)));
        QVERIFY(!PackImage::read(good + '\0')); // anything after the image
        // A string longer than what is left of the structures (the course's id, after the
        // header's five numbers and the course's format number).
        QByteArray longString = good;
        longString[27] = char(0x7f); // the length's highest byte: about two billion units
        QVERIFY(!PackImage::read(longString));
        QVERIFY(!PackImage::read(longString, PackImage::Strings::Borrowed));
        // A long string said to lie past the end of the pool, or to run over it.
        QByteArray pastThePool = good;
        const qsizetype reference =
            firstPooled(good, QStringView(kLongPrompt).size());
        QVERIFY(reference > 0);
        QDataStream edit(&pastThePool, QIODevice::ReadWrite);
        edit.setByteOrder(QDataStream::LittleEndian);
        edit.device()->seek(reference + 4);
        edit << quint32(poolUnits(good)); // where it starts: the pool's end
        QVERIFY(!PackImage::read(pastThePool));
        QVERIFY(!PackImage::read(pastThePool, PackImage::Strings::Borrowed));
        edit.device()->seek(reference + 4);
        edit << quint32(poolUnits(good) - 1);
        QVERIFY(!PackImage::read(pastThePool));
        // A pool whose length disagrees with the header.
        QVERIFY(!PackImage::read(good.left(good.size() - 2)));
        QByteArray otherMagic = good;
        otherMagic[0] = char(otherMagic[0] ^ 1);
        QVERIFY(!PackImage::read(otherMagic));
        QByteArray otherFormat = good;
        otherFormat[4] = char(otherFormat[4] + 1); // the format number follows the magic
        QVERIFY(!PackImage::read(otherFormat));
        // A list claiming more items than any pack has (the course's chapters, after the
        // header, the format number and the course's id, version and title).
        QByteArray hugeCount = PackImage::write(PackImage::Parts());
        QDataStream at(&hugeCount, QIODevice::ReadWrite);
        at.setByteOrder(QDataStream::LittleEndian);
        const qsizetype chaptersAt = hugeCount.size() - 3 * 4; // chapters, lessons, terms
        at.device()->seek(chaptersAt);
        at << qint32(1 << 30);
        QVERIFY(!PackImage::read(hugeCount));
    }
};

QTEST_GUILESS_MAIN(TstPackImage)
#include "tst_pack_image.moc"
