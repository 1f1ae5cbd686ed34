// The corpus search (issue 18): CorpusFilter narrows a CorpusModel by a number ("9", "۹"), the
// start of an id in any case ("III.1.P03", "ii.1"), or words of the title or text in English or
// Persian, with the zero-width non-joiner, the kasra and the direction marks not counting; and
// by chapter. It says how many are left ("3 of 25", Persian digits in Persian) and one sentence
// when none is.

#include "corpus_filter.h"
#include "corpus_model.h"
#include "study_fixture.h"

#include <QAbstractItemModelTester>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using astrolabe::CorpusFilter;
using astrolabe::CorpusModel;

namespace {

QStringList shownIds(const CorpusFilter &filter)
{
    QStringList ids;
    for (int row = 0; row < filter.rowCount(); ++row)
        ids << filter.idAt(row);
    return ids;
}

QStringList idsStartingWith(const astrolabe::content::ContentPack &pack, const QString &prefix)
{
    QStringList ids;
    for (const auto &proposition : pack.propositions())
        if (proposition.id.startsWith(prefix))
            ids << proposition.id;
    return ids;
}

} // namespace

class TestCorpusFilter : public QObject
{
    Q_OBJECT

private slots:
    void emptyQueryShowsEverything();
    void byNumber_data();
    void byNumber();
    void byIdPrefix_data();
    void byIdPrefix();
    void byWords_data();
    void byWords();
    void persianSpellingsFindTheSame_data();
    void persianSpellingsFindTheSame();
    void chapterFilter();
    void countsAndSentences();
    void persianDigitsInTheCount();
    void chapterChoices();
    void rowOfFollowsTheFilter();
    void matchedWordsAreMarked();
    void markupIsTheTextEscaped();
};

void TestCorpusFilter::emptyQueryShowsEverything()
{
    StudyFixture study;
    CorpusModel model;
    model.setStudy(&study.study());
    CorpusFilter filter;
    filter.setStudy(&study.study());
    QAbstractItemModelTester tester(&filter);
    filter.setSourceModel(&model);
    const int total = study.pack().propositionCount();
    QCOMPARE(filter.count(), total);
    QCOMPARE(filter.total(), total);
    QVERIFY(!filter.filtering());
    filter.setQuery(QStringLiteral("   "));
    QCOMPARE(filter.count(), total);
    QVERIFY(!filter.filtering());
    QCOMPARE(filter.emptyText(), QString());
}

void TestCorpusFilter::byNumber_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<int>("number");
    QTest::newRow("first") << "1" << 1;
    QTest::newRow("ninth") << "9" << 9;
    QTest::newRow("spaces around") << " 12 " << 12;
    QTest::newRow("Persian digits") << "۹" << 9;
    QTest::newRow("Arabic-Indic digits") << "١٢" << 12;
    QTest::newRow("past the end") << "999" << 0;
    QTest::newRow("zero") << "0" << 0;
}

void TestCorpusFilter::byNumber()
{
    QFETCH(QString, query);
    QFETCH(int, number);
    StudyFixture study;
    CorpusModel model;
    model.setStudy(&study.study());
    CorpusFilter filter;
    filter.setStudy(&study.study());
    filter.setSourceModel(&model);
    filter.setQuery(query);
    const auto &pack = study.pack();
    if (number == 0) {
        QCOMPARE(filter.count(), 0);
        return;
    }
    // A number is a place in the corpus, not a digit somewhere in a text.
    QCOMPARE(shownIds(filter), QStringList{pack.propositions().at(number - 1).id});
    QCOMPARE(filter.index(0, 0).data(CorpusModel::NumberRole).toInt(), number);
}

void TestCorpusFilter::byIdPrefix_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("prefix");
    QTest::newRow("whole id") << "III.1.P03" << "III.1.P03";
    QTest::newRow("lower case") << "iii.1.p03" << "III.1.P03";
    QTest::newRow("section") << "ii.1" << "II.1.";
    // "v.1" is the start of V.1.*, not the tail of IV.1.*.
    QTest::newRow("section, not inside another id") << "v.1" << "V.1.";
    QTest::newRow("chapter VII section 4") << "VII.4" << "VII.4.";
}

