#include "content/corpus_search.h"
#include "content/pack_loader.h"
#include "content/search_excerpt.h"
#include "content/search_fold.h"

#include <QTest>

using namespace astrolabe::content;

namespace {

const ContentPack &bundled()
{
    static const LoadResult result = PackLoader::load(PackLoader::bundledDirectory());
    return result.pack;
}

// The text a range of `text` covers.
QString at(const QString &text, const TextRange &range)
{
    return text.mid(range.start, range.length);
}

int placeOf(const QString &id)
{
    return bundled().propositionNumber(id) - 1;
}

// Every text the search reads, in both languages.
QStringList corpusTexts()
{
    QStringList texts;
    for (const Proposition &p : bundled().propositions()) {
        texts << p.title.en << p.title.fa << p.statement.en << p.statement.fa << p.corollary.en
              << p.corollary.fa;
        for (const ReadBlock &block : p.demonstration)
            texts << block.text.en << block.text.fa;
    }
    return texts;
}

} // namespace

// The corpus search shows why a proposition matched (issue 18: "search the corpus by number,
// title or text in either language"): the words marked in its title, and a passage of its text
// when the title does not hold them.
class TestCorpusSearch : public QObject
{
    Q_OBJECT

private slots:
    void theMappedFoldIsTheFoldAndPointsBack()
    {
        const FoldedText folded = searchFoldMapped(QStringLiteral("  Pre-LN  «پرس‌وجوِ» ۴۳ "));
        QCOMPARE(folded.folded, QStringLiteral("pre-ln «پرسوجو» 43"));
        QCOMPARE(folded.origin.size(), folded.folded.size());
        QCOMPARE(folded.origin.first(), 2);  // "P"
        QCOMPARE(folded.origin.at(6), 8);    // the first of the two spaces before «
        // Every text of the corpus folds as the search folds it, each character pointing at a
        // character of the text, in order.
        const QStringList texts = corpusTexts();
        QVERIFY(texts.size() > 500);
        for (const QString &text : texts) {
            const FoldedText mapped = searchFoldMapped(text);
            QCOMPARE(mapped.folded, searchFold(text));
            QCOMPARE(mapped.origin.size(), mapped.folded.size());
            for (int i = 0; i < mapped.origin.size(); ++i) {
                QVERIFY(mapped.origin.at(i) >= 0 && mapped.origin.at(i) < text.size());
                QVERIFY(i == 0 || mapped.origin.at(i) >= mapped.origin.at(i - 1));
            }
        }
    }

    void matchesAreFoundInTheTextAsWritten()
    {
        const QString english = QStringLiteral("The Softmax of q·k, then softmax again");
        const QVector<TextRange> soft = foldedMatches(english, {QStringLiteral("softmax")});
        QCOMPARE(soft.size(), 2);
        QCOMPARE(soft.first(), (TextRange{4, 7}));
        QCOMPARE(at(english, soft.last()), QStringLiteral("softmax"));

        // The zero-width non-joiner inside and the kasra after belong to the match.
        const QString persian = QStringLiteral("نگاشتِ پرس‌وجوی کلید");
        const QVector<TextRange> query =
            foldedMatches(persian, {searchFold(QStringLiteral("پرسوجو"))});
        QCOMPARE(query.size(), 1);
        QCOMPARE(at(persian, query.first()), QStringLiteral("پرس‌وجو"));
        const QVector<TextRange> map = foldedMatches(persian, {searchFold(QStringLiteral("نگاشت"))});
        QCOMPARE(at(persian, map.first()), QStringLiteral("نگاشتِ"));

        // Digits typed either way; two words that overlap make one mark.
        const QString digits = QStringLiteral("جایِ ۴۳ از ۸۶");
        QCOMPARE(at(digits, foldedMatches(digits, {QStringLiteral("43")}).first()),
                 QStringLiteral("۴۳"));
        const QVector<TextRange> overlapping =
            foldedMatches(english, {QStringLiteral("soft"), QStringLiteral("tmax")});
        QCOMPARE(overlapping.first(), (TextRange{4, 7}));
        QVERIFY(foldedMatches(english, {QStringLiteral("hull")}).isEmpty());
    }

