#pragma once

#include <QObject>

namespace astrolabe::gui {

// Return and Enter press the focused push button, as Space does: Qt Quick Controls' buttons take
// only Space, and a keyboard or screen-reader user expects Enter to press a button. Installed on
// the window (an event filter), it sees a key only when no shortcut took it first (the quiz's
// Enter, which checks an answer or goes on), and turns Return on a Button, ToolButton or the
// app's PillButton into Space for that button; other items keep their own Enter.
class ReturnPressesButtons : public QObject
{
    Q_OBJECT

public:
    explicit ReturnPressesButtons(QObject *parent = nullptr);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace astrolabe::gui
