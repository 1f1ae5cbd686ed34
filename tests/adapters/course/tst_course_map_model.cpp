#include "course_chapter_filter.h"
#include "course_map_model.h"
#include "study_fixture.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using astrolabe::CourseChapterFilter;
using astrolabe::CourseMapModel;

class TestCourseMapModel : public QObject
{
    Q_OBJECT

private slots:
    void listsEveryLessonInCourseOrder();
    void rolesAreCamelCaseFromUserRole();
    void chapterFilterSplitsTheCourse_data();
    void chapterFilterSplitsTheCourse();
    void newLearnerHasNoProgress();
    void answersShowAsLearnedAndRecalled();
    void forgottenQuestionsComeDue();
    void languageChangesTexts();
    void refreshWithoutChangeIsQuiet();
};

void TestCourseMapModel::listsEveryLessonInCourseOrder()
{
    StudyFixture study;
    CourseMapModel model;
    model.setStudy(&study.study());
    QAbstractItemModelTester tester(&model);
    // Every lesson of the course (issue 18 adds them chapter by chapter), 8 questions each.
    const int lessons = int(study.pack().lessons().size());
    QCOMPARE(model.rowCount(), lessons);
    QCOMPARE(model.lessonCount(), lessons);
    QStringList chapterIds;
    for (const auto &chapter : study.pack().chapters())
        chapterIds << chapter.id;
    QCOMPARE(model.chapterCount(), int(chapterIds.size()));
    QCOMPARE(model.chapterIds(), chapterIds);
    QCOMPARE(chapterIds.mid(0, 7),
             (QStringList{QStringLiteral("I"), QStringLiteral("II"), QStringLiteral("III"),
                          QStringLiteral("IV"), QStringLiteral("V"), QStringLiteral("VI"),
                          QStringLiteral("VII")}));
    QCOMPARE(model.questionTotal(), 8 * lessons);

    QStringList ids;
    for (const auto &chapter : study.pack().chapters())
        ids << chapter.lessonIds;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row);
        QCOMPARE(index.data(CourseMapModel::LessonIdRole).toString(), ids.at(row));
        QCOMPARE(index.data(CourseMapModel::PositionRole).toInt(), row + 1);
        QCOMPARE(index.data(CourseMapModel::QuestionCountRole).toInt(), 8);
        QVERIFY(!index.data(CourseMapModel::TitleRole).toString().isEmpty());
        QVERIFY(!index.data(CourseMapModel::SummaryRole).toString().isEmpty());
    }
    QCOMPARE(model.index(0).data(CourseMapModel::LessonIdRole).toString(),
             QStringLiteral("bottleneck"));
    QCOMPARE(model.index(0).data(CourseMapModel::ChapterIdRole).toString(), QStringLiteral("I"));
    QCOMPARE(model.indexOf(QStringLiteral("cost")), int(ids.indexOf(QStringLiteral("cost"))));
    QCOMPARE(model.indexOf(QStringLiteral("nope")), -1);
}

void TestCourseMapModel::rolesAreCamelCaseFromUserRole()
{
    StudyFixture study;
    CourseMapModel model;
    model.setStudy(&study.study());
    const auto roles = model.roleNames();
    QCOMPARE(roles.value(Qt::UserRole + 1), QByteArray("lessonId"));
    for (const QByteArray &name : {QByteArray("chapterId"), QByteArray("position"),
                                   QByteArray("title"), QByteArray("summary"),
                                   QByteArray("questionCount"), QByteArray("learnedCount"),
                                   QByteArray("recall"), QByteArray("recalls"),
                                   QByteArray("learned"), QByteArray("dueCount")})
        QVERIFY2(roles.values().contains(name), name.constData());
    for (auto it = roles.cbegin(); it != roles.cend(); ++it)
        QVERIFY(it.key() > Qt::UserRole);
}