    void anExcerptIsCutAtSpacesAroundTheMatch()
    {
        QString text;
        for (int i = 0; i < 30; ++i)
            text += QStringLiteral("word%1 ").arg(i);
        text += QStringLiteral("the convex hull of the values ");
        for (int i = 30; i < 60; ++i)
            text += QStringLiteral("word%1 ").arg(i);
        const QStringList words{QStringLiteral("hull"), QStringLiteral("values")};
        const SearchExcerpt excerpt = excerptAround(text, QStringLiteral("hull"), words, 60);
        QVERIFY(excerpt.text.startsWith(QChar(0x2026)));
        QVERIFY(excerpt.text.endsWith(QChar(0x2026)));
        QVERIFY2(excerpt.text.size() < 90, qPrintable(excerpt.text));
        QVERIFY(excerpt.text.contains(QStringLiteral("the convex hull of the values")));
        // Whole words at both ends.
        QVERIFY(excerpt.text.mid(1, 4) == QStringLiteral("word"));
        QVERIFY(excerpt.text.at(excerpt.text.size() - 2).isDigit());
        QCOMPARE(excerpt.marks.size(), 2);
        QCOMPARE(at(excerpt.text, excerpt.marks.at(0)), QStringLiteral("hull"));
        QCOMPARE(at(excerpt.text, excerpt.marks.at(1)), QStringLiteral("values"));

        // A short text is shown whole; a word it lacks gives nothing.
        const QString shortText = QStringLiteral("Hull first.");
        QCOMPARE(excerptAround(shortText, QStringLiteral("hull"), words).text, shortText);
        QVERIFY(excerptAround(shortText, QStringLiteral("mlp"), words).isEmpty());
    }

    void anExcerptLeavesNoIsolateOpen()
    {
        // A cut inside a formula's isolate: what the passage opens it closes, and it does not
        // close what it did not open.
        const QString lri(QChar(0x2066)), pdi(QChar(0x2069));
        QString text = QStringLiteral("آغاز ") + lri + QStringLiteral("a b c d e f g h") + pdi
                       + QStringLiteral(" میانگین ") + lri + QStringLiteral("x y z w v u t s r q p")
                       + pdi + QStringLiteral(" پایان");
        const SearchExcerpt excerpt =
            excerptAround(text, searchFold(QStringLiteral("میانگین")), {}, 12);
        int open = 0;
        for (const QChar c : excerpt.text) {
            if (c == lri.at(0))
                ++open;
            if (c == pdi.at(0))
                QVERIFY2(--open >= 0, "a closing the passage did not open");
        }
        QCOMPARE(open, 0);
        QVERIFY(excerpt.text.contains(QStringLiteral("میانگین")));
    }

    void aWordInTheTextShowsWhereItStands()
    {
        CorpusSearch search(bundled());
        const int seed = placeOf(QStringLiteral("II.3.P01"));
        QVERIFY(seed >= 0);
        search.setQuery(QStringLiteral("weighted hull"));
        QVERIFY(search.matches(seed));
        // "weighted" is in the English title, "hull" only in the text.
        const QVector<TextRange> title = search.titleMarks(seed, QStringLiteral("en"));
        QCOMPARE(title.size(), 1);
        QCOMPARE(at(bundled().propositions().at(seed).title.en, title.first()),
                 QStringLiteral("weighted"));
        const SearchExcerpt excerpt = search.excerpt(seed, QStringLiteral("en"));
        QVERIFY(!excerpt.isEmpty());
        QVERIFY(std::any_of(excerpt.marks.cbegin(), excerpt.marks.cend(), [&](const TextRange &r) {
            return at(excerpt.text, r).compare(QStringLiteral("hull"), Qt::CaseInsensitive) == 0;
        }));

        // The same English words in the Persian window: the passage comes from the English.
        const SearchExcerpt english = search.excerpt(seed, QStringLiteral("fa"));
        QVERIFY(!english.isEmpty());
        QVERIFY(english.text.contains(QStringLiteral("weighted average"), Qt::CaseInsensitive)
                || english.text.contains(QStringLiteral("hull")));
        QVERIFY(search.titleMarks(seed, QStringLiteral("fa")).isEmpty());

        // Persian words typed without the non-joiner, found in the Persian title and marked.
        search.setQuery(QStringLiteral("میانگین وزندار"));
        QVERIFY(search.matches(seed));
        const QVector<TextRange> persian = search.titleMarks(seed, QStringLiteral("fa"));
        QCOMPARE(persian.size(), 2);
        QCOMPARE(at(bundled().propositions().at(seed).title.fa, persian.last()),
                 QStringLiteral("وزن‌دار"));
        QVERIFY(search.excerpt(seed, QStringLiteral("fa")).isEmpty()); // the title says it all
    }

    void aNumberOrAnIdMarksNothing()
    {
        CorpusSearch search(bundled());
        const int seed = placeOf(QStringLiteral("II.3.P01"));
        for (const QString &query : {QStringLiteral("43"), QStringLiteral("ii.3"),
                                     QStringLiteral(" ")}) {
            search.setQuery(query);
            QVERIFY(search.matches(seed));
            QVERIFY(search.titleMarks(seed, QStringLiteral("en")).isEmpty());
            QVERIFY(search.excerpt(seed, QStringLiteral("en")).isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestCorpusSearch)
#include "tst_corpus_search.moc"
