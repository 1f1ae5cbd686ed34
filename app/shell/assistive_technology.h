#pragma once

#include <QAccessible>
#include <QObject>
#include <QQmlEngine>

namespace astrolabe {

// Whether a screen reader (or another assistive technology) is reading the window: Qt's
// accessibility bridge is on. Pages make what only a screen reader uses, such as the sky's 224
// star items, once this turns true, instead of at every start. On Linux the bridge turns on
// when the accessibility bus says a screen reader runs, usually just after the first frame.
class AssistiveTechnology : public QObject, public QAccessible::ActivationObserver
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool active READ active NOTIFY activeChanged)

public:
    explicit AssistiveTechnology(QObject *parent = nullptr);
    ~AssistiveTechnology() override;

    bool active() const { return m_active; }
    void accessibilityActiveChanged(bool active) override;

signals:
    void activeChanged();

private:
    bool m_active = false;
};

} // namespace astrolabe
