#include "sky_painter.h"

#include "sky_backdrop.h"
#include "sky_glows.h"
#include "sky_sprites.h"
#include "sky_star_material.h"

#include <QQuickWindow>
#include <QSGGeometryNode>
#include <QSGTexture>
#include <QSGTextureMaterial>

#include <cmath>
#include <memory>

namespace astrolabe {

namespace {

// One point a glow: what stands still of it; SkyStarShader animates it.
struct StarVertex
{
    float x, y;                // pixels, the glow's centre
    float phase, speed;        // twinkle
    float recall, state;       // SkyScene::StarState, or kDustState
    float flareStart;          // seconds; kNoFlare when there is none
    float highlighted;         // 0 or 1
};
constexpr float kDustState = 4.0f;
constexpr float kNoFlare = -1000.0f;

const QSGGeometry::AttributeSet &starAttributes()
{
    static const QSGGeometry::Attribute attributes[] = {
        QSGGeometry::Attribute::createWithAttributeType(0, 2, QSGGeometry::FloatType,
                                                        QSGGeometry::PositionAttribute),
        QSGGeometry::Attribute::createWithAttributeType(1, 4, QSGGeometry::FloatType,
                                                        QSGGeometry::UnknownAttribute),
        QSGGeometry::Attribute::createWithAttributeType(2, 2, QSGGeometry::FloatType,
                                                        QSGGeometry::UnknownAttribute),
    };
    static const QSGGeometry::AttributeSet set = {3, sizeof(StarVertex), attributes};
    return set;
}

// The root keeps the textures alive as long as the nodes that draw them, and what the points
// were last written for.
class SkyRootNode : public QSGNode
{
public:
    std::unique_ptr<QSGTexture> atlas;
    std::unique_ptr<QSGTexture> backdropTexture;
    int backdropGeneration = -1; // the SkyFrame::generation the backdrop was painted for
    QSGGeometryNode *backdropNode = nullptr;
    QSGGeometryNode *stars = nullptr;
    int starsGeneration = -1;
    int starsHighlighted = -1;
    QHash<int, double> starsFlares;
};

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

    auto *starMaterial = new SkyStarMaterial;
    starMaterial->atlas = root->atlas.get();
    auto *starGeometry = new QSGGeometry(starAttributes(), 0);
    starGeometry->setDrawingMode(QSGGeometry::DrawPoints);
    root->stars = makeNode(starGeometry, starMaterial);

    root->appendChildNode(root->backdropNode);
    root->appendChildNode(root->stars);
    return root;
}

// The backdrop (night, nebulae, lines) is repainted only for a new scene or size.
void paintBackdrop(SkyRootNode *root, QQuickWindow *window, const SkyScene &scene,
                   const SkyFrame &frame)
{
    if (root->backdropGeneration == frame.generation && root->backdropTexture)
        return;
    root->backdropGeneration = frame.generation;
    const QVector<QPointF> places = SkyGlows::positions(scene, frame.size);
    const qreal dpr = window ? window->effectiveDevicePixelRatio() : 1.0;
    std::unique_ptr<QSGTexture> texture(window->createTextureFromImage(
        SkyBackdrop::paint(scene, places, frame.size, dpr)));
    texture->setFiltering(QSGTexture::Nearest);
    auto *material = static_cast<QSGOpaqueTextureMaterial *>(root->backdropNode->material());
    material->setTexture(texture.get());
    root->backdropTexture = std::move(texture); // the old one goes only once replaced
    QSGGeometry::updateTexturedRectGeometry(root->backdropNode->geometry(),
                                            QRectF(QPointF(0, 0), frame.size),
                                            QRectF(0, 0, 1, 1));
    root->backdropNode->markDirty(QSGNode::DirtyGeometry | QSGNode::DirtyMaterial);
}

StarVertex vertexOf(const SkyScene::Star &star, const QSizeF &size, float state)
{
    const QPointF at = SkyGlows::position(star, size);
    return {static_cast<float>(at.x()), static_cast<float>(at.y()),
            SkyGlows::twinklePhase(star.seed), SkyGlows::twinkleSpeed(star.seed),
            star.recall, state, kNoFlare, 0.0f};
}

// The points are written again only for a new scene or size, a new highlight or a new flare:
// for every other frame only the time changes, in the material.
void writeStars(SkyRootNode *root, const SkyScene &scene, const SkyFrame &frame)
{
    const QHash<int, double> noFlares;
    const QHash<int, double> &flares = frame.flares ? *frame.flares : noFlares;
    if (root->starsGeneration == frame.generation && root->starsHighlighted == frame.highlighted
        && root->starsFlares == flares)
        return;
    root->starsGeneration = frame.generation;
    root->starsHighlighted = frame.highlighted;
    root->starsFlares = flares;

    const QVector<SkyScene::Star> &dust = SkyGlows::dustStars();
    QSGGeometry *g = root->stars->geometry();
    const int total = int(dust.size() + scene.stars.size());
    if (g->vertexCount() != total)
        g->allocate(total);
    auto *v = static_cast<StarVertex *>(g->vertexData());
    for (const SkyScene::Star &d : dust) // the dust first, behind
        *v++ = vertexOf(d, frame.size, kDustState);
    for (int i = 0; i < scene.stars.size(); ++i) {
        StarVertex vertex = vertexOf(scene.stars.at(i), frame.size,
                                     static_cast<float>(scene.stars.at(i).state));
        const auto flare = flares.constFind(i);
        if (flare != flares.constEnd() && std::isfinite(flare.value()))
            vertex.flareStart = static_cast<float>(flare.value());
        vertex.highlighted = i == frame.highlighted ? 1.0f : 0.0f;
        *v++ = vertex;
    }
    auto *material = static_cast<SkyStarMaterial *>(root->stars->material());
    material->density =
        SkyGlows::starDensity(static_cast<int>(scene.stars.size()), frame.size);
    root->stars->markDirty(QSGNode::DirtyGeometry);
}

} // namespace

QSGNode *SkyPainter::paint(QSGNode *oldRoot, QQuickWindow *window, const SkyScene &scene,
                           const SkyFrame &frame)
{
    auto *root = static_cast<SkyRootNode *>(oldRoot);
    if (!root)
        root = makeRoot(window);
    paintBackdrop(root, window, scene, frame);
    writeStars(root, scene, frame);
    auto *material = static_cast<SkyStarMaterial *>(root->stars->material());
    material->seconds = static_cast<float>(frame.seconds);
    material->pixelRatio = static_cast<float>(window->effectiveDevicePixelRatio());
    root->stars->markDirty(QSGNode::DirtyMaterial);
    return root;
}

} // namespace astrolabe
