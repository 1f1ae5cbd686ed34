#include "sky_painter.h"

#include "sky_backdrop.h"
#include "sky_glows.h"
#include "sky_sprites.h"
#include "sky_star_material.h"

#include <QQuickWindow>
#include <QSGGeometryNode>
#include <QSGTexture>
#include <QSGTextureMaterial>

#include <algorithm>
#include <cmath>
#include <memory>

namespace astrolabe {

namespace {

// What stands still of a glow; SkyStarShader animates it. Each glow is six of these (its
// square's two triangles), the same but for their place in the six, which the shader reads.
struct StarVertex
{
    float x, y;                // pixels, the glow's centre
    float phase, speed;        // twinkle
    float recall, state;       // SkyScene::StarState, or kDustState
    float flareStart;          // seconds; kNoFlare when there is none
    float highlighted;         // 0 or 1
};
constexpr int kVerticesPerGlow = 6;
// llvmpipe (Mesa's OpenGL without a graphics card) sees a square as a rectangle, and fills it
// by its fast path, only when the square's two triangles come in one piece of a draw call: it
// cuts a call into pieces of 4,095 vertices, between the triangles of a square. A node of at
// most 682 glows (4,092 vertices) is drawn in one piece.
constexpr int kGlowsPerNode = 4095 / kVerticesPerGlow;
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

// The root keeps the textures and the glows' two materials alive as long as the nodes that
// draw them, and what the glows were last written for.
class SkyRootNode : public QSGNode
{
public:
    ~SkyRootNode() override
    {
        qDeleteAll(glowNodes); // before the materials they draw with
    }

    std::unique_ptr<QSGTexture> atlas;
    std::unique_ptr<QSGTexture> backdropTexture;
    int backdropGeneration = -1; // the SkyFrame::generation the backdrop was painted for
    QSGGeometryNode *backdropNode = nullptr;
    SkyStarMaterial fadedGlows{SkyStarMaterial::Faded};
    SkyStarMaterial opaqueGlows{SkyStarMaterial::Opaque};
    QVector<QSGGeometryNode *> glowNodes; // children after the backdrop, kGlowsPerNode each
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

    root->fadedGlows.atlas = root->atlas.get();
    root->opaqueGlows.atlas = root->atlas.get();
    root->appendChildNode(root->backdropNode);
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

// As many glow nodes as the glows need, kGlowsPerNode each (the last fewer), with room for
// `total` glows in all; returns a pointer to each node's vertices.
QVector<StarVertex *> prepareGlowNodes(SkyRootNode *root, int total)
{
    const int nodes = (total + kGlowsPerNode - 1) / kGlowsPerNode;
    while (root->glowNodes.size() > nodes)
        delete root->glowNodes.takeLast();
    while (root->glowNodes.size() < nodes) {
        auto *geometry = new QSGGeometry(starAttributes(), 0);
        geometry->setDrawingMode(QSGGeometry::DrawTriangles);
        auto *node = new QSGGeometryNode;
        node->setGeometry(geometry);
        node->setFlag(QSGNode::OwnsGeometry);
        node->setMaterial(&root->fadedGlows);
        node->setOpaqueMaterial(&root->opaqueGlows);
        root->appendChildNode(node);
        root->glowNodes << node;
    }
    QVector<StarVertex *> vertices;
    for (int n = 0; n < nodes; ++n) {
        QSGGeometry *g = root->glowNodes.at(n)->geometry();
        const int count = std::min(kGlowsPerNode, total - n * kGlowsPerNode) * kVerticesPerGlow;
        if (g->vertexCount() != count)
            g->allocate(count);
        vertices << static_cast<StarVertex *>(g->vertexData());
        root->glowNodes.at(n)->markDirty(QSGNode::DirtyGeometry);
    }
    return vertices;
}

// The glows are written again only for a new scene or size, a new highlight or a new flare:
// for every other frame only the time changes, in the materials.
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
    const QVector<StarVertex *> nodes =
        prepareGlowNodes(root, int(dust.size() + scene.stars.size()));
    int glow = 0;
    const auto put = [&](const StarVertex &vertex) {
        StarVertex *v = nodes.at(glow / kGlowsPerNode)
                        + (glow % kGlowsPerNode) * kVerticesPerGlow;
        std::fill(v, v + kVerticesPerGlow, vertex);
        ++glow;
    };
    for (const SkyScene::Star &d : dust) // the dust first, behind
        put(vertexOf(d, frame.size, kDustState));
    for (int i = 0; i < scene.stars.size(); ++i) {
        StarVertex vertex = vertexOf(scene.stars.at(i), frame.size,
                                     static_cast<float>(scene.stars.at(i).state));
        const auto flare = flares.constFind(i);
        if (flare != flares.constEnd() && std::isfinite(flare.value()))
            vertex.flareStart = static_cast<float>(flare.value());
        vertex.highlighted = i == frame.highlighted ? 1.0f : 0.0f;
        put(vertex);
    }
    const float density = SkyGlows::starDensity(static_cast<int>(scene.stars.size()), frame.size);
    root->fadedGlows.density = density;
    root->opaqueGlows.density = density;
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
    root->fadedGlows.seconds = static_cast<float>(frame.seconds);
    root->opaqueGlows.seconds = root->fadedGlows.seconds;
    for (QSGGeometryNode *node : root->glowNodes)
        node->markDirty(QSGNode::DirtyMaterial);
    return root;
}

} // namespace astrolabe
