#include "cli/dispatcher.h"
#include "cli/information.h"
#include "cli/page_commands.h"
#include "gui/gui_application.h"
#include "gui/huge_page_heap.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <cstdio>

// The window's program (astrolabe-window): the launcher runs it for the window and for the
// subcommands that draw pages. It can do everything the command line offers, as one program.
int main(int argc, char *argv[])
{
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    if (astrolabe::cli::subcommandDrawsPages(args)) {
        astrolabe::gui::reserveHugePageHeap(); // as the window does (gui/huge_page_heap.h)
        astrolabe::gui::letLargeBlocksComeFromTheHeap(); // pages are pictures
        qputenv("QT_QPA_PLATFORM", "offscreen"); // fonts and painting, no window
        // Without a desktop session (scripts, labs, CI) Qt notes that XDG_RUNTIME_DIR is unset
        // and uses a folder in /tmp; a report needs none, and its errors stay one sentence.
        static const QtMessageHandler standard = qInstallMessageHandler(
            [](QtMsgType type, const QMessageLogContext &context, const QString &message) {
                if (standard && !message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR")))
                    standard(type, context, message);
            });
        QGuiApplication app(argc, argv);
        return astrolabe::cli::run(args, astrolabe::cli::pageCommands());
    }
    if (astrolabe::cli::namesSubcommand(args)) {
        QCoreApplication app(argc, argv);
        return astrolabe::cli::run(args, astrolabe::cli::pageCommands());
    }
    // --help, --version and --help-man (the man page, for the build) need no window or display.
    if (const std::optional<QString> text = astrolabe::cli::informationAskedFor(args)) {
        std::fputs(text->toUtf8().constData(), stdout);
        return 0;
    }
    return astrolabe::gui::run(argc, argv);
}
