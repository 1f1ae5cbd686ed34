#pragma once

#include "study_context.h"

#include <QObject>
#include <QTemporaryDir>

#include <memory>

class QQmlEngine;

// Prepares each Qt Quick Test engine: the Astrolabe module's import path and a fresh study
// context (a temporary profile, the bundled course, a clock that stands still at a fixed
// moment) for the pages to use.
class QuickTestSetup : public QObject
{
    Q_OBJECT

public:
    // 2026-03-02 10:00 UTC: the moment the tests' clock shows.
    static constexpr qint64 kNowMs = 1772445600000;

public slots:
    void qmlEngineAvailable(QQmlEngine *engine);
    void cleanupTestCase();

private:
    std::unique_ptr<QTemporaryDir> m_dataDir;
    std::unique_ptr<astrolabe::StudyContext> m_study;
};
