#include "cli/dispatcher.h"

#include "cli/commands.h"

#include <QCoreApplication>
#include <QProcessEnvironment>
#include <QTextStream>
#include <QTranslator>

#include <cstdio>
#include <functional>
#include <map>

namespace astrolabe::cli {

namespace {

using Command = std::function<int(const QStringList &, Context &)>;

const std::map<QString, Command> &commands()
{
    static const std::map<QString, Command> table = {
        {QStringLiteral("attention"), runAttentionCommand},
        {QStringLiteral("exercise"), runExerciseCommand},
        {QStringLiteral("memory"), runMemoryCommand},
        {QStringLiteral("profile"), runProfileCommand},
        {QStringLiteral("check-db"), runCheckDbCommand},
        {QStringLiteral("content"), runContentCommand},
        {QStringLiteral("question"), runQuestionCommand},
        {QStringLiteral("corpus"), runCorpusCommand},
        {QStringLiteral("progress"), runProgressCommand},
        {QStringLiteral("pin"), runPinCommand},
        {QStringLiteral("lab"), runLabCommand},
        {QStringLiteral("report"), runReportCommand},
        {QStringLiteral("class-report"), runClassReportCommand},
        {QStringLiteral("class-fit"), runClassFitCommand},
        {QStringLiteral("class"), runClassCommand},
        {QStringLiteral("worksheet"), runWorksheetCommand},
    };
    return table;
}

// The index of the subcommand's name, skipping global options and their values.
int subcommandIndex(const QStringList &args)
{
    for (int i = 0; i < args.size(); ++i) {
        const QString &word = args.at(i);
        if (word == QLatin1String("--data-dir") || word == QLatin1String("--content")) {
            ++i;
            continue;
        }
        if (word.startsWith(QLatin1String("--")))
            return -1;
        return commands().count(word) ? i : -1;
    }
    return -1;
}

// The English plural forms of the messages the commands share with the window ("1 lesson",
// "2 lessons"), compiled into the application as the window loads them.
void installEnglishPlurals()
{
    static QTranslator plurals;
    if (plurals.load(QStringLiteral(":/i18n/astrolabe_en.qm")))
        QCoreApplication::installTranslator(&plurals);
}

} // namespace

bool namesSubcommand(const QStringList &args)
{
    return subcommandIndex(args) >= 0;
}

bool subcommandDrawsPages(const QStringList &args)
{
    const int index = subcommandIndex(args);
    return index >= 0
        && (args.at(index) == QLatin1String("report")
            || args.at(index) == QLatin1String("class-report")
            || args.at(index) == QLatin1String("worksheet"));
}

QStringList subcommandNames()
{
    QStringList names;
    for (const auto &entry : commands())
        names << entry.first;
    return names;
}

int run(const QStringList &args)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QTextStream in(stdin);
    out.setEncoding(QStringConverter::Utf8);
    err.setEncoding(QStringConverter::Utf8);
    in.setEncoding(QStringConverter::Utf8);

    installEnglishPlurals();
    Context ctx{out, err, in,
                QProcessEnvironment::systemEnvironment().value(QStringLiteral("ASTROLABE_DATA_DIR")),
                QString()};
    const int index = subcommandIndex(args);
    if (index < 0) {
        err << "No such subcommand; run astrolabe --help for the list.\n";
        return 2;
    }
    QStringList rest;
    for (int i = 0; i < args.size(); ++i) {
        if (i == index)
            continue;
        if (args.at(i) == QLatin1String("--data-dir")) {
            if (i + 1 >= args.size()) {
                err << "The option --data-dir needs a folder.\n";
                return 2;
            }
            ctx.dataDir = args.at(++i);
            continue;
        }
        if (args.at(i) == QLatin1String("--content")) {
            if (i + 1 >= args.size()) {
                err << "The option --content needs the folder of a content pack.\n";
                return 2;
            }
            ctx.contentDir = args.at(++i);
            continue;
        }
        if (i > index)
            rest << args.at(i);
    }
    const int code = commands().at(args.at(index))(rest, ctx);
    out.flush();
    err.flush();
    return code;
}

} // namespace astrolabe::cli
