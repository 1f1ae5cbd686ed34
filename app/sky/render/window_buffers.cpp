#include "window_buffers.h"

#include <QQuickGraphicsConfiguration>
#include <QQuickWindow>
#include <QSurfaceFormat>

namespace astrolabe {

namespace {

bool keepQtsBuffers()
{
    return qEnvironmentVariableIntValue("ASTROLABE_DEPTH_BUFFER") == 1;
}

} // namespace

void WindowBuffers::prepare()
{
    if (keepQtsBuffers())
        return;
    QSurfaceFormat format = QSurfaceFormat::defaultFormat();
    format.setDepthBufferSize(0); // 0, not Qt's "unset" -1, which Qt Quick would make 24
    format.setStencilBufferSize(0);
    QSurfaceFormat::setDefaultFormat(format);
}

void WindowBuffers::apply(QQuickWindow *window)
{
    if (keepQtsBuffers() || !window)
        return;
    QQuickGraphicsConfiguration configuration = window->graphicsConfiguration();
    configuration.setDepthBufferFor2D(false);
    window->setGraphicsConfiguration(configuration);
}

} // namespace astrolabe
