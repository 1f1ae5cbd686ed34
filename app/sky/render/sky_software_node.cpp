#include "sky_software_node.h"

#include "sky_sprites.h"

#include <QMatrix4x4>
#include <QPainter>
#include <QQuickWindow>
#include <QSGRendererInterface>

namespace astrolabe {

SkySoftwareNode::SkySoftwareNode(QQuickWindow *window)
    : m_window(window), m_atlas(SkySprites::atlas())
{
}

void SkySoftwareNode::update(const SkyScene &scene, const SkyFrame &frame)
{
    if (frame.generation != m_backdropGeneration || frame.size != m_size) {
        m_backdropGeneration = frame.generation;
        m_backdropImage = QImage(); // never two window-sized pictures at once
        m_backdropImage = SkyBackdrop::paint(scene, SkyGlows::positions(scene, frame.size),
                                           frame.size, m_window->effectiveDevicePixelRatio());
    }
    m_size = frame.size;
    m_glows.clear();
    m_glows.reserve(SkyGlows::count(scene));
    SkyGlows::forEach(scene, frame, [this](const SkyGlows::Glow &glow) { m_glows << glow; });
    markDirty(QSGNode::DirtyMaterial); // the software renderer paints the node again
}

void SkySoftwareNode::render(const RenderState *state)
{
    auto *painter = static_cast<QPainter *>(m_window->rendererInterface()->getResource(
        m_window, QSGRendererInterface::PainterResource));
    if (!painter)
        return;
    // The clip is in window coordinates: set before the item's transform.
    if (const QRegion *clip = state->clipRegion(); clip && !clip->isEmpty())
        painter->setClipRegion(*clip, Qt::ReplaceClip);
    painter->setTransform(matrix()->toTransform());
    painter->setOpacity(inheritedOpacity());
    painter->drawImage(rect(), m_backdropImage);

    // Smooth sampling, but no antialiased edges: a glow's cell is clear at its edges, so the
    // picture is the same, and the raster engine then fills a sprite with one span a row. With
    // antialiased edges a 38-pixel glow made over 96 spans, and Qt 6.4 handed each such fill to
    // its thread pool in two parts and waited: about 400 hand-overs a frame for the course.
    const bool antialiased = painter->testRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    const QSizeF atlasSize = m_atlas.size();
    for (const SkyGlows::Glow &glow : std::as_const(m_glows)) {
        const QRectF cell = SkySprites::cell(glow.colour, glow.brightness);
        const QRectF source(cell.x() * atlasSize.width(), cell.y() * atlasSize.height(),
                            cell.width() * atlasSize.width(), cell.height() * atlasSize.height());
        const qreal r = glow.radius;
        painter->drawImage(QRectF(glow.centre.x() - r, glow.centre.y() - r, 2 * r, 2 * r),
                           m_atlas, source);
    }
    painter->setRenderHint(QPainter::Antialiasing, antialiased);
}

} // namespace astrolabe
