#include "gui/gui_application.h"

#include "gui/window_grabber.h"
#include "interface_language.h"
#include "session.h"
#include "profile_switcher.h"
#include "security/lab_defaults.h"
#include "store/data_location.h"
#include "study_context.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QQmlApplicationEngine>
#include <QQmlEngineExtensionPlugin>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSettings>
#include <QUrl>

#include <cstdio>

Q_IMPORT_QML_PLUGIN(AstrolabePlugin)

namespace astrolabe::gui {

namespace {

const char *const subcommandHelp =
    "Without a subcommand Astrolabe opens its window. Subcommands:\n"
    "  attention softmax [--temperature T] S1 S2 ...\n"
    "  attention attend --query Q --keys K1;K2;... --values V1;V2;... [--no-scale]\n"
    "  exercise --kind KIND --seed N [--json]\n"
    "  memory replay [--retention R] [--day-offset-min N] [--params w0,...,w20] < reviews.csv\n"
    "  profile list | create NAME [--simulate DAYS --seed N] | rename OLD NEW | delete NAME\n"
    "  pin set | clear   (the teacher PIN, read from standard input)\n"
    "  check-db [--profile NAME] [--repair]\n"
    "  content validate [DIR]";

// Lab mode from the data folder's settings or the lab-wide defaults file.
bool labModeSaved(const QString &dataDir)
{
    const QSettings folder(store::folderSettingsPath(dataDir), QSettings::IniFormat);
    return folder.value(QStringLiteral("lab/mode"), false).toBool()
        || security::LabDefaults().labMode();
}

} // namespace

int run(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Astrolabe"));
    QApplication::setOrganizationName(QStringLiteral("Astrolabe"));
    QApplication::setApplicationVersion(QStringLiteral(ASTROLABE_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Astrolabe teaches how attention in neural networks works.\n")
        + QLatin1String(subcommandHelp));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption dataDir(QStringLiteral("data-dir"),
                                     QStringLiteral("Keep profiles in DIR."), QStringLiteral("DIR"));
    const QCommandLineOption profile(QStringLiteral("profile"),
                                     QStringLiteral("Open the profile NAME."), QStringLiteral("NAME"));
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  QStringLiteral("Interface language: en or fa."), QStringLiteral("LANG"));
    const QCommandLineOption lab(QStringLiteral("lab"), QStringLiteral("Run in lab mode."));
    const QCommandLineOption grab(QStringLiteral("grab"),
                                  QStringLiteral("Render a page to FILE.png and exit."),
                                  QStringLiteral("FILE"));
    const QCommandLineOption page(QStringLiteral("page"),
                                  QStringLiteral("The page to open (default: sky)."),
                                  QStringLiteral("PAGE"), QStringLiteral("sky"));
    const QCommandLineOption content(QStringLiteral("content"),
                                     QStringLiteral("Use the content pack in DIR (a teacher's pack)."),
                                     QStringLiteral("DIR"));
    parser.addOptions({dataDir, profile, lang, lab, grab, page, content});
    if (!parser.parse(app.arguments())) {
        std::fprintf(stderr, "%s\n", qPrintable(parser.errorText()));
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        std::fprintf(stdout, "%s", qPrintable(parser.helpText()));
        return 0;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        std::fprintf(stdout, "astrolabe %s\n", ASTROLABE_VERSION);
        return 0;
    }
    if (!parser.positionalArguments().isEmpty()) {
        std::fprintf(stderr, "Unknown subcommand \"%s\"; run astrolabe --help for the list.\n",
                     qPrintable(parser.positionalArguments().constFirst()));
        return 2;
    }

    Session *session = Session::instance();
    session->setInitialPage(parser.value(page));
    const QString requestedLanguage = parser.value(lang);
    if (!requestedLanguage.isEmpty() && requestedLanguage != QLatin1String("en")
        && requestedLanguage != QLatin1String("fa")) {
        std::fprintf(stderr, "The language must be en or fa, not \"%s\".\n",
                     qPrintable(requestedLanguage));
        return 2;
    }

    StudyContext::Options studyOptions;
    studyOptions.dataDir = parser.isSet(dataDir) ? parser.value(dataDir)
                                                 : qEnvironmentVariable("ASTROLABE_DATA_DIR");
    studyOptions.contentDir = parser.value(content);
    ProfileSwitcher *profiles = ProfileSwitcher::instance();
    profiles->configure(studyOptions);
    QObject::connect(&app, &QCoreApplication::aboutToQuit, profiles, &ProfileSwitcher::closeProfile);
    session->setRequestedLanguage(requestedLanguage);
    session->setLabMode(parser.isSet(lab) || labModeSaved(profiles->dataDir()));
    // Several learners (or a lab) and no --profile: the window starts on the profile picker.
    if (!profiles->pickerNeeded(parser.value(profile), session->labMode())) {
        if (profiles->openProfile(parser.value(profile))) {
            for (const QString &problem : session->contentProblems())
                std::fprintf(stderr, "%s\n", qPrintable(problem));
        } else {
            session->setStartupError(profiles->error());
            std::fprintf(stderr, "%s\n", qPrintable(profiles->error()));
        }
    }
    // --lang wins over the profile's saved choice, which wins over the system's language.
    const QString language = InterfaceLanguage::startLanguage(requestedLanguage);
    if (!InterfaceLanguage::apply(language))
        std::fprintf(stderr, "The Persian translation is missing from this build.\n");
    session->setLanguage(language);

    QQuickStyle::setStyle(QStringLiteral("Material"));
    qputenv("QT_QUICK_CONTROLS_MATERIAL_THEME", "Dark");
    qputenv("QT_QUICK_CONTROLS_MATERIAL_ACCENT", "#7fb3ff");
    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    const QUrl mainUrl(QStringLiteral("qrc:/qt/qml/Astrolabe/Main.qml"));
    QObject::connect(
        &engine, &QQmlApplicationEngine::objectCreated, &app,
        [mainUrl](QObject *object, const QUrl &url) {
            if (!object && url == mainUrl)
                QCoreApplication::exit(1);
        },
        Qt::QueuedConnection);
    engine.load(mainUrl);
    if (engine.rootObjects().isEmpty())
        return 1;

    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (parser.isSet(grab)) {
        if (!window) {
            std::fprintf(stderr, "The main window could not be created.\n");
            return 1;
        }
        auto *grabber = new WindowGrabber(window, parser.value(grab), &app);
        grabber->start();
    }
    return app.exec();
}

} // namespace astrolabe::gui