void TestCorpusFilter::byIdPrefix()
{
    QFETCH(QString, query);
    QFETCH(QString, prefix);
    StudyFixture study;
    CorpusModel model;
    model.setStudy(&study.study());
    CorpusFilter filter;
    filter.setStudy(&study.study());
    filter.setSourceModel(&model);
    filter.setQuery(query);
    const QStringList expected = idsStartingWith(study.pack(), prefix);
    QVERIFY(!expected.isEmpty());
    QCOMPARE(shownIds(filter), expected);
}

void TestCorpusFilter::byWords_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("mustShow");
    QTest::addColumn<QStringList>("mustHide");
    // Titles, in any case.
    QTest::newRow("en title") << "weighted average"
                              << "en" << QStringList{QStringLiteral("II.3.P01")}
                              << QStringList{QStringLiteral("II.1.P01")};
    QTest::newRow("en title, upper case")
        << "SOFTMAX"
        << "en" << QStringList{QStringLiteral("II.1.P01"), QStringLiteral("II.2.P03")}
        << QStringList{};
    QTest::newRow("en text only") << "equivariant"
                                  << "en" << QStringList{QStringLiteral("VI.1.P02")}
                                  << QStringList{QStringLiteral("II.3.P01")};
    // Words in any order, each somewhere in the proposition.
    QTest::newRow("en two words") << "average weighted"
                                  << "en" << QStringList{QStringLiteral("II.3.P01")}
                                  << QStringList{};
    QTest::newRow("fa title") << "سینوسی" << "fa" << QStringList{QStringLiteral("VI.1.P04")}
                              << QStringList{QStringLiteral("II.3.P01")};
    // Both languages are searched whatever the interface's language.
    QTest::newRow("fa word, en interface")
        << "سینوسی"
        << "en" << QStringList{QStringLiteral("VI.1.P04")} << QStringList{};
    QTest::newRow("en word, fa interface")
        << "sinusoidal"
        << "fa" << QStringList{QStringLiteral("VI.1.P04")} << QStringList{};
    QTest::newRow("no match") << "xyzzy"
                              << "en" << QStringList{} << QStringList{QStringLiteral("II.3.P01")};
}

void TestCorpusFilter::byWords()
{
    QFETCH(QString, query);
    QFETCH(QString, language);
    QFETCH(QStringList, mustShow);
    QFETCH(QStringList, mustHide);
    StudyFixture study;
    CorpusModel model;
    model.setStudy(&study.study());
    study.study().setLanguage(language);
    CorpusFilter filter;
    filter.setStudy(&study.study());
    filter.setSourceModel(&model);
    study.study().setLanguage(language);
    filter.setQuery(query);
    const QStringList shown = shownIds(filter);
    for (const QString &id : mustShow)
        QVERIFY2(shown.contains(id),
                 qPrintable(id + QStringLiteral(" not in ") + shown.join(QLatin1Char(' '))));
    for (const QString &id : mustHide)
        QVERIFY2(!shown.contains(id),
                 qPrintable(id + QStringLiteral(" in ") + shown.join(QLatin1Char(' '))));
    if (mustShow.isEmpty())
        QCOMPARE(filter.count(), 0);
}

void TestCorpusFilter::persianSpellingsFindTheSame_data()
{
    QTest::addColumn<QString>("asWritten");
    QTest::addColumn<QString>("asTyped");
    QTest::addColumn<QString>("found");
    // The pack writes سافت‌مکس with a zero-width non-joiner; a learner may type it without.
    QTest::newRow("without ZWNJ") << "سافت‌مکس" << "سافتمکس" << "II.1.P01";
    QTest::newRow("with a space for the ZWNJ") << "هم‌وردا" << "هم وردا" << "VI.1.P02";
    // The kasra of the ezafe («توزیعِ احتمال») is seldom typed.
    QTest::newRow("without kasra") << "توزیعِ احتمال" << "توزیع احتمال" << "II.1.P01";
    QTest::newRow("without kasra or ZWNJ") << "نگاشت‌های خطیِ" << "نگاشتهای خطی" << "III.1.P01";
    QTest::newRow("without other marks") << "چندسَر" << "چندسر" << "IV.1.P01";
    // The pack isolates formulas inside Persian with U+2066..U+2069.
    QTest::newRow("without isolates") << "\u2066√d\u2069" << "√d" << "II.2.P04";
    QTest::newRow("direction marks typed") << "\u200F√d\u200E" << "√d" << "II.2.P04";
    QTest::newRow("Arabic yeh and kaf") << "یک‌طرفه" << "يكطرفه" << "III.1.P02";
}

