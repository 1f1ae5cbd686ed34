#include "sky_sprites.h"

#include <QColor>
#include <QPainter>
#include <QRadialGradient>

#include <algorithm>
#include <array>
#include <cmath>

namespace astrolabe {

namespace {

const std::array<QColor, SkySprites::ColourCount> &tints()
{
    static const std::array<QColor, SkySprites::ColourCount> colours{
        QColor(255, 217, 138), // warm starlight (#ffd98a)
        QColor(168, 184, 255), // cool: unseen and dust
        QColor(255, 158, 115), // ember: due
    };
    return colours;
}

} // namespace

QImage SkySprites::atlas()
{
    QImage image(kCell * kLevels, kCell * ColourCount, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    for (int c = 0; c < ColourCount; ++c) {
        const QColor tint = tints()[static_cast<size_t>(c)];
        for (int level = 0; level < kLevels; ++level) {
            const double b = (level + 1.0) / kLevels;
            const QPointF centre(level * kCell + kCell / 2.0, c * kCell + kCell / 2.0);
            const double radius = kCell / 2.0 - 1.0;
            const double core = 0.16 + 0.10 * (1.0 - b); // of the radius
            QRadialGradient glow(centre, radius);
            auto at = [&](double alpha, const QColor &colour) {
                QColor k = colour;
                k.setAlphaF(std::clamp(alpha, 0.0, 1.0));
                return k;
            };
            const QColor white = QColor(255, 250, 235);
            glow.setColorAt(0.0, at(0.55 + 0.45 * b, white));
            glow.setColorAt(core * 0.6, at(0.5 + 0.5 * b, white));
            glow.setColorAt(core, at(0.35 + 0.45 * b, tint));
            glow.setColorAt(core * 2.0, at(0.10 + 0.22 * b, tint));
            glow.setColorAt(0.55, at(0.03 + 0.07 * b, tint));
            glow.setColorAt(1.0, at(0.0, tint));
            painter.setBrush(glow);
            painter.drawEllipse(centre, radius, radius);
        }
    }
    return image;
}

QRectF SkySprites::cell(Colour colour, float brightness)
{
    const int level = std::clamp(static_cast<int>(brightness * kLevels), 0, kLevels - 1);
    const double w = 1.0 / kLevels;
    const double h = 1.0 / ColourCount;
    return QRectF(level * w, colour * h, w, h);
}

QColor SkySprites::nightColour(float x, float y, const QVector<SkyScene::Region> &regions)
{
    // Top to bottom: #050816 -> #0b1026 (0.55) -> #171d46.
    const auto mix = [](float a, float b, float t) { return a + (b - a) * t; };
    float r, g, b;
    if (y < 0.55f) {
        const float t = y / 0.55f;
        r = mix(0x05, 0x0b, t);
        g = mix(0x08, 0x10, t);
        b = mix(0x16, 0x26, t);
    } else {
        const float t = (y - 0.55f) / 0.45f;
        r = mix(0x0b, 0x17, t);
        g = mix(0x10, 0x1d, t);
        b = mix(0x26, 0x46, t);
    }
    static const std::array<QColor, 3> nebulae{QColor(90, 100, 240), QColor(150, 90, 220),
                                               QColor(60, 160, 205)};
    for (const SkyScene::Region &region : regions) {
        const QColor tint = nebulae[static_cast<size_t>(region.hue) % nebulae.size()];
        const float dx = (x - region.x) / std::max(0.05f, region.width * 0.62f);
        const float dy = (y - region.y) / std::max(0.05f, region.height * 0.5f);
        const float d2 = dx * dx + dy * dy;
        const float a = 0.13f * std::exp(-2.2f * d2);
        r = mix(r, static_cast<float>(tint.red()), a);
        g = mix(g, static_cast<float>(tint.green()), a);
        b = mix(b, static_cast<float>(tint.blue()), a);
    }
    return QColor(static_cast<int>(r), static_cast<int>(g), static_cast<int>(b));
}

} // namespace astrolabe
