#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

namespace astrolabe {

// Where everything of the sky stands, in unit coordinates (0..1 across, 0..1 down) that the sky
// item scales to its size. Pure and deterministic: the same course gives the same sky, every
// star's place follows from the ids alone (no random generator, no clock). Chapters are
// regions in a grid: side by side up to four, else in two rows (right to left in Persian).
// Lessons are constellations inside their chapter's region, one below the other, each with its
// name in a box of its own: under its stars when the region has room, else beside them.
// Questions are the stars of their lesson. Nothing overlaps at 1280 x 800 or at 1024 x 640
// (tests/adapters/sky/tst_sky_labels.cpp measures the names in the app's fonts).
class SkyLayout
{
public:
    struct LessonInput
    {
        QString id;
        QStringList questionIds;
    };
    struct ChapterInput
    {
        QString id;
        QVector<LessonInput> lessons;
    };

    struct Star
    {
        QString questionId;
        int lesson = 0; // index into lessons()
        double x = 0.0;
        double y = 0.0;
    };
    struct Constellation
    {
        QString lessonId;
        int chapter = 0;    // index into chapters()
        double x = 0.0;     // centre
        double y = 0.0;
        double radius = 0.0; // how far its stars reach up and down
        // The box its name may fill (up to two lines, elided beyond): under the stars and
        // centred, or beside them and aligned towards them (labelBeside).
        double labelLeft = 0.0;
        double labelTop = 0.0;
        double labelWidth = 0.0;
        double labelHeight = 0.0;
        bool labelBeside = false;
        int firstStar = 0;  // stars()[firstStar .. firstStar + starCount)
        int starCount = 0;
    };
    struct Region
    {
        QString chapterId;
        double left = 0.0;
        double right = 0.0;
        double top = 0.0;
        double bottom = 0.0;
        double labelX = 0.0; // centre of the chapter's name, at the top of its region
        double labelY = 0.0;
    };
    // Pairs of star indices joined by a faint line (each constellation's figure).
    struct Line
    {
        int from = 0;
        int to = 0;
    };

    // The band of the sky the regions use, leaving room for the header and the time slider,
    // and the height of a chapter's name at the top of its region.
    static constexpr double kTop = 0.125;
    static constexpr double kBottom = 0.89;
    static constexpr double kTitleHeight = 0.035;

    static SkyLayout compute(const QVector<ChapterInput> &chapters, bool rightToLeft);

    const QVector<Star> &stars() const { return m_stars; }
    const QVector<Constellation> &constellations() const { return m_constellations; }
    const QVector<Region> &regions() const { return m_regions; }
    const QVector<Line> &lines() const { return m_lines; }

    // A number in [0, 1) that depends only on the text and the salt (FNV-1a).
    static double unitHash(const QString &text, quint32 salt);

private:
    void placeStars(const LessonInput &lesson, Constellation *constellation, double across);

    QVector<Star> m_stars;
    QVector<Constellation> m_constellations;
    QVector<Region> m_regions;
    QVector<Line> m_lines;
};

} // namespace astrolabe
