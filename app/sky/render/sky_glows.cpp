#include "sky_glows.h"

#include "sky_layout.h"

#include <QString>
#include <QtMath>

#include <algorithm>
#include <cmath>

namespace astrolabe {

namespace {

constexpr double kDriftPixels = 2.2;
constexpr double kPulseSeconds = 3.2;
constexpr double kFlareSeconds = 1.6;
constexpr double kComfortArea = 1280.0 * 800.0 / 400.0; // px per star for full-size glows

using Glow = SkyGlows::Glow;

Glow lookOf(const SkyScene::Star &star, double seconds, double flareAge, bool highlighted)
{
    const float phase = SkyGlows::twinklePhase(star.seed);
    const float speed = SkyGlows::twinkleSpeed(star.seed);
    const float twinkle =
        1.0f + 0.12f * std::sin(static_cast<float>(seconds) * speed * 2.1f + phase);
    const float recall = std::clamp(star.recall, 0.0f, 1.0f);
    Glow look;
    switch (star.state) {
    case SkyScene::StarState::Unseen:
        look.radius = 5.5f * twinkle;
        look.brightness = 0.3f * twinkle;
        look.colour = SkySprites::Cool;
        break;
    case SkyScene::StarState::Learning:
    case SkyScene::StarState::Learned: {
        const float b = 0.3f + 0.7f * recall;
        look.radius = (6.0f + 13.0f * b) * (0.94f + 0.06f * twinkle);
        look.brightness = std::min(1.0f, b * twinkle);
        look.colour = SkySprites::Warm;
        break;
    }
    case SkyScene::StarState::Due: {
        const float pulse = 0.5f
            + 0.5f * std::sin(static_cast<float>(seconds * 2.0 * M_PI / kPulseSeconds) + phase);
        const float b = 0.22f + 0.3f * recall;
        look.radius = (6.0f + 7.0f * b) * (0.85f + 0.3f * pulse);
        look.brightness = (b + 0.18f * pulse) * twinkle;
        look.colour = SkySprites::Ember;
        break;
    }
    }
    if (flareAge >= 0.0 && flareAge < kFlareSeconds) {
        const float f = 1.0f - static_cast<float>(flareAge / kFlareSeconds);
        look.radius *= 1.0f + 2.2f * f;
        look.brightness = std::max(look.brightness, f);
    }
    if (highlighted) {
        look.radius *= 1.35f;
        look.brightness = std::max(look.brightness, 0.9f);
    }
    return look;
}

QPointF drift(const SkyScene::Star &star, double seconds)
{
    const double phase = (star.seed % 6283) / 1000.0;
    return QPointF(kDriftPixels * std::sin(seconds * 0.11 + phase),
                   kDriftPixels * 0.7 * std::cos(seconds * 0.083 + phase * 1.7));
}

SkyScene::Star dustStar(int i)
{
    const QString key = QString::number(i);
    SkyScene::Star star;
    star.x = static_cast<float>(SkyLayout::unitHash(key, 101));
    star.y = static_cast<float>(SkyLayout::unitHash(key, 103));
    star.recall = static_cast<float>(SkyLayout::unitHash(key, 107));
    star.seed = static_cast<quint32>(SkyLayout::unitHash(key, 109) * 4294967295.0);
    return star;
}

} // namespace

const QVector<SkyScene::Star> &SkyGlows::dustStars()
{
    static const QVector<SkyScene::Star> stars = [] {
        QVector<SkyScene::Star> all;
        for (int i = 0; i < SkyGlows::kDustCount; ++i)
            all << dustStar(i);
        return all;
    }();
    return stars;
}

SkyGlows::Glow SkyGlows::dust(int index, const SkyFrame &frame)
{
    const SkyScene::Star &d = dustStars().at(index);
    Glow glow = lookOf(d, frame.seconds, -1.0, false);
    glow.radius = 1.5f + 3.0f * d.recall;
    glow.brightness *= 0.3f + 0.7f * d.recall;
    glow.centre = position(d, frame.size) + drift(d, frame.seconds) * 0.4;
    return glow;
}

SkyGlows::Glow SkyGlows::star(const SkyScene &scene, int index, const SkyFrame &frame,
                              float density)
{
    const double flareAge = frame.flares && frame.flares->contains(index)
        ? frame.seconds - frame.flares->value(index) : -1.0;
    const SkyScene::Star &star = scene.stars.at(index);
    Glow glow = lookOf(star, frame.seconds, flareAge, index == frame.highlighted);
    glow.radius = std::max(2.0f, glow.radius * density);
    glow.centre = position(star, frame.size);
    return glow;
}

float SkyGlows::starDensity(int starCount, const QSizeF &size)
{
    const double areaPerStar = size.width() * size.height() / std::max(1, starCount);
    return static_cast<float>(std::clamp(std::sqrt(areaPerStar / kComfortArea), 0.25, 1.0));
}

QPointF SkyGlows::position(const SkyScene::Star &star, const QSizeF &size)
{
    return QPointF(star.x * size.width(), star.y * size.height());
}

QVector<QPointF> SkyGlows::positions(const SkyScene &scene, const QSizeF &size)
{
    QVector<QPointF> places;
    places.reserve(scene.stars.size());
    for (const SkyScene::Star &star : scene.stars)
        places << position(star, size);
    return places;
}

} // namespace astrolabe
