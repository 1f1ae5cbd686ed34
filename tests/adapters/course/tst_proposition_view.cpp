#include "proposition_view.h"
#include "study_fixture.h"

#include <QSet>
#include <QSignalSpy>
#include <QTest>

using astrolabe::PropositionView;

namespace {
QStringList idsOf(const QVariantList &links)
{
    QStringList ids;
    for (const QVariant &link : links)
        ids << link.toMap().value(QStringLiteral("propositionId")).toString();
    return ids;
}
} // namespace

class TestPropositionView : public QObject
{
    Q_OBJECT

private slots:
    void emptyOpensTheFirst();
    void showsEveryPart();
    void usedByIsTheInverseOfDependsOn();
    void problemsLinkToTheirLessons();
    void followAndBackWalkTheHistory();
    void settingTheIdKeepsTheHistory();
    void languageChangesTheTexts();
};

void TestPropositionView::emptyOpensTheFirst()
{
    StudyFixture study;
    PropositionView view;
    view.setStudy(&study.study());
    const QString first = study.pack().propositions().first().id; // I.3.P01 today
    QCOMPARE(view.propositionId(), first);
    QCOMPARE(view.number(), 1);
    QCOMPARE(view.count(), study.pack().propositionCount());
    view.setPropositionId(QStringLiteral("no.such.P01"));
    QCOMPARE(view.propositionId(), first);
    QVERIFY(!view.canGoBack());
}

void TestPropositionView::showsEveryPart()
{
    StudyFixture study;
    PropositionView view;
    view.setStudy(&study.study());
    QSignalSpy idSpy(&view, &PropositionView::propositionIdChanged);
    QSignalSpy contentSpy(&view, &PropositionView::contentChanged);
    view.setPropositionId(QStringLiteral("III.1.P01"));
    view.setPropositionId(QStringLiteral("III.1.P01"));
    QCOMPARE(idSpy.count(), 1);
    QCOMPARE(contentSpy.count(), 1);

    const auto *p = study.pack().proposition(QStringLiteral("III.1.P01"));
    QCOMPARE(view.number(), study.pack().propositionNumber(QStringLiteral("III.1.P01")));
    QCOMPARE(view.chapterId(), QStringLiteral("III"));
    QCOMPARE(view.chapterTitle(), study.pack().chapter(QStringLiteral("III"))->title.en);
    QCOMPARE(view.title(), p->title.en);
    QCOMPARE(view.statement(), p->statement.en);
    QCOMPARE(view.corollary(), p->corollary.en);
    QCOMPARE(view.figureKind(), p->figure.kind);
    QCOMPARE(view.figureCaption(), p->figure.caption.en);
    QCOMPARE(view.figureSpec().value(QStringLiteral("figure")).toString(), p->figure.kind);
    QVERIFY(view.figureSpec().contains(QStringLiteral("queries")));
    QCOMPARE(view.demonstration().size(), p->demonstration.size());
    for (const QVariant &block : view.demonstration()) {
        const QString kind = block.toMap().value(QStringLiteral("kind")).toString();
        QVERIFY(QStringList({QStringLiteral("heading"), QStringLiteral("paragraph"),
                             QStringLiteral("formula"), QStringLiteral("figure")})
                    .contains(kind));
    }
    QCOMPARE(view.sources().size(), p->sources.size());
    if (!p->sources.isEmpty())
        QVERIFY(view.sources().first().contains(QString::number(p->sources.first().year)));
    QCOMPARE(idsOf(view.dependsOn()), p->dependsOn);
}

void TestPropositionView::usedByIsTheInverseOfDependsOn()
{
    StudyFixture study;
    PropositionView view;
    view.setStudy(&study.study());
    PropositionView other;
    other.setStudy(&study.study());
    const auto &pack = study.pack();
    int links = 0;
    for (const auto &proposition : pack.propositions()) {
        view.setPropositionId(proposition.id);
        const QStringList usedBy = idsOf(view.usedBy());
        const QStringList dependsOn = idsOf(view.dependsOn());
        for (const QString &user : usedBy) {
            other.setPropositionId(user);
            QVERIFY2(idsOf(other.dependsOn()).contains(proposition.id),
                     qPrintable(user + QStringLiteral(" is shown using ") + proposition.id));
            ++links;
        }
        for (const QString &base : dependsOn) {
            other.setPropositionId(base);
            QVERIFY2(idsOf(other.usedBy()).contains(proposition.id),
                     qPrintable(base + QStringLiteral(" should list ") + proposition.id +
                                QStringLiteral(" under used by")));
        }
        for (const QVariant &link : view.usedBy() + view.dependsOn())
            QVERIFY(!link.toMap().value(QStringLiteral("title")).toString().isEmpty());
    }
    QVERIFY(links > 20);
    view.setPropositionId(QStringLiteral("II.1.P01"));
    QVERIFY(idsOf(view.usedBy()).contains(QStringLiteral("II.3.P01")));
    QVERIFY(view.dependsOn().isEmpty());
}

