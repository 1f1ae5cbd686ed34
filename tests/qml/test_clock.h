#pragma once

#include <QObject>
#include <QtGlobal>

// The clock of the Qt Quick tests' study (QuickTestSetup): it stands still at
// QuickTestSetup::kNowMs until a test moves it. Moving it does what the window's timer does
// when time passes (Study::notifyTimePassed()), so the counts on screen follow. Test only;
// registered as the singleton TestClock of the AstrolabeTest module by main.cpp, and set back
// to kNowMs for each test file.
namespace astrolabe {
class App;
}

class TestClock : public QObject
{
    Q_OBJECT
    Q_PROPERTY(double nowMs READ nowMs NOTIFY moved)

public:
    explicit TestClock(astrolabe::App *app, QObject *parent = nullptr);

    static qint64 now();
    static void reset();

    double nowMs() const { return double(now()); }
    // Moves the clock on by ms (minutes, days) and lets the models see the new time.
    Q_INVOKABLE void advance(double ms);
    // The moment the window's timer waits for, as the study's clock reads it (0 when none).
    Q_INVOKABLE double nextCheckMs() const;

signals:
    void moved();

private:
    astrolabe::App *m_app;
};
