#pragma once

#include <QSGMaterialShader>

namespace astrolabe {

// The shaders of SkyStarMaterial (shaders/sky_stars.vert, and sky_stars.frag or, for an opaque
// sky, sky_stars_opaque.frag, compiled by qt_add_shaders into the module's resources): fills
// their uniform block (matrix, opacity, time, density) and gives the fragment shader the sprite
// atlas.
class SkyStarShader : public QSGMaterialShader
{
public:
    explicit SkyStarShader(bool opaque);

    bool updateUniformData(RenderState &state, QSGMaterial *newMaterial,
                           QSGMaterial *oldMaterial) override;
    void updateSampledImage(RenderState &state, int binding, QSGTexture **texture,
                            QSGMaterial *newMaterial, QSGMaterial *oldMaterial) override;
};

} // namespace astrolabe
