#include "gui/return_presses_buttons.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QQuickItem>
#include <QQuickWindow>

namespace astrolabe::gui {

ReturnPressesButtons::ReturnPressesButtons(QObject *parent)
    : QObject(parent)
{
}

bool ReturnPressesButtons::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress && event->type() != QEvent::KeyRelease)
        return false;
    const auto *key = static_cast<QKeyEvent *>(event);
    const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
    if (!enter || (key->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return false;
    const auto *window = qobject_cast<QQuickWindow *>(watched);
    QQuickItem *item = window ? window->activeFocusItem() : nullptr;
    // QQuickButton: Button, ToolButton, RoundButton and the app's PillButton (not the options
    // of a question or a menu's items, which take Enter themselves).
    if (!item || !item->inherits("QQuickButton") || !item->isEnabled())
        return false;
    if (key->isAutoRepeat())
        return true; // held down: one press, as with Space
    QKeyEvent space(event->type(), Qt::Key_Space, Qt::NoModifier, QStringLiteral(" "));
    QCoreApplication::sendEvent(item, &space);
    return true;
}

} // namespace astrolabe::gui
