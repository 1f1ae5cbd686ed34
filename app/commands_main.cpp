#include "cli/dispatcher.h"
#include "cli/information.h"

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
    if (const std::optional<QString> text = astrolabe::cli::informationAskedFor(args)) {
        std::fputs(text->toUtf8().constData(), stdout);
        return 0;
    }
    std::fputs("astrolabe-commands runs Astrolabe's text subcommands; the window opens with "
               "astrolabe.\n",
               stderr);
    return 2;
}
