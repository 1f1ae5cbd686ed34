#include "gui/accessible_start_focus.h"

#include <QMetaObject>
#include <QQuickItem>
#include <QQuickWindow>

namespace astrolabe::gui {

AccessibleStartFocus::AccessibleStartFocus(QObject *parent)
    : QObject(parent)
{
    QAccessible::installActivationObserver(this);
}

AccessibleStartFocus::~AccessibleStartFocus()
{
    QAccessible::removeActivationObserver(this);
}

void AccessibleStartFocus::setWindow(QQuickWindow *window)
{
    m_window = window;
    if (QAccessible::isActive())
        QMetaObject::invokeMethod(this, &AccessibleStartFocus::sendFocus, Qt::QueuedConnection);
}

void AccessibleStartFocus::accessibilityActiveChanged(bool active)
{
    if (active)
        QMetaObject::invokeMethod(this, &AccessibleStartFocus::sendFocus, Qt::QueuedConnection);
}

void AccessibleStartFocus::sendFocus()
{
    if (!m_window || !QAccessible::isActive())
        return;
    if (QQuickItem *item = m_window->activeFocusItem()) {
        QAccessibleEvent event(item, QAccessible::Focus);
        QAccessible::updateAccessibility(&event);
    }
}

} // namespace astrolabe::gui
