#include "sky_painter.h"

#include "sky_layout.h"

#include <QPointF>
#include <QSGFlatColorMaterial>
#include <QSGGeometryNode>
#include <QSGVertexColorMaterial>
#include <QtMath>

#include <algorithm>
#include <array>
#include <cmath>

namespace astrolabe {

namespace {

constexpr int kVerticesPerStar = 1 + 2 * SkyPainter::kSegments;
constexpr int kIndicesPerStar = 3 * 3 * SkyPainter::kSegments;
constexpr int kRegionSegments = 32;
constexpr double kDriftPixels = 2.2;
constexpr double kPulseSeconds = 3.2;
constexpr double kFlareSeconds = 1.6;

struct Rgb
{
    float r, g, b;
};

constexpr Rgb kWarm{1.0f, 0.85f, 0.54f};   // a learned star (#ffd98a)
constexpr Rgb kWhite{1.0f, 0.97f, 0.90f};  // its core
constexpr Rgb kCool{0.66f, 0.72f, 1.0f};   // unseen and dust
constexpr Rgb kEmber{1.0f, 0.62f, 0.45f};  // due

Rgb mix(const Rgb &a, const Rgb &b, float t)
{
    return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t};
}

void setColor(QSGGeometry::ColoredPoint2D *v, float x, float y, const Rgb &c, float alpha)
{
    alpha = std::clamp(alpha, 0.0f, 1.0f);
    v->set(x, y, static_cast<uchar>(c.r * alpha * 255.0f), static_cast<uchar>(c.g * alpha * 255.0f),
           static_cast<uchar>(c.b * alpha * 255.0f), static_cast<uchar>(alpha * 255.0f));
}

// Unit circle, once.
const std::array<QPointF, SkyPainter::kSegments> &circle()
{
    static const std::array<QPointF, SkyPainter::kSegments> points = [] {
        std::array<QPointF, SkyPainter::kSegments> p;
        for (int i = 0; i < SkyPainter::kSegments; ++i) {
            const double a = 2.0 * M_PI * i / SkyPainter::kSegments;
            p[i] = QPointF(std::cos(a), std::sin(a));
        }
        return p;
    }();
    return points;
}

// How one star looks at this moment.
struct Look
{
    float core = 1.0f;  // core radius, px
    float halo = 3.0f;  // halo radius, px
    float alpha = 0.5f; // core brightness
    float haloAlpha = 0.0f;
    Rgb color = kCool;
};

Look lookOf(const SkyScene::Star &star, double seconds, double flareAge, bool highlighted)
{
    const float phase = static_cast<float>(star.seed % 6283) / 1000.0f;
    const float speed = 0.8f + static_cast<float>((star.seed >> 12) % 1000) / 1000.0f;
    const float twinkle = 1.0f + 0.14f * std::sin(static_cast<float>(seconds) * speed * 2.1f + phase);
    Look look;
    const float recall = std::clamp(star.recall, 0.0f, 1.0f);
    switch (star.state) {
    case SkyScene::StarState::Unseen:
        look.core = 1.3f;
        look.halo = 3.2f;
        look.alpha = 0.42f * twinkle;
        look.haloAlpha = 0.10f;
        look.color = kCool;
        break;
    case SkyScene::StarState::Learning:
    case SkyScene::StarState::Learned: {
        const float b = 0.35f + 0.65f * recall;
        look.core = 1.6f + 2.4f * b;
        look.halo = look.core * (2.6f + 2.2f * b);
        look.alpha = (0.55f + 0.45f * b) * twinkle;
        look.haloAlpha = 0.30f * b * twinkle;
        look.color = mix(kCool, kWarm, b);
        break;
    }
    case SkyScene::StarState::Due: {
        const float pulse = 0.5f + 0.5f * std::sin(static_cast<float>(seconds * 2.0 * M_PI / kPulseSeconds) + phase);
        const float b = 0.25f + 0.35f * recall;
        look.core = 1.6f + 1.6f * b;
        look.halo = look.core * (2.4f + 1.6f * pulse);
        look.alpha = (0.45f + 0.2f * pulse) * twinkle;
        look.haloAlpha = (0.10f + 0.16f * pulse);
        look.color = kEmber;
        break;
    }
    }
    if (flareAge >= 0.0 && flareAge < kFlareSeconds) {
        const float f = 1.0f - static_cast<float>(flareAge / kFlareSeconds);
        look.halo *= 1.0f + 2.5f * f;
        look.haloAlpha = std::max(look.haloAlpha, 0.6f * f);
        look.alpha = std::max(look.alpha, f);
    }
    if (highlighted) {
        look.halo *= 1.5f;
        look.haloAlpha = std::max(look.haloAlpha, 0.35f);
        look.alpha = 1.0f;
    }
    return look;
}

QPointF drift(const SkyScene::Star &star, double seconds)
{
    const double phase = (star.seed % 6283) / 1000.0;
    return QPointF(kDriftPixels * std::sin(seconds * 0.11 + phase),
                   kDriftPixels * 0.7 * std::cos(seconds * 0.083 + phase * 1.7));
}

// Writes a disc fan: a bright centre, a core ring, a transparent halo ring.
void writeStar(QSGGeometry::ColoredPoint2D *v, const QPointF &c, const Look &look)
{
    const float x = static_cast<float>(c.x());
    const float y = static_cast<float>(c.y());
    setColor(v++, x, y, mix(look.color, kWhite, 0.6f), look.alpha);
    const auto &unit = circle();
    for (const QPointF &p : unit)
        setColor(v++, x + look.core * static_cast<float>(p.x()),
                 y + look.core * static_cast<float>(p.y()), look.color,
                 std::max(look.haloAlpha, look.alpha * 0.35f));
    for (const QPointF &p : unit)
        setColor(v++, x + look.halo * static_cast<float>(p.x()),
                 y + look.halo * static_cast<float>(p.y()), look.color, 0.0f);
}

void writeStarIndices(quint32 *index, quint32 base)
{
    const quint32 n = SkyPainter::kSegments;
    for (quint32 i = 0; i < n; ++i) {
        const quint32 next = (i + 1) % n;
        *index++ = base;
        *index++ = base + 1 + i;
        *index++ = base + 1 + next;
        *index++ = base + 1 + i;
        *index++ = base + 1 + n + i;
        *index++ = base + 1 + next;
        *index++ = base + 1 + next;
        *index++ = base + 1 + n + i;
        *index++ = base + 1 + n + next;
    }
}

SkyScene::Star dustStar(int i)
{
    const QString key = QString::number(i);
    SkyScene::Star star;
    star.x = static_cast<float>(SkyLayout::unitHash(key, 101));
    star.y = static_cast<float>(SkyLayout::unitHash(key, 103));
    star.recall = static_cast<float>(SkyLayout::unitHash(key, 107));
    star.seed = static_cast<quint32>(SkyLayout::unitHash(key, 109) * 4294967295.0);
    return star;
}

const QVector<SkyScene::Star> &dust()
{
    static const QVector<SkyScene::Star> stars = [] {
        QVector<SkyScene::Star> all;
        for (int i = 0; i < SkyPainter::kDustCount; ++i)
            all << dustStar(i);
        return all;
    }();
    return stars;
}

QSGGeometryNode *makeNode(QSGGeometry::DrawingMode mode, bool indexed)
{
    auto *node = new QSGGeometryNode;
    auto *geometry = indexed
        ? new QSGGeometry(QSGGeometry::defaultAttributes_ColoredPoint2D(), 0, 0,
                          QSGGeometry::UnsignedIntType)
        : new QSGGeometry(QSGGeometry::defaultAttributes_ColoredPoint2D(), 0);
    geometry->setDrawingMode(mode);
    geometry->setLineWidth(1.0f);
    node->setGeometry(geometry);
    node->setFlag(QSGNode::OwnsGeometry);
    node->setMaterial(new QSGVertexColorMaterial);
    node->setFlag(QSGNode::OwnsMaterial);
    return node;
}

void paintRegions(QSGGeometryNode *node, const SkyScene &scene, const QSizeF &size)
{
    static constexpr std::array<Rgb, 3> tints{Rgb{0.35f, 0.40f, 0.95f}, Rgb{0.55f, 0.35f, 0.85f},
                                              Rgb{0.25f, 0.65f, 0.80f}};
    QSGGeometry *g = node->geometry();
    const int vertices = static_cast<int>(scene.regions.size()) * kRegionSegments * 3;
    if (g->vertexCount() != vertices)
        g->allocate(vertices);
    auto *v = g->vertexDataAsColoredPoint2D();
    for (const SkyScene::Region &region : scene.regions) {
        const Rgb tint = tints[static_cast<size_t>(region.hue) % tints.size()];
        const float cx = region.x * static_cast<float>(size.width());
        const float cy = static_cast<float>(size.height()) * 0.52f;
        const float rx = region.width * static_cast<float>(size.width()) * 0.55f;
        const float ry = static_cast<float>(size.height()) * 0.42f;
        for (int i = 0; i < kRegionSegments; ++i) {
            const double a0 = 2.0 * M_PI * i / kRegionSegments;
            const double a1 = 2.0 * M_PI * (i + 1) / kRegionSegments;
            setColor(v++, cx, cy, tint, 0.075f);
            setColor(v++, cx + rx * static_cast<float>(std::cos(a0)),
                     cy + ry * static_cast<float>(std::sin(a0)), tint, 0.0f);
            setColor(v++, cx + rx * static_cast<float>(std::cos(a1)),
                     cy + ry * static_cast<float>(std::sin(a1)), tint, 0.0f);
        }
    }
    node->markDirty(QSGNode::DirtyGeometry);
}

} // namespace

