#include "quick_test_setup.h"

#include <QQmlEngine>

void QuickTestSetup::qmlEngineAvailable(QQmlEngine *engine)
{
    engine->addImportPath(QStringLiteral("qrc:/qt/qml"));

    // Each test file gets a new, empty profile.
    m_study.reset();
    m_dataDir = std::make_unique<QTemporaryDir>();
    astrolabe::StudyContext::Options options;
    options.dataDir = m_dataDir->path();
    options.profileName = QStringLiteral("Tester");
    options.clock = [] { return kNowMs; };
    QString error;
    m_study = astrolabe::StudyContext::open(options, &error);
    if (!m_study)
        qFatal("The test profile could not be opened: %s", qPrintable(error));
    astrolabe::StudyContext::setCurrent(m_study.get());
}

void QuickTestSetup::cleanupTestCase()
{
    astrolabe::StudyContext::setCurrent(nullptr);
    m_study.reset();
}
