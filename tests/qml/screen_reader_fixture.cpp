#include "screen_reader_fixture.h"

#include <QAccessible>

ScreenReaderFixture::~ScreenReaderFixture()
{
    QAccessible::setActive(false);
}

void ScreenReaderFixture::setActive(bool active)
{
    QAccessible::setActive(active);
}