void TestCourseMapModel::chapterFilterSplitsTheCourse_data()
{
    QTest::addColumn<QString>("chapter");
    // Each chapter's lessons are read from the bundled course, which issue 18 fills chapter by
    // chapter; "IX" does not exist.
    for (const char *chapter : {"I", "II", "III", "V", "VII"})
        QTest::newRow(chapter) << QString::fromLatin1(chapter);
    QTest::newRow("unknown") << "IX";
}

void TestCourseMapModel::chapterFilterSplitsTheCourse()
{
    QFETCH(QString, chapter);
    StudyFixture study;
    QStringList lessons;
    for (const auto &c : study.pack().chapters())
        if (c.id == chapter)
            lessons = c.lessonIds;
    QCOMPARE(lessons.isEmpty(), chapter == QLatin1String("IX"));
    CourseMapModel model;
    model.setStudy(&study.study());
    CourseChapterFilter filter;
    QSignalSpy chapterSpy(&filter, &CourseChapterFilter::chapterIdChanged);
    filter.setSourceModel(&model);
    filter.setChapterId(chapter);
    filter.setChapterId(chapter);
    QCOMPARE(chapterSpy.count(), 1);
    QCOMPARE(filter.count(), lessons.size());
    for (int row = 0; row < filter.rowCount(); ++row)
        QCOMPARE(filter.index(row, 0).data(CourseMapModel::LessonIdRole).toString(), lessons.at(row));
    QCOMPARE(filter.roleNames(), model.roleNames());
}

void TestCourseMapModel::newLearnerHasNoProgress()
{
    StudyFixture study;
    CourseMapModel model;
    model.setStudy(&study.study());
    QCOMPARE(model.learnedTotal(), 0);
    QCOMPARE(model.dueTotal(), 0);
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row);
        QCOMPARE(index.data(CourseMapModel::LearnedCountRole).toInt(), 0);
        QCOMPARE(index.data(CourseMapModel::RecallRole).toDouble(), 0.0);
        // New questions sit in the review queue as new items; they are not "due".
        QCOMPARE(index.data(CourseMapModel::DueCountRole).toInt(), 0);
        const auto recalls = index.data(CourseMapModel::RecallsRole).value<QList<qreal>>();
        const auto learned = index.data(CourseMapModel::LearnedRole).value<QList<bool>>();
        QCOMPARE(recalls.size(), 8);
        QCOMPARE(learned, QList<bool>(8, false));
    }
}

void TestCourseMapModel::answersShowAsLearnedAndRecalled()
{
    StudyFixture study;
    CourseMapModel model;
    model.setStudy(&study.study());
    QSignalSpy progressSpy(&model, &CourseMapModel::progressChanged);
    QSignalSpy dataSpy(&model, &QAbstractItemModel::dataChanged);

    QVERIFY(study.answer(QStringLiteral("softmax.q1"), true));
    QVERIFY(study.answer(QStringLiteral("softmax.q2"), true));
    QVERIFY(study.answer(QStringLiteral("softmax.q5"), false));
    // Followed at once, nothing asked (the study's reviewsChanged): one change per answer.
    QCOMPARE(progressSpy.count(), 3);
    QVERIFY(dataSpy.count() >= 3);
    QCOMPARE(model.learnedTotal(), 3);

    const QModelIndex softmax = model.index(model.indexOf(QStringLiteral("softmax")));
    QCOMPARE(softmax.data(CourseMapModel::LearnedCountRole).toInt(), 3);
    const auto learned = softmax.data(CourseMapModel::LearnedRole).value<QList<bool>>();
    QCOMPARE(learned, (QList<bool>{true, true, false, false, true, false, false, false}));
    const auto recalls = softmax.data(CourseMapModel::RecallsRole).value<QList<qreal>>();
    // Just answered: recalled for sure.
    QVERIFY(recalls.at(0) > 0.99);
    QCOMPARE(recalls.at(2), 0.0);
    QVERIFY(qAbs(softmax.data(CourseMapModel::RecallRole).toDouble() - 3.0 / 8.0) < 0.01);

    // A week later recall has decayed, but not for a question never seen.
    study.advanceDays(7);
    study.study().notifyTimePassed(); // what the timer does
    const QModelIndex later = model.index(model.indexOf(QStringLiteral("softmax")));
    const auto decayed = later.data(CourseMapModel::RecallsRole).value<QList<qreal>>();
    QVERIFY(decayed.at(0) < 1.0);
    QVERIFY(decayed.at(0) > 0.0);
    QVERIFY(later.data(CourseMapModel::RecallRole).toDouble() < 0.37);
    QCOMPARE(later.data(CourseMapModel::LearnedCountRole).toInt(), 3);
    // Other lessons are untouched.
    QCOMPARE(model.index(0).data(CourseMapModel::LearnedCountRole).toInt(), 0);
}

