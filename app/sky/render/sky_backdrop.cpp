#include "sky_backdrop.h"

#include "sky_sprites.h"

#include <QPainter>
#include <QPen>

#include <algorithm>
#include <array>
#include <vector>

namespace astrolabe {

QImage SkyBackdrop::night(const QSize &pixels, const QVector<SkyScene::Region> &regions)
{
    // The colour at the corners of a coarse grid, interpolated bilinearly between them: the
    // gradient and nebulae are soft. Along a row the colour changes by the same step from one
    // pixel to the next between two grid columns, so a pixel costs three additions (in 16.16
    // fixed point); QImage's smooth scaling of the grid took a quarter more instructions and
    // spread its rows over Qt's thread pool.
    constexpr int columns = SkySprites::kNightColumns;
    constexpr int rows = SkySprites::kNightRows;
    using Rgb = std::array<qint64, 3>; // 16.16 fixed point
    const auto mix = [](const Rgb &a, const Rgb &b, qint64 numerator, qint64 denominator) {
        Rgb out;
        for (size_t k = 0; k < 3; ++k)
            out[k] = a[k] + (b[k] - a[k]) * numerator / denominator;
        return out;
    };
    std::vector<std::vector<Rgb>> grid(rows + 1, std::vector<Rgb>(columns + 1));
    for (int r = 0; r <= rows; ++r) {
        for (int c = 0; c <= columns; ++c) {
            const QColor colour = SkySprites::nightColour(
                static_cast<float>(c) / columns, static_cast<float>(r) / rows, regions);
            grid[size_t(r)][size_t(c)] = {qint64(colour.red()) << 16,
                                          qint64(colour.green()) << 16,
                                          qint64(colour.blue()) << 16};
        }
    }
    const int width = pixels.width();
    const int height = pixels.height();
    const qint64 across = std::max(1, width - 1); // a pixel is `columns / across` grid columns
    const qint64 downward = std::max(1, height - 1);
    // The first pixel of each grid column (the last column runs to the right edge).
    std::vector<int> first(columns + 1);
    for (int c = 0; c < columns; ++c)
        first[size_t(c)] = int((c * across + columns - 1) / columns);
    first[columns] = width;

    QImage image(pixels, QImage::Format_RGB32);
    std::vector<Rgb> line(columns + 1);
    for (int y = 0; y < height; ++y) {
        // This row's colour at each grid column, between the two grid rows around it.
        const qint64 place = qint64(y) * rows; // in grid rows times `downward`
        const int top = std::min(int(place / downward), rows - 1);
        for (int c = 0; c <= columns; ++c) {
            line[size_t(c)] = mix(grid[size_t(top)][size_t(c)], grid[size_t(top + 1)][size_t(c)],
                                  place - top * downward, downward);
        }
        auto *out = reinterpret_cast<QRgb *>(image.scanLine(y));
        for (int c = 0; c < columns; ++c) {
            const Rgb &a = line[size_t(c)];
            const Rgb &b = line[size_t(c + 1)];
            const int from = first[size_t(c)];
            Rgb colour = mix(a, b, qint64(from) * columns - c * across, across);
            Rgb step;
            for (size_t k = 0; k < 3; ++k)
                step[k] = (b[k] - a[k]) * columns / across;
            for (int x = from; x < first[size_t(c + 1)]; ++x) {
                out[x] = qRgb(int(colour[0] >> 16), int(colour[1] >> 16), int(colour[2] >> 16));
                for (size_t k = 0; k < 3; ++k)
                    colour[k] += step[k];
            }
        }
    }
    return image;
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
