#pragma once

#include <QSGMaterial>

class QSGTexture;

namespace astrolabe {

// The material of the sky's one point node (SkyPainter): the sprite atlas, and what changes
// every frame without touching the vertices, the time; the glows' size and brightness are
// computed from it by the vertex shader (shaders/sky_stars.vert, SkyStarShader). Never merged
// with other nodes (RequiresFullMatrix): its points carry their own place in pixels.
class SkyStarMaterial : public QSGMaterial
{
public:
    SkyStarMaterial();

    QSGMaterialType *type() const override;
    QSGMaterialShader *createShader(QSGRendererInterface::RenderMode mode) const override;
    int compare(const QSGMaterial *other) const override;

    QSGTexture *atlas = nullptr; // owned by the sky's root node
    float seconds = 0.0f;
    float density = 1.0f;     // below 1 when many stars share the sky (SkyGlows::starDensity)
    float pixelRatio = 1.0f;  // device pixels a point's size is given in
};

} // namespace astrolabe
