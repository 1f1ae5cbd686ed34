#include "study_fixture.h"
#include "sky_layout.h"

#include <QtTest>

using astrolabe::SkyLayout;

// The sky's layout: the same course gives the same sky; lessons are compact constellations
// inside their chapter's region; their names do not overlap at 1280 x 800; Persian mirrors it.
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
        const auto input = courseInput(fixture.context().pack());
        const SkyLayout a = SkyLayout::compute(input, false);
        const SkyLayout b = SkyLayout::compute(courseInput(fixture.context().pack()), false);
        QCOMPARE(a.stars().size(), 72);
        QCOMPARE(a.constellations().size(), 9);
        QCOMPARE(a.regions().size(), 4);
        QCOMPARE(b.stars().size(), a.stars().size());
        for (int i = 0; i < a.stars().size(); ++i) {
            QCOMPARE(b.stars().at(i).questionId, a.stars().at(i).questionId);
            QCOMPARE(b.stars().at(i).x, a.stars().at(i).x);
            QCOMPARE(b.stars().at(i).y, a.stars().at(i).y);
        }
        QCOMPARE(a.lines().size(), 9 * 7);
    }

    void starsStayInTheirConstellationAndRegion()
    {
        StudyFixture fixture;
        const SkyLayout layout = SkyLayout::compute(courseInput(fixture.context().pack()), false);
        for (const auto &c : layout.constellations()) {
            const auto &region = layout.regions().at(c.chapter);
            for (int s = c.firstStar; s < c.firstStar + c.starCount; ++s) {
                const auto &star = layout.stars().at(s);
                QCOMPARE(star.lesson, static_cast<int>(&c - layout.constellations().data()));
                QVERIFY2(star.x > region.left && star.x < region.right, qPrintable(star.questionId));
                QVERIFY(star.y >= SkyLayout::kTop - c.radius && star.y <= SkyLayout::kBottom);
                QVERIFY(std::abs(star.y - c.y) <= c.radius * 1.0001);
                QVERIFY(star.y < c.labelY); // the name stands below the stars
            }
        }
        // Chapters left to right in course order.
        QVERIFY(layout.regions().at(0).labelX < layout.regions().at(1).labelX);
        QVERIFY(layout.regions().at(1).labelX < layout.regions().at(2).labelX);
    }

    void labelsDoNotOverlapAt1280x800()
    {
        StudyFixture fixture;
        const auto &pack = fixture.context().pack();
        for (const bool rtl : {false, true}) {
            const SkyLayout layout = SkyLayout::compute(courseInput(pack), rtl);
            QVector<QRectF> boxes;
            for (const auto &c : layout.constellations()) {
                // The label is at most 340 px wide (it elides); about 8 px a character at 14 px.
                const QString title = pack.lesson(c.lessonId)->title.text(rtl ? "fa" : "en");
                const double width = std::min(340.0, 8.0 * title.size());
                boxes << QRectF(c.labelX * 1280 - width / 2, c.labelY * 800 - 10, width, 20);
            }
            for (int i = 0; i < boxes.size(); ++i) {
                QVERIFY(boxes.at(i).top() > 0.15 * 800 && boxes.at(i).bottom() < 0.87 * 800);
                QVERIFY(boxes.at(i).left() >= 0 && boxes.at(i).right() <= 1280);
                for (int j = i + 1; j < boxes.size(); ++j)
                    QVERIFY2(!boxes.at(i).intersects(boxes.at(j)),
                             qPrintable(layout.constellations().at(i).lessonId + " / "
                                        + layout.constellations().at(j).lessonId));
            }
        }
    }

    void mirroredRightToLeft()
    {
        StudyFixture fixture;
        const auto input = courseInput(fixture.context().pack());
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
