#include "cli/commands.h"

#include "content/pack_loader.h"

#include <QCoreApplication>

namespace astrolabe::cli {

namespace {

int validate(const QStringList &args, Context &ctx)
{
    if (args.size() > 1) {
        ctx.err << QCoreApplication::translate("astrolabe::cli::Content",
                                               "content validate takes at most one directory.")
                << '\n';
        return 2;
    }
    const QString directory = args.isEmpty() ? content::PackLoader::bundledDirectory() : args.first();
    const content::LoadResult result = content::PackLoader::load(directory);
    if (!result.problems.isEmpty()) {
        for (const content::Problem &problem : result.problems)
            ctx.err << problem.toString() << '\n';
        ctx.err.flush();
        return 1;
    }
    const content::ContentPack &pack = result.pack;
    ctx.out << QCoreApplication::translate("astrolabe::cli::Content", "%1, %2, %3: no problems.")
                   .arg(QCoreApplication::translate("astrolabe::cli::Content", "%n lesson(s)",
                                                    nullptr, int(pack.lessons().size())),
                        QCoreApplication::translate("astrolabe::cli::Content", "%n question(s)",
                                                    nullptr, pack.questionCount()),
                        QCoreApplication::translate("astrolabe::cli::Content",
                                                    "%n proposition(s)", nullptr,
                                                    pack.propositionCount()))
            << '\n';
    return 0;
}

} // namespace

// astrolabe content validate [DIR]: DIR defaults to the pack compiled into the application.
int runContentCommand(const QStringList &args, Context &ctx)
{
    if (args.isEmpty() || args.first() != QLatin1String("validate")) {
        ctx.err << QCoreApplication::translate("astrolabe::cli::Content",
                                               "Usage: astrolabe content validate [DIR]")
                << '\n';
        return 2;
    }
    return validate(args.mid(1), ctx);
}

} // namespace astrolabe::cli
