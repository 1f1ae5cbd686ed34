#include "quick_test_setup.h"

#include "interface_language.h"
#include "app.h"
#include "content/pack_loader.h"
#include "review/learner_simulation.h"
#include "security/lab_defaults.h"
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
    constexpr qint64 kPauseMs = 10 * 86400000LL;
    const astrolabe::store::ProfileDirectory folder(dataDir);
    astrolabe::store::OpenOptions open = folder.openOptions(name, QuickTestSetup::kNowMs - kPauseMs);
    const auto &pack = astrolabe::content::PackLoader::bundled();
    open.courseId = pack.course().id;
    open.itemIds = pack.questionIds();
    QString error;
    auto profile = astrolabe::store::Store::open(folder.pathFor(name), open, &error);
    if (!profile)
        qFatal("The simulated profile could not be created: %s", qPrintable(error));
    astrolabe::review::SimulationOptions simulation;
    simulation.days = 60;
    simulation.seed = 11;
    simulation.endMs = QuickTestSetup::kNowMs - kPauseMs;
    if (!astrolabe::review::simulateLearner(*profile, simulation, &error))
        qFatal("The simulated learner failed: %s", qPrintable(error));
}

} // namespace

void QuickTestSetup::qmlEngineAvailable(QQmlEngine *engine)
{
    engine->addImportPath(QStringLiteral("qrc:/qt/qml"));

    // Each test file gets its own application, on a new data folder with an empty profile
    // "Tester" (open) and a simulated one beside it.
    m_app.reset();
    m_dataDir = std::make_unique<QTemporaryDir>();
    // No lab-wide defaults from the machine running the tests.
    qputenv(astrolabe::security::LabDefaults::kPathVariable,
            m_dataDir->filePath(QStringLiteral("lab-defaults.conf")).toUtf8());
    createSimulatedProfile(m_dataDir->path());
    astrolabe::Study::Options options;
    options.dataDir = m_dataDir->path();
    TestClock::reset();
    options.clock = [] { return TestClock::now(); };
    m_app = std::make_unique<astrolabe::App>(options);
    m_app->serve(engine);
    // The interface language's translation, as the window installs it at start (English too,
    // for its plural forms).
    astrolabe::InterfaceLanguage::apply(m_app->session()->language());
    auto *profiles = m_app->profiles();
    if (!profiles->openProfile(QStringLiteral("Tester")))
        qFatal("The test profile could not be opened: %s", qPrintable(profiles->error()));
}

void QuickTestSetup::cleanupTestCase()
{
    if (m_app)
        m_app->profiles()->closeProfile();
}