void TestCourseMapModel::forgottenQuestionsComeDue()
{
    StudyFixture study;
    CourseMapModel model;
    model.setStudy(&study.study());
    QVERIFY(study.answer(QStringLiteral("cost.q1"), true));
    QVERIFY(study.answer(QStringLiteral("cost.q4"), true));
    const QModelIndex cost = model.index(model.indexOf(QStringLiteral("cost")));
    QCOMPARE(cost.data(CourseMapModel::DueCountRole).toInt(), 0);
    study.advanceDays(120);
    study.study().notifyTimePassed();
    const int due = model.index(model.indexOf(QStringLiteral("cost")))
                        .data(CourseMapModel::DueCountRole)
                        .toInt();
    QCOMPARE(due, 2);
    QCOMPARE(model.dueTotal(), 2);
    int queued = 0;
    for (const auto &item : study.service().dueQueue())
        queued += item.isNew ? 0 : 1;
    QCOMPARE(queued, 2);
}

void TestCourseMapModel::languageChangesTexts()
{
    StudyFixture study;
    CourseMapModel model;
    model.setStudy(&study.study());
    QSignalSpy languageSpy(&model, &CourseMapModel::languageChanged);
    QSignalSpy textsSpy(&model, &CourseMapModel::textsChanged);
    QSignalSpy dataSpy(&model, &QAbstractItemModel::dataChanged);
    const auto *lesson = study.pack().lesson(QStringLiteral("bottleneck"));
    QCOMPARE(model.index(0).data(CourseMapModel::TitleRole).toString(), lesson->title.en);
    QCOMPARE(model.courseTitle(), study.pack().course().title.en);

    study.study().setLanguage(QStringLiteral("fa"));
    study.study().setLanguage(QStringLiteral("fa"));
    QCOMPARE(languageSpy.count(), 1);
    QCOMPARE(textsSpy.count(), 1);
    QCOMPARE(dataSpy.count(), 1);
    QCOMPARE(model.index(0).data(CourseMapModel::TitleRole).toString(), lesson->title.fa);
    QCOMPARE(model.index(0).data(CourseMapModel::SummaryRole).toString(), lesson->summary.fa);
    QCOMPARE(model.courseTitle(), study.pack().course().title.fa);
    QCOMPARE(model.chapterTitles().first(), study.pack().chapters().first().title.fa);
}

void TestCourseMapModel::refreshWithoutChangeIsQuiet()
{
    StudyFixture study;
    CourseMapModel model;
    model.setStudy(&study.study());
    QSignalSpy progressSpy(&model, &CourseMapModel::progressChanged);
    QSignalSpy chaptersSpy(&model, &CourseMapModel::chaptersChanged);
    QSignalSpy resetSpy(&model, &QAbstractItemModel::modelReset);
    study.study().notifyTimePassed();
    QCOMPARE(progressSpy.count(), 0);
    QCOMPARE(chaptersSpy.count(), 0);
    QCOMPARE(resetSpy.count(), 0);
}

QTEST_GUILESS_MAIN(TestCourseMapModel)
#include "tst_course_map_model.moc"
