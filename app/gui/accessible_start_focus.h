#pragma once

#include <QAccessible>
#include <QObject>
#include <QPointer>

class QQuickWindow;

namespace astrolabe::gui {

// Says the first focus to a screen reader. The window gives the sky the keyboard focus while it
// is made, but Qt's AT-SPI bridge turns itself on only once the accessibility bus answers, after
// that: the first focus event is lost and Orca says nothing until a key moves the focus. This
// observer sends the focus event again once the bridge is on (and when the window is set while
// it is on already), after the bridge has finished starting (a queued call).
class AccessibleStartFocus : public QObject, public QAccessible::ActivationObserver
{
    Q_OBJECT

public:
    explicit AccessibleStartFocus(QObject *parent = nullptr);
    ~AccessibleStartFocus() override;

    void setWindow(QQuickWindow *window);
    void accessibilityActiveChanged(bool active) override;

private:
    void sendFocus();

    QPointer<QQuickWindow> m_window;
};

} // namespace astrolabe::gui