void TestCorpusFilter::persianSpellingsFindTheSame()
{
    QFETCH(QString, asWritten);
    QFETCH(QString, asTyped);
    QFETCH(QString, found);
    StudyFixture study;
    CorpusModel model;
    model.setStudy(&study.study());
    CorpusFilter filter;
    filter.setStudy(&study.study());
    filter.setSourceModel(&model);
    study.study().setLanguage(QStringLiteral("fa"));
    filter.setQuery(asWritten);
    const QStringList written = shownIds(filter);
    filter.setQuery(asTyped);
    const QStringList typed = shownIds(filter);
    QVERIFY2(written.contains(found), qPrintable(written.join(QLatin1Char(' '))));
    QCOMPARE(typed, written);
}

void TestCorpusFilter::chapterFilter()
{
    StudyFixture study;
    CorpusModel model;
    model.setStudy(&study.study());
    CorpusFilter filter;
    filter.setStudy(&study.study());
    filter.setSourceModel(&model);
    QSignalSpy chapterSpy(&filter, &CorpusFilter::chapterIdChanged);
    QSignalSpy countSpy(&filter, &CorpusFilter::countChanged);
    filter.setChapterId(QStringLiteral("III"));
    filter.setChapterId(QStringLiteral("III"));
    QCOMPARE(chapterSpy.count(), 1);
    QVERIFY(countSpy.count() >= 1);
    QVERIFY(filter.filtering());
    QCOMPARE(shownIds(filter), idsStartingWith(study.pack(), QStringLiteral("III.")));

    // A chapter and words: the words' matches in that chapter only.
    filter.setQuery(QStringLiteral("softmax"));
    const QStringList inChapter = shownIds(filter);
    QVERIFY(!inChapter.isEmpty());
    for (const QString &id : inChapter)
        QVERIFY2(id.startsWith(QStringLiteral("III.")), qPrintable(id));
    filter.setChapterId(QString());
    const QStringList everywhere = shownIds(filter);
    QVERIFY(everywhere.size() > inChapter.size());
    for (const QString &id : inChapter)
        QVERIFY(everywhere.contains(id));
}

void TestCorpusFilter::countsAndSentences()
{
    StudyFixture study;
    CorpusModel model;
    model.setStudy(&study.study());
    CorpusFilter filter;
    filter.setStudy(&study.study());
    filter.setSourceModel(&model);
    const int total = study.pack().propositionCount();
    QSignalSpy querySpy(&filter, &CorpusFilter::queryChanged);
    QSignalSpy textsSpy(&filter, &CorpusFilter::textsChanged);
    filter.setQuery(QStringLiteral("iii.1"));
    filter.setQuery(QStringLiteral("iii.1"));
    QCOMPARE(querySpy.count(), 1);
    QVERIFY(textsSpy.count() >= 1);
    QCOMPARE(filter.count(), 3);
    QCOMPARE(filter.countText(), QStringLiteral("3 of %1").arg(total));
    QCOMPARE(filter.emptyText(), QString());

    filter.setQuery(QStringLiteral("xyzzy"));
    QCOMPARE(filter.count(), 0);
    QCOMPARE(filter.countText(), QStringLiteral("0 of %1").arg(total));
    const QString none = filter.emptyText();
    QVERIFY(none.contains(QStringLiteral("xyzzy")));
    QVERIFY(none.endsWith(QLatin1Char('.')));

    filter.setChapterId(QStringLiteral("I"));
    QVERIFY(filter.emptyText().contains(QStringLiteral("chapter I ")));
}

