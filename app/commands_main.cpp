#include "cli/dispatcher.h"
#include "cli/man_page.h"
#include "cli/usage.h"

#include <QCoreApplication>

#include <cstdio>

// The text commands' program (astrolabe-commands): the launcher runs it for the subcommands that
// only read and write text, --help, --version and --help-man (app/launcher/program_choice.h). It
// links Qt Core and Qt Sql alone.
int main(int argc, char *argv[])
{
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    if (astrolabe::cli::namesSubcommand(args)) {
        QCoreApplication app(argc, argv);
        return astrolabe::cli::run(args, {});
    }
    const auto answer = [](const QString &text) {
        std::fputs(text.toUtf8().constData(), stdout);
        return 0;
    };
    if (args.contains(QLatin1String("--help")) || args.contains(QLatin1String("-h")))
        return answer(astrolabe::cli::helpText());
    if (args.contains(QLatin1String("--version")) || args.contains(QLatin1String("-v")))
        return answer(astrolabe::cli::versionText() + QLatin1Char('\n'));
    if (args.contains(QLatin1String("--help-man")))
        return answer(astrolabe::cli::manPage());
    std::fputs("astrolabe-commands runs Astrolabe's text subcommands; the window opens with "
               "astrolabe.\n",
               stderr);
    return 2;
}
