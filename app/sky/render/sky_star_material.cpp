#include "sky_star_material.h"

#include "sky_star_shader.h"

namespace astrolabe {

SkyStarMaterial::SkyStarMaterial(Opacity opacity)
    : m_opacity(opacity)
{
    setFlag(QSGMaterial::Blending);
    setFlag(QSGMaterial::RequiresFullMatrix);
}

QSGMaterialType *SkyStarMaterial::type() const
{
    static QSGMaterialType types[2];
    return &types[m_opacity];
}

QSGMaterialShader *SkyStarMaterial::createShader(QSGRendererInterface::RenderMode) const
{
    return new SkyStarShader(m_opacity == Opaque);
}

int SkyStarMaterial::compare(const QSGMaterial *other) const
{
    const auto *that = static_cast<const SkyStarMaterial *>(other);
    return atlas == that->atlas ? 0 : (atlas < that->atlas ? -1 : 1);
}

} // namespace astrolabe
