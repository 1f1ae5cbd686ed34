#include "sky_layout.h"

#include <QtMath>

#include <algorithm>

namespace astrolabe {

namespace {

// The sky is drawn wider than tall (1280 x 800); offsets across are shrunk by this so that
// constellations keep their shape.
constexpr double kAspect = 1.6;
constexpr double kMaxRadius = 0.085;  // of the height
constexpr double kLabelGap = 0.035;   // between a constellation's lowest star and its name
constexpr double kZigzag = 0.2;       // of a region's width, alternately left and right
constexpr double kArc = 0.82;         // of a full turn that a constellation's stars span
constexpr double kLabelMargin = 0.135; // a name's centre stays this far from the sides

} // namespace

double SkyLayout::unitHash(const QString &text, quint32 salt)
{
    quint64 hash = 1469598103934665603ULL ^ salt;
    const QByteArray bytes = text.toUtf8();
    for (const char byte : bytes) {
        hash ^= static_cast<quint8>(byte);
        hash *= 1099511628211ULL;
    }
    hash ^= hash >> 29;
    hash *= 0xbf58476d1ce4e5b9ULL;
    hash ^= hash >> 32;
    return static_cast<double>(hash >> 11) / static_cast<double>(1ULL << 53);
}

SkyLayout SkyLayout::compute(const QVector<ChapterInput> &chapters, bool rightToLeft)
{
    SkyLayout layout;
    const int chapterCount = static_cast<int>(chapters.size());
    if (chapterCount == 0)
        return layout;
    const double regionWidth = 1.0 / chapterCount;
    const double band = kBottom - kTop;

    for (int c = 0; c < chapterCount; ++c) {
        const ChapterInput &chapter = chapters.at(c);
        Region region;
        region.chapterId = chapter.id;
        region.left = c * regionWidth;
        region.right = (c + 1) * regionWidth;
        region.labelX = (region.left + region.right) / 2.0;
        layout.m_regions << region;

        const int lessonCount = static_cast<int>(chapter.lessons.size());
        const double slot = lessonCount > 0 ? band / lessonCount : band;
        for (int l = 0; l < lessonCount; ++l) {
            Constellation constellation;
            constellation.lessonId = chapter.lessons.at(l).id;
            constellation.chapter = c;
            const double side = (l % 2 == 0 ? -1.0 : 1.0) * (lessonCount > 1 ? 1.0 : 0.0);
            const double wobble = (unitHash(constellation.lessonId, 7) - 0.5) * 0.06;
            constellation.x = region.labelX + (side * kZigzag + wobble) * regionWidth;
            constellation.radius = std::min(kMaxRadius, 0.34 * slot);
            constellation.y = kTop + (l + 0.5) * slot - 0.3 * kLabelGap;
            layout.placeConstellation(chapter.lessons.at(l), &constellation, regionWidth);
            layout.m_constellations << constellation;
        }
    }

    if (rightToLeft) {
        for (Star &star : layout.m_stars)
            star.x = 1.0 - star.x;
        for (Constellation &constellation : layout.m_constellations) {
            constellation.x = 1.0 - constellation.x;
            constellation.labelX = 1.0 - constellation.labelX;
        }
        for (Region &region : layout.m_regions) {
            const double left = 1.0 - region.right;
            region.right = 1.0 - region.left;
            region.left = left;
            region.labelX = 1.0 - region.labelX;
        }
    }
    return layout;
}

void SkyLayout::placeConstellation(const LessonInput &lesson, Constellation *constellation,
                                   double regionWidth)
{
    const int count = static_cast<int>(lesson.questionIds.size());
    const int lessonIndex = static_cast<int>(m_constellations.size());
    constellation->firstStar = static_cast<int>(m_stars.size());
    constellation->starCount = count;
    const double start = 2.0 * M_PI * unitHash(lesson.id, 11);
    const double step = count > 1 ? 2.0 * M_PI * kArc / (count - 1) : 0.0;
    const double across = std::min(constellation->radius / kAspect, 0.42 * regionWidth);
    double lowest = constellation->y;
    for (int q = 0; q < count; ++q) {
        const QString &id = lesson.questionIds.at(q);
        const double angle = start + q * step + (unitHash(id, 3) - 0.5) * step * 0.6;
        const double reach = 0.45 + 0.55 * unitHash(id, 5);
        Star star;
        star.questionId = id;
        star.lesson = lessonIndex;
        star.x = constellation->x + std::cos(angle) * reach * across * 1.25;
        star.y = constellation->y + std::sin(angle) * reach * constellation->radius;
        lowest = std::max(lowest, star.y);
        if (q > 0)
            m_lines << Line{static_cast<int>(m_stars.size()) - 1,
                            static_cast<int>(m_stars.size())};
        m_stars << star;
    }
    constellation->labelX = std::clamp(constellation->x, kLabelMargin, 1.0 - kLabelMargin);
    constellation->labelY = std::max(lowest, constellation->y + 0.6 * constellation->radius)
        + kLabelGap;
}

} // namespace astrolabe
