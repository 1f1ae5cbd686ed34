#include "study_fixture.h"
#include "sky_layout.h"

#include <QFile>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QTest>

using astrolabe::SkyLayout;

// The sky stays legible as the course grows to the plan's 8 chapters and 28 lessons
// (docs/course-plan.md, read here) and on a lab's small screen: at 1280 x 800 and 1024 x 640,
// in English and in Persian, every lesson's name fits its box in at most two lines of the app's
// fonts (nothing elided), and no name overlaps another name, a chapter's name or any star.
// The names are measured as SkyConstellationLabel.qml and SkyChapterLabel.qml draw them.
class TstSkyLabels : public QObject
{
    Q_OBJECT

    struct Course
    {
        QString name;
        QVector<SkyLayout::ChapterInput> chapters;
        QHash<QString, QString> titles; // lesson or chapter id -> title, in the language
    };

    QString m_persianFamily;

    // The course the plan describes, read from the plan itself: chapters from its table at a
    // glance, lessons from its "**II.3 `weighted-average`** ... *title* · «عنوان»." lines.
    static Course planCourse(const QString &language)
    {
        QFile file(QStringLiteral(ASTROLABE_SOURCE_DIR "/docs/course-plan.md"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("docs/course-plan.md cannot be read");
        const QString text = QString::fromUtf8(file.readAll());
        Course course;
        course.name = QStringLiteral("plan");
        const QRegularExpression chapterRow(
            QStringLiteral("^\\| ([IVX]+) \\| ([^|]+) \\| ([^|]+) \\|"),
            QRegularExpression::MultilineOption);
        for (auto it = chapterRow.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            if (course.titles.contains(m.captured(1)))
                continue;
            course.chapters << SkyLayout::ChapterInput{m.captured(1), {}};
            course.titles.insert(m.captured(1),
                                 (language == QLatin1String("fa") ? m.captured(3) : m.captured(2))
                                     .trimmed());
        }
        const QRegularExpression lessonLine(
            QStringLiteral("^\\*\\*([IVX]+)\\.\\d+ `([a-z-]+)`\\*\\* [^:]*: \\*(.+)\\* · «(.+)»\\.$"),
            QRegularExpression::MultilineOption);
        for (auto it = lessonLine.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            for (auto &chapter : course.chapters) {
                if (chapter.id != m.captured(1))
                    continue;
                QStringList questions;
                for (int q = 1; q <= 8; ++q)
                    questions << m.captured(2) + QStringLiteral(".q%1").arg(q);
                chapter.lessons << SkyLayout::LessonInput{m.captured(2), questions};
            }
            course.titles.insert(m.captured(2), language == QLatin1String("fa") ? m.captured(4)
                                                                                : m.captured(3));
        }
        return course;
    }

    static Course bundledCourse(const astrolabe::content::ContentPack &pack, const QString &language)
    {
        Course course;
        course.name = QStringLiteral("bundled");
        for (const auto &chapter : pack.chapters()) {
            SkyLayout::ChapterInput input{chapter.id, {}};
            course.titles.insert(chapter.id, chapter.title.text(language));
            for (const QString &lessonId : chapter.lessonIds) {
                input.lessons << SkyLayout::LessonInput{lessonId,
                                                        pack.lesson(lessonId)->questionIds()};
                course.titles.insert(lessonId, pack.lesson(lessonId)->title.text(language));
            }
            course.chapters << input;
        }
        return course;
    }

    QFont font(bool persian, int pixelSize, double spacing) const
    {
        QFont f = QGuiApplication::font();
        if (persian)
            f.setFamilies({m_persianFamily, f.family()});
        f.setPixelSize(pixelSize);
        f.setLetterSpacing(QFont::AbsoluteSpacing, persian ? 0.0 : spacing);
        return f;
    }

    void check(const Course &course, const QSize &size, bool persian)
    {
        const double W = size.width();
        const double H = size.height();
        const SkyLayout layout = SkyLayout::compute(course.chapters, persian);
        const QString where =
            course.name + QStringLiteral(" %1x%2 %3")
                              .arg(size.width())
                              .arg(size.height())
                              .arg(persian ? QStringLiteral("fa") : QStringLiteral("en"));
        // Theme.smallSize + 1 under the stars, Theme.smallSize beside them, with 0.6 px spacing
        // in English; the chapters' names in spaced capitals.
        const QFont belowFont = font(persian, 14, 0.6);
        const QFont besideFont = font(persian, 13, 0.6);
        QFont chapterFont = font(persian, 13, 2.5);
        if (!persian)
            chapterFont.setCapitalization(QFont::AllUppercase);
        const QFontMetricsF chapterMetrics(chapterFont);
        const QFontMetricsF plainMetrics(font(persian, 13, 0.0));

        QVector<QRectF> names;
        QStringList owners;
        for (const auto &c : layout.constellations()) {
            const QString title = course.titles.value(c.lessonId);
            QVERIFY2(!title.isEmpty(), qPrintable(c.lessonId));
            const QRectF box(c.labelLeft * W, c.labelTop * H, c.labelWidth * W, c.labelHeight * H);
            const QFontMetricsF lessonMetrics(c.labelBeside ? besideFont : belowFont);
            // Wrapped as the Label wraps: the whole name must fit in two lines of the box.
            const QRectF text = lessonMetrics.boundingRect(QRectF(0, 0, box.width(), 10000),
                                                           Qt::TextWordWrap, title);
            const int lines = qRound(text.height() / lessonMetrics.lineSpacing());
            QVERIFY2(lines <= 2, qPrintable(QStringLiteral("%1: \"%2\" needs %3 lines of %4 px")
                                                .arg(where, title)
                                                .arg(lines)
                                                .arg(box.width())));
            const double width = std::min(text.width(), box.width());
            const double height = lines * lessonMetrics.lineSpacing();
            QVERIFY2(height <= box.height() + 0.5,
                     qPrintable(QStringLiteral("%1: \"%2\" is %3 px high in a box of %4")
                                    .arg(where, title)
                                    .arg(height)
                                    .arg(box.height())));
            const double x = box.left()
                + (!c.labelBeside ? (box.width() - width) / 2 : persian ? box.width() - width : 0);
            const double y = c.labelBeside ? box.center().y() - height / 2 : box.top();
            names << QRectF(x, y, width, height);
            owners << c.lessonId;
        }
        for (int r = 0; r < layout.regions().size(); ++r) {
            const auto &region = layout.regions().at(r);
            const QString title = course.titles.value(region.chapterId);
            // In spaced capitals when they fit, else in plain letters, which must fit.
            const double room = (region.right - region.left) * W - 16;
            double width = chapterMetrics.horizontalAdvance(title);
            if (width > room)
                width = plainMetrics.horizontalAdvance(title);
            QVERIFY2(width <= room, qPrintable(QStringLiteral("%1: chapter \"%2\" is cut short")
                                                   .arg(where, title)));
            const double height = chapterMetrics.lineSpacing();
            names << QRectF(region.labelX * W - width / 2, region.labelY * H - height / 2, width,
                            height);
            owners << QStringLiteral("chapter ") + region.chapterId;
        }
        for (int i = 0; i < names.size(); ++i) {
            const QRectF &a = names.at(i);
            QVERIFY2(a.left() >= 0 && a.right() <= W && a.top() >= 0.12 * H &&
                         a.bottom() <= 0.9 * H,
                     qPrintable(where + QStringLiteral(": ") + owners.at(i) +
                                QStringLiteral(" leaves the sky")));
            for (int j = i + 1; j < names.size(); ++j)
                QVERIFY2(!a.intersects(names.at(j)),
                         qPrintable(where + QStringLiteral(": ") + owners.at(i) +
                                    QStringLiteral(" / ") + owners.at(j)));
            // No name covers a star (a star is drawn about 4 px around its place).
            for (const auto &star : layout.stars()) {
                const QRectF dot(star.x * W - 4, star.y * H - 4, 8, 8);
                QVERIFY2(!a.intersects(dot),
                         qPrintable(where + QStringLiteral(": ") + owners.at(i) +
                                    QStringLiteral(" covers ") + star.questionId));
            }
        }
        // A constellation's stars stay in its region and apart enough to tell and to point at.
        for (const auto &c : layout.constellations()) {
            const auto &region = layout.regions().at(c.chapter);
            for (int s = c.firstStar; s < c.firstStar + c.starCount; ++s) {
                const auto &star = layout.stars().at(s);
                QVERIFY2(star.x > region.left && star.x < region.right
                             && star.y > region.top && star.y < region.bottom,
                         qPrintable(where + QStringLiteral(": ") + star.questionId));
                for (int t = s + 1; t < c.firstStar + c.starCount; ++t) {
                    const auto &other = layout.stars().at(t);
                    const double d = std::hypot((star.x - other.x) * W, (star.y - other.y) * H);
                    QVERIFY2(d >= 5.0, qPrintable(QStringLiteral("%1: %2 and %3 are %4 px apart")
                                                      .arg(where, star.questionId,
                                                           other.questionId)
                                                      .arg(d)));
                }
            }
        }
    }

private slots:
    void initTestCase()
    {
        const int id = QFontDatabase::addApplicationFont(
            QStringLiteral(ASTROLABE_SOURCE_DIR "/resources/fonts/Vazirmatn-Regular.ttf"));
        QVERIFY(id >= 0);
        m_persianFamily = QFontDatabase::applicationFontFamilies(id).value(0);
        QVERIFY(!m_persianFamily.isEmpty());
    }

    void thePlanIsWhatTheTestReads()
    {
        const Course plan = planCourse(QStringLiteral("en"));
        QCOMPARE(plan.chapters.size(), 8);
        int lessons = 0;
        for (const auto &chapter : plan.chapters)
            lessons += chapter.lessons.size();
        QCOMPARE(lessons, 28);
        QCOMPARE(plan.titles.value(QStringLiteral("VI")), QStringLiteral("Position"));
        QCOMPARE(planCourse(QStringLiteral("fa")).titles.value(QStringLiteral("rope")),
                 QStringLiteral("جاسازیِ چرخشیِ موقعیت، گام به گام"));
    }

    void legible_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("persian");
        for (const QSize size : {QSize(1280, 800), QSize(1024, 640)})
            for (const bool persian : {false, true})
                QTest::newRow(
                    qPrintable(QStringLiteral("%1x%2 %3")
                                   .arg(size.width())
                                   .arg(size.height())
                                   .arg(persian ? QStringLiteral("fa") : QStringLiteral("en"))))
                    << size << persian;
    }

    void legible()
    {
        QFETCH(QSize, size);
        QFETCH(bool, persian);
        const QString language = persian ? QStringLiteral("fa") : QStringLiteral("en");
        check(planCourse(language), size, persian);
        StudyFixture fixture;
        check(bundledCourse(fixture.pack(), language), size, persian);
    }
};

QTEST_MAIN(TstSkyLabels)
#include "tst_sky_labels.moc"
