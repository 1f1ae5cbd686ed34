#include "cli/dispatcher.h"

#include "cli/commands.h"

#include <QCoreApplication>
#include <QProcessEnvironment>
#include <QTextStream>
#include <QTranslator>

#include <cstdio>

namespace astrolabe::cli {

namespace {

// The subcommands that only read and write text: everything here links Qt Core alone.
const CommandTable &textCommands()
{
    static const CommandTable table = {
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
        {QStringLiteral("class-fit"), runClassFitCommand},
        {QStringLiteral("class"), runClassCommand},
    };
    return table;
}

// The subcommands that draw pages (cli/page_commands.h).
const QStringList &pageCommandNames()
{
    static const QStringList names = {QStringLiteral("report"), QStringLiteral("class-report"),
                                      QStringLiteral("worksheet")};
    return names;
}

bool isSubcommand(const QString &word)
{
    return textCommands().count(word) || pageCommandNames().contains(word);
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
        return isSubcommand(word) ? i : -1;
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
    return index >= 0 && pageCommandNames().contains(args.at(index));
}

QStringList subcommandNames()
{
    QStringList names = pageCommandNames();
    for (const auto &entry : textCommands())
        names << entry.first;
    names.sort();
    return names;
}

int run(const QStringList &args, const CommandTable &pageCommands)
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
    const QString &name = args.at(index);
    const auto text = textCommands().find(name);
    const auto page = pageCommands.find(name);
    if (text == textCommands().end() && page == pageCommands.end()) {
        err << "The subcommand " << name
            << " draws pages, which only the window's program (astrolabe-window) can do; run it "
               "as astrolabe "
            << name << ".\n";
        return 2;
    }
    const int code = (text != textCommands().end() ? text->second : page->second)(rest, ctx);
    out.flush();
    err.flush();
    return code;
}

} // namespace astrolabe::cli
