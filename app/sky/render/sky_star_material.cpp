#include "sky_star_material.h"

#include "sky_star_shader.h"

namespace astrolabe {

SkyStarMaterial::SkyStarMaterial()
{
    setFlag(QSGMaterial::Blending);
    setFlag(QSGMaterial::RequiresFullMatrix);
}

QSGMaterialType *SkyStarMaterial::type() const
{
    static QSGMaterialType type;
    return &type;
}

QSGMaterialShader *SkyStarMaterial::createShader(QSGRendererInterface::RenderMode) const
{
    return new SkyStarShader;
}

int SkyStarMaterial::compare(const QSGMaterial *other) const
{
    const auto *that = static_cast<const SkyStarMaterial *>(other);
    return atlas == that->atlas ? 0 : (atlas < that->atlas ? -1 : 1);
}

} // namespace astrolabe
