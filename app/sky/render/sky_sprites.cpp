#include "sky_sprites.h"

#include <QColor>

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
    // Each cell a round glow: a radial gradient from a white core through the colour's tint to
    // nothing at its edge, its stops interpolated premultiplied as QPainter's radial gradients
    // are. Worked out pixel by pixel (at the pixel's centre): QPainter took four times the
    // instructions and kept a gradient table of each of the 48 glows, 0.6 MB, for good.
    QImage image(kCell * kLevels, kCell * ColourCount, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    struct Stop
    {
        double at;
        std::array<double, 4> premultiplied; // red, green, blue, alpha in 0..255
    };
    const auto stop = [](double at, double alpha, const QColor &colour) {
        const double a = std::clamp(alpha, 0.0, 1.0);
        return Stop{at, {colour.red() * a, colour.green() * a, colour.blue() * a, 255.0 * a}};
    };
    const QColor white(255, 250, 235);
    const double radius = kCell / 2.0 - 1.0;
    for (int c = 0; c < ColourCount; ++c) {
        const QColor tint = tints()[static_cast<size_t>(c)];
        for (int level = 0; level < kLevels; ++level) {
            const double b = (level + 1.0) / kLevels;
            const double core = 0.16 + 0.10 * (1.0 - b); // of the radius
            const std::array<Stop, 6> stops{
                stop(0.0, 0.55 + 0.45 * b, white),   stop(core * 0.6, 0.5 + 0.5 * b, white),
                stop(core, 0.35 + 0.45 * b, tint),   stop(core * 2.0, 0.10 + 0.22 * b, tint),
                stop(0.55, 0.03 + 0.07 * b, tint),   stop(1.0, 0.0, tint)};
            // A cell is symmetric about its middle row and column (dx and dy of mirrored pixels
            // are exact negatives): each pixel of its top-left quarter is worked out once and
            // written to its four places.
            static_assert(kCell % 2 == 0, "a cell's quarter is a whole number of pixels");
            const int half = kCell / 2;
            for (int y = 0; y < half; ++y) {
                const int row = c * kCell + y;
                QRgb *top = reinterpret_cast<QRgb *>(image.scanLine(row)) + level * kCell;
                const int mirrored = row + kCell - 1 - 2 * y;
                QRgb *bottom = reinterpret_cast<QRgb *>(image.scanLine(mirrored)) + level * kCell;
                for (int x = 0; x < half; ++x) {
                    const double dx = x + 0.5 - kCell / 2.0;
                    const double dy = y + 0.5 - kCell / 2.0;
                    const double t = std::sqrt(dx * dx + dy * dy) / radius;
                    if (t >= 1.0)
                        continue;
                    size_t k = 1;
                    while (stops[k].at < t)
                        ++k;
                    const Stop &from = stops[k - 1];
                    const Stop &to = stops[k];
                    const double f = (t - from.at) / (to.at - from.at);
                    std::array<int, 4> v{};
                    for (size_t i = 0; i < 4; ++i)
                        v[i] = int(from.premultiplied[i]
                                   + (to.premultiplied[i] - from.premultiplied[i]) * f + 0.5);
                    const QRgb pixel = qRgba(std::min(v[0], v[3]), std::min(v[1], v[3]),
                                             std::min(v[2], v[3]), v[3]);
                    top[x] = top[kCell - 1 - x] = bottom[x] = bottom[kCell - 1 - x] = pixel;
                }
            }
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