void TestCorpusFilter::persianDigitsInTheCount()
{
    StudyFixture study;
    CorpusModel model;
    model.setStudy(&study.study());
    CorpusFilter filter;
    filter.setStudy(&study.study());
    filter.setSourceModel(&model);
    QSignalSpy languageSpy(&filter, &CorpusFilter::languageChanged);
    study.study().setLanguage(QStringLiteral("fa"));
    study.study().setLanguage(QStringLiteral("fa"));
    QCOMPARE(languageSpy.count(), 1);
    filter.setQuery(QStringLiteral("iii.1"));
    const QString text = filter.countText();
    QVERIFY2(text.startsWith(QStringLiteral("۳")), qPrintable(text));
    const QString total = QLocale(QLocale::Persian, QLocale::Iran)
                              .toString(study.pack().propositionCount());
    QVERIFY2(text.endsWith(total), qPrintable(text));
    for (const QChar c : text)
        QVERIFY2(c < QLatin1Char('0') || c > QLatin1Char('9'), qPrintable(text));
}

void TestCorpusFilter::chapterChoices()
{
    StudyFixture study;
    CorpusFilter filter;
    filter.setStudy(&study.study());
    const QVariantList choices = filter.chapterChoices();
    // All, and every chapter that holds propositions, in course order.
    QStringList holding;
    for (const auto &chapter : study.pack().chapters())
        for (const auto &proposition : study.pack().propositions())
            if (proposition.chapterId == chapter.id && !holding.contains(chapter.id))
                holding << chapter.id;
    QCOMPARE(choices.size(), holding.size() + 1);
    QCOMPARE(choices.first().toMap().value(QStringLiteral("chapterId")).toString(), QString());
    QCOMPARE(choices.first().toMap().value(QStringLiteral("text")).toString(),
             QStringLiteral("All chapters"));
    QStringList ids;
    for (const QVariant &choice : choices.mid(1))
        ids << choice.toMap().value(QStringLiteral("chapterId")).toString();
    QCOMPARE(ids, holding);
    QVERIFY(ids.contains(QStringLiteral("II")) && ids.contains(QStringLiteral("VII")));
    const QString first = holding.first();
    const QString second = choices.at(1).toMap().value(QStringLiteral("text")).toString();
    QCOMPARE(second, first + QStringLiteral(" · ") + study.pack().chapter(first)->title.en);
    study.study().setLanguage(QStringLiteral("fa"));
    QCOMPARE(filter.chapterChoices().at(1).toMap().value(QStringLiteral("text")).toString(),
             first + QStringLiteral(" · ") + study.pack().chapter(first)->title.fa);
}

void TestCorpusFilter::rowOfFollowsTheFilter()
{
    StudyFixture study;
    CorpusModel model;
    model.setStudy(&study.study());
    CorpusFilter filter;
    filter.setStudy(&study.study());
    filter.setSourceModel(&model);
    QCOMPARE(filter.rowOf(QStringLiteral("III.1.P02")),
             model.indexOf(QStringLiteral("III.1.P02"))); // unfiltered: the corpus place
    filter.setQuery(QStringLiteral("iii.1"));
    QCOMPARE(filter.rowOf(QStringLiteral("III.1.P02")), 1);
    QCOMPARE(filter.rowOf(QStringLiteral("II.3.P01")), -1);
    QCOMPARE(filter.rowOf(QStringLiteral("IX.9.P99")), -1);
    QCOMPARE(filter.idAt(0), QStringLiteral("III.1.P01"));
    QCOMPARE(filter.idAt(3), QString());
    QCOMPARE(filter.idAt(-1), QString());
}


namespace {

// What a styled text shows: its tags gone, its entities read.
QString shown(QString markup)
{
    markup.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    return markup.replace(QStringLiteral("&lt;"), QStringLiteral("<"))
        .replace(QStringLiteral("&gt;"), QStringLiteral(">"))
        .replace(QStringLiteral("&quot;"), QStringLiteral("\""))
        .replace(QStringLiteral("&amp;"), QStringLiteral("&"));
}

} // namespace

