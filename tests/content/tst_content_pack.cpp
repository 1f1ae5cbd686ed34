#include "attention/attend.h"
#include "attention/softmax.h"
#include "content/course_outline.h"
#include "content/exercise_catalog.h"
#include "content/figure_catalog.h"
#include "content/pack_loader.h"
#include "content/text_template.h"
#include "exercises/exercise.h"
#include "exercises/exercise_kind.h"
#include "exercises/generators.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QThread>
#include <QTest>

#include <atomic>
#include <cmath>
#include <thread>
#include <tuple>
#include <vector>

using namespace astrolabe::content;
namespace attention = astrolabe::attention;
namespace exercises = astrolabe::exercises;

namespace {

QVector<double> rounded(const attention::Vector &v)
{
    QVector<double> r;
    for (double x : v)
        r << std::round(x * 100.0) / 100.0;
    return r;
}

const LoadResult &bundledResult()
{
    static const LoadResult result = PackLoader::load(PackLoader::bundledDirectory());
    return result;
}

// Every {"en", "fa"} object of a JSON tree, with its path.
void collectTexts(const QJsonValue &value, const QString &path, QVector<QPair<QString, QJsonObject>> *out)
{
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        if (object.contains(QLatin1String("en")) || object.contains(QLatin1String("fa")))
            out->append({path, object});
        for (auto it = object.begin(); it != object.end(); ++it)
            collectTexts(it.value(), path + QLatin1Char('.') + it.key(), out);
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            collectTexts(array.at(i), QStringLiteral("%1[%2]").arg(path).arg(i), out);
    }
}

bool hasPersianLetters(const QString &text)
{
    static const QRegularExpression arabicScript(QStringLiteral("[\\x{0600}-\\x{06FF}]"));
    return text.contains(arabicScript);
}

} // namespace

// The bundled course: what every learner gets. It must load cleanly and hold what the lesson
// pages and the corpus browser show.
class TestContentPack : public QObject
{
    Q_OBJECT

private slots:
    // First, before anything here asks the bundled pack for its corpus: start-up reads only the
    // course and its lessons; the corpus comes on first use, the same as the checked load's,
    // and a copy made before that shares it.
    void theBundledPackReadsItsCorpusOnFirstUse()
    {
        const ContentPack &lazy = PackLoader::bundled();
        QVERIFY(!lazy.corpusIsRead());
        const ContentPack copy = lazy;
        const ContentPack &checked = bundledResult().pack;
        QCOMPARE(lazy.questionIds(), checked.questionIds());
        QCOMPARE(lazy.lessons().size(), checked.lessons().size());
        for (int i = 0; i < lazy.lessons().size(); ++i) {
            QCOMPARE(lazy.lessons().at(i).title.en, checked.lessons().at(i).title.en);
            QCOMPARE(lazy.lessons().at(i).read.size(), checked.lessons().at(i).read.size());
        }
        QCOMPARE(lazy.glossary().terms.size(), checked.glossary().terms.size());
        QVERIFY(!lazy.glossary().isEmpty());
        QVERIFY(!lazy.corpusIsRead());

        QCOMPARE(copy.propositionCount(), checked.propositionCount());
        QVERIFY(lazy.corpusIsRead());
        for (int i = 0; i < checked.propositionCount(); ++i) {
            const Proposition &mine = lazy.propositions().at(i);
            const Proposition &theirs = checked.propositions().at(i);
            QCOMPARE(mine.id, theirs.id);
            QCOMPARE(mine.statement.fa, theirs.statement.fa);
            QCOMPARE(mine.dependsOn, theirs.dependsOn);
            QCOMPARE(mine.problems, theirs.problems);
            QCOMPARE(lazy.usedBy(mine.id), checked.usedBy(mine.id));
            QCOMPARE(lazy.propositionNumber(mine.id), i + 1);
            QCOMPARE(lazy.proposition(mine.id), &mine);
        }
        for (const QString &question : checked.questionIds())
            QCOMPARE(lazy.propositionsForQuestion(question), checked.propositionsForQuestion(question));
    }

