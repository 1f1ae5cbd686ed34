#include "lesson_content.h"
#include "lesson_link_model.h"
#include "lesson_test_support.h"
#include "read_block_model.h"

#include <QSignalSpy>
#include <QTest>

using astrolabe::FigureData;
using astrolabe::LessonContent;
using astrolabe::LessonLinkModel;
using astrolabe::ReadBlockModel;

namespace {
QStringList column(const QAbstractItemModel *model, int role)
{
    QStringList values;
    for (int row = 0; row < model->rowCount(); ++row)
        values << model->index(row, 0).data(role).toString();
    return values;
}
} // namespace

// The lesson page's content: the lesson in one language, its read blocks and its links.
class TestLessonContent : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_study.isOpen()); }
    // Each test starts in English, whatever the one before switched to.
    void init() { m_study.study()->setLanguage(QStringLiteral("en")); }

    void seedLessonHasItsParts()
    {
        LessonContent lesson;
        lesson.setStudy(m_study.study());
        lesson.setLessonId(QStringLiteral("learned-lookup"));
        QVERIFY(lesson.found());
        QCOMPARE(lesson.title(), QStringLiteral("Attention as a learned lookup"));
        QCOMPARE(lesson.chapterId(), QStringLiteral("I"));
        QCOMPARE(lesson.chapterTitle(), QStringLiteral("Why attention"));
        // Its place and the count follow chapter I as course.json has it (lessons are added).
        const QStringList chapterOne =
            m_study.study()->pack()->chapter(QStringLiteral("I"))->lessonIds;
        QCOMPARE(lesson.lessonNumber(), int(chapterOne.indexOf(QStringLiteral("learned-lookup"))) + 1);
        QCOMPARE(lesson.chapterLessonCount(), int(chapterOne.size()));
        QCOMPARE(lesson.objectives().size(), 3);
        QCOMPARE(lesson.questionCount(), 8);
        QVERIFY(lesson.summary().startsWith(QStringLiteral("Attention scores a query")));
    }

    void readBlocksHaveTheirRoles()
    {
        LessonContent lesson;
        lesson.setStudy(m_study.study());
        lesson.setLessonId(QStringLiteral("learned-lookup"));
        ReadBlockModel *blocks = lesson.readBlocks();
        const auto roles = blocks->roleNames();
        QCOMPARE(roles.value(ReadBlockModel::BlockTypeRole), QByteArray("blockType"));
        QCOMPARE(roles.value(ReadBlockModel::TextRole), QByteArray("text"));
        QCOMPARE(roles.value(ReadBlockModel::FigureRole), QByteArray("figure"));
        QCOMPARE(roles.value(ReadBlockModel::FigureLabelRole), QByteArray("figureLabel"));
        const auto *pack = m_study.study()->pack();
        QCOMPARE(blocks->rowCount(), pack->lesson(QStringLiteral("learned-lookup"))->read.size());
        QCOMPARE(blocks->count(), blocks->rowCount());
        QCOMPARE(blocks->index(0, 0).data(ReadBlockModel::BlockTypeRole).toString(), QStringLiteral("heading"));
        QCOMPARE(blocks->index(0, 0).data(ReadBlockModel::TextRole).toString(), QStringLiteral("Three vectors per position"));

        const QStringList types = column(blocks, ReadBlockModel::BlockTypeRole);
        QVERIFY(types.contains(QStringLiteral("formula")));
        QVERIFY(types.contains(QStringLiteral("paragraph")));
        const int firstFigure = static_cast<int>(types.indexOf(QStringLiteral("figure")));
        QVERIFY(firstFigure > 0);
        const QModelIndex figureRow = blocks->index(firstFigure, 0);
        auto *figure = figureRow.data(ReadBlockModel::FigureRole).value<FigureData *>();
        QVERIFY(figure);
        QCOMPARE(figure->kind(), QStringLiteral("softmax-bars"));
        QCOMPARE(figureRow.data(ReadBlockModel::FigureNumberRole).toInt(), 1);
        QCOMPARE(figureRow.data(ReadBlockModel::FigureLabelRole).toString(), QStringLiteral("Fig. 1"));
        QVERIFY(!blocks->index(0, 0).data(ReadBlockModel::FigureRole).value<FigureData *>());
        QCOMPARE(blocks->figureCount(), 3);
    }

    void languageChangeRereadsTextsAndKeepsTheBlocks()
    {
        LessonContent lesson;
        lesson.setStudy(m_study.study());
        lesson.setLessonId(QStringLiteral("learned-lookup"));
        ReadBlockModel *blocks = lesson.readBlocks();
        auto *figure = blocks->figureAt(static_cast<int>(
            column(blocks, ReadBlockModel::BlockTypeRole).indexOf(QStringLiteral("figure"))));
        QVERIFY(figure);
        QSignalSpy language(&lesson, &LessonContent::languageChanged);
        QSignalSpy content(&lesson, &LessonContent::contentChanged);
        QSignalSpy dataChanged(blocks, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(blocks, &QAbstractItemModel::modelReset);
        m_study.study()->setLanguage(QStringLiteral("fa"));
        QCOMPARE(language.count(), 1);
        QCOMPARE(content.count(), 1);
        QCOMPARE(dataChanged.count(), 1);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(lesson.title(), QStringLiteral("توجه به‌عنوانِ جست‌وجوی آموخته"));
        QCOMPARE(blocks->index(0, 0).data(ReadBlockModel::TextRole).toString(), QStringLiteral("سه بردار برای هر موقعیت"));
        QCOMPARE(figure->language(), QStringLiteral("fa"));
        QCOMPARE(figure->panel(0)->valueTexts().first(), QStringLiteral("۸۴٪"));
        m_study.study()->setLanguage(QStringLiteral("fa"));
        QCOMPARE(language.count(), 1);
        QCOMPARE(content.count(), 1);
    }

    void lessonIdNotifiesAndReloads()
    {
        LessonContent lesson;
        lesson.setStudy(m_study.study());
        QSignalSpy id(&lesson, &LessonContent::lessonIdChanged);
        QSignalSpy content(&lesson, &LessonContent::contentChanged);
        QSignalSpy count(lesson.readBlocks(), &ReadBlockModel::countChanged);
        lesson.setLessonId(QStringLiteral("softmax"));
        lesson.setLessonId(QStringLiteral("softmax"));
        QCOMPARE(id.count(), 1);
        QCOMPARE(content.count(), 1);
        QCOMPARE(count.count(), 1);
        QCOMPARE(lesson.title(), QStringLiteral("Softmax: from scores to weights"));
    }

    void whereItSitsLinksLessonsAndPropositions()
    {
        LessonContent lesson;
        lesson.setStudy(m_study.study());
        lesson.setLessonId(QStringLiteral("softmax"));
        LessonLinkModel *before = lesson.prerequisites();
        QCOMPARE(before->roleNames().value(LessonLinkModel::LinkIdRole), QByteArray("linkId"));
        QCOMPARE(before->roleNames().value(LessonLinkModel::TitleRole), QByteArray("title"));
        QCOMPARE(before->roleNames().value(LessonLinkModel::LabelRole), QByteArray("label"));
        QCOMPARE(column(before, LessonLinkModel::LinkIdRole), QStringList{QStringLiteral("learned-lookup")});
        QCOMPARE(column(before, LessonLinkModel::TitleRole), QStringList{QStringLiteral("Attention as a learned lookup")});
        QCOMPARE(before->linkId(0), QStringLiteral("learned-lookup"));
        QCOMPARE(before->linkId(5), QString());
        const QStringList after = column(lesson.buildsOn(), LessonLinkModel::LinkIdRole);
        QVERIFY(after.contains(QStringLiteral("scaling")));
        QVERIFY(after.contains(QStringLiteral("masking")));
        QCOMPARE(lesson.buildsOn()->count(), after.size());

        const auto &pack = *m_study.study()->pack();
        const QStringList propositions = column(lesson.propositions(), LessonLinkModel::LinkIdRole);
        const QStringList behind = pack.propositionsForLesson(QStringLiteral("softmax"));
        QCOMPARE(QSet<QString>(propositions.begin(), propositions.end()),
                 QSet<QString>(behind.begin(), behind.end()));
        QVERIFY(lesson.propositions()->count() > 0);
        for (int i = 1; i < propositions.size(); ++i) // in corpus order
            QVERIFY(pack.propositionNumber(propositions.at(i - 1)) < pack.propositionNumber(propositions.at(i)));

        LessonContent first;
        first.setStudy(m_study.study());
        first.setLessonId(QStringLiteral("learned-lookup"));
        QCOMPARE(first.prerequisites()->count(), 0);
        // The course's last lesson: what builds on it is read from the pack (lessons are
        // added chapter by chapter, so no lesson id or count is pinned here).
        const QString lastId = pack.chapters().constLast().lessonIds.constLast();
        int buildsOnLast = 0;
        for (const auto &other : pack.lessons())
            buildsOnLast += other.prerequisites.contains(lastId);
        LessonContent last;
        last.setStudy(m_study.study());
        last.setLessonId(lastId);
        QCOMPARE(last.buildsOn()->count(), buildsOnLast);
    }

    void linkCountNotifiesOnlyOnChange()
    {
        LessonContent lesson;
        lesson.setStudy(m_study.study());
        lesson.setLessonId(QStringLiteral("softmax"));
        QSignalSpy count(lesson.prerequisites(), &LessonLinkModel::countChanged);
        QSignalSpy titles(lesson.prerequisites(), &QAbstractItemModel::dataChanged);
        m_study.study()->setLanguage(QStringLiteral("fa")); // same links, new titles
        QCOMPARE(count.count(), 0);
        QCOMPARE(titles.count(), 1);
        lesson.setLessonId(QStringLiteral("learned-lookup")); // no prerequisites
        QCOMPARE(count.count(), 1);
    }

    void unknownLessonIsNotFound()
    {
        LessonContent lesson;
        lesson.setStudy(m_study.study());
        lesson.setLessonId(QStringLiteral("no-such-lesson"));
        QVERIFY(!lesson.found());
        QVERIFY(lesson.title().isEmpty());
        QCOMPARE(lesson.readBlocks()->rowCount(), 0);
        QCOMPARE(lesson.questionCount(), 0);
    }

    void everyLessonLoads()
    {
        for (const auto &l : m_study.study()->pack()->lessons()) {
            LessonContent lesson;
            lesson.setStudy(m_study.study());
            lesson.setLessonId(l.id);
            QVERIFY2(lesson.found(), qPrintable(l.id));
            QCOMPARE(lesson.objectives().size(), 3);
            QVERIFY(lesson.readBlocks()->figureCount() > 0);
        }
    }

private:
    TemporaryStudy m_study;
};

QTEST_GUILESS_MAIN(TestLessonContent)
#include "tst_lesson_content.moc"