QPointF SkyPainter::position(const SkyScene::Star &star, const QSizeF &size)
{
    return QPointF(star.x * size.width(), star.y * size.height());
}

QSGNode *SkyPainter::paint(QSGNode *root, const SkyScene &scene, const Frame &frame)
{
    if (!root) {
        root = new QSGNode;
        root->appendChildNode(makeNode(QSGGeometry::DrawTriangles, false)); // regions
        root->appendChildNode(makeNode(QSGGeometry::DrawLines, false));     // lines
        root->appendChildNode(makeNode(QSGGeometry::DrawTriangles, true));  // stars
    }
    auto *regions = static_cast<QSGGeometryNode *>(root->childAtIndex(0));
    auto *lines = static_cast<QSGGeometryNode *>(root->childAtIndex(1));
    auto *stars = static_cast<QSGGeometryNode *>(root->childAtIndex(2));
    paintRegions(regions, scene, frame.size);

    const double t = frame.seconds;
    const int starCount = static_cast<int>(scene.stars.size());
    QVector<QPointF> places(starCount);
    for (int i = 0; i < starCount; ++i)
        places[i] = position(scene.stars.at(i), frame.size) + drift(scene.stars.at(i), t);

    // Lines: faint, a little brighter between remembered stars.
    QSGGeometry *lg = lines->geometry();
    const int lineVertices = static_cast<int>(scene.lines.size()) * 2;
    if (lg->vertexCount() != lineVertices)
        lg->allocate(lineVertices);
    auto *lv = lg->vertexDataAsColoredPoint2D();
    const Rgb lineColor{0.72f, 0.76f, 1.0f};
    for (const SkyScene::Line &line : scene.lines) {
        if (line.from < 0 || line.to < 0 || line.from >= starCount || line.to >= starCount) {
            setColor(lv++, 0, 0, lineColor, 0.0f);
            setColor(lv++, 0, 0, lineColor, 0.0f);
            continue;
        }
        const float a = 0.14f + 0.22f * std::min(scene.stars.at(line.from).recall,
                                                 scene.stars.at(line.to).recall);
        setColor(lv++, static_cast<float>(places[line.from].x()),
                 static_cast<float>(places[line.from].y()), lineColor, a);
        setColor(lv++, static_cast<float>(places[line.to].x()),
                 static_cast<float>(places[line.to].y()), lineColor, a);
    }
    lines->markDirty(QSGNode::DirtyGeometry);

    // Stars: the dust first (behind), then the course's stars.
    QSGGeometry *sg = stars->geometry();
    const int total = kDustCount + starCount;
    if (sg->vertexCount() != total * kVerticesPerStar) {
        sg->allocate(total * kVerticesPerStar, total * kIndicesPerStar);
        quint32 *index = sg->indexDataAsUInt();
        for (int i = 0; i < total; ++i)
            writeStarIndices(index + i * kIndicesPerStar, static_cast<quint32>(i * kVerticesPerStar));
    }
    auto *sv = sg->vertexDataAsColoredPoint2D();
    for (const SkyScene::Star &d : dust()) {
        Look look = lookOf(d, t, -1.0, false);
        look.core = 0.6f + 0.8f * d.recall;
        look.halo = look.core * 2.2f;
        look.alpha *= 0.25f + 0.45f * d.recall;
        look.haloAlpha = 0.05f;
        writeStar(sv, position(d, frame.size) + drift(d, t) * 0.4, look);
        sv += kVerticesPerStar;
    }
    for (int i = 0; i < starCount; ++i) {
        const double flareAge = frame.flares && frame.flares->contains(i)
            ? t - frame.flares->value(i) : -1.0;
        writeStar(sv, places[i], lookOf(scene.stars.at(i), t, flareAge, i == frame.highlighted));
        sv += kVerticesPerStar;
    }
    stars->markDirty(QSGNode::DirtyGeometry);
    return root;
}

} // namespace astrolabe
