#include "sky_painter.h"

#include "sky_backdrop.h"
#include "sky_layout.h"
#include "sky_sprites.h"

#include <QQuickWindow>
#include <QSGGeometryNode>
#include <QSGTexture>
#include <QSGTextureMaterial>
#include <QtMath>

#include <algorithm>
#include <cmath>
#include <memory>

namespace astrolabe {

namespace {

constexpr double kDriftPixels = 2.2;
constexpr double kPulseSeconds = 3.2;
constexpr double kFlareSeconds = 1.6;
constexpr double kComfortArea = 1280.0 * 800.0 / 400.0; // px per star for full-size glows

// The root keeps the textures alive as long as the nodes that draw them.
class SkyRootNode : public QSGNode
{
public:
    std::unique_ptr<QSGTexture> atlas;
    std::unique_ptr<QSGTexture> backdropTexture;
    SkyBackdrop backdrop;
    int backdropGeneration = -1; // the Frame::generation the backdrop was painted for
    QSGGeometryNode *backdropNode = nullptr;
    QSGGeometryNode *stars = nullptr;
};

// How one star looks at this moment: its glow's radius in pixels, brightness and colour.
struct Look
{
    float radius = 3.0f;
    float brightness = 0.2f;
    SkySprites::Colour colour = SkySprites::Cool;
};

Look lookOf(const SkyScene::Star &star, double seconds, double flareAge, bool highlighted)
{
    const float phase = static_cast<float>(star.seed % 6283) / 1000.0f;
    const float speed = 0.8f + static_cast<float>((star.seed >> 12) % 1000) / 1000.0f;
    const float twinkle =
        1.0f + 0.12f * std::sin(static_cast<float>(seconds) * speed * 2.1f + phase);
    const float recall = std::clamp(star.recall, 0.0f, 1.0f);
    Look look;
    switch (star.state) {
    case SkyScene::StarState::Unseen:
        look.radius = 5.5f * twinkle;
        look.brightness = 0.3f * twinkle;
        look.colour = SkySprites::Cool;
        break;
    case SkyScene::StarState::Learning:
    case SkyScene::StarState::Learned: {
        const float b = 0.3f + 0.7f * recall;
        look.radius = (6.0f + 13.0f * b) * (0.94f + 0.06f * twinkle);
        look.brightness = std::min(1.0f, b * twinkle);
        look.colour = SkySprites::Warm;
        break;
    }
    case SkyScene::StarState::Due: {
        const float pulse = 0.5f
            + 0.5f * std::sin(static_cast<float>(seconds * 2.0 * M_PI / kPulseSeconds) + phase);
        const float b = 0.22f + 0.3f * recall;
        look.radius = (6.0f + 7.0f * b) * (0.85f + 0.3f * pulse);
        look.brightness = (b + 0.18f * pulse) * twinkle;
        look.colour = SkySprites::Ember;
        break;
    }
    }
    if (flareAge >= 0.0 && flareAge < kFlareSeconds) {
        const float f = 1.0f - static_cast<float>(flareAge / kFlareSeconds);
        look.radius *= 1.0f + 2.2f * f;
        look.brightness = std::max(look.brightness, f);
    }
    if (highlighted) {
        look.radius *= 1.35f;
        look.brightness = std::max(look.brightness, 0.9f);
    }
    return look;
}

QPointF drift(const SkyScene::Star &star, double seconds)
{
    const double phase = (star.seed % 6283) / 1000.0;
    return QPointF(kDriftPixels * std::sin(seconds * 0.11 + phase),
                   kDriftPixels * 0.7 * std::cos(seconds * 0.083 + phase * 1.7));
}

void writeQuad(QSGGeometry::TexturedPoint2D *v, const QPointF &c, const Look &look)
{
    const QRectF t = SkySprites::cell(look.colour, look.brightness);
    const float x = static_cast<float>(c.x());
    const float y = static_cast<float>(c.y());
    const float r = look.radius;
    const float inset = 0.5f / (SkySprites::kCell * SkySprites::kLevels);
    const float u0 = static_cast<float>(t.left()) + inset;
    const float u1 = static_cast<float>(t.right()) - inset;
    const float v0 = static_cast<float>(t.top()) + inset;
    const float v1 = static_cast<float>(t.bottom()) - inset;
    v[0].set(x - r, y - r, u0, v0);
    v[1].set(x + r, y - r, u1, v0);
    v[2].set(x - r, y + r, u0, v1);
    v[3].set(x + r, y + r, u1, v1);
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

QSGGeometryNode *makeNode(QSGGeometry *geometry, QSGMaterial *material)
{
    auto *node = new QSGGeometryNode;
    node->setGeometry(geometry);
    node->setFlag(QSGNode::OwnsGeometry);
    node->setMaterial(material);
    node->setFlag(QSGNode::OwnsMaterial);
    return node;
}

SkyRootNode *makeRoot(QQuickWindow *window)
{
    auto *root = new SkyRootNode;
    root->atlas.reset(window->createTextureFromImage(SkySprites::atlas()));
    root->atlas->setFiltering(QSGTexture::Linear);

    auto *backdrop = new QSGOpaqueTextureMaterial; // opaque: the cheapest full-window fill
    backdrop->setFiltering(QSGTexture::Nearest);    // one texel a pixel
    root->backdropNode =
        makeNode(new QSGGeometry(QSGGeometry::defaultAttributes_TexturedPoint2D(), 4), backdrop);

    auto *starMaterial = new QSGTextureMaterial;
    starMaterial->setTexture(root->atlas.get());
    starMaterial->setFiltering(QSGTexture::Linear);
    starMaterial->setFlag(QSGMaterial::Blending, true);
    auto *starGeometry = new QSGGeometry(QSGGeometry::defaultAttributes_TexturedPoint2D(), 0, 0,
                                         QSGGeometry::UnsignedIntType);
    starGeometry->setDrawingMode(QSGGeometry::DrawTriangles);
    root->stars = makeNode(starGeometry, starMaterial);

    root->appendChildNode(root->backdropNode);
    root->appendChildNode(root->stars);
    return root;
}

// The backdrop (night, nebulae, lines) is repainted only for a new scene or size.
void paintBackdrop(SkyRootNode *root, QQuickWindow *window, const SkyScene &scene,
                   const SkyPainter::Frame &frame)
{
    if (root->backdropGeneration == frame.generation && root->backdropTexture)
        return;
    root->backdropGeneration = frame.generation;
    QVector<QPointF> places;
    places.reserve(scene.stars.size());
    for (const SkyScene::Star &star : scene.stars)
        places << SkyPainter::position(star, frame.size);
    const qreal dpr = window ? window->effectiveDevicePixelRatio() : 1.0;
    std::unique_ptr<QSGTexture> texture(window->createTextureFromImage(
        root->backdrop.paint(scene, places, frame.size, dpr)));
    texture->setFiltering(QSGTexture::Nearest);
    auto *material = static_cast<QSGOpaqueTextureMaterial *>(root->backdropNode->material());
    material->setTexture(texture.get());
    root->backdropTexture = std::move(texture); // the old one goes only once replaced
    QSGGeometry::updateTexturedRectGeometry(root->backdropNode->geometry(),
                                            QRectF(QPointF(0, 0), frame.size),
                                            QRectF(0, 0, 1, 1));
    root->backdropNode->markDirty(QSGNode::DirtyGeometry | QSGNode::DirtyMaterial);
}

} // namespace

QPointF SkyPainter::position(const SkyScene::Star &star, const QSizeF &size)
{
    return QPointF(star.x * size.width(), star.y * size.height());
}

QSGNode *SkyPainter::paint(QSGNode *oldRoot, QQuickWindow *window, const SkyScene &scene,
                           const Frame &frame)
{
    auto *root = static_cast<SkyRootNode *>(oldRoot);
    if (!root)
        root = makeRoot(window);
    paintBackdrop(root, window, scene, frame);

    const double t = frame.seconds;
    const int starCount = static_cast<int>(scene.stars.size());

    // Many stars get smaller glows, so that they neither melt together nor cost a frame.
    const double areaPerStar =
        frame.size.width() * frame.size.height() / std::max(1, starCount);
    const float density =
        static_cast<float>(std::clamp(std::sqrt(areaPerStar / kComfortArea), 0.25, 1.0));

    // Stars: the dust first (behind), then the course's stars; one quad each.
    QSGGeometry *g = root->stars->geometry();
    const int total = kDustCount + starCount;
    if (g->vertexCount() != total * 4) {
        g->allocate(total * 4, total * 6);
        quint32 *index = g->indexDataAsUInt();
        for (quint32 i = 0; i < static_cast<quint32>(total); ++i) {
            const quint32 base = i * 4;
            *index++ = base;
            *index++ = base + 1;
            *index++ = base + 2;
            *index++ = base + 1;
            *index++ = base + 3;
            *index++ = base + 2;
        }
    }
    auto *v = g->vertexDataAsTexturedPoint2D();
    for (const SkyScene::Star &d : dust()) {
        Look look = lookOf(d, t, -1.0, false);
        look.radius = 1.5f + 3.0f * d.recall;
        look.brightness *= 0.3f + 0.7f * d.recall;
        writeQuad(v, position(d, frame.size) + drift(d, t) * 0.4, look);
        v += 4;
    }
    for (int i = 0; i < starCount; ++i) {
        const double flareAge = frame.flares && frame.flares->contains(i)
            ? t - frame.flares->value(i) : -1.0;
        Look look = lookOf(scene.stars.at(i), t, flareAge, i == frame.highlighted);
        look.radius = std::max(2.0f, look.radius * density);
        writeQuad(v, position(scene.stars.at(i), frame.size), look); // still: on its lines
        v += 4;
    }
    root->stars->markDirty(QSGNode::DirtyGeometry);
    return root;
}

} // namespace astrolabe
