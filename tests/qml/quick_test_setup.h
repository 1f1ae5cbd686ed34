#pragma once

#include <QObject>
#include <QTemporaryDir>

#include "app.h"

#include <memory>

class QQmlEngine;

// Prepares each Qt Quick Test engine: the Astrolabe module's import path and a fresh data
// folder with two profiles: "Tester", new and open in the engine's own application (App, with
// the bundled course and a clock that stands still at a fixed moment until a test moves it
// with TestClock), and "Simulated", 60 days of the demo learner, which a test may switch to
// with App.profiles.openProfile().
class QuickTestSetup : public QObject
{
    Q_OBJECT

public:
    // 2026-03-02 10:00 UTC: the moment the tests' clock shows.
    static constexpr qint64 kNowMs = 1772445600000;
    static constexpr const char *kSimulatedProfile = "Simulated";

public slots:
    void qmlEngineAvailable(QQmlEngine *engine);
    void cleanupTestCase();

private:
    std::unique_ptr<QTemporaryDir> m_dataDir;
    std::unique_ptr<astrolabe::App> m_app;
};
