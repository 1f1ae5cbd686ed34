#include "cli/dispatcher.h"
#include "gui/gui_application.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    if (astrolabe::cli::namesSubcommand(args)) {
        QCoreApplication app(argc, argv);
        return astrolabe::cli::run(args);
    }
    return astrolabe::gui::run(argc, argv);
}
