// The glossary (resources/content/glossary.json): reading it, finding the variants it says to
// avoid as whole words (Persian word boundaries included), and `content validate`'s warnings.
#include "audit_pack.h"

#include "content/glossary_reader.h"
#include "content/pack_file.h"
#include "content/pack_loader.h"
#include "content/pack_warnings.h"
#include "content/text_words.h"

#include <QTemporaryDir>
#include <QTranslator>
#include <QTest>

using namespace astrolabe::content;
using namespace astrolabe::test;

namespace {

const QString zwnj = QStringLiteral("\u200c");

Glossary glossaryOf(const QByteArray &json, Problems *problems)
{
    const auto root = PackFile::parse(json, QStringLiteral("glossary.json"), problems);
    return root ? GlossaryReader::read(*root, JsonFields(QStringLiteral("glossary.json"), problems))
                : Glossary();
}

const QByteArray smallGlossary = R"({"format": 1, "terms": [
  {"id": "query", "term": {"en": "query", "fa": "پرس‌وجو"}, "avoidFa": ["پرسش"]},
  {"id": "question", "term": {"en": "question", "fa": "سؤال"}, "avoidFa": ["پرسش"]},
  {"id": "head", "term": {"en": "attention head", "fa": "سرِ توجه"},
   "formsFa": ["سرهای توجه"], "avoidFa": ["سر", "سرها"], "avoidEn": ["head thing"]}
]})";

QStringList variantsIn(const Glossary &glossary, const QString &text, const QString &language)
{
    QStringList found;
    for (const TermHit &hit : glossary.hits(text, language))
        found << QStringLiteral("%1×%2").arg(hit.variant).arg(hit.count);
    return found;
}

} // namespace

class TestGlossary : public QObject
{
    Q_OBJECT

private slots:
    // The English plural forms the command line installs ("2 draws", not "2 draw(s)").
    void initTestCase()
    {
        static QTranslator plurals;
        QVERIFY(plurals.load(QStringLiteral(ASTROLABE_EN_QM)));
        QCoreApplication::installTranslator(&plurals);
    }

    void wordsKeepTheirJoinerAndLoseTheirVowels()
    {
        QCOMPARE(textWords(QStringLiteral("پرسش") + zwnj + QStringLiteral("ها و سرِ توجه، سرعت")),
                 (QStringList{QStringLiteral("پرسش") + zwnj + QStringLiteral("ها"),
                              QStringLiteral("و"), QStringLiteral("سر"), QStringLiteral("توجه"),
                              QStringLiteral("سرعت")}));
        QCOMPARE(textWords(QStringLiteral("Softmax, the KEY")),
                 (QStringList{QStringLiteral("softmax"), QStringLiteral("the"),
                              QStringLiteral("key")}));
        // Arabic yeh and kaf read as the Persian letters.
        QCOMPARE(textWords(QStringLiteral("كليد")), QStringList{QStringLiteral("کلید")});
    }

