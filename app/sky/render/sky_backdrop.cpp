#include "sky_backdrop.h"

#include "sky_sprites.h"

#include <QPainter>
#include <QPen>

#include <algorithm>

namespace astrolabe {

QImage SkyBackdrop::night(const QSize &pixels, const QVector<SkyScene::Region> &regions)
{
    // The colour on a coarse grid, smoothly scaled up: the gradient and nebulae are soft.
    constexpr int columns = SkySprites::kNightColumns;
    constexpr int rows = SkySprites::kNightRows;
    QImage grid(columns + 1, rows + 1, QImage::Format_RGB32);
    for (int r = 0; r <= rows; ++r) {
        for (int c = 0; c <= columns; ++c) {
            grid.setPixelColor(c, r, SkySprites::nightColour(static_cast<float>(c) / columns,
                                                             static_cast<float>(r) / rows,
                                                             regions));
        }
    }
    return grid.scaled(pixels, Qt::IgnoreAspectRatio, Qt::SmoothTransformation)
        .convertToFormat(QImage::Format_RGB32);
}

QImage SkyBackdrop::paint(const SkyScene &scene, const QVector<QPointF> &places,
                          const QSizeF &size, qreal devicePixelRatio)
{
    const QSize pixels = (size * devicePixelRatio).toSize().expandedTo(QSize(1, 1));
    QVector<float> key{static_cast<float>(pixels.width()), static_cast<float>(pixels.height())};
    for (const SkyScene::Region &region : scene.regions)
        key << region.x << region.width << static_cast<float>(region.hue) << region.y
            << region.height;
    if (key != m_nightKey) {
        m_nightKey = key;
        m_night = night(pixels, scene.regions);
    }

    QImage image = m_night.copy();
    image.setDevicePixelRatio(devicePixelRatio);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const int count = static_cast<int>(places.size());
    for (const SkyScene::Line &line : scene.lines) {
        if (line.from < 0 || line.to < 0 || line.from >= count || line.to >= count)
            continue;
        const float recall = std::clamp(
            std::min(scene.stars.at(line.from).recall, scene.stars.at(line.to).recall), 0.0f,
            1.0f);
        QColor colour(185, 195, 255);
        colour.setAlphaF(0.14f + 0.26f * recall);
        painter.setPen(QPen(colour, 1.0));
        painter.drawLine(places.at(line.from), places.at(line.to));
    }
    return image;
}

} // namespace astrolabe
