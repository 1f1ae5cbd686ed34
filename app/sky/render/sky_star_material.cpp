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
    if (atlas != that->atlas)
        return atlas < that->atlas ? -1 : 1;
    if (seconds != that->seconds)
        return seconds < that->seconds ? -1 : 1;
    return 0;
}

} // namespace astrolabe
