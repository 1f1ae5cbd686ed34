#pragma once

#include <QSGMaterialShader>

namespace astrolabe {

// The shaders of SkyStarMaterial (shaders/sky_stars.vert and .frag, compiled by qt_add_shaders
// into the module's resources): fills their uniform block (matrix, opacity, time, density,
// pixel ratio) and gives the fragment shader the sprite atlas.
class SkyStarShader : public QSGMaterialShader
{
public:
    SkyStarShader();

    bool updateUniformData(RenderState &state, QSGMaterial *newMaterial,
                           QSGMaterial *oldMaterial) override;
    void updateSampledImage(RenderState &state, int binding, QSGTexture **texture,
                            QSGMaterial *newMaterial, QSGMaterial *oldMaterial) override;
};

} // namespace astrolabe