    // A corpus read on first use is read once, however many threads ask at the same moment.
    void aLazyCorpusIsReadOnceAcrossThreads()
    {
        std::atomic<int> reads{0};
        const ContentPack pack(Course(), {}, [&reads] {
            ++reads;
            QThread::msleep(50); // the other threads arrive while it reads
            Proposition one;
            one.id = QStringLiteral("I.1.P01");
            return QVector<Proposition>{one};
        });
        std::vector<std::thread> threads;
        std::atomic<int> found{0};
        for (int t = 0; t < 4; ++t)
            threads.emplace_back([&pack, &found] {
                if (pack.proposition(QStringLiteral("I.1.P01")))
                    ++found;
            });
        for (std::thread &thread : threads)
            thread.join();
        QCOMPARE(reads.load(), 1);
        QCOMPARE(found.load(), 4);
        QCOMPARE(pack.propositionCount(), 1);
    }

    void bundledPackHasNoProblems()
    {
        QStringList messages;
        for (const Problem &problem : bundledResult().problems)
            messages << problem.toString();
        QVERIFY2(messages.isEmpty(), qPrintable(messages.join(QLatin1Char('\n'))));
        QVERIFY(bundledResult().isValid());
    }

    void bundledPackCounts()
    {
        const ContentPack &pack = bundledResult().pack;
        // The course grows lesson by lesson (issue 18); each lesson has 8 questions.
        QVERIFY(pack.lessons().size() >= 8);
        // Every chapter course.json lists (VIII came with induction-heads), read from the file.
        QFile course(QDir(PackLoader::bundledDirectory()).filePath(QStringLiteral("course.json")));
        QVERIFY(course.open(QIODevice::ReadOnly));
        const QJsonArray chapters =
            QJsonDocument::fromJson(course.readAll()).object().value(QStringLiteral("chapters")).toArray();
        QCOMPARE(int(pack.chapters().size()), int(chapters.size()));
        QCOMPARE(pack.questionCount(), 8 * int(pack.lessons().size()));
        QVERIFY(pack.propositionCount() >= 24);
        for (const Lesson &lesson : pack.lessons()) {
            QCOMPARE(lesson.questions.size(), 8);
            QCOMPARE(lesson.objectives.size(), 3);
            QVERIFY2(lesson.watch.steps.size() >= 4, qPrintable(lesson.id));
            int choice = 0;
            for (const Question &q : lesson.questions)
                choice += q.isChoice() ? 1 : 0;
            QVERIFY2(choice >= 1 && choice <= 7, qPrintable(lesson.id + QStringLiteral(" mixes question types")));
        }
    }

