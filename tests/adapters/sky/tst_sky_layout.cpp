#include "study_fixture.h"
#include "sky_layout.h"

#include <QTest>

using astrolabe::SkyLayout;

// The sky's layout: the same course gives the same sky; lessons are compact constellations
// inside their chapter's region, with their names beside or under them; Persian mirrors it.
// That the names fit and overlap nothing, in the app's fonts, is tst_sky_labels.
class TstSkyLayout : public QObject
{
    Q_OBJECT

private:
    static QVector<SkyLayout::ChapterInput> courseInput(const astrolabe::content::ContentPack &pack)
    {
        QVector<SkyLayout::ChapterInput> chapters;
        for (const auto &chapter : pack.chapters()) {
            SkyLayout::ChapterInput input;
            input.id = chapter.id;
            for (const QString &lessonId : chapter.lessonIds)
                input.lessons << SkyLayout::LessonInput{lessonId,
                                                        pack.lesson(lessonId)->questionIds()};
            chapters << input;
        }
        return chapters;
    }

private slots:
    void identicalForTheSameCourse()
    {
        StudyFixture fixture;
        const auto input = courseInput(fixture.pack());
        const SkyLayout a = SkyLayout::compute(input, false);
        const SkyLayout b = SkyLayout::compute(courseInput(fixture.pack()), false);
        // A star per question, a constellation per lesson (the course grows, issue 18).
        const auto &pack = fixture.pack();
        const int lessons = int(pack.lessons().size());
        QCOMPARE(a.stars().size(), int(pack.questionIds().size()));
        QCOMPARE(a.constellations().size(), lessons);
        // A region per chapter, as the pack has them (four a row, so two rows).
        QCOMPARE(a.regions().size(), int(pack.chapters().size()));
        QCOMPARE(b.stars().size(), a.stars().size());
        for (int i = 0; i < a.stars().size(); ++i) {
            QCOMPARE(b.stars().at(i).questionId, a.stars().at(i).questionId);
            QCOMPARE(b.stars().at(i).x, a.stars().at(i).x);
            QCOMPARE(b.stars().at(i).y, a.stars().at(i).y);
        }
        QCOMPARE(a.lines().size(), lessons * 7);
    }

    void starsStayInTheirConstellationAndRegion()
    {
        StudyFixture fixture;
        const SkyLayout layout = SkyLayout::compute(courseInput(fixture.pack()), false);
        for (const auto &c : layout.constellations()) {
            const auto &region = layout.regions().at(c.chapter);
            QVERIFY(c.labelLeft >= region.left && c.labelLeft + c.labelWidth <= region.right);
            QVERIFY(c.labelTop >= region.top && c.labelTop + c.labelHeight <= region.bottom);
            for (int s = c.firstStar; s < c.firstStar + c.starCount; ++s) {
                const auto &star = layout.stars().at(s);
                QCOMPARE(star.lesson, static_cast<int>(&c - layout.constellations().data()));
                QVERIFY2(star.x > region.left && star.x < region.right, qPrintable(star.questionId));
                QVERIFY(star.y > region.top + SkyLayout::kTitleHeight && star.y < region.bottom);
                QVERIFY(std::abs(star.y - c.y) <= c.radius * 1.0001);
                if (c.labelBeside)
                    QVERIFY(star.x < c.labelLeft); // the name stands after the stars
                else
                    QVERIFY(star.y < c.labelTop); // the name stands below the stars
            }
        }
        // Chapters left to right in course order, four to a row, then the next row.
        QVERIFY(layout.regions().at(0).labelX < layout.regions().at(1).labelX);
        QVERIFY(layout.regions().at(1).labelX < layout.regions().at(3).labelX);
        QCOMPARE(layout.regions().at(4).left, 0.0);
        QCOMPARE(layout.regions().at(4).top, layout.regions().at(0).bottom);
    }

    void manyLessonsGoBeside()
    {
        // Five lessons share a region's height: their names go beside their stars; one lesson
        // has room for its name under them.
        QVector<SkyLayout::ChapterInput> chapters;
        for (int c = 0; c < 8; ++c) {
            SkyLayout::ChapterInput chapter{QString::number(c), {}};
            for (int l = 0; l < (c == 0 ? 5 : 1); ++l)
                chapter.lessons << SkyLayout::LessonInput{QStringLiteral("l%1-%2").arg(c).arg(l),
                                                          {QStringLiteral("a"), QStringLiteral("b")}};
            chapters << chapter;
        }
        const SkyLayout layout = SkyLayout::compute(chapters, false);
        QCOMPARE(layout.regions().size(), 8);
        for (const auto &c : layout.constellations())
            QCOMPARE(c.labelBeside, c.chapter == 0);
    }

    void mirroredRightToLeft()
    {
        StudyFixture fixture;
        const auto input = courseInput(fixture.pack());
        const SkyLayout ltr = SkyLayout::compute(input, false);
        const SkyLayout rtl = SkyLayout::compute(input, true);
        for (int i = 0; i < ltr.stars().size(); ++i) {
            QVERIFY(qFuzzyCompare(1.0 + rtl.stars().at(i).x, 1.0 + 1.0 - ltr.stars().at(i).x));
            QCOMPARE(rtl.stars().at(i).y, ltr.stars().at(i).y);
        }
        // The first chapter stands on the right in Persian.
        QVERIFY(rtl.regions().at(0).labelX > rtl.regions().at(2).labelX);
    }

    void emptyCourseGivesAnEmptySky()
    {
        const SkyLayout layout = SkyLayout::compute({}, false);
        QVERIFY(layout.stars().isEmpty());
        QVERIFY(layout.regions().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstSkyLayout)
#include "tst_sky_layout.moc"
