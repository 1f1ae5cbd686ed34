#include "corpus_model.h"
#include "study_fixture.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using astrolabe::CorpusModel;

class TestCorpusModel : public QObject
{
    Q_OBJECT

private slots:
    void listsTheWholeCorpusInOrder();
    void rolesAreCamelCaseFromUserRole();
    void lookups_data();
    void lookups();
    void languageResetsTheTexts();
};

void TestCorpusModel::listsTheWholeCorpusInOrder()
{
    StudyFixture study;
    CorpusModel model;
    model.setStudy(&study.study());
    QAbstractItemModelTester tester(&model);
    const auto &pack = study.pack();
    QCOMPARE(model.rowCount(), pack.propositionCount());
    QVERIFY(model.count() >= 24);
    QString previousChapter;
    QStringList chapters;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row);
        const QString id = index.data(CorpusModel::PropositionIdRole).toString();
        QCOMPARE(id, pack.propositions().at(row).id);
        QCOMPARE(index.data(CorpusModel::NumberRole).toInt(), pack.propositionNumber(id));
        QCOMPARE(index.data(CorpusModel::TitleRole).toString(), pack.proposition(id)->title.en);
        QVERIFY(!index.data(CorpusModel::StatementRole).toString().isEmpty());
        const QString chapter = index.data(CorpusModel::ChapterIdRole).toString();
        QVERIFY(id.startsWith(chapter + QStringLiteral(".")));
        // Grouped: a chapter's propositions are contiguous.
        if (chapter != previousChapter) {
            QVERIFY(!chapters.contains(chapter));
            chapters << chapter;
            previousChapter = chapter;
        }
    }
    // Every chapter that holds propositions, in course order.
    QStringList expected;
    for (const auto &chapter : pack.chapters())
        for (const auto &proposition : pack.propositions())
            if (proposition.chapterId == chapter.id && !expected.contains(chapter.id))
                expected << chapter.id;
    QCOMPARE(chapters, expected);
}

void TestCorpusModel::rolesAreCamelCaseFromUserRole()
{
    StudyFixture study;
    CorpusModel model;
    model.setStudy(&study.study());
    const auto roles = model.roleNames();
    QCOMPARE(roles.value(Qt::UserRole + 1), QByteArray("propositionId"));
    QCOMPARE(roles.value(CorpusModel::ChapterIdRole), QByteArray("chapterId"));
    QCOMPARE(roles.value(CorpusModel::NumberRole), QByteArray("number"));
    QCOMPARE(roles.value(CorpusModel::TitleRole), QByteArray("title"));
    QCOMPARE(roles.value(CorpusModel::StatementRole), QByteArray("statement"));
}

void TestCorpusModel::lookups_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("row");
    // Rows of known propositions are their places in the pack (row -2 below: looked up), so
    // the test holds while chapters fill up.
    QTest::newRow("II.1") << "II.1.P01" << -2;
    QTest::newRow("the seed's proposition") << "II.3.P01" << -2;
    QTest::newRow("chapter III") << "III.1.P01" << -2;
    QTest::newRow("unknown") << "IX.9.P99" << -1;
    QTest::newRow("empty") << "" << -1;
}

void TestCorpusModel::lookups()
{
    QFETCH(QString, id);
    QFETCH(int, row);
    StudyFixture study;
    CorpusModel model;
    model.setStudy(&study.study());
    if (row == -2) {
        const auto &propositions = study.pack().propositions();
        row = int(std::find_if(propositions.begin(), propositions.end(),
                               [&id](const auto &p) { return p.id == id; })
                  - propositions.begin());
        QVERIFY(row < int(propositions.size()));
    }
    QCOMPARE(model.indexOf(id), row);
    QCOMPARE(model.idAt(row), row >= 0 ? id : QString());
}

void TestCorpusModel::languageResetsTheTexts()
{
    StudyFixture study;
    CorpusModel model;
    model.setStudy(&study.study());
    QSignalSpy languageSpy(&model, &CorpusModel::languageChanged);
    QSignalSpy resetSpy(&model, &QAbstractItemModel::modelReset);
    QCOMPARE(model.chapterTitle(QStringLiteral("I")),
             study.pack().chapter(QStringLiteral("I"))->title.en);
    study.study().setLanguage(QStringLiteral("fa"));
    study.study().setLanguage(QStringLiteral("fa"));
    QCOMPARE(languageSpy.count(), 1);
    QCOMPARE(resetSpy.count(), 1);
    QCOMPARE(model.index(0).data(CorpusModel::TitleRole).toString(),
             study.pack().propositions().first().title.fa);
    QCOMPARE(model.chapterTitle(QStringLiteral("I")),
             study.pack().chapter(QStringLiteral("I"))->title.fa);
    QCOMPARE(model.chapterTitle(QStringLiteral("IX")), QString());
}

QTEST_GUILESS_MAIN(TestCorpusModel)
#include "tst_corpus_model.moc"
