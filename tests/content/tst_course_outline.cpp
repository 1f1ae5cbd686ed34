#include "content/course_outline.h"
#include "content/pack_loader.h"

#include <QSet>
#include <QTest>

using astrolabe::content::CourseOutline;

// The course outline names every question the store will key answers by.
class TestCourseOutline : public QObject
{
    Q_OBJECT

private slots:
    void bundledCourseHasEightLessonsOfEightQuestions()
    {
        const CourseOutline outline = CourseOutline::bundled();
        // The course grows lesson by lesson (issue 18): at least the first 8, 8 questions each.
        QVERIFY(outline.lessons().size() >= 8);
        for (const auto &lesson : outline.lessons()) {
            QCOMPARE(lesson.questionIds.size(), 8);
            QVERIFY(!lesson.titleEn.isEmpty());
            QVERIFY(!lesson.titleFa.isEmpty());
        }
        const QStringList ids = outline.questionIds();
        QCOMPARE(QSet<QString>(ids.begin(), ids.end()).size(), 8 * int(outline.lessons().size()));
        QCOMPARE(outline.lessons().constFirst().id, QStringLiteral("bottleneck"));
    }

    // Reports and the class view count lessons by the loaded pack's outline (a teacher's pack
    // with --content): for the bundled pack it is the bundled outline, field by field.
    void aLoadedPacksOutlineIsTheOutlineOfItsCourse()
    {
        const CourseOutline bundled = CourseOutline::bundled();
        const CourseOutline ofPack = CourseOutline::of(astrolabe::content::PackLoader::bundled());
        QCOMPARE(ofPack.courseId(), bundled.courseId());
        QCOMPARE(ofPack.version(), bundled.version());
        QCOMPARE(ofPack.titleEn(), bundled.titleEn());
        QCOMPARE(ofPack.titleFa(), bundled.titleFa());
        QCOMPARE(ofPack.lessons().size(), bundled.lessons().size());
        for (int i = 0; i < bundled.lessons().size(); ++i) {
            const auto &mine = ofPack.lessons().at(i);
            const auto &theirs = bundled.lessons().at(i);
            QCOMPARE(mine.id, theirs.id);
            QCOMPARE(mine.chapterId, theirs.chapterId);
            QCOMPARE(mine.titleEn, theirs.titleEn);
            QCOMPARE(mine.titleFa, theirs.titleFa);
            QCOMPARE(mine.questionIds, theirs.questionIds);
        }
    }

    void brokenOutlinesAreRefusedWithAReason_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("reason");
        QTest::newRow("not json") << QByteArray("{") << QStringLiteral("not a JSON object");
        QTest::newRow("no id") << QByteArray(R"({"chapters":[]})") << QStringLiteral("field id");
        QTest::newRow("no lessons") << QByteArray(R"({"id":"c","chapters":[]})")
                                    << QStringLiteral("no lessons");
        QTest::newRow("duplicate question")
            << QByteArray(R"({"id":"c","chapters":[{"id":"I","lessons":[{"id":"a","questions":["q","q"]}]}]})")
            << QStringLiteral("used twice");
    }

    void brokenOutlinesAreRefusedWithAReason()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, reason);
        QString error;
        const CourseOutline outline = CourseOutline::fromJson(json, &error);
        QVERIFY(outline.isEmpty());
        QVERIFY2(error.contains(reason), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestCourseOutline)
#include "tst_course_outline.moc"
