#pragma once

#include "sky_backdrop.h"
#include "sky_frame.h"
#include "sky_glows.h"
#include "sky_scene.h"

#include <QImage>
#include <QSGRenderNode>
#include <QVector>

class QQuickWindow;

namespace astrolabe {

// The sky under Qt Quick's software renderer (the offscreen platform, QT_QUICK_BACKEND=software
// on computers without OpenGL), which draws no custom geometry or material: one render node
// that paints, with the QPainter the renderer lends it, the same backdrop (SkyBackdrop: night,
// nebulae, constellation lines) and the same glows (SkyGlows) from the same sprite atlas as
// SkyPainter draws on the GPU. update() runs while the scene graph synchronises and keeps what
// render() needs; the backdrop is repainted only for a new scene or size.
class SkySoftwareNode : public QSGRenderNode
{
public:
    explicit SkySoftwareNode(QQuickWindow *window);

    void update(const SkyScene &scene, const SkyFrame &frame);

    void render(const RenderState *state) override;
    StateFlags changedStates() const override { return {}; }
    RenderingFlags flags() const override { return BoundedRectRendering | OpaqueRendering; }
    QRectF rect() const override { return QRectF(QPointF(0, 0), m_size); }

private:
    QQuickWindow *m_window;
    QImage m_atlas;
    QImage m_backdropImage;
    int m_backdropGeneration = -1;
    QSizeF m_size;
    QVector<SkyGlows::Glow> m_glows;
};

} // namespace astrolabe
