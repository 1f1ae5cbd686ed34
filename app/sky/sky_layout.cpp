#include "sky_layout.h"

#include <QtMath>

#include <algorithm>

namespace astrolabe {

namespace {

// The sky is drawn wider than tall (1280 x 800, 1024 x 640); offsets across are shrunk by this
// so that constellations keep their shape.
constexpr double kAspect = 1.6;
constexpr double kMaxRadius = 0.085;  // of the height
constexpr double kArc = 0.82;         // of a full turn that a constellation's stars span
constexpr double kSpread = 1.25;      // stars reach this much further across than down
constexpr double kMarginX = 0.008;    // inside a region, on either side
constexpr double kGapX = 0.008;       // between a constellation's stars and its name beside them
constexpr double kBesideAcross = 0.1; // of a region's width: how far stars beside a name reach
constexpr double kBesideBelow = 0.15; // a lesson's share of its region's height under which
                                      // its name goes beside its stars

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
    const int rows = chapterCount > 4 ? 2 : 1;
    const int columns = (chapterCount + rows - 1) / rows;
    const double regionWidth = 1.0 / columns;
    const double regionHeight = (kBottom - kTop) / rows;

    for (int c = 0; c < chapterCount; ++c) {
        const ChapterInput &chapter = chapters.at(c);
        Region region;
        region.chapterId = chapter.id;
        region.left = (c % columns) * regionWidth;
        region.right = region.left + regionWidth;
        region.top = kTop + (c / columns) * regionHeight;
        region.bottom = region.top + regionHeight;
        region.labelX = (region.left + region.right) / 2.0;
        region.labelY = region.top + kTitleHeight / 2.0;
        layout.m_regions << region;

        const int lessonCount = std::max(1, static_cast<int>(chapter.lessons.size()));
        const double cellTop = region.top + kTitleHeight;
        const double cell = (region.bottom - cellTop) / lessonCount;
        const bool beside = cell < kBesideBelow;
        for (int l = 0; l < chapter.lessons.size(); ++l) {
            Constellation constellation;
            constellation.lessonId = chapter.lessons.at(l).id;
            constellation.chapter = c;
            constellation.labelBeside = beside;
            const double top = cellTop + l * cell;
            double across = 0.0; // how far the stars reach across
            if (beside) {
                constellation.radius = std::min(kMaxRadius, 0.4 * cell);
                across = std::min(constellation.radius / kAspect * kSpread,
                                  kBesideAcross * regionWidth);
                constellation.x = region.left + kMarginX + across;
                constellation.y = top + cell / 2.0;
                constellation.labelLeft = constellation.x + across + kGapX;
                constellation.labelWidth = region.right - kMarginX - constellation.labelLeft;
                constellation.labelTop = top + 0.02 * cell;
                constellation.labelHeight = 0.96 * cell;
            } else {
                // The stars in the upper part of the cell, the name in the lower.
                constellation.radius = std::min(kMaxRadius, 0.28 * cell);
                across = std::min(constellation.radius / kAspect * kSpread,
                                  0.42 * regionWidth);
                const double wobble = (unitHash(constellation.lessonId, 7) - 0.5) * 0.06;
                constellation.x = region.labelX + wobble * regionWidth;
                constellation.y = top + 0.06 * cell + constellation.radius;
                constellation.labelLeft = region.left + kMarginX;
                constellation.labelWidth = regionWidth - 2.0 * kMarginX;
                constellation.labelTop = constellation.y + constellation.radius + 0.03 * cell;
                constellation.labelHeight = top + 0.97 * cell - constellation.labelTop;
            }
            layout.placeStars(chapter.lessons.at(l), &constellation, across);
            layout.m_constellations << constellation;
        }
    }

    if (rightToLeft) {
        for (Star &star : layout.m_stars)
            star.x = 1.0 - star.x;
        for (Constellation &constellation : layout.m_constellations) {
            constellation.x = 1.0 - constellation.x;
            constellation.labelLeft = 1.0 - constellation.labelLeft - constellation.labelWidth;
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

void SkyLayout::placeStars(const LessonInput &lesson, Constellation *constellation, double across)
{
    const int count = static_cast<int>(lesson.questionIds.size());
    const int lessonIndex = static_cast<int>(m_constellations.size());
    constellation->firstStar = static_cast<int>(m_stars.size());
    constellation->starCount = count;
    const double start = 2.0 * M_PI * unitHash(lesson.id, 11);
    const double step = count > 1 ? 2.0 * M_PI * kArc / (count - 1) : 0.0;
    for (int q = 0; q < count; ++q) {
        const QString &id = lesson.questionIds.at(q);
        const double angle = start + q * step + (unitHash(id, 3) - 0.5) * step * 0.6;
        const double reach = 0.45 + 0.55 * unitHash(id, 5);
        Star star;
        star.questionId = id;
        star.lesson = lessonIndex;
        star.x = constellation->x + std::cos(angle) * reach * across;
        star.y = constellation->y + std::sin(angle) * reach * constellation->radius;
        if (q > 0)
            m_lines << Line{static_cast<int>(m_stars.size()) - 1,
                            static_cast<int>(m_stars.size())};
        m_stars << star;
    }
}

} // namespace astrolabe
