#pragma once

#include <QObject>
#include <QTemporaryDir>

class QQmlEngine;

// Prepares each Qt Quick Test engine: the Astrolabe module's import path and a fresh study
// context (a temporary profile, the bundled course, a fixed clock) for the pages to use.
class QuickTestSetup : public QObject
{
    Q_OBJECT

public slots:
    void qmlEngineAvailable(QQmlEngine *engine);

private:
    QTemporaryDir m_dataDir;
};