void TestPropositionView::problemsLinkToTheirLessons()
{
    StudyFixture study;
    PropositionView view;
    view.setStudy(&study.study());
    // learned-lookup.q7, cost.q1, cost.q6, cost.q10, masking.q12
    view.setPropositionId(QStringLiteral("VII.1.P01"));
    const auto &pack = study.pack();
    QStringList questions;
    QStringList lessons;
    for (const QVariant &entry : view.problems()) {
        const QVariantMap problem = entry.toMap();
        const QString lessonId = problem.value(QStringLiteral("lessonId")).toString();
        lessons << lessonId;
        QCOMPARE(problem.value(QStringLiteral("lessonTitle")).toString(),
                 pack.lesson(lessonId)->title.en);
        for (const QVariant &number : problem.value(QStringLiteral("questionNumbers")).toList())
            questions << pack.lesson(lessonId)->questionIds().at(number.toInt() - 1);
    }
    QCOMPARE(lessons.size(), QSet<QString>(lessons.cbegin(), lessons.cend()).size());
    QStringList expected = pack.problemsUsing(QStringLiteral("VII.1.P01"));
    expected.sort();
    questions.sort();
    QCOMPARE(questions, expected);
    for (const QString &question : expected)
        QVERIFY(lessons.contains(pack.lessonOfQuestion(question)->id));
}

void TestPropositionView::followAndBackWalkTheHistory()
{
    StudyFixture study;
    PropositionView view;
    view.setStudy(&study.study());
    QSignalSpy historySpy(&view, &PropositionView::historyChanged);
    view.setPropositionId(QStringLiteral("II.2.P04"));
    QVERIFY(!view.follow(QStringLiteral("II.2.P04"))); // already shown
    QVERIFY(!view.follow(QStringLiteral("nothing")));
    QCOMPARE(historySpy.count(), 0);

    QVERIFY(view.follow(QStringLiteral("II.2.P01")));
    QVERIFY(view.follow(QStringLiteral("II.1.P10")));
    QCOMPARE(view.propositionId(), QString(QStringLiteral("II.1.P10")));
    QVERIFY(view.canGoBack());
    QCOMPARE(historySpy.count(), 2);

    QVERIFY(view.back());
    QCOMPARE(view.propositionId(), QString(QStringLiteral("II.2.P01")));
    QVERIFY(view.back());
    QCOMPARE(view.propositionId(), QString(QStringLiteral("II.2.P04")));
    QVERIFY(!view.canGoBack());
    QVERIFY(!view.back());
    QCOMPARE(historySpy.count(), 4);
}

void TestPropositionView::settingTheIdKeepsTheHistory()
{
    StudyFixture study;
    PropositionView view;
    view.setStudy(&study.study());
    QVERIFY(view.follow(QStringLiteral("II.3.P01")));
    view.setPropositionId(QStringLiteral("V.1.P01"));
    QVERIFY(view.back());
    QCOMPARE(view.propositionId(), study.pack().propositions().first().id);
}

void TestPropositionView::languageChangesTheTexts()
{
    StudyFixture study;
    PropositionView view;
    view.setStudy(&study.study());
    view.setPropositionId(QStringLiteral("II.3.P01"));
    QSignalSpy languageSpy(&view, &PropositionView::languageChanged);
    QSignalSpy contentSpy(&view, &PropositionView::contentChanged);
    QSignalSpy idSpy(&view, &PropositionView::propositionIdChanged);
    study.study().setLanguage(QStringLiteral("fa"));
    study.study().setLanguage(QStringLiteral("fa"));
    QCOMPARE(languageSpy.count(), 1);
    QCOMPARE(contentSpy.count(), 1);
    QCOMPARE(idSpy.count(), 0);
    const auto *p = study.pack().proposition(QStringLiteral("II.3.P01"));
    QCOMPARE(view.statement(), p->statement.fa);
    QCOMPARE(view.figureCaption(), p->figure.caption.fa);
    QCOMPARE(view.dependsOn().first().toMap().value(QStringLiteral("title")).toString(),
             study.pack().proposition(p->dependsOn.first())->title.fa);
}

QTEST_GUILESS_MAIN(TestPropositionView)
#include "tst_proposition_view.moc"
