#include "sky_star_shader.h"

#include "sky_star_material.h"

#include <QSGTexture>

#include <cstring>

namespace astrolabe {

namespace {
// The uniform block's layout (std140), as the shaders declare it.
constexpr int kMatrix = 0;
constexpr int kOpacity = 64;
constexpr int kSeconds = 68; // then density
constexpr int kSize = 76;
} // namespace

SkyStarShader::SkyStarShader(bool opaque)
{
    setShaderFileName(VertexStage, QStringLiteral(":/astrolabe/sky/shaders/sky_stars.vert.qsb"));
    setShaderFileName(FragmentStage,
                      opaque ? QStringLiteral(":/astrolabe/sky/shaders/sky_stars_opaque.frag.qsb")
                             : QStringLiteral(":/astrolabe/sky/shaders/sky_stars.frag.qsb"));
}

bool SkyStarShader::updateUniformData(RenderState &state, QSGMaterial *newMaterial,
                                      QSGMaterial *)
{
    QByteArray *block = state.uniformData();
    Q_ASSERT(block->size() >= kSize);
    if (state.isMatrixDirty())
        std::memcpy(block->data() + kMatrix, state.combinedMatrix().constData(), 64);
    if (state.isOpacityDirty()) {
        const float opacity = state.opacity();
        std::memcpy(block->data() + kOpacity, &opacity, 4);
    }
    const auto *material = static_cast<SkyStarMaterial *>(newMaterial);
    const float values[2] = {material->seconds, material->density};
    std::memcpy(block->data() + kSeconds, values, sizeof values);
    return true;
}

void SkyStarShader::updateSampledImage(RenderState &state, int binding, QSGTexture **texture,
                                       QSGMaterial *newMaterial, QSGMaterial *)
{
    if (binding != 1)
        return;
    auto *material = static_cast<SkyStarMaterial *>(newMaterial);
    if (!material->atlas)
        return;
    material->atlas->commitTextureOperations(state.rhi(), state.resourceUpdateBatch());
    *texture = material->atlas;
}

} // namespace astrolabe
