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
    // A new configuration, not a copy of the window's: Qt 6.4 leaks the private part when a
    // shared configuration is detached (LeakSanitizer's report in CI), and the window's own is
    // still the default one here, made by the same constructor.
    QQuickGraphicsConfiguration configuration;
    configuration.setDepthBufferFor2D(false);
    window->setGraphicsConfiguration(configuration);
}

} // namespace astrolabe
