#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

namespace astrolabe {

// Where everything of the sky stands, in unit coordinates (0..1 across, 0..1 down) that the sky
// item scales to its size. Pure and deterministic: the same course gives the same sky, every
// star's place follows from the ids alone (no random generator, no clock). Chapters are
// vertical regions side by side (right to left in Persian), lessons are constellations inside
// their chapter's region, one below the other, and questions are the stars of their lesson.
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
        double radius = 0.0;
        double labelX = 0.0; // centre of the lesson's name, under its stars
        double labelY = 0.0;
        int firstStar = 0;  // stars()[firstStar .. firstStar + starCount)
        int starCount = 0;
    };
    struct Region
    {
        QString chapterId;
        double left = 0.0;
        double right = 0.0;
        double labelX = 0.0;
    };
    // Pairs of star indices joined by a faint line (each constellation's figure).
    struct Line
    {
        int from = 0;
        int to = 0;
    };

    // The band of the sky the stars use, leaving room for the header and the time slider.
    static constexpr double kTop = 0.17;
    static constexpr double kBottom = 0.84;

    static SkyLayout compute(const QVector<ChapterInput> &chapters, bool rightToLeft);

    const QVector<Star> &stars() const { return m_stars; }
    const QVector<Constellation> &constellations() const { return m_constellations; }
    const QVector<Region> &regions() const { return m_regions; }
    const QVector<Line> &lines() const { return m_lines; }

    // A number in [0, 1) that depends only on the text and the salt (FNV-1a).
    static double unitHash(const QString &text, quint32 salt);

private:
    void placeConstellation(const LessonInput &lesson, Constellation *constellation,
                            double regionWidth);

    QVector<Star> m_stars;
    QVector<Constellation> m_constellations;
    QVector<Region> m_regions;
    QVector<Line> m_lines;
};

} // namespace astrolabe
