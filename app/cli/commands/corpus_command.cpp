#include "cli/arguments.h"
#include "cli/command_language.h"
#include "cli/commands.h"
#include "cli/course_choice.h"

#include "content/question_text.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <optional>

namespace astrolabe::cli {

namespace {

using content::QuestionText;

const char kUsage[] =
    "Usage: astrolabe corpus list [--lang en|fa] [--json] | corpus show ID [--lang en|fa]";

QString label(const char *text)
{
    return QCoreApplication::translate("astrolabe::cli::Corpus", text);
}

// "43" / "۴۳": a place in the corpus as the language writes it in prose.
QString place(int number, const QString &language)
{
    return QuestionText::localeFor(language).toString(number);
}

// The pack's proposition with this id; a differently cased id ("ii.1.p01") finds it too.
const content::Proposition *findProposition(const content::ContentPack &pack, const QString &id)
{
    if (const content::Proposition *exact = pack.proposition(id))
        return exact;
    for (const content::Proposition &proposition : pack.propositions())
        if (proposition.id.compare(id, Qt::CaseInsensitive) == 0)
            return &proposition;
    return nullptr;
}

// What both subcommands read once their arguments are checked: the language and the pack.
struct CorpusInput
{
    QString language;
    content::ContentPack pack;
};

// The input, or nullopt with the exit code in `code` (2: a usage mistake, 1: a refused pack)
// after one sentence on standard error.
std::optional<CorpusInput> readInput(const Arguments &arguments, Context &ctx, int *code)
{
    *code = 2;
    if (!arguments.ok()) {
        ctx.err << arguments.error() << "\n";
        return std::nullopt;
    }
    const std::optional<QString> language = chosenLanguage(arguments, ctx);
    if (!language)
        return std::nullopt;
    std::optional<content::ContentPack> pack = chosenPack(ctx);
    if (!pack) {
        *code = 1;
        return std::nullopt;
    }
    return CorpusInput{*language, std::move(*pack)};
}

int list(const QStringList &args, Context &ctx)
{
    Arguments arguments(args, {QStringLiteral("lang")}, {QStringLiteral("json")});
    if (arguments.ok() && !arguments.positional().isEmpty())
        arguments.fail(QStringLiteral("corpus list takes no proposition id; use corpus show ID "
                                      "for one proposition."));
    int code = 0;
    const std::optional<CorpusInput> input = readInput(arguments, ctx, &code);
    if (!input)
        return code;
    const QString &language = input->language;
    const content::ContentPack *pack = &input->pack;
    const bool json = arguments.has(QStringLiteral("json"));
    QJsonArray entries;
    int number = 0;
    for (const content::Proposition &proposition : pack->propositions()) {
        ++number;
        const QString title = proposition.title.text(language);
        if (json) {
            entries.append(QJsonObject{{QStringLiteral("number"), number},
                                       {QStringLiteral("id"), proposition.id},
                                       {QStringLiteral("title"), title},
                                       {QStringLiteral("chapter"), proposition.chapterId}});
        } else {
            ctx.out << place(number, language) << ". " << proposition.id << "  " << title
                    << "\n";
        }
    }
    if (json)
        ctx.out << QString::fromUtf8(QJsonDocument(entries).toJson(QJsonDocument::Indented));
    return 0;
}

void printSection(QTextStream &out, const QString &heading, const QString &text)
{
    if (!text.isEmpty())
        out << "\n" << heading << ": " << text << "\n";
}

void printProposition(const content::ContentPack &pack, const content::Proposition &proposition,
                      const QString &language, QTextStream &out)
{
    const auto prose = [&](const content::LocalizedText &text) {
        return text.isEmpty() ? QString() : QuestionText::paragraph(text.text(language), language);
    };
    const QString separator = language == QLatin1String("fa") ? QStringLiteral("، ")
                                                              : QStringLiteral(", ");
    out << place(pack.propositionNumber(proposition.id), language) << ". " << proposition.id
        << "\n" << prose(proposition.title) << "\n";
    printSection(out, label(QT_TRANSLATE_NOOP("astrolabe::cli::Corpus", "Statement")),
                 prose(proposition.statement));
    if (proposition.figure.isValid())
        printSection(out, label(QT_TRANSLATE_NOOP("astrolabe::cli::Corpus", "Figure")),
                     prose(proposition.figure.caption));
    if (!proposition.demonstration.isEmpty()) {
        out << "\n" << label(QT_TRANSLATE_NOOP("astrolabe::cli::Corpus", "Demonstration"))
            << ":\n";
        for (const content::ReadBlock &block : proposition.demonstration) {
            QString text;
            if (block.type == content::ReadBlock::Type::Figure)
                text = label(QT_TRANSLATE_NOOP("astrolabe::cli::Corpus", "Figure"))
                    + QStringLiteral(": ") + prose(block.figure.caption);
            else if (block.type == content::ReadBlock::Type::Formula)
                text = QuestionText::leftToRight(block.text.text(language), language);
            else
                text = prose(block.text);
            out << "  " << text << "\n";
        }
    }
    printSection(out, label(QT_TRANSLATE_NOOP("astrolabe::cli::Corpus", "Corollary")),
                 prose(proposition.corollary));
    // The links, one line each, together.
    const QList<QPair<QString, QStringList>> links{
        {label(QT_TRANSLATE_NOOP("astrolabe::cli::Corpus", "Depends on")),
         pack.dependsOn(proposition.id)},
        {label(QT_TRANSLATE_NOOP("astrolabe::cli::Corpus", "Used by")),
         pack.usedBy(proposition.id)},
        {label(QT_TRANSLATE_NOOP("astrolabe::cli::Corpus", "Problems using this")),
         pack.problemsUsing(proposition.id)},
    };
    bool firstLink = true;
    for (const auto &[heading, ids] : links) {
        if (ids.isEmpty())
            continue;
        out << (firstLink ? "\n" : "") << heading << ": " << ids.join(separator) << "\n";
        firstLink = false;
    }
    if (!proposition.sources.isEmpty()) {
        out << "\n" << label(QT_TRANSLATE_NOOP("astrolabe::cli::Corpus", "Sources")) << ":\n";
        for (const content::Source &source : proposition.sources) {
            out << "  " << source.authors << " (" << source.year << "). " << source.title << ".";
            if (!source.venue.isEmpty())
                out << " " << source.venue << ".";
            out << "\n";
        }
    }
}

int show(const QStringList &args, Context &ctx)
{
    Arguments arguments(args, {QStringLiteral("lang")});
    if (arguments.ok() && arguments.positional().size() != 1)
        arguments.fail(QStringLiteral("corpus show takes one proposition id, such as II.1.P01."));
    int code = 0;
    const std::optional<CorpusInput> input = readInput(arguments, ctx, &code);
    if (!input)
        return code;
    const QString &language = input->language;
    const content::ContentPack *pack = &input->pack;
    const QString id = arguments.positional().constFirst();
    const content::Proposition *proposition = findProposition(*pack, id);
    if (!proposition) {
        ctx.err << "There is no proposition \"" << id
                << "\" in the corpus; astrolabe corpus list shows every id.\n";
        return 2;
    }
    installLanguage(language);
    printProposition(*pack, *proposition, language, ctx.out);
    return 0;
}

} // namespace

// astrolabe corpus list [--lang en|fa] [--json] | show ID [--lang en|fa]: the numbered
// propositions of the course (or of the pack given with --content).
int runCorpusCommand(const QStringList &args, Context &ctx)
{
    if (!args.isEmpty() && args.first() == QLatin1String("list"))
        return list(args.mid(1), ctx);
    if (!args.isEmpty() && args.first() == QLatin1String("show"))
        return show(args.mid(1), ctx);
    ctx.err << kUsage << '\n';
    return 2;
}

} // namespace astrolabe::cli
