#include "test_clock.h"

#include "quick_test_setup.h"
#include "app.h"

namespace {
qint64 g_offsetMs = 0;
}

TestClock::TestClock(astrolabe::App *app, QObject *parent) : QObject(parent), m_app(app) {}

qint64 TestClock::now()
{
    return QuickTestSetup::kNowMs + g_offsetMs;
}

void TestClock::reset()
{
    g_offsetMs = 0;
}

void TestClock::advance(double ms)
{
    g_offsetMs += qint64(ms);
    emit moved();
    m_app->study()->notifyTimePassed();
}

double TestClock::nextCheckMs() const
{
    return double(m_app->study()->nextCheckMs());
}
