#include "sky_painter.h"

#include "sky_backdrop.h"
#include "sky_glows.h"
#include "sky_sprites.h"

#include <QQuickWindow>
#include <QSGGeometryNode>
#include <QSGTexture>
#include <QSGTextureMaterial>

#include <memory>

namespace astrolabe {

namespace {

// The root keeps the textures alive as long as the nodes that draw them.
class SkyRootNode : public QSGNode
{
public:
    std::unique_ptr<QSGTexture> atlas;
    std::unique_ptr<QSGTexture> backdropTexture;
    SkyBackdrop backdrop;
    int backdropGeneration = -1; // the SkyFrame::generation the backdrop was painted for
    QSGGeometryNode *backdropNode = nullptr;
    QSGGeometryNode *stars = nullptr;
};

void writeQuad(QSGGeometry::TexturedPoint2D *v, const SkyGlows::Glow &glow)
{
    const QRectF t = SkySprites::cell(glow.colour, glow.brightness);
    const float x = static_cast<float>(glow.centre.x());
    const float y = static_cast<float>(glow.centre.y());
    const float r = glow.radius;
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
                   const SkyFrame &frame)
{
    if (root->backdropGeneration == frame.generation && root->backdropTexture)
        return;
    root->backdropGeneration = frame.generation;
    const QVector<QPointF> places = SkyGlows::positions(scene, frame.size);
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

QSGNode *SkyPainter::paint(QSGNode *oldRoot, QQuickWindow *window, const SkyScene &scene,
                           const SkyFrame &frame)
{
    auto *root = static_cast<SkyRootNode *>(oldRoot);
    if (!root)
        root = makeRoot(window);
    paintBackdrop(root, window, scene, frame);

    // One quad a glow: the dust first (behind), then the course's stars.
    QSGGeometry *g = root->stars->geometry();
    const int total = SkyGlows::count(scene);
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
    SkyGlows::forEach(scene, frame, [&v](const SkyGlows::Glow &glow) {
        writeQuad(v, glow);
        v += 4;
    });
    root->stars->markDirty(QSGNode::DirtyGeometry);
    return root;
}

} // namespace astrolabe
