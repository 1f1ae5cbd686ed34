#pragma once

#include "sky_frame.h"
#include "sky_scene.h"
#include "sky_sprites.h"

#include <QPointF>
#include <QSizeF>
#include <QVector>

namespace astrolabe {

// Every glow of the sky at one moment, in drawing order: the dust (faint points that drift a
// little) behind, then each star of the scene at its place. A star's glow grows and brightens
// with its recall; due stars pulse slowly, every glow twinkles with the frame's time (a
// constant time stills them), a star just learned flares and the highlighted one swells. The
// GPU (SkyPainter) and the software renderer (SkySoftwareNode) both draw these glows with the
// sprite atlas (SkySprites), so they show the same sky.
class SkyGlows
{
public:
    struct Glow
    {
        QPointF centre;
        float radius = 3.0f;     // pixels
        float brightness = 0.2f; // 0..1, the atlas cell
        SkySprites::Colour colour = SkySprites::Cool;
    };

    static constexpr int kDustCount = 420;

    static int count(const SkyScene &scene)
    {
        return kDustCount + static_cast<int>(scene.stars.size());
    }

    // Calls visit(const Glow &) for every glow, the dust first.
    template <typename Visit>
    static void forEach(const SkyScene &scene, const SkyFrame &frame, Visit &&visit)
    {
        for (int i = 0; i < kDustCount; ++i)
            visit(dust(i, frame));
        const float density = starDensity(static_cast<int>(scene.stars.size()), frame.size);
        for (int i = 0; i < scene.stars.size(); ++i)
            visit(star(scene, i, frame, density));
    }

    static Glow dust(int index, const SkyFrame &frame);
    static Glow star(const SkyScene &scene, int index, const SkyFrame &frame, float density);
    // Below 1 when many stars share the sky: their glows shrink so they do not melt together.
    static float starDensity(int starCount, const QSizeF &size);

    // A star's twinkle: its phase (radians) and speed, drawn from its seed.
    static float twinklePhase(quint32 seed) { return static_cast<float>(seed % 6283) / 1000.0f; }
    static float twinkleSpeed(quint32 seed)
    {
        return 0.8f + static_cast<float>((seed >> 12) % 1000) / 1000.0f;
    }
    // The dust, at rest: kDustCount faint points, the same on every sky.
    static const QVector<SkyScene::Star> &dustStars();

    // Where a star stands in pixels at rest (stars do not drift: they stay on their lines).
    static QPointF position(const SkyScene::Star &star, const QSizeF &size);
    static QVector<QPointF> positions(const SkyScene &scene, const QSizeF &size);
};

} // namespace astrolabe
