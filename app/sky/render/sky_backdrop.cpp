#include "sky_backdrop.h"

#include "sky_sprites.h"

#include <QPainter>
#include <QPen>

#include <algorithm>
#include <array>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace astrolabe {

namespace {

// Blue, green, red, alpha in 16.16 fixed point: a pixel's bytes in memory (QRgb 0xAARRGGBB,
// little-endian).
using Bgra = std::array<qint32, 4>;

// The pixels [from, to) of a row, from `colour` on by `step` a pixel; every channel stays
// within 0..255.
void fill(QRgb *from, QRgb *to, const Bgra &colour, const Bgra &step)
{
#if defined(__SSE2__)
    // The three channels in one register: an addition, a shift and two packs a pixel.
    __m128i at = _mm_loadu_si128(reinterpret_cast<const __m128i *>(colour.data()));
    const __m128i delta = _mm_loadu_si128(reinterpret_cast<const __m128i *>(step.data()));
    for (QRgb *pixel = from; pixel < to; ++pixel) {
        const __m128i bytes = _mm_srai_epi32(at, 16);
        const __m128i words = _mm_packs_epi32(bytes, bytes);
        *pixel = QRgb(_mm_cvtsi128_si32(_mm_packus_epi16(words, words)));
        at = _mm_add_epi32(at, delta);
    }
#else
    Bgra at = colour;
    for (QRgb *pixel = from; pixel < to; ++pixel) {
        *pixel = qRgb(at[2] >> 16, at[1] >> 16, at[0] >> 16);
        for (size_t k = 0; k < 3; ++k)
            at[k] += step[k];
    }
#endif
}

} // namespace

QImage SkyBackdrop::night(const QSize &pixels, const QVector<SkyScene::Region> &regions)
{
    // The colour at the corners of a coarse grid, interpolated bilinearly between them: the
    // gradient and nebulae are soft. Along a row the colour changes by the same step from one
    // pixel to the next between two grid columns (see fill()); QImage's smooth scaling of the
    // grid took several times the instructions and spread its rows over Qt's thread pool.
    constexpr int columns = SkySprites::kNightColumns;
    constexpr int rows = SkySprites::kNightRows;
    const auto mix = [](const Bgra &a, const Bgra &b, qint64 numerator, qint64 denominator) {
        Bgra out;
        for (size_t k = 0; k < 4; ++k)
            out[k] = qint32(a[k] + (qint64(b[k]) - a[k]) * numerator / denominator);
        return out;
    };
    std::vector<std::vector<Bgra>> grid(rows + 1, std::vector<Bgra>(columns + 1));
    for (int r = 0; r <= rows; ++r) {
        for (int c = 0; c <= columns; ++c) {
            const QColor colour = SkySprites::nightColour(
                static_cast<float>(c) / columns, static_cast<float>(r) / rows, regions);
            grid[size_t(r)][size_t(c)] = {colour.blue() << 16, colour.green() << 16,
                                          colour.red() << 16, 255 << 16};
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
    std::vector<Bgra> line(columns + 1);
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
            const Bgra &a = line[size_t(c)];
            const Bgra &b = line[size_t(c + 1)];
            const int from = first[size_t(c)];
            const Bgra start = mix(a, b, qint64(from) * columns - c * across, across);
            Bgra step;
            for (size_t k = 0; k < 4; ++k)
                step[k] = qint32((qint64(b[k]) - a[k]) * columns / across);
            fill(out + from, out + first[size_t(c + 1)], start, step);
        }
    }
    return image;
}

QImage SkyBackdrop::paint(const SkyScene &scene, const QVector<QPointF> &places,
                          const QSizeF &size, qreal devicePixelRatio)
{
    const QSize pixels = (size * devicePixelRatio).toSize().expandedTo(QSize(1, 1));
    QImage image = night(pixels, scene.regions);
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