    void variantsAreWholeWords_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("found");
        QTest::newRow("bare head") << QStringLiteral("هر سر یک امتیاز دارد.")
                                   << QStringList{QStringLiteral("سر×1")};
        QTest::newRow("inside a longer word") << QStringLiteral("سرعت و چندسَر و سری")
                                              << QStringList{};
        QTest::newRow("the term itself") << QStringLiteral("هر سرِ توجه و سرهای توجه")
                                         << QStringList{};
        QTest::newRow("term and bare")
            << QStringLiteral("سرِ توجه، سپس سر دوم و سرها")
            << QStringList{QStringLiteral("سر×1"), QStringLiteral("سرها×1")};
        QTest::newRow("another form is not the variant")
            << QStringLiteral("پرسش") + zwnj + QStringLiteral("ها") << QStringList{};
        QTest::newRow("after a quote mark") << QStringLiteral("«پرسش» و پرسش")
                                            << QStringList{QStringLiteral("پرسش×2")};
    }

    void variantsAreWholeWords()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, found);
        Problems problems;
        const Glossary glossary = glossaryOf(smallGlossary, &problems);
        QVERIFY(problems.isEmpty());
        QCOMPARE(variantsIn(glossary, text, QStringLiteral("fa")), found);
    }

    void aVariantNamesEveryTermItCouldStandFor()
    {
        Problems problems;
        const QVector<TermHit> hits =
            glossaryOf(smallGlossary, &problems).hits(QStringLiteral("این پرسش"), QStringLiteral("fa"));
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.first().terms.size(), 2);
        QCOMPARE(hits.first().terms.at(0).id, QStringLiteral("query"));
        QCOMPARE(hits.first().terms.at(1).id, QStringLiteral("question"));
    }

    void englishVariantsMatchEnglishTextOnly()
    {
        Problems problems;
        const Glossary glossary = glossaryOf(smallGlossary, &problems);
        QCOMPARE(variantsIn(glossary, QStringLiteral("The Head-Thing."), QStringLiteral("en")),
                 QStringList{QStringLiteral("head thing×1")});
        // Inside the accepted term it is not a hit.
        QVERIFY(variantsIn(glossary, QStringLiteral("attention head thing"), QStringLiteral("en"))
                    .isEmpty());
        QVERIFY(variantsIn(glossary, QStringLiteral("هر سر"), QStringLiteral("en")).isEmpty());
    }

    void malformedGlossariesGiveOneSentenceEach_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("problem");
        QTest::newRow("not JSON") << QByteArray("{\"terms\": [")
                                  << QStringLiteral("glossary.json: ");
        QTest::newRow("no Persian")
            << QByteArray(R"({"format": 1, "terms": [{"id": "key", "term": {"en": "key"}}]})")
            << QStringLiteral("glossary.json: terms[0].term: the Persian text (\"fa\") is missing or empty.");
        QTest::newRow("twice")
            << QByteArray(R"({"format": 1, "terms": [{"id": "key", "term": {"en": "key", "fa": "کلید"}},
                                                    {"id": "key", "term": {"en": "key", "fa": "کلید"}}]})")
            << QStringLiteral("glossary.json: terms[1].id: the term \"key\" is listed twice.");
        QTest::newRow("avoiding itself")
            << QByteArray(R"({"format": 1, "terms": [{"id": "key", "term": {"en": "key", "fa": "کلید"},
                                                     "avoidFa": ["کلیدِ"]}]})")
            << QStringLiteral("glossary.json: terms[0].avoidFa[0]: \"کلیدِ\" cannot be a variant "
                              "to avoid: it has no word, or it is the term itself.");
        QTest::newRow("empty") << QByteArray(R"({"format": 1, "terms": []})")
                               << QStringLiteral("glossary.json: terms: the glossary lists no term.");
    }

    void malformedGlossariesGiveOneSentenceEach()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        QVERIFY(copyPack(QStringLiteral(":/content"), dir.path()));
        QFile file(dir.filePath(QStringLiteral("glossary.json")));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(json);
        file.close();
        const LoadResult loaded = PackLoader::load(dir.path());
        QVERIFY(!loaded.isValid());
        QCOMPARE(loaded.problems.size(), 1);
        QVERIFY2(loaded.problems.first().toString().startsWith(problem),
                 qPrintable(loaded.problems.first().toString()));
    }

    void aPackWithoutAGlossaryHasNoTermWarnings()
    {
        QTemporaryDir dir;
        QVERIFY(copyPack(QStringLiteral(":/content"), dir.path()));
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("glossary.json"))));
        const LoadResult loaded = PackLoader::load(dir.path());
        QVERIFY(loaded.isValid());
        QVERIFY(loaded.pack.glossary().isEmpty());
        QVERIFY(PackWarnings::terminology(loaded.pack).isEmpty());
    }

    // The bundled glossary reads cleanly and forbids what the course's Persian must not say.
    void bundledGlossaryNamesTheForbiddenVariants()
    {
        const Glossary &glossary = PackLoader::bundled().glossary();
        QVERIFY(glossary.terms.size() >= 20);
        const auto avoided = [&](const QString &id) {
            for (const GlossaryTerm &term : glossary.terms)
                if (term.id == id)
                    return term.term.fa + QLatin1Char(':') + term.avoidFa.first();
            return QString();
        };
        QCOMPARE(avoided(QStringLiteral("query")), QStringLiteral("پرس‌وجو:پرسش"));
        QCOMPARE(avoided(QStringLiteral("projection")), QStringLiteral("نگاشتِ خطی:تصویر"));
        QCOMPARE(avoided(QStringLiteral("dimension")), QStringLiteral("بُعد:پهنا"));
        QCOMPARE(avoided(QStringLiteral("head")), QStringLiteral("سرِ توجه:سر"));
    }

    // validate's warnings: a variant in a question's Persian prompt, named with file, field,
    // the variant and the terms to use; and a lesson whose right options are mostly longest.
    void warningsNameFileFieldAndTerm()
    {
        QTemporaryDir dir;
        QVERIFY(makeAuditCleanPack(dir.path()));
        QVERIFY(editLesson(dir.path(), QStringLiteral("masking"), [](QJsonObject &l) {
            QJsonArray questions = l.value(QStringLiteral("questions")).toArray();
            QJsonObject q = questions.at(4).toObject();
            q[QStringLiteral("prompt")] = text(QStringLiteral("Which query?"),
                                               QStringLiteral("کدام پرسش؟ هر سر؟"));
            QJsonArray options = q.value(QStringLiteral("options")).toArray();
            options[1] = text(QStringLiteral("The longest"), QStringLiteral("بلندترین گزینه"));
            q[QStringLiteral("options")] = options;
            questions[4] = q;
            for (int i : {5, 6}) {
                QJsonObject other = questions.at(i).toObject();
                QJsonArray o = other.value(QStringLiteral("options")).toArray();
                o[1] = text(QStringLiteral("Longer"), QStringLiteral("اب"));
                other[QStringLiteral("options")] = o;
                questions[i] = other;
            }
            l[QStringLiteral("questions")] = questions;
        }));
        const LoadResult loaded = PackLoader::load(dir.path());
        QVERIFY(loaded.isValid());
        QStringList lines;
        for (const Problem &warning : PackWarnings::terminology(loaded.pack))
            if (warning.field.startsWith(QLatin1String("questions[4]")))
                lines << warning.toString();
        QCOMPARE(lines,
                 (QStringList{
                     QStringLiteral("lessons/masking.json: questions[4].prompt.fa: uses «پرسش» "
                                    "(1 time); the glossary's term: «پرس‌وجو» (query) or «سؤال» "
                                    "(question (a quiz item))."),
                     QStringLiteral("lessons/masking.json: questions[4].prompt.fa: uses «سر» "
                                    "(1 time); the glossary's term: «سرِ توجه» (attention head).")}));
        const Problems longest = PackWarnings::longestOptions(loaded.pack);
        QCOMPARE(longest.size(), 1);
        QCOMPARE(longest.first().toString(),
                 QStringLiteral("lessons/masking.json: questions: the right option is the longest "
                                "in 3 (English) and 1 (Persian) of its 5 choice questions; a learner "
                                "who picks the longest option would mostly be right."));
    }
};

QTEST_GUILESS_MAIN(TestGlossary)
#include "tst_glossary.moc"
