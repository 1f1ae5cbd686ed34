#include "test_clock.h"

#include "quick_test_setup.h"
#include "study_events.h"

namespace {
qint64 g_offsetMs = 0;
}

TestClock::TestClock(QObject *parent) : QObject(parent) {}

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
    astrolabe::StudyEvents::instance()->notifyChanged();
}

double TestClock::nextCheckMs() const
{
    return double(astrolabe::StudyEvents::instance()->nextCheckMs());
}
