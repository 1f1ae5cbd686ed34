#include "quick_test_setup.h"

#include "interface_language.h"
#include "profile_switcher.h"
#include "review/learner_simulation.h"
#include "security/lab_defaults.h"
#include "session.h"
#include "store/profile_directory.h"
#include "store/store.h"
#include "test_clock.h"

#include <QQmlEngine>

namespace {

// A second learner who studied for 60 simulated days and then paused for 10 days before the
// tests' moment (the demo learner behind `astrolabe profile create --simulate`), for pages that
// need a history; after the pause, several of its questions are due.
void createSimulatedProfile(const QString &dataDir)
{
    const QString name = QString::fromLatin1(QuickTestSetup::kSimulatedProfile);
    astrolabe::StudyContext::Options options;
    options.dataDir = dataDir;
    options.profileName = name;
    constexpr qint64 kPauseMs = 10 * 86400000LL;
    options.clock = [] { return QuickTestSetup::kNowMs - kPauseMs; };
    QString error;
    auto study = astrolabe::StudyContext::open(options, &error);
    if (!study)
        qFatal("The simulated profile could not be created: %s", qPrintable(error));
    astrolabe::review::SimulationOptions simulation;
    simulation.days = 60;
    simulation.seed = 11;
    simulation.endMs = QuickTestSetup::kNowMs - kPauseMs;
    if (!astrolabe::review::simulateLearner(study->store(), simulation, &error))
        qFatal("The simulated learner failed: %s", qPrintable(error));
}

} // namespace

void QuickTestSetup::qmlEngineAvailable(QQmlEngine *engine)
{
    engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
    // The interface language's translation, as the window installs it at start (English too,
    // for its plural forms).
    astrolabe::InterfaceLanguage::apply(astrolabe::Session::instance()->language());

    // Each test file gets a new, empty profile "Tester" (open) and a simulated one beside it.
    auto *profiles = astrolabe::ProfileSwitcher::instance();
    profiles->closeProfile();
    m_dataDir = std::make_unique<QTemporaryDir>();
    // No lab-wide defaults from the machine running the tests.
    qputenv(astrolabe::security::LabDefaults::kPathVariable,
            m_dataDir->filePath(QStringLiteral("lab-defaults.conf")).toUtf8());
    createSimulatedProfile(m_dataDir->path());
    astrolabe::StudyContext::Options options;
    options.dataDir = m_dataDir->path();
    TestClock::reset();
    options.clock = [] { return TestClock::now(); };
    profiles->configure(options);
    if (!profiles->openProfile(QStringLiteral("Tester")))
        qFatal("The test profile could not be opened: %s", qPrintable(profiles->error()));
}

void QuickTestSetup::cleanupTestCase()
{
    astrolabe::ProfileSwitcher::instance()->closeProfile();
}