// The list shows why a proposition matched: the words marked in its title, a passage of its
// text when the title lacks one; both follow the query and the language.
void TestCorpusFilter::matchedWordsAreMarked()
{
    StudyFixture study;
    CorpusModel model;
    model.setStudy(&study.study());
    CorpusFilter filter;
    filter.setStudy(&study.study());
    QAbstractItemModelTester tester(&filter);
    filter.setSourceModel(&model);
    filter.setMarkColor(QStringLiteral("#123456"));
    const QString mark = QStringLiteral("<b><font color=\"#123456\">%1</font></b>");
    QSignalSpy changed(&filter, &QAbstractItemModel::dataChanged);

    filter.setQuery(QStringLiteral("weighted hull"));
    QVERIFY(!changed.isEmpty());
    const QModelIndex seed = filter.index(filter.rowOf(QStringLiteral("II.3.P01")), 0);
    QVERIFY(seed.isValid());
    QCOMPARE(seed.data(CorpusFilter::TitleMarkupRole).toString(),
             QStringLiteral("Attention is a ") + mark.arg(QStringLiteral("weighted"))
                 + QStringLiteral(" average"));
    const QString passage = seed.data(CorpusFilter::ExcerptRole).toString();
    QVERIFY2(passage.contains(QStringLiteral("hull")), qPrintable(passage));
    QVERIFY(seed.data(CorpusFilter::ExcerptMarkupRole).toString().contains(
        mark.arg(QStringLiteral("hull"))));

    // In Persian the title is the Persian one, with no English word to mark; the passage
    // shows where the English words stand.
    changed.clear();
    study.study().setLanguage(QStringLiteral("fa"));
    QVERIFY(!changed.isEmpty());
    // The list's rows were made again in Persian (its chapter headings change): a new index.
    const QModelIndex seedFa = filter.index(filter.rowOf(QStringLiteral("II.3.P01")), 0);
    QCOMPARE(seedFa.data(CorpusFilter::TitleMarkupRole).toString(),
             study.pack().propositions().at(
                 study.pack().propositionNumber(QStringLiteral("II.3.P01")) - 1)
                 .title.fa.toHtmlEscaped());
    QVERIFY(!seedFa.data(CorpusFilter::ExcerptRole).toString().isEmpty());

    // A number or an id marks nothing and shows no passage.
    study.study().setLanguage(QStringLiteral("en"));
    filter.setQuery(QStringLiteral("II.3.P01"));
    const QModelIndex byId = filter.index(0, 0);
    QVERIFY(!byId.data(CorpusFilter::TitleMarkupRole).toString().contains(QStringLiteral("<b>")));
    QCOMPARE(byId.data(CorpusFilter::ExcerptRole).toString(), QString());
    QVERIFY(filter.roleNames().values().contains("excerptMarkup"));
}

// Texts of the pack are never read as markup: "γ < 1" and "|tanh x| < 1" are shown as written.
void TestCorpusFilter::markupIsTheTextEscaped()
{
    StudyFixture study;
    CorpusModel model;
    model.setStudy(&study.study());
    CorpusFilter filter;
    filter.setStudy(&study.study());
    filter.setSourceModel(&model);
    int checked = 0;
    int withLessThan = 0;
    for (const QString &query : {QStringLiteral("tanh"), QStringLiteral("norm"),
                                 QStringLiteral("softmax"), QStringLiteral("میانگین")}) {
        filter.setQuery(query);
        QVERIFY(filter.count() > 0);
        for (int row = 0; row < filter.count(); ++row) {
            const QModelIndex index = filter.index(row, 0);
            const QString passage = index.data(CorpusFilter::ExcerptRole).toString();
            const QString markup = index.data(CorpusFilter::ExcerptMarkupRole).toString();
            QCOMPARE(shown(markup), passage);
            QCOMPARE(shown(index.data(CorpusFilter::TitleMarkupRole).toString()),
                     index.data(CorpusModel::TitleRole).toString());
            withLessThan += passage.contains(QLatin1Char('<')) ? 1 : 0;
            ++checked;
        }
    }
    QVERIFY(checked > 10);
    QVERIFY2(withLessThan > 0, "no passage with a < was checked");
}

QTEST_GUILESS_MAIN(TestCorpusFilter)
#include "tst_corpus_filter.moc"
