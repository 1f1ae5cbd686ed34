#include "gui/gui_application.h"

#include "cli/usage.h"
#include "gui/accessible_start_focus.h"
#include "gui/huge_page_heap.h"
#include "gui/malloc_arenas.h"
#include "gui/return_presses_buttons.h"
#include "gui/startup_probe.h"
#include "gui/window_fit.h"
#include "gui/window_grabber.h"
#include "interface_language.h"
#include "app.h"
#include "security/folder_lab_mode.h"
#include "security/lab_defaults.h"
#include "security/lab_mode_start.h"
#include "security/pin_guard.h"
#include "store/data_location.h"
#include "window_buffers.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQmlEngineExtensionPlugin>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QStyleHints>
#include <QUrl>

#include <cstdio>

Q_IMPORT_QML_PLUGIN(AstrolabePlugin)

namespace astrolabe::gui {

namespace {

// Whether the window starts in lab mode: --lab, the data folder's lab/mode or a lab file, and
// a teacher PIN (see security::labModeAtStart).
security::LabModeStart labModeAtStart(bool requested, const QString &dataDir)
{
    const QString folderPath = store::folderSettingsPath(dataDir);
    const security::LabDefaults lab;
    const bool saved = security::folderLabMode(folderPath);
    const bool pinSet = security::PinGuard(folderPath, lab, {}).isSet();
    return security::labModeAtStart(requested, saved, lab.labMode(), pinSet);
}

// The window's size from --size WxH, within what the window can show; else an empty size and
// one sentence in `error`.
QSize windowSize(const QString &text, QString *error)
{
    static const QRegularExpression pattern(QStringLiteral("^([0-9]{1,5})x([0-9]{1,5})$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch()) {
        *error = QStringLiteral("The size must be WIDTHxHEIGHT in pixels, such as 1024x640, "
                                "not \"%1\".").arg(text);
        return {};
    }
    const QSize size(match.captured(1).toInt(), match.captured(2).toInt());
    const QSize smallest(900, 600); // Main.qml's minimumWidth and minimumHeight
    const QSize largest(7680, 4320);
    if (size.width() < smallest.width() || size.height() < smallest.height()
        || size.width() > largest.width() || size.height() > largest.height()) {
        *error = QStringLiteral("The size must be from 900x600 to 7680x4320 pixels, not %1.")
                     .arg(text);
        return {};
    }
    return size;
}

} // namespace

int run(int argc, char *argv[])
{
    reserveHugePageHeap();
    limitMallocArenas(); // before QGuiApplication, whose X11 connection starts a thread
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("Astrolabe"));
    QGuiApplication::setOrganizationName(QStringLiteral("Astrolabe"));
    QGuiApplication::setApplicationVersion(QStringLiteral(ASTROLABE_VERSION));
    // The launcher the package installs (packaging/linux), so the desktop shows its icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("astrolabe"));

    // The options come from the one list that --help and the man page are made from; main()
    // answers --help and --version before a window is needed.
    QCommandLineParser parser;
    parser.addOptions(cli::windowParserOptions());
    const QCommandLineOption dataDir = cli::windowOption(QStringLiteral("data-dir"));
    const QCommandLineOption profile = cli::windowOption(QStringLiteral("profile"));
    const QCommandLineOption lang = cli::windowOption(QStringLiteral("lang"));
    const QCommandLineOption lab = cli::windowOption(QStringLiteral("lab"));
    const QCommandLineOption grab = cli::windowOption(QStringLiteral("grab"));
    const QCommandLineOption page = cli::windowOption(QStringLiteral("page"));
    const QCommandLineOption size = cli::windowOption(QStringLiteral("size"));
    const QCommandLineOption content = cli::windowOption(QStringLiteral("content"));
    if (!parser.parse(app.arguments())) {
        std::fprintf(stderr, "%s Run astrolabe --help for the options.\n",
                     qPrintable(parser.errorText()));
        return 2;
    }
    if (!parser.positionalArguments().isEmpty()) {
        std::fprintf(stderr, "Unknown subcommand \"%s\"; run astrolabe --help for the list.\n",
                     qPrintable(parser.positionalArguments().constFirst()));
        return 2;
    }

    QSize requestedSize;
    if (parser.isSet(size)) {
        QString error;
        requestedSize = windowSize(parser.value(size), &error);
        if (requestedSize.isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 2;
        }
    }

