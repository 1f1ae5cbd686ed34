#include "gui/window_fit.h"

#include <QScreen>
#include <QWindow>

namespace astrolabe::gui {

void fitToScreen(QWindow *window)
{
    const QScreen *screen = window ? window->screen() : nullptr;
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    const QSize size = window->size().boundedTo(available.size());
    if (size == window->size())
        return;
    window->resize(size);
    window->setPosition(available.topLeft());
}

} // namespace astrolabe::gui
