#include "cli/commands.h"
#include "cli/content_audit.h"

#include "content/pack_loader.h"
#include "content/pack_warnings.h"

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
    const content::Problems warnings = content::PackWarnings::run(pack);
    for (const content::Problem &warning : warnings)
        ctx.out << QCoreApplication::translate("astrolabe::cli::Content", "warning: %1")
                       .arg(warning.toString())
                << '\n';
    const QString summary =
        warnings.isEmpty()
            ? QCoreApplication::translate("astrolabe::cli::Content", "%1, %2, %3: no problems.")
            : QCoreApplication::translate("astrolabe::cli::Content",
                                          "%1, %2, %3: no problems, %n warning(s).", nullptr,
                                          int(warnings.size()));
    ctx.out << summary
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

// astrolabe content validate|audit [DIR]: DIR defaults to the pack compiled into the application.
int runContentCommand(const QStringList &args, Context &ctx)
{
    if (!args.isEmpty() && args.first() == QLatin1String("audit"))
        return runContentAudit(args.mid(1), ctx);
    if (args.isEmpty() || args.first() != QLatin1String("validate")) {
        ctx.err << QCoreApplication::translate("astrolabe::cli::Content",
                                               "Usage: astrolabe content validate [DIR] | "
                                               "content audit [DIR] [--json]")
                << '\n';
        return 2;
    }
    return validate(args.mid(1), ctx);
}

} // namespace astrolabe::cli