    Study::Options studyOptions;
    studyOptions.dataDir = parser.isSet(dataDir) ? parser.value(dataDir)
                                                 : qEnvironmentVariable("ASTROLABE_DATA_DIR");
    studyOptions.contentDir = parser.value(content);
    // The application: made once, before the engine that shows it, and outliving it.
    App application(studyOptions);
    Session *session = application.session();
    ProfileSwitcher *profiles = application.profiles();
    // Empty without --page: the window then shows a new learner's welcome over the sky.
    session->setInitialPage(parser.isSet(page) ? parser.value(page) : QString());
    if (parser.isSet(grab)) {
        // Two grabs of a page are one picture: the sky and the text cursor hold still.
        session->setGrabbing(true);
        QGuiApplication::styleHints()->setCursorFlashTime(0);
    }
    const QString requestedLanguage = parser.value(lang);
    if (!requestedLanguage.isEmpty() && requestedLanguage != QLatin1String("en")
        && requestedLanguage != QLatin1String("fa")) {
        std::fprintf(stderr, "The language must be en or fa, not \"%s\".\n",
                     qPrintable(requestedLanguage));
        return 2;
    }

    QObject::connect(&app, &QCoreApplication::aboutToQuit, profiles, &ProfileSwitcher::closeProfile);
    session->setRequestedLanguage(requestedLanguage);
    const security::LabModeStart labStart =
        labModeAtStart(parser.isSet(lab), application.study()->dataDir());
    if (!labStart.refusal.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(labStart.refusal));
        return 2;
    }
    if (!labStart.note.isEmpty())
        std::fprintf(stderr, "%s\n", qPrintable(labStart.note));
    session->setLabMode(labStart.on);
    // --lang wins over the profile's saved choice (applied once it is open), which wins over
    // the system's language. Set before the profile opens: a profile that cannot be opened is
    // explained in this language.
    const QString language = InterfaceLanguage::startLanguage(requestedLanguage);
    if (!InterfaceLanguage::apply(language))
        std::fprintf(stderr, "The interface translation is missing from this build.\n");
    session->setLanguage(language);

    // Several learners (or a lab) and no --profile: the window starts on the profile picker.
    // Otherwise the profile opens while the window is made (the content pack is read on a
    // worker thread); the window shows the sky once it is open.
    if (!profiles->pickerNeeded(parser.value(profile), session->labMode())) {
        QObject::connect(profiles, &ProfileSwitcher::openFinished, &app, [profiles, session](bool ok) {
            if (ok) {
                for (const QString &problem : session->contentProblems())
                    std::fprintf(stderr, "%s\n", qPrintable(problem));
            } else {
                session->setStartupError(profiles->error());
                std::fprintf(stderr, "%s\n", qPrintable(profiles->error()));
            }
        });
        profiles->openProfileInBackground(parser.value(profile));
    }

    WindowBuffers::prepare(); // before the window: see window_buffers.h
    QQuickStyle::setStyle(QStringLiteral("Material"));
    qputenv("QT_QUICK_CONTROLS_MATERIAL_THEME", "Dark");
    qputenv("QT_QUICK_CONTROLS_MATERIAL_ACCENT", "#7fb3ff");
    AccessibleStartFocus startFocus; // installed before the window: the bridge may start soon
    QQmlApplicationEngine engine;
    application.serve(&engine);
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    if (requestedSize.isValid()) {
        engine.setInitialProperties({{QStringLiteral("width"), requestedSize.width()},
                                     {QStringLiteral("height"), requestedSize.height()}});
    }
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
    WindowBuffers::apply(window); // before the window is exposed, which needs the event loop
    if (window && !parser.isSet(grab))
        fitToScreen(window);
    if (window) {
        window->installEventFilter(new ReturnPressesButtons(window));
        startFocus.setWindow(window);
        // Pictures from the heap once the window shows (gui/huge_page_heap.h); on the render
        // thread, which swaps the frame.
        QObject::connect(window, &QQuickWindow::frameSwapped, window,
                         &letLargeBlocksComeFromTheHeap,
                         Qt::ConnectionType(Qt::DirectConnection | Qt::SingleShotConnection));
    }
    if (window && StartupProbe::requested())
        new StartupProbe(window, &app); // tests/bench: time to the sky's first frame
    if (parser.isSet(grab)) {
        if (!window) {
            std::fprintf(stderr, "The main window could not be created.\n");
            return 1;
        }
        auto *grabber = new WindowGrabber(&application, window, parser.value(grab), parser.value(page), &app);
        grabber->start();
    }
    return app.exec();
}

} // namespace astrolabe::gui
