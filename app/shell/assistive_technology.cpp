#include "assistive_technology.h"

namespace astrolabe {

AssistiveTechnology::AssistiveTechnology(QObject *parent)
    : QObject(parent)
    , m_active(QAccessible::isActive())
{
    QAccessible::installActivationObserver(this);
}

AssistiveTechnology::~AssistiveTechnology()
{
    QAccessible::removeActivationObserver(this);
}

void AssistiveTechnology::accessibilityActiveChanged(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    emit activeChanged();
}

} // namespace astrolabe
