#pragma once

#include <QObject>

// For the screen-reader tests (tst_sky.qml) only: tells Qt's accessibility observers, every
// AssistiveTechnology among them, that a screen reader started or quit, as Qt's AT-SPI bridge
// does when the accessibility bus says so (QAccessible::setActive). The offscreen platform of
// the tests has no bridge, so QAccessible::isActive() itself stays false: a page made while
// "on" is the AT-SPI tests' part (tests/accessibility). Registered as the singleton
// ScreenReaderFixture of the AstrolabeTest module by main.cpp; "off" again when it goes.
class ScreenReaderFixture : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;
    ~ScreenReaderFixture() override;

    Q_INVOKABLE void setActive(bool active);
};
