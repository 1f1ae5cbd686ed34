#pragma once

#include <QSGMaterial>

class QSGTexture;

namespace astrolabe {

// The material of the sky's glows (SkyPainter): the sprite atlas, and what changes every frame
// without touching the vertices, the time; the glows' size and brightness are computed from it
// by the vertex shader (shaders/sky_stars.vert, SkyStarShader). Two kinds: Faded multiplies
// each glow by the sky's opacity, Opaque (the glow nodes' opaque material, which Qt Quick uses
// while nothing fades the sky) leaves that multiplication out, so that llvmpipe draws the glows
// by its fast path. Never merged with other nodes (RequiresFullMatrix): the glows carry their
// own place in pixels.
class SkyStarMaterial : public QSGMaterial
{
public:
    enum Opacity { Faded, Opaque };

    explicit SkyStarMaterial(Opacity opacity);

    QSGMaterialType *type() const override;
    QSGMaterialShader *createShader(QSGRendererInterface::RenderMode mode) const override;
    int compare(const QSGMaterial *other) const override;

    QSGTexture *atlas = nullptr; // owned by the sky's root node
    float seconds = 0.0f;
    float density = 1.0f;     // below 1 when many stars share the sky (SkyGlows::starDensity)

private:
    Opacity m_opacity;
};

} // namespace astrolabe