    // The ids the store keys answers by are permanent: a question keeps its id, a retired one
    // is never listed again, and its replacement has an id never used before.
    void questionIdsAreStable_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QList<int>>("numbers");
        QTest::addColumn<QList<int>>("retired");
        using L = QList<int>;
        QTest::newRow("learned-lookup") << "learned-lookup" << L{1, 2, 3, 4, 5, 6, 7, 8} << L{};
        QTest::newRow("softmax") << "softmax" << L{1, 2, 3, 4, 5, 6, 7, 8} << L{};
        QTest::newRow("scaling") << "scaling" << L{1, 2, 3, 4, 5, 9, 10, 8} << L{6, 7};
        QTest::newRow("projections") << "projections" << L{1, 2, 9, 4, 10, 6, 7, 11}
                                     << L{3, 5, 8};
        QTest::newRow("positions") << "positions" << L{1, 9, 10, 4, 11, 6, 7, 8} << L{2, 3, 5};
        QTest::newRow("masking") << "masking" << L{1, 11, 9, 4, 10, 6, 7, 12} << L{2, 3, 5, 8};
        QTest::newRow("multi-head") << "multi-head" << L{1, 2, 9, 10, 5, 11, 7, 8} << L{3, 4, 6};
        QTest::newRow("cost") << "cost" << L{1, 9, 10, 4, 5, 6, 7, 8} << L{2, 3};
        QTest::newRow("cross-attention") << "cross-attention" << L{1, 2, 3, 4, 5, 6, 7, 8} << L{};
        QTest::newRow("kernel-smoothing") << "kernel-smoothing" << L{1, 2, 3, 4, 5, 6, 7, 8} << L{};
        QTest::newRow("bottleneck") << "bottleneck" << L{1, 2, 3, 4, 5, 6, 7, 8} << L{};
        QTest::newRow("flash-attention") << "flash-attention" << L{1, 2, 3, 4, 5, 6, 7, 8} << L{};
        QTest::newRow("weighted-average") << "weighted-average" << L{1, 2, 3, 4, 5, 6, 7, 8} << L{};
        QTest::newRow("windows-and-states") << "windows-and-states" << L{1, 2, 3, 4, 5, 6, 7, 8}
                                            << L{};
        QTest::newRow("sparse-linear") << "sparse-linear" << L{1, 2, 3, 4, 5, 6, 7, 8} << L{};
    }

    void questionIdsAreStable()
    {
        QFETCH(QString, lesson);
        QFETCH(QList<int>, numbers);
        QFETCH(QList<int>, retired);
        const ContentPack &pack = bundledResult().pack;
        const Lesson *found = pack.lesson(lesson);
        QVERIFY(found);
        QStringList expected;
        for (int n : numbers)
            expected << QStringLiteral("%1.q%2").arg(lesson).arg(n);
        QCOMPARE(found->questionIds(), expected);
        for (const QString &id : expected)
            QCOMPARE(pack.lessonOfQuestion(id), found);
        for (int n : retired)
            QVERIFY(!pack.lessonOfQuestion(QStringLiteral("%1.q%2").arg(lesson).arg(n)));
    }

    // The outline the store and the profile simulator use agrees with the full pack.
    void courseOutlineAgreesWithThePack()
    {
        const CourseOutline outline = CourseOutline::bundled();
        const ContentPack &pack = bundledResult().pack;
        QCOMPARE(outline.questionIds(), pack.questionIds());
        QCOMPARE(outline.courseId(), pack.course().id);
        QCOMPARE(outline.version(), pack.course().version);
        for (const LessonOutline &lesson : outline.lessons()) {
            const Lesson *full = pack.lesson(lesson.id);
            QVERIFY(full);
            QCOMPARE(full->chapterId, lesson.chapterId);
            QCOMPARE(full->title.en, lesson.titleEn);
            // As the lessons show it: "√d" bound left to right in the Persian title too, so the
            // teacher view and the reports read it as the sky does.
            QCOMPARE(full->title.text(QStringLiteral("fa")), lesson.titleFa);
        }
    }

    // Read straight from the JSON files, independently of the loader: every text object has
    // both languages, the Persian one in Persian script and the English one not.
    void everyTextHasBothLanguages_data()
    {
        QTest::addColumn<QString>("file");
        QDirIterator it(PackLoader::bundledDirectory(), {QStringLiteral("*.json")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QTest::newRow(qPrintable(QDir(PackLoader::bundledDirectory()).relativeFilePath(path))) << path;
        }
    }

    void everyTextHasBothLanguages()
    {
        QFETCH(QString, file);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVector<QPair<QString, QJsonObject>> texts;
        collectTexts(QJsonDocument::fromJson(f.readAll()).object(), QString(), &texts);
        QVERIFY(!texts.isEmpty());
        for (const auto &[path, text] : texts) {
            const QString en = text.value(QLatin1String("en")).toString();
            const QString fa = text.value(QLatin1String("fa")).toString();
            QVERIFY2(!en.trimmed().isEmpty(), qPrintable(path + QStringLiteral(": no English")));
            QVERIFY2(!fa.trimmed().isEmpty(), qPrintable(path + QStringLiteral(": no Persian")));
            // The glossary's English notes quote the Persian words they are about.
            const bool glossaryNote = file.endsWith(QLatin1String("glossary.json"))
                                      && path.endsWith(QLatin1String(".note"));
            QVERIFY2(glossaryNote || !hasPersianLetters(en),
                     qPrintable(path + QStringLiteral(": English text in Persian script")));
            // Formulas and option labels made only of symbols and numbers may be identical.
            if (en.contains(QRegularExpression(QStringLiteral("[A-Za-z]{4,}")))
                && !path.contains(QLatin1String("formula")) && !path.contains(QLatin1String("options")))
                QVERIFY2(hasPersianLetters(fa), qPrintable(path + QStringLiteral(": Persian text without Persian letters")));
        }
    }

    void usedByIsTheInverseOfDependsOn()
    {
        const ContentPack &pack = bundledResult().pack;
        int edges = 0;
        for (const Proposition &p : pack.propositions()) {
            for (const QString &dependency : pack.dependsOn(p.id)) {
                QVERIFY2(pack.usedBy(dependency).contains(p.id), qPrintable(p.id + QStringLiteral(" -> ") + dependency));
                ++edges;
            }
            for (const QString &user : pack.usedBy(p.id))
                QVERIFY2(pack.dependsOn(user).contains(p.id), qPrintable(user + QStringLiteral(" uses ") + p.id));
        }
        QVERIFY(edges >= 20);
    }

    void lessonGraphRunsBothWays()
    {
        const ContentPack &pack = bundledResult().pack;
        QVERIFY(pack.prerequisitesOf(QStringLiteral("learned-lookup")).isEmpty());
        QVERIFY(pack.lessonsBuildingOn(QStringLiteral("learned-lookup")).contains(QStringLiteral("softmax")));
        for (const Lesson &lesson : pack.lessons())
            for (const QString &prerequisite : lesson.prerequisites)
                QVERIFY(pack.lessonsBuildingOn(prerequisite).contains(lesson.id));
    }

    void everyQuestionIsUsedByTheCorpusAndNumbersRunInOrder()
    {
        const ContentPack &pack = bundledResult().pack;
        for (const QString &question : pack.questionIds())
            QVERIFY2(!pack.propositionsForQuestion(question).isEmpty(), qPrintable(question));
        for (int i = 0; i < pack.propositionCount(); ++i)
            QCOMPARE(pack.propositionNumber(pack.propositions().at(i).id), i + 1);
        // II.3.P01 comes after every proposition of chapter I, II.1 and II.2 (43 once they are
        // whole).
        int before = 0;
        for (const Proposition &p : pack.propositions())
            if (p.id.startsWith(QLatin1String("I.")) || p.id.startsWith(QLatin1String("II.1."))
                || p.id.startsWith(QLatin1String("II.2.")))
                ++before;
        QCOMPARE(pack.propositionNumber(QStringLiteral("II.3.P01")), before + 1);
        // With chapter I whole (I.2's five included) that place is the seed's: 43 of the corpus.
        QCOMPARE(before, 42);
        QCOMPARE(pack.propositionNumber(QStringLiteral("II.3.P01")), 43);
        QCOMPARE(pack.propositionNumber(QStringLiteral("no.such")), 0);
        QVERIFY(pack.propositionsForLesson(QStringLiteral("learned-lookup")).contains(QStringLiteral("II.3.P01")));
    }

    // Corpus order is number order: chapter (I ... VIII), then section, then Pnn, and every
    // chapter is the course's (docs/course-plan.md).
    void corpusRunsInNumberOrder()
    {
        const ContentPack &pack = bundledResult().pack;
        const QStringList roman = {QStringLiteral("I"),   QStringLiteral("II"),
                                   QStringLiteral("III"), QStringLiteral("IV"),
                                   QStringLiteral("V"),   QStringLiteral("VI"),
                                   QStringLiteral("VII"), QStringLiteral("VIII")};
        auto key = [&](const QString &id) {
            const QStringList parts = id.split(QLatin1Char('.'));
            return std::make_tuple(roman.indexOf(parts.at(0)), parts.at(1).toInt(),
                                   parts.at(2).mid(1).toInt());
        };
        QStringList chapters;
        for (const auto &chapter : pack.chapters())
            chapters << chapter.id;
        QCOMPARE(chapters, roman.mid(0, chapters.size()));
        for (int i = 1; i < pack.propositionCount(); ++i)
            QVERIFY2(key(pack.propositions().at(i - 1).id) < key(pack.propositions().at(i).id),
                     qPrintable(pack.propositions().at(i).id));
        QCOMPARE(pack.chapter(QStringLiteral("VI"))->title.en, QStringLiteral("Position"));
    }

    // II.3.P01 is whole as the seed gives it: the hull, "attention mixes; the MLP transforms",
    // the variance argument for sqrt(d), and the corollary that sends order to Chapter VI.
    void seedPropositionIsWhole()
    {
        const Proposition *seed = bundledResult().pack.proposition(QStringLiteral("II.3.P01"));
        QVERIFY(seed);
        QString demonstration;
        for (const auto &block : seed->demonstration)
            demonstration += block.text.en + QLatin1Char('\n');
        QVERIFY(demonstration.contains(QStringLiteral("convex hull")));
        QVERIFY(demonstration.contains(QStringLiteral("Attention mixes; the MLP transforms.")));
        QVERIFY(demonstration.contains(QStringLiteral("its variance is d")));
        QVERIFY(demonstration.contains(QStringLiteral("Dividing by √d")));
        QVERIFY(seed->corollary.en.contains(QStringLiteral("Chapter VI")));
        QVERIFY(seed->corollary.fa.contains(QStringLiteral("فصلِ ششم")));
        QVERIFY(seed->dependsOn.contains(QStringLiteral("II.2.P04")));
    }

    // The seed proposition's figure stores vectors, never weights: the core must turn them into
    // 0.06, 0.61, 0.09, 0.24 (rounded to 2 decimals, with the division by sqrt(d)).
    void seedPropositionVectorsGiveItsWeights()
    {
        const Proposition *seed = bundledResult().pack.proposition(QStringLiteral("II.3.P01"));
        QVERIFY(seed);
        QCOMPARE(seed->figure.kind, QStringLiteral("attention-weights"));
        QVERIFY(!seed->figure.has(QStringLiteral("weights")));
        const attention::Attended result = attention::attend(seed->figure.vector(QStringLiteral("query")),
                                                             seed->figure.rows(QStringLiteral("keys")),
                                                             seed->figure.rows(QStringLiteral("values")),
                                                             seed->figure.flag(QStringLiteral("scaled"), true));
        QCOMPARE(rounded(result.weights), (QVector<double>{0.06, 0.61, 0.09, 0.24}));
    }

    void seedLessonFigureGivesItsWeights_data()
    {
        QTest::addColumn<QVector<double>>("scores");
        QTest::addColumn<QVector<double>>("weights");
        QTest::newRow("3, 1, 0") << QVector<double>{3, 1, 0} << QVector<double>{0.84, 0.11, 0.04};
        QTest::newRow("0.01, 0, 0") << QVector<double>{0.01, 0, 0} << QVector<double>{0.34, 0.33, 0.33};
    }

    void seedLessonFigureGivesItsWeights()
    {
        QFETCH(QVector<double>, scores);
        QFETCH(QVector<double>, weights);
        const Lesson *lesson = bundledResult().pack.lesson(QStringLiteral("learned-lookup"));
        QVERIFY(lesson);
        bool found = false;
        for (const ReadBlock &block : lesson->read) {
            if (block.type != ReadBlock::Type::Figure || block.figure.kind != QLatin1String("softmax-bars"))
                continue;
            const attention::Vector v = block.figure.vector(QStringLiteral("scores"));
            if (QVector<double>(v.begin(), v.end()) != scores)
                continue;
            found = true;
            QCOMPARE(rounded(attention::softmax(v)), weights);
        }
        QVERIFY(found);
    }

    // Every Watch script can be computed by the core and every caption filled.
    void watchScriptsComputeAndFillTheirCaptions_data()
    {
        QTest::addColumn<QString>("lesson");
        for (const Lesson &lesson : bundledResult().pack.lessons())
            QTest::newRow(qPrintable(lesson.id)) << lesson.id;
    }

    void watchScriptsComputeAndFillTheirCaptions()
    {
        QFETCH(QString, lesson);
        const WatchScript &watch = bundledResult().pack.lesson(lesson)->watch;
        const attention::Attended numbers = watch.compute();
        QCOMPARE(numbers.weights.size(), watch.keys.size());
        double total = 0;
        for (double w : numbers.weights)
            total += w;
        QVERIFY(std::abs(total - 1.0) < 1e-9);
        for (int masked : watch.masked)
            QCOMPARE(numbers.weights[static_cast<std::size_t>(masked - 1)], 0.0);
        for (const WatchStep &step : watch.steps)
            for (const QString &language : {QStringLiteral("en"), QStringLiteral("fa")}) {
                const QLocale locale(language == QLatin1String("fa") ? QLocale::Persian : QLocale::English);
                const QString text = TextTemplate::fill(step.caption.text(language),
                                                        watch.captionValues(step, numbers, locale));
                QVERIFY2(!text.contains(QLatin1Char('{')), qPrintable(text));
            }
    }

    // Generated questions: the prompt's placeholders are parameters the engine really produces
    // for that kind and variant.
    void generatedPromptsFillFromTheEngine_data()
    {
        QTest::addColumn<QString>("question");
        for (const Lesson &lesson : bundledResult().pack.lessons())
            for (const Question &q : lesson.questions)
                if (q.isGenerated())
                    QTest::newRow(qPrintable(q.id)) << q.id;
    }

    void generatedPromptsFillFromTheEngine()
    {
        QFETCH(QString, question);
        const Question *q = bundledResult().pack.question(question);
        const auto kind = exercises::kindFromId(q->exercise);
        QVERIFY(kind.has_value());
        bool matched = false;
        for (quint64 seed = 1; seed < 200 && !matched; ++seed) {
            const exercises::Exercise e = exercises::generateExercise(*kind, seed);
            const QJsonObject parameters = e.parametersJson();
            if (!ExerciseCatalog::matchesVariant(q->exercise, q->variant, parameters))
                continue;
            matched = true;
            for (const QString &language : {QStringLiteral("en"), QStringLiteral("fa")}) {
                const QString text = TextTemplate::fillFromJson(q->prompt.text(language), parameters,
                                                                QLocale(language == QLatin1String("fa") ? QLocale::Persian : QLocale::English));
                QVERIFY2(!text.contains(QLatin1Char('{')), qPrintable(text));
            }
        }
        QVERIFY2(matched, "no seed below 200 gives the question's variant");
    }

    // The catalog describes every kind of the engine, with exactly the engine's parameter names.
    void catalogPlaceholdersAreTheEnginesParameters()
    {
        for (const QString &kindId : exercises::allKindIds()) {
            QVERIFY2(ExerciseCatalog::isDescribed(kindId), qPrintable(kindId));
            const QString field = ExerciseCatalog::variantField(kindId);
            for (quint64 seed = 1; seed < 60; ++seed) {
                const QJsonObject parameters =
                    exercises::generateExercise(*exercises::kindFromId(kindId), seed).parametersJson();
                const QString variant = field.isEmpty() ? QString() : parameters.value(field).toString();
                if (!field.isEmpty())
                    QVERIFY2(ExerciseCatalog::variants(kindId).contains(variant), qPrintable(variant));
                QStringList keys = parameters.keys();
                keys.removeAll(field);
                QStringList expected = ExerciseCatalog::placeholders(kindId, variant);
                keys.sort();
                expected.sort();
                QCOMPARE(keys, expected);
            }
        }
    }

    // A hint may quote a fact the catalog names for its kind: every draw of every variant has it.
    void catalogHintFactsAreMadeForEveryDraw()
    {
        int checked = 0;
        for (const QString &kindId : exercises::allKindIds()) {
            const QStringList facts = ExerciseCatalog::hintFacts(kindId);
            for (quint64 seed = 1; seed < 300; ++seed) {
                const exercises::Exercise e =
                    exercises::generateExercise(*exercises::kindFromId(kindId), seed);
                QStringList made;
                for (const exercises::HintFact &fact : e.hints) {
                    QVERIFY2(!fact.steps.empty(), qPrintable(kindId + QLatin1Char(' ') + fact.name));
                    made << fact.name;
                }
                for (const QString &fact : facts) {
                    QVERIFY2(made.contains(fact),
                             qPrintable(QStringLiteral("%1 seed %2 lacks %3").arg(kindId).arg(seed).arg(fact)));
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 0);
    }

    void externalPackIsUsedOnlyWhenValid()
    {
        const PackChoice none = PackLoader::loadExternalOrBundled(QString());
        QVERIFY(!none.external);
        QVERIFY(none.problems.isEmpty());
        QCOMPARE(none.pack.lessons().size(), PackLoader::bundled().lessons().size());

        const PackChoice valid = PackLoader::loadExternalOrBundled(QStringLiteral(ASTROLABE_SOURCE_DIR "/resources/content"));
        QVERIFY(valid.external);
        QVERIFY(valid.problems.isEmpty());

        QTemporaryDir empty;
        const PackChoice broken = PackLoader::loadExternalOrBundled(empty.path());
        QVERIFY(!broken.external);
        QCOMPARE(broken.pack.lessons().size(), none.pack.lessons().size());
        QCOMPARE(broken.problems.size(), 1);
        QCOMPARE(broken.problems.first().toString(), QStringLiteral("course.json: the file does not exist."));
    }

    void localizedTextPicksTheLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("weight");
        QTest::newRow("fa") << QStringLiteral("fa") << QStringLiteral("وزن");
        QTest::newRow("fa_IR") << QStringLiteral("fa_IR") << QStringLiteral("وزن");
        QTest::newRow("other") << QStringLiteral("de") << QStringLiteral("weight");
    }

    void localizedTextPicksTheLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, expected);
        const LocalizedText text{QStringLiteral("weight"), QStringLiteral("وزن")};
        QCOMPARE(text.text(language), expected);
    }

    void numbersAreFormattedForTheLocale_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("(0.84, 0.1, 3)");
        QTest::newRow("fa") << QStringLiteral("fa") << QStringLiteral("(۰٫۸۴، ۰٫۱، ۳)");
    }

    void numbersAreFormattedForTheLocale()
    {
        QFETCH(QString, language);
        QFETCH(QString, expected);
        const QLocale locale(language == QLatin1String("fa") ? QLocale::Persian : QLocale::English);
        QCOMPARE(TextTemplate::formatVector({0.8412, 0.1, 3.0}, locale), expected);
    }
};

QTEST_GUILESS_MAIN(TestContentPack)
#include "tst_content_pack.moc"
